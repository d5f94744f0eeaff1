import { Worker } from 'node:worker_threads';
import { visitPage } from './visitor-loop.mjs';

/**
 * `count` visitors reading a page one request after another until `until` settles (visitor-loop.mjs),
 * in this process; answers every request's time. With `paceMs` a steady number of pages a second, as
 * people reading, else as many as the server answers.
 */
export async function pageVisitors(url: string, until: Promise<unknown>, count: number, paceMs = 0): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const [, times] = await Promise.all([until, visitPage(url, count, paceMs, () => done)]);
  return times;
}

/**
 * pageVisitors in a thread of their own: their times are the server's, not also this process's
 * (a bench playing hundreds of clients at once keeps its own event loop busy, and a visitor's
 * answer would wait there too).
 */
export async function pageVisitorsApart(url: string, until: Promise<unknown>, count: number, paceMs: number): Promise<number[]> {
  const worker = new Worker(new URL('./page-visitors-worker.mjs', import.meta.url), { workerData: { url, count, paceMs } });
  void until.finally(() => worker.postMessage('stop'));
  try {
    return await new Promise<number[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}
