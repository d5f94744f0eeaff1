import { setImmediate as nextTurn } from 'node:timers/promises';
import pLimit from 'p-limit';

/** Thrown by a full queue: the caller answers 503 with Retry-After instead of waiting. */
export class QueueFullError extends Error {
  constructor() {
    super('render queue full');
  }
}

/** Thrown instead of running a task whose caller is gone by its turn (`gone`): a visitor who left wants no page. */
export class CallerGoneError extends Error {
  constructor() {
    super('the caller left before its turn');
  }
}

export type BoundedQueue = {
  /**
   * Runs `task` when its turn comes; rejects with QueueFullError at once when `maxWaiting` already
   * wait, and with CallerGoneError, without running it, when `gone()` says so at its turn.
   */
  run<T>(task: () => Promise<T>, gone?: () => boolean): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

/**
 * At most `concurrency` tasks at a time and at most `maxWaiting` waiting for a turn. A task starts
 * on a later turn of the event loop: a render is synchronous work once its data is read, so
 * without that pause each request would render before the next is even read, and requests would
 * pile up unseen in the sockets. With it, every request read meanwhile is counted, and the ones
 * beyond the bound are refused at once.
 */
export function boundedQueue(concurrency: number, maxWaiting: number): BoundedQueue {
  const limit = pLimit(concurrency);
  return {
    run(task, gone) {
      // Counted together: p-limit lists a task as waiting until the next microtask even when a slot is free.
      if (limit.activeCount + limit.pendingCount >= concurrency + maxWaiting) return Promise.reject(new QueueFullError());
      return limit(async () => {
        await nextTurn();
        // Under a burst, visitors give up while they wait: rendering their pages would only delay everyone after them.
        if (gone?.()) throw new CallerGoneError();
        return task();
      });
    },
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}
