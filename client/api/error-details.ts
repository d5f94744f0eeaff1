import { CONFLICT_MESSAGES } from '../../shared/messages';
import { ApiError } from '../../shared/api-errors';

/** The body's `detail`, when the server gave one. */
export function errorDetail(err: unknown): string | null {
  const detail = err instanceof ApiError ? (err.body as { detail?: unknown } | null)?.detail : undefined;
  return typeof detail === 'string' ? detail : null;
}

/** Whether a save was refused because someone else saved the record since it was loaded (409). */
export function isStaleVersion(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409 && errorDetail(err) === CONFLICT_MESSAGES.staleVersion;
}

/** The spec's failure text, followed by the server's reason when it gave one. */
export function withDetail(text: string, err: unknown): string {
  const detail = errorDetail(err);
  return detail ? `${text}. ${detail}` : text;
}
