import session from 'express-session';
import type { Db } from '../db/database';
import { deleteSession, findSession, pruneSessions, saveSession, touchSession } from '../queries/sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions whose cookie has no expiry (browser-session cookies) still expire on the server after a day. */
const BROWSER_SESSION_TTL_MS = DAY_MS;

type Callback = (err?: unknown, value?: session.SessionData | null) => void;

/** express-session store over the sessions table; expired rows are pruned periodically. */
export class SqliteSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    pruneEveryMs = 15 * 60 * 1000,
  ) {
    super();
    // A prune that meets a locked database runs again next time.
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), pruneEveryMs);
    this.pruneTimer.unref();
  }

  prune(): Promise<number> {
    return pruneSessions(this.db, Date.now());
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }

  override get(sid: string, cb: Callback): void {
    findSession(this.db, sid, Date.now())
      .then((row) => cb(null, row ? (JSON.parse(row.data) as session.SessionData) : null))
      .catch((err) => cb(err));
  }

  override set(sid: string, data: session.SessionData, cb?: (err?: unknown) => void): void {
    const userId = data.userId ?? null;
    const tokenId = userId === null ? null : (data.tokenId ?? null);
    saveSession(this.db, { sid, user_id: userId, token_id: tokenId, data: JSON.stringify(data), expires_at: expiry(data) })
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }

  /**
   * Keeps a session's expiry current. The response does not wait for it: express-session holds the
   * answer until touch calls back, and while another process holds the write lock every signed-in
   * read would wait. A touch that could not be written is made by a later request.
   */
  override touch(sid: string, data: session.SessionData, cb?: (err?: unknown) => void): void {
    touchSession(this.db, sid, expiry(data)).catch(() => undefined);
    cb?.();
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    deleteSession(this.db, sid)
      .then(() => cb?.())
      .catch((err) => cb?.(err));
  }
}

function expiry(data: session.SessionData): number {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires).getTime() : Date.now() + BROWSER_SESSION_TTL_MS;
}
