/**
 * The one reader of the API's error bodies (Django REST Framework shapes), for the client and for the
 * server's form posts: `{"detail": "..."}` for a general error, `{"field": ["message", ...]}` for field
 * errors. Every form and dialog reads failures through these functions and those of
 * client/api/error-details.ts (the manager's, kept apart so the public pages do not download them).
 */

const CONNECTION_LOST = 'Something went wrong. Please check your connection and try again.';

/** Every message of an error body in order: a string, or the first of a list, per key (spec §8). */
function messagesOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const messages: string[] = [];
  for (const value of Object.values(body as Record<string, unknown>)) {
    if (typeof value === 'string') messages.push(value);
    else if (Array.isArray(value) && typeof value[0] === 'string') messages.push(value[0]);
  }
  return messages;
}

/** An API answer other than 2xx: status plus the parsed JSON body ({detail} or field errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(messagesOf(body)[0] ?? `Request failed (${status})`);
  }
}

/** Every message a failure carries, in order; a failure without an answer says to check the connection. */
export function errorMessages(err: unknown): string[] {
  if (!(err instanceof ApiError)) return [CONNECTION_LOST];
  const messages = messagesOf(err.body);
  return messages.length ? messages : [err.message];
}

/** The first message of a failure. */
export const errorMessage = (err: unknown): string => errorMessages(err)[0]!;

/** The field errors of a 400 answer (or of `status`: a 409 may name the field its conflict is about), every message per field; null for any other failure. */
export function fieldErrorLists(err: unknown, status = 400): Record<string, string[]> | null {
  if (!(err instanceof ApiError) || err.status !== status || !err.body || typeof err.body !== 'object') return null;
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(err.body as Record<string, unknown>)) {
    if (Array.isArray(value) && value.every((m) => typeof m === 'string')) out[key] = value;
  }
  return out;
}

/** The first message of each field of a 400 answer, or of `status` (empty for any other failure). */
export function fieldMessages(err: unknown, status = 400): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrorLists(err, status) ?? {})) if (messages[0]) out[key] = messages[0];
  return out;
}
