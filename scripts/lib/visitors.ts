// Visitors for the measuring scripts: while a request runs, someone keeps loading a cached page and a
// simple API read; the slowest of their answers is what a visitor waited (issue 24).
import { sleep, type RunningServer } from './local-server';

/** What the visitors saw: their slowest answer, how many requests they made and how many failed. */
export type VisitorFigures = { worst: number; count: number; failures: number };

/** GETs a cached page and a simple API read in turn until stopped; the slowest answer is what a visitor waited. */
export function startVisitors(server: RunningServer, urls = [`${server.baseUrl}/new/`, `${server.baseUrl}/api/properties/1/`]): () => Promise<VisitorFigures> {
  let stopped = false;
  let worst = 0;
  let count = 0;
  let failures = 0;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const start = performance.now();
      const ok = await fetch(urls[i % urls.length]!, { headers: { 'accept-encoding': 'gzip, br' }, signal: AbortSignal.timeout(30_000) })
        .then(async (res) => (await res.arrayBuffer(), res.status === 200))
        .catch(() => false);
      worst = Math.max(worst, performance.now() - start);
      count++;
      if (!ok) failures++;
      await sleep(ok ? 5 : 200);
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return { worst, count, failures };
  };
}
