import type { Db } from '../db/database';
import { deleteApiToken, touchApiToken, type ApiTokenUse } from '../queries/api-tokens';

/** Uses are written at most this often, so a busy client does not write on every request. */
const RECORD_USE_EVERY_MS = 60_000;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a token (or the browser session issued with it) may still be used: one unused for longer
 * than `idleMs` is deleted and refused; otherwise the use is recorded, at most once a minute.
 */
export async function acceptTokenUse(db: Db, token: ApiTokenUse, idleMs: number, now = Date.now()): Promise<boolean> {
  const lastUsed = Date.parse(token.last_used_at ?? token.created_at);
  if (now - lastUsed > idleMs) {
    await deleteApiToken(db, token.id);
    return false;
  }
  // The request does not wait for the use to be written: when another process holds the write lock,
  // a read would wait for it, and a use that could not be written is recorded by a later request.
  if (now - lastUsed >= RECORD_USE_EVERY_MS) void touchApiToken(db, token.id, new Date(now).toISOString()).catch(() => undefined);
  return true;
}
