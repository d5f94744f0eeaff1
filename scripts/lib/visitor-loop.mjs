// The page visitors' loop, in plain JavaScript so that a worker thread runs it as it is
// (page-visitors-worker.mjs) and the benches' own process too (page-visitors.ts).

/**
 * `count` visitors reading `url` one request after another until `isDone()`, as browsers would
 * (accepting compressed pages); answers every request's time. With `paceMs` each visitor asks again
 * that long after its last request began, else at once. A page that does not answer 200 stops it.
 */
export async function visitPage(url, count, paceMs, isDone) {
  const times = [];
  const visitor = async () => {
    while (!isDone()) {
      const started = performance.now();
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
      times.push(performance.now() - started);
      const rest = started + paceMs - performance.now();
      if (rest > 0 && !isDone()) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
  await Promise.all(Array.from({ length: count }, visitor));
  return times;
}
