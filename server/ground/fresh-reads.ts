/**
 * Shares one read among the callers that ask while it runs, without ever answering a caller with a
 * read that started before it asked: a caller arriving while a read is under way gets the next one,
 * which starts as soon as that one settles (and serves everyone who arrived meanwhile). So at most
 * one read runs at a time and one waits, however many callers, and each answer is at least as new
 * as the moment it was asked for: a write committed before the call is seen.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const started: Promise<T> = read().finally(() => {
      if (running === started) running = undefined;
    });
    running = started;
    return started;
  };
  const settled = () => undefined;
  return () => {
    if (!running) return start();
    next ??= running.then(settled, settled).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
