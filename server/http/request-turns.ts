import type { RequestHandler } from 'express';
import PQueue from 'p-queue';
import { DatabaseBusyError } from '../db/database-busy';

/**
 * A line requests wait in for their turn: at most `concurrency` are handled at a time, the others
 * wait in the order they came, and past `maxWaiting` in line a request is answered 503. A request
 * waits before anything is done for it (its session, its sign-in, its body), so hundreds arriving
 * together cost the event loop little more than reading them.
 *
 * At a room selection slot's first second hundreds of students load the bed map and hold a bed in
 * the same instant (issue 49). Handled all at once, their work fills the event loop for seconds,
 * and everything else (a visitor's page, a manager's save) waits behind it. Taking turns keeps the
 * event loop free between them, so other requests are answered at once.
 */
export function requestTurns({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  const queue = new PQueue({ concurrency });
  const turn: RequestHandler = (_req, res, next) => {
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
    );
  };
  return Object.assign(turn, { waiting: () => queue.size, running: () => queue.pending });
}
