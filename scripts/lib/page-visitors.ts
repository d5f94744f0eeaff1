/**
 * `count` visitors reading a page one request after another until `until` settles, as browsers
 * would (accepting compressed pages); answers every request's time. With `paceMs` each visitor
 * asks again that long after its last request began (a steady number of pages a second, as people
 * reading), else at once (as many as the server answers). A page that does not answer 200 stops the
 * bench.
 */
export async function pageVisitors(url: string, until: Promise<unknown>, count: number, paceMs = 0): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const visitor = async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
      times.push(performance.now() - started);
      const rest = started + paceMs - performance.now();
      if (rest > 0 && !done) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
  await Promise.all([until, ...Array.from({ length: count }, visitor)]);
  return times;
}

// pageVisitors' loop, run in a worker thread of its own (plain JavaScript: a worker evaluates it as is).
const VISITORS_APART = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, count, paceMs } = workerData;
const times = [];
let done = false;
parentPort.once('message', () => (done = true));
const visitor = async () => {
  while (!done) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error('GET ' + url + ' answered ' + res.status);
    times.push(performance.now() - started);
    const rest = started + paceMs - performance.now();
    if (rest > 0 && !done) await new Promise((resolve) => setTimeout(resolve, rest));
  }
};
Promise.all(Array.from({ length: count }, visitor)).then(() => parentPort.postMessage(times));
`;

/**
 * pageVisitors in a thread of their own: their times are the server's, not also this process's
 * (a bench playing hundreds of clients at once keeps its own event loop busy, and a visitor's
 * answer would wait there too).
 */
export async function pageVisitorsApart(url: string, until: Promise<unknown>, count: number, paceMs: number): Promise<number[]> {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(VISITORS_APART, { eval: true, workerData: { url, count, paceMs } });
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
