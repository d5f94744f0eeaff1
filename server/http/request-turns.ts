import type { RequestHandler } from 'express';
import PQueue from 'p-queue';
import { DatabaseBusyError } from '../db/database-busy';

/** What a request waits its turn for: `first` goes ahead of every `later` one waiting. */
export type TurnPriority = 'first' | 'later';
const PRIORITY: Record<TurnPriority, number> = { first: 1, later: 0 };

/**
 * Requests that come all at once take turns: at most `concurrency` are handled at a time, the others
 * wait in line (the more urgent ahead), and past `maxWaiting` in line a request is answered 503.
 *
 * At a room selection slot's first second hundreds of students load the bed map and hold a bed in
 * the same instant (issue 49). Handled all at once, their work fills the event loop for a second or
 * two, and everything else (a visitor's page, a manager's save) waits behind it; a hold, which
 * decides who gets the bed, waits behind maps. Taking turns keeps the event loop free between them,
 * so other requests are answered at once, and a hold goes ahead of the maps still waiting.
 */
export function requestTurns({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  const queue = new PQueue({ concurrency });
  const turn =
    (priority: TurnPriority): RequestHandler =>
    (_req, res, next) => {
      if (queue.size >= maxWaiting) return next(new DatabaseBusyError('too many requests waiting for their turn'));
      let gone = false;
      let ended: () => void = () => undefined;
      // 'close' comes when the answer is sent, or when the client went away meanwhile (its turn is then skipped).
      res.once('close', () => {
        gone = true;
        ended();
      });
      void queue.add(
        () =>
          new Promise<void>((resolve) => {
            if (gone) return resolve();
            ended = resolve;
            next();
          }),
        { priority: PRIORITY[priority] },
      );
    };
  return Object.assign(turn, { waiting: () => queue.size, running: () => queue.pending });
}
