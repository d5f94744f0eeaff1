// Benchmark of the public property page: the render cache on and off, against a static file of the
// same size served by the same server. Run with `npm run bench` (builds first). Local only.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const HOST = '127.0.0.1';
const PAGE_PATH = '/new/property/1';
const STATIC_NAME = 'bench-static.html';
const STATIC_PATH = `/uploads/${STATIC_NAME}`;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
const MEASURE_SECONDS = 10;
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
const RSS_SAMPLE_MS = 200;
const RSS_LIMIT_MB = 250;
const LOG_TAIL_CHARS = 2000;

type RunningServer = { child: ChildProcess; baseUrl: string; exited: Promise<void>; logTail: () => string };
type TargetResult = { target: string; reqPerSec: number; p99Ms: number; non2xx: number; errors: number };
type MemoryResult = { server: string; peakMb: number };
type RssSampler = { stop: () => number };

/** Children still to be killed if the bench stops early. */
const children = new Set<ChildProcess>();

/** Asks the OS for a free TCP port on the loopback address. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** The environment for one server: only what it needs, never the caller's. */
function serverEnv(tmp: string, port: number, renderCache: boolean): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    DATABASE_PATH: path.join(tmp, 'app.db'),
    UPLOADS_DIR: path.join(tmp, 'uploads'),
    LOG_LEVEL: 'warn',
    RENDER_CACHE: renderCache ? 'on' : 'off',
  };
}

/** Keeps the last few thousand characters a child wrote, for error messages. */
function captureTail(child: ChildProcess): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => void (tail = (tail + chunk.toString('utf8')).slice(-LOG_TAIL_CHARS));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail;
}

/** Starts the built server on a free port and resolves once GET /new/ answers 200. */
async function startServer(tmp: string, renderCache: boolean): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: process.cwd(),
    env: serverEnv(tmp, port, renderCache),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  const server = { child, baseUrl: `http://${HOST}:${port}`, exited, logTail: captureTail(child) };
  await waitUntilReady(server);
  return server;
}

/** Polls GET /new/ until it answers 200; fails when the server exits or 30 s pass. */
async function waitUntilReady(server: RunningServer): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited during start (code ${server.child.exitCode}); its last output:\n${server.logTail()}`);
    }
    last = await probe(`${server.baseUrl}/new/`);
    if (last === '200') return;
    await sleep(200);
  }
  throw new Error(`GET /new/ not 200 after ${READY_TIMEOUT_MS / 1000} s (last: ${last}); server's last output:\n${server.logTail()}`);
}

/** The status of a GET of the URL as text, or the reason it failed (two-second limit). */
async function probe(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return String(res.status);
  } catch (err) {
    return err instanceof Error ? err.message : 'request failed';
  }
}

/** Waits the given number of milliseconds. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sends SIGTERM and waits for the exit; SIGKILL when it takes longer than 15 s. */
async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await server.exited;
  clearTimeout(timer);
}

/** Reads one field in kB (VmRSS, VmHWM) from /proc/<pid>/status; 0 when unreadable. */
function readProcKb(pid: number, field: string): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm'));
    return match?.[1] ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Samples VmRSS every 200 ms; stop() returns the peak in MB, VmHWM included. */
function startRssSampler(pid: number): RssSampler {
  let peakKb = readProcKb(pid, 'VmRSS');
  const timer = setInterval(() => (peakKb = Math.max(peakKb, readProcKb(pid, 'VmRSS'))), RSS_SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      peakKb = Math.max(peakKb, readProcKb(pid, 'VmRSS'), readProcKb(pid, 'VmHWM'));
      return peakKb / 1024;
    },
  };
}

/** Fetches a URL uncompressed and returns its body size in bytes; fails on a non-200. */
async function bodySize(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(10_000) });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  return body.byteLength;
}

/** ASCII HTML of exactly `size` bytes (markup is cut short only when size is tiny). */
function htmlOfSize(size: number): string {
  const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title></head><body>\n';
  const tail = '</body></html>\n';
  const paragraph = '<p>Static page of the same size as the property page, for comparison.</p>\n';
  const room = Math.max(0, size - head.length - tail.length);
  const filler = paragraph.repeat(Math.ceil(room / paragraph.length)).slice(0, room);
  return (head + filler + tail).padEnd(size, ' ').slice(0, size);
}

