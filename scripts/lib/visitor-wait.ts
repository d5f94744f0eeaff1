// A request measured while visitors come and go (issue 24): how long it took to answer, and the
// longest a visitor's cached page or simple API read waited meanwhile. budgets.ts and the leasing
// suites (scripts/lib/leasing-budgets.ts) measure their cases this way.
import { sleep, type RunningServer } from './local-server';

/** status 0: no answer (the server went down). */
export type Case = { name: string; status: number; ms: number; visitorWorstMs: number; visitorRequests: number; visitorFailures: number; retryAfter?: string | null };

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

/** Runs one request while visitors come and go; the visitors start first and stop when it has answered. */
export async function measure(server: RunningServer, name: string, send: () => Promise<Response>): Promise<Case> {
  const stopVisitors = startVisitors(server);
  await sleep(50);
  const start = performance.now();
  const res = await send().then(
    async (answer) => (await answer.arrayBuffer(), answer),
    () => null,
  );
  const ms = performance.now() - start;
  const visitors = await stopVisitors();
  const status = res?.status ?? 0;
  console.log(`  ${name}: ${status || 'no answer'} in ${ms.toFixed(0)} ms; visitors waited at most ${visitors.worst.toFixed(0)} ms (${visitors.failures} of ${visitors.count} failed)`);
  return { name, status, ms, visitorWorstMs: visitors.worst, visitorRequests: visitors.count, visitorFailures: visitors.failures, retryAfter: res?.headers.get('retry-after') };
}
