// Benchmark of the public property page: the render cache on and off, against a static file of the
// same uncompressed size served by the same server, all requested with a browser's Accept-Encoding. Prints
// the goals with PASS/FAIL; exit code 1 when one fails. Run with `npm run bench` (builds first; `-- --pg`: on
// PostgreSQL). Local only.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { prepareBenchDatabase } from './lib/bench-database';
import { printGoals, type Goal } from './lib/goals';
import { BROWSER_ACCEPT_ENCODING, sentSize, type SentSize } from './lib/sent-size';
import { printTable as printRows, runInTempDir, seedDatabase, sleep, startRssSampler, startServer, stopServer, type RunningServer } from './lib/local-server';

const PAGE_PATH = '/new/property/1';
const STATIC_NAME = 'bench-static.html';
const STATIC_PATH = `/uploads/${STATIC_NAME}`;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
const MEASURE_SECONDS = 10;
const DRAIN_MS = 2000;
const RSS_LIMIT_MB = 150;
/** What browsers send; autocannon sends no Accept-Encoding unless told. */
const REQUEST_HEADERS = BROWSER_ACCEPT_ENCODING;
const GOALS = { cachedVsStatic: 1.0, uncachedVsStatic: 0.25, uncachedP99Ms: 300 };

type TargetResult = { target: string; sent: SentSize; reqPerSec: number; p99Ms: number; non2xx: number; errors: number };
type MemoryResult = { server: string; peakMb: number };

/** Fetches a URL uncompressed and returns its body; fails on a non-200. */
async function bodyOf(url: string): Promise<Buffer> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(10_000) });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return body;
}

/**
 * Writes the static comparison file into the uploads folder the server serves: the page's own bytes,
 * so it is the same size and compresses the same (the server compresses static HTML as it sends it).
 */
function writeStaticFile(uploadsDir: string, page: Buffer): void {
  mkdirSync(uploadsDir, { recursive: true });
  writeFileSync(path.join(uploadsDir, STATIC_NAME), page);
}

/** One autocannon run of `seconds` against a URL. */
function fire(url: string, seconds: number): Promise<autocannon.Result> {
  // 30 s client timeout: the uncached page queues under 50 connections; report its latency rather than drop requests.
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 30, headers: REQUEST_HEADERS });
}

