import { PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';

/** Returns the spec's message for the first password rule broken, or null when the password is fine. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordMin;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password)) return MESSAGES.passwordCase;
  return null;
}
