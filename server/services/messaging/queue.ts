import { setTimeout as pause } from 'node:timers/promises';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { claimQueued, finishMessage, refreshClaims, releaseClaims, requeueStale, type ClaimedMessage } from '../../queries/message-claims';

/** Messages claimed at a time (each sent with a turn for page requests after it). */
const CHUNK = 20;
const MAX_PAUSE_MS = 10;
/** How often a process refreshes its claims, takes back stale ones and looks for rows another one queued. */
export const SWEEP_MS = 30 * 1000;
/** A claim nobody refreshed for this long (four sweeps) belongs to a process that is gone. */
export const STALE_MS = 4 * SWEEP_MS;

export type MessageQueue = {
  /** Starts draining now, unless a drain is running (it will see the new rows). */
  kick(): void;
  /** Resolves when nothing this process can take is queued. */
  idle(): Promise<void>;
  /** Refreshes this process's claims, queues again the claims nobody refreshed for STALE_MS, and drains. */
  sweep(): Promise<void>;
  /** Takes back this holder's claims from before a restart at once, sweeps, and sweeps again every 30 s. Answers the stop. */
  start(): () => Promise<void>;
};

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The background sender of messages a manager queued (ADR 028, 034): claims a few rows at a time under
 * its holder's name (so another process never takes the same ones), sends each through the one
 * mailer, records sent, kept or failed, and yields to pending requests between messages. While it
 * holds rows it refreshes their claim every sweep, so a stale claim means a stopped holder.
 */
export function createMessageQueue(deps: { db: Db; mailer: Mailer; logger: Logger; holder: string; now?: () => number }): MessageQueue {
  const { db, holder } = deps;
  const now = deps.now ?? Date.now;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  /** Between start() and the return of the previous run's claims: a drain now would claim rows that return hands back. */
  let recovering = false;
  let starting: Promise<void> = Promise.resolve();
  /** The rows of the chunk being sent, not yet finished, and when their claim was last confirmed. */
  const held = new Set<number>();
  let confirmedAt = 0;

  /** Refreshes the claims on the held rows; forgets those another process took back. */
  async function refresh(): Promise<void> {
    if (!held.size) return;
    const at = now();
    const ids = [...held];
    const still = await refreshClaims(db, holder, ids, iso(at));
    // A row finished meanwhile is no longer held either; only one still held was taken back.
    const lost = ids.filter((id) => !still.has(id) && held.has(id));
    for (const id of lost) held.delete(id);
    if (lost.length) deps.logger.warn({ messages: lost.length, holder }, 'messages this process had claimed were taken back by another; it leaves them');
    confirmedAt = Math.max(confirmedAt, at);
  }

  async function send(row: ClaimedMessage): Promise<void> {
    try {
      const delivery = row.channel === 'sms' ? await deps.mailer.sendSms({ to: row.to, body: row.text }) : await deps.mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
      await finishMessage(db, row.id, holder, { status: delivery });
    } catch (err) {
      deps.logger.error({ err, message: row.id }, 'queued message failed');
      await finishMessage(db, row.id, holder, { status: 'failed', error: errorText(err) });
    }
  }

  async function drainChunk(rows: ClaimedMessage[]): Promise<void> {
    for (const row of rows) held.add(row.id);
    try {
      for (const row of rows) {
        if (stopped) return;
        // A claim last confirmed a sweep ago (this process was stalled, or the database away) may have
        // been taken back by now: confirm it before sending, so two live processes never send one row.
        if (now() - confirmedAt > SWEEP_MS) await refresh();
        if (!held.has(row.id)) continue;
        const started = performance.now();
        await send(row);
        held.delete(row.id);
        // A pause after each message, three times as long as it took (1 to 10 ms): the queue takes at
        // most a quarter of the process, so pages keep their speed while thousands go out.
        await pause(Math.min(MAX_PAUSE_MS, Math.max(1, 3 * (performance.now() - started))));
      }
    } finally {
      // Stopping (or a database error): the rows not sent go back to the queue for whoever drains next.
      const unsent = [...held];
      held.clear();
      if (unsent.length) await releaseClaims(db, holder, unsent);
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!stopped) {
        const at = now();
        const rows = await claimQueued(db, CHUNK, holder, iso(at));
        if (!rows.length) break;
        confirmedAt = at;
        await drainChunk(rows);
      }
    } while (again && !stopped);
  }

  const kick = () => {
    if (stopped || recovering) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => deps.logger.error({ err }, 'message queue stopped on an error; it resumes with the next send or sweep'))
      .finally(() => {
        running = null;
      });
  };

  async function sweep(): Promise<void> {
    try {
      await refresh();
      const n = await requeueStale(db, iso(now() - STALE_MS));
      if (n) deps.logger.warn({ messages: n }, 'messages a stopped process was sending are queued again');
    } catch (err) {
      deps.logger.error({ err }, 'message queue sweep failed');
    }
    kick();
  }

  return {
    kick,
    sweep,
    async idle() {
      await starting;
      while (running) await running;
    },
    start() {
      // Nothing is held yet: every claim under this holder's name was left by its previous run. Sends
      // that arrive meanwhile wait for the sweep below, which drains.
      recovering = true;
      starting = releaseClaims(db, holder)
        .then((n) => n && deps.logger.warn({ messages: n, holder }, 'messages this instance was sending when it stopped are queued again'))
        .catch((err: unknown) => deps.logger.error({ err }, 'requeueing messages failed'))
        .then(() => {
          recovering = false;
          return sweep();
        });
      const timer = setInterval(() => void sweep(), SWEEP_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        stopped = true;
        await starting;
        await running;
      };
    },
  };
}
