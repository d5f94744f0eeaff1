import { setTimeout as pause } from 'node:timers/promises';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { claimQueued, finishMessage, requeueStale } from '../queries/messages';

/** Messages claimed at a time (each sent with a turn for page requests after it). */
const CHUNK = 20;
const MAX_PAUSE_MS = 10;
/** A row claimed this long ago by a process that is gone is queued again. */
const STALE_MS = 10 * 60 * 1000;
/** How often a process looks for rows another one queued, or a stopped one left. */
const SWEEP_MS = 30 * 1000;

export type MessageQueue = {
  /** Starts draining now, unless a drain is running (it will see the new rows). */
  kick(): void;
  /** Resolves when nothing this process can take is queued. */
  idle(): Promise<void>;
  /** Requeues rows a stopped process left, drains, and looks again every 30 s. Answers the stop. */
  start(): () => Promise<void>;
};

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * The background sender of messages a manager queued (ADR 028): claims a few rows at a time (so
 * another process never takes the same ones), sends each through the one mailer, records sent, kept
 * or failed, and yields to pending requests between chunks.
 */
export function createMessageQueue(deps: { db: Db; mailer: Mailer; logger: Logger }): MessageQueue {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const rows = await claimQueued(deps.db, CHUNK);
        if (!rows.length) break;
        for (const row of rows) {
          const started = performance.now();
          try {
            const delivery = row.channel === 'sms' ? await deps.mailer.sendSms({ to: row.to, body: row.text }) : await deps.mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
            await finishMessage(deps.db, row.id, { status: delivery });
          } catch (err) {
            deps.logger.error({ err, message: row.id }, 'queued message failed');
            await finishMessage(deps.db, row.id, { status: 'failed', error: errorText(err) });
          }
          // A pause after each message, three times as long as it took (1 to 10 ms): the queue takes at
          // most a quarter of the process, so pages keep their speed while thousands go out.
          await pause(Math.min(MAX_PAUSE_MS, Math.max(1, 3 * (performance.now() - started))));
        }
      }
    } while (again);
  }

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => deps.logger.error({ err }, 'message queue stopped on an error; it resumes with the next send'))
      .finally(() => {
        running = null;
      });
  };

  return {
    kick,
    async idle() {
      while (running) await running;
    },
    start() {
      void requeueStale(deps.db, new Date(Date.now() - STALE_MS).toISOString())
        .then((n) => n && deps.logger.warn({ messages: n }, 'messages a stopped process was sending are queued again'))
        .catch((err: unknown) => deps.logger.error({ err }, 'requeueing messages failed'))
        .finally(kick);
      const timer = setInterval(kick, SWEEP_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        stopped = true;
        await running;
      };
    },
  };
}
