import pLimit from 'p-limit';
import { DatabaseBusyError } from './database-busy';

/** Takes the next turn, waiting at most `waitMs`; answers the function that ends it. */
export type TakeTurn = (waitMs: number) => Promise<() => void>;

/**
 * One turn at a time, in the order they were asked for: this instance's write transactions take one
 * before they take a pooled PostgreSQL connection (ADR 029), so writers waiting for the database's
 * write lock hold one connection between them and readers keep the rest. A turn not given within
 * `waitMs` rejects with DatabaseBusyError (503 with Retry-After); its place in the line is then
 * skipped. The turn lasts until the function it answers is called.
 */
export function writerTurns(): TakeTurn {
  const limit = pLimit(1);
  return (waitMs) =>
    new Promise((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(new DatabaseBusyError('another write of this instance held its turn'));
      }, waitMs);
      void limit(
        () =>
          new Promise<void>((end) => {
            if (gaveUp) return end();
            clearTimeout(timer);
            resolve(end);
          }),
      );
    });
}
