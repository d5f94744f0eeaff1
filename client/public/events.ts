import type { Carry } from '../../shared/schemas/auth';

/** The auth modal's forms (1-public-site.md §2). */
export type AuthForm = 'login' | 'signup' | 'register' | 'resetPassword';
export type AuthRequest = { form: AuthForm; carry?: Carry };

/** Islands are separate React roots; they ask the auth modal to open through this window event. */
export const AUTH_EVENT = 'leasing:auth';

export function requestAuth(request: AuthRequest): void {
  window.dispatchEvent(new CustomEvent<AuthRequest>(AUTH_EVENT, { detail: request }));
}
