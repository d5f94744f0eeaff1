/**
 * `count` visitors reading a page one request after another until `until` settles, as browsers
 * would (accepting compressed pages); answers every request's time. A page that does not answer
 * 200 stops the bench.
 */
export async function pageVisitors(url: string, until: Promise<unknown>, count: number): Promise<number[]> {
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
    }
  };
  await Promise.all([until, ...Array.from({ length: count }, visitor)]);
  return times;
}