/** Writes the static comparison file into the uploads folder the server serves. */
function writeStaticFile(uploadsDir: string, size: number): void {
  mkdirSync(uploadsDir, { recursive: true });
  writeFileSync(path.join(uploadsDir, STATIC_NAME), htmlOfSize(size));
}

/** One autocannon run of `seconds` against a URL. */
function fire(url: string, seconds: number): Promise<autocannon.Result> {
  // 30 s client timeout: the uncached page queues under 50 connections; report its latency rather than drop requests.
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 30 });
}

/** Warms a target up for ~1 s (not counted), then measures it for ~10 s. */
async function measure(target: string, url: string): Promise<TargetResult> {
  process.stdout.write(`  ${target}: warming up, then ${MEASURE_SECONDS} s...`);
  await fire(url, WARMUP_SECONDS);
  const result = await fire(url, MEASURE_SECONDS);
  process.stdout.write(' done\n');
  return {
    target,
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
  const server = await startServer(tmp, renderCache);
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

/** Starts and stops a server once so the demo seeding (image work, high memory) is not measured. */
async function seedDatabase(tmp: string): Promise<void> {
  console.log('Preparing the database (the first start seeds the demo company; not measured)');
  await stopServer(await startServer(tmp, true));
}

/** Left-aligns the first column and right-aligns the rest. */
function formatRow(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
}

/** Prints the results as a fixed-width table. */
function printTable(results: TargetResult[]): void {
  const header = ['target', 'req/s (avg)', 'p99 (ms)', 'non-2xx', 'errors'];
  const rows = results.map((r) => [r.target, r.reqPerSec.toFixed(1), r.p99Ms.toFixed(1), String(r.non2xx), String(r.errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  console.log(formatRow(header, widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(formatRow(row, widths));
}

/** "a / b" of average req/s as a multiplier, or n/a when b is zero. */
function ratio(a: TargetResult, b: TargetResult): string {
  return b.reqPerSec > 0 ? `${(a.reqPerSec / b.reqPerSec).toFixed(2)}x` : 'n/a';
}

/** Prints the throughput ratios between cached, uncached and static. */
function printRatios(cached: TargetResult, uncached: TargetResult, staticFile: TargetResult): void {
  console.log('\nThroughput ratios (req/s):');
  console.log(`  cached   vs static:   ${ratio(cached, staticFile)}`);
  console.log(`  uncached vs static:   ${ratio(uncached, staticFile)}`);
  console.log(`  cached   vs uncached: ${ratio(cached, uncached)}`);
}

/** Prints each server's peak RSS and whether all stayed under the limit. */
function printMemory(memory: MemoryResult[]): void {
  console.log('\nPeak server RSS (start-up on the seeded database, then load):');
  for (const m of memory) console.log(`  ${m.server}: ${m.peakMb.toFixed(1)} MB`);
  const under = memory.every((m) => m.peakMb < RSS_LIMIT_MB);
  console.log(`  ${under ? 'Stayed under' : 'EXCEEDED'} ${RSS_LIMIT_MB} MB${under ? '' : ' on at least one server'}.`);
}

/** Kills any server still running and removes the temp dir; safe to call twice. */
function cleanUp(tmp: string): void {
  for (const child of children) child.kill('SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
}

/** Runs the whole benchmark and returns the exit code. */
async function main(tmp: string): Promise<number> {
  const uploadsDir = path.join(tmp, 'uploads');
  await seedDatabase(tmp);
  const first = await withServer(tmp, true, async (server) => {
    const pageUrl = server.baseUrl + PAGE_PATH;
    const size = await bodySize(pageUrl);
    writeStaticFile(uploadsDir, size);
    const staticSize = await bodySize(server.baseUrl + STATIC_PATH);
    console.log(`  ${PAGE_PATH} is ${size} bytes; static file is ${staticSize} bytes`);
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
  printMemory([first.memory, second.memory]);
  const failed = results.some((r) => r.errors > 0 || r.non2xx > 0);
  if (failed) console.log('\nFAILED: some requests errored or answered non-2xx.');
  return failed ? 1 : 0;
}

const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'leasing-bench-'));
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    cleanUp(tmpDir);
    process.exit(code);
  });
}
process.once('exit', () => cleanUp(tmpDir));
main(tmpDir)
  .then((code) => (process.exitCode = code))
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  })
  .finally(() => cleanUp(tmpDir));