/** Warms a target up for ~1 s (not counted), then measures it for ~10 s. */
async function measure(target: string, url: string): Promise<TargetResult> {
  const sent = await sentSize(url);
  process.stdout.write(`  ${target}: ${sent.bytes} bytes sent (${sent.encoding}); warming up, then ${MEASURE_SECONDS} s...`);
  await fire(url, WARMUP_SECONDS);
  // The warm-up's last requests were left waiting in the render queue when its connections closed: let
  // them drain, or the measured load starts on a full queue and is partly refused (503) for the warm-up's sake.
  await sleep(DRAIN_MS);
  const result = await fire(url, MEASURE_SECONDS);
  process.stdout.write(' done\n');
  return {
    target,
    sent,
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Runs the given targets against one fresh server and records its peak memory. */
async function withServer(
  tmp: string,
  renderCache: boolean,
  run: (server: RunningServer) => Promise<TargetResult[]>,
): Promise<{ results: TargetResult[]; memory: MemoryResult }> {
  const label = `server, RENDER_CACHE=${renderCache ? 'on' : 'off'}`;
  console.log(`Starting ${label}`);
  const server = await startServer(tmp, { RENDER_CACHE: renderCache ? 'on' : 'off' });
  const sampler = startRssSampler(server.child.pid ?? 0);
  let results: TargetResult[];
  let peakMb: number;
  try {
    results = await run(server);
  } finally {
    peakMb = sampler.stop();
    await stopServer(server);
  }
  return { results, memory: { server: label, peakMb } };
}

/** Prints the results as a fixed-width table. */
function printTable(results: TargetResult[]): void {
  const header = ['target', 'sent (bytes)', 'req/s (avg)', 'p99 (ms)', 'non-2xx', 'errors'];
  printRows(
    header,
    results.map((r) => [
      r.target,
      `${r.sent.bytes} ${r.sent.encoding}`,
      r.reqPerSec.toFixed(1),
      r.p99Ms.toFixed(1),
      String(r.non2xx),
      String(r.errors),
    ]),
  );
}

/** a's average req/s divided by b's (0 when b is zero). */
function ratio(a: TargetResult, b: TargetResult): number {
  return b.reqPerSec > 0 ? a.reqPerSec / b.reqPerSec : 0;
}

/** Prints the throughput ratios between cached, uncached and static. */
function printRatios(cached: TargetResult, uncached: TargetResult, staticFile: TargetResult): void {
  console.log('\nThroughput ratios (req/s):');
  console.log(`  cached   vs static:   ${ratio(cached, staticFile).toFixed(2)}x`);
  console.log(`  uncached vs static:   ${ratio(uncached, staticFile).toFixed(2)}x`);
  console.log(`  cached   vs uncached: ${ratio(cached, uncached).toFixed(2)}x`);
}

/** Prints each server's peak RSS. */
function printMemory(memory: MemoryResult[]): void {
  console.log('\nPeak server RSS (start-up on the seeded database, then load):');
  for (const m of memory) console.log(`  ${m.server}: ${m.peakMb.toFixed(1)} MB`);
}

/** The goals for throughput, latency and memory. */
function benchGoals(cached: TargetResult, uncached: TargetResult, staticFile: TargetResult, memory: MemoryResult[]): Goal[] {
  const cachedRatio = ratio(cached, staticFile);
  const uncachedRatio = ratio(uncached, staticFile);
  return [
    { name: 'cached page req/s ÷ static req/s', actual: `${cachedRatio.toFixed(2)}x`, target: `≥ ${GOALS.cachedVsStatic.toFixed(2)}x`, pass: cachedRatio >= GOALS.cachedVsStatic },
    { name: 'uncached page req/s ÷ static req/s', actual: `${uncachedRatio.toFixed(2)}x`, target: `≥ ${GOALS.uncachedVsStatic.toFixed(2)}x`, pass: uncachedRatio >= GOALS.uncachedVsStatic },
    { name: 'uncached page p99', actual: `${uncached.p99Ms.toFixed(1)} ms`, target: `≤ ${GOALS.uncachedP99Ms} ms`, pass: uncached.p99Ms <= GOALS.uncachedP99Ms },
    ...memory.map((m) => ({
      name: `peak RSS, ${m.server}`,
      actual: `${m.peakMb.toFixed(1)} MB`,
      target: `≤ ${RSS_LIMIT_MB} MB`,
      pass: m.peakMb <= RSS_LIMIT_MB,
    })),
  ];
}

/** Runs the whole benchmark and returns the exit code. */
async function main(tmp: string): Promise<number> {
  const uploadsDir = path.join(tmp, 'uploads');
  await seedDatabase(tmp);
  const first = await withServer(tmp, true, async (server) => {
    const pageUrl = server.baseUrl + PAGE_PATH;
    const page = await bodyOf(pageUrl);
    writeStaticFile(uploadsDir, page);
    const staticSize = (await bodyOf(server.baseUrl + STATIC_PATH)).length;
    console.log(`  ${PAGE_PATH} is ${page.length} bytes uncompressed; the static file is a copy of it (${staticSize} bytes)`);
    return [await measure(`${PAGE_PATH} (cache on)`, pageUrl), await measure(`${STATIC_PATH} (static)`, server.baseUrl + STATIC_PATH)];
  });
  const second = await withServer(tmp, false, async (server) => [await measure(`${PAGE_PATH} (cache off)`, server.baseUrl + PAGE_PATH)]);

  const [cached, staticFile] = first.results;
  const [uncached] = second.results;
  if (!cached || !staticFile || !uncached) throw new Error('missing results');
  const results = [cached, staticFile, uncached];
  console.log(`\n${CONNECTIONS} connections, ${MEASURE_SECONDS} s per target after ${WARMUP_SECONDS} s warm-up\n`);
  printTable(results);
  printRatios(cached, uncached, staticFile);
  const memory = [first.memory, second.memory];
  printMemory(memory);
  const goalsMet = printGoals('Goals:', benchGoals(cached, uncached, staticFile, memory));
  const failed = results.some((r) => r.errors > 0 || r.non2xx > 0);
  if (failed) console.log('\nFAILED: some requests errored or answered non-2xx.');
  return failed || !goalsMet ? 1 : 0;
}

// `npm run bench -- --pg`: the same on PostgreSQL (scripts/lib/bench-database.ts).
if (await prepareBenchDatabase()) runInTempDir('leasing-bench-', main);
