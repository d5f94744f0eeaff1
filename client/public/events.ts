import type { Carry } from '../../shared/schemas/auth';
import type { AuthFormName } from '../../shared/form-paths';

/** The auth modal's forms (1-public-site.md §2). */
export type AuthForm = AuthFormName;
/** `applyingFor`: the line naming the property or period chosen (shared/applying-for.ts), shown above the forms that carry it. */
export type AuthRequest = { form: AuthForm; carry?: Carry; applyingFor?: string };

/** Islands are separate React roots; they ask the auth modal to open through this window event. */
export const AUTH_EVENT = 'leasing:auth';

export function requestAuth(request: AuthRequest): void {
  window.dispatchEvent(new CustomEvent<AuthRequest>(AUTH_EVENT, { detail: request }));
}
