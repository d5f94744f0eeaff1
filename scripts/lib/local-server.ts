// Starting and stopping the built server for the local measuring scripts (bench, soak).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { benchDatabaseEnv } from './bench-database';
import { readProcKb, startHeapFlags } from './proc-status';

export const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 30_000;
/** The first start seeds the demo company (its images drawn): on a busy two-core machine that alone takes about a minute. */
const SEED_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const RSS_SAMPLE_MS = 200;
const LOG_TAIL_CHARS = 2000;

export type RunningServer = { child: ChildProcess; baseUrl: string; exited: Promise<void>; logTail: () => string };
export type RssSampler = { stop: () => number };

/** Children still to be killed if a script stops early. */
const children = new Set<ChildProcess>();

/** Asks the OS for a free TCP port on the loopback address. */
export function freePort(): Promise<number> {
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

/** The environment for one server on the data in `tmp`: only what it needs, never the caller's. */
export function serverEnv(tmp: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    DATABASE_PATH: path.join(tmp, 'app.db'),
    UPLOADS_DIR: path.join(tmp, 'uploads'),
    LOG_LEVEL: 'warn',
    NODE_OPTIONS: startHeapFlags(),
    ...benchDatabaseEnv(),
    ...extra,
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

/** Starts the built server on the data in `tmp` on a free port (or `extraEnv.PORT`: a restart where it was) and resolves once GET /new/ answers 200. */
export async function startServer(tmp: string, extraEnv: Record<string, string> = {}, readyTimeoutMs = READY_TIMEOUT_MS): Promise<RunningServer> {
  const port = Number(extraEnv.PORT) || (await freePort());
  const child = spawn(process.execPath, [...(process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), 'dist/server/index.js'], {
    cwd: process.cwd(),
    env: serverEnv(tmp, port, extraEnv),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  const server = { child, baseUrl: `http://${HOST}:${port}`, exited, logTail: captureTail(child) };
  await waitUntilReady(server, readyTimeoutMs);
  return server;
}

/** Polls GET /new/ until it answers 200; fails when the server exits or the time is up. */
async function waitUntilReady(server: RunningServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited during start (code ${server.child.exitCode}); its last output:\n${server.logTail()}`);
    }
    last = await probe(`${server.baseUrl}/new/`);
    if (last === '200') return;
    await sleep(200);
  }
  throw new Error(`GET /new/ not 200 after ${timeoutMs / 1000} s (last: ${last}); server's last output:\n${server.logTail()}`);
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
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sends SIGTERM and waits for the exit; SIGKILL when it takes longer than 15 s. */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await server.exited;
  clearTimeout(timer);
}

/** Starts and stops a server once so the demo seeding (image work, high memory) is not measured. */
export async function seedDatabase(tmp: string): Promise<void> {
  console.log('Preparing the database (the first start seeds the demo company; not measured)');
  await stopServer(await startServer(tmp, {}, SEED_TIMEOUT_MS));
}

/** Samples VmRSS every 200 ms; stop() returns the peak in MB, VmHWM included. */
export function startRssSampler(pid: number): RssSampler {
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

/** Kills every server still running (for a script stopping early). */
export function killServers(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** Left-aligns the first column and right-aligns the rest. */
function formatRow(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
}

/** Prints rows under a header as a fixed-width table. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  console.log(formatRow(header, widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(formatRow(row, widths));
}

/**
 * Runs a measuring script's `main` in a new temporary folder and sets the exit code it returns.
 * Whatever way the script ends (done, failed, Ctrl-C, SIGTERM), servers are killed, `extraCleanUp`
 * runs and the folder is removed.
 */
export function runInTempDir(prefix: string, main: (tmp: string) => Promise<number>, extraCleanUp: () => void = () => undefined): void {
  const tmp = mkdtempSync(path.join(os.tmpdir(), prefix));
  const cleanUp = () => {
    extraCleanUp();
    killServers();
    // Retries: on Ctrl-C the server gets the signal too and may still be writing its files.
    rmSync(tmp, { recursive: true, force: true, maxRetries: 5 });
  };
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.once(signal, () => {
      cleanUp();
      process.exit(code);
    });
  }
  process.once('exit', cleanUp);
  main(tmp)
    .then((code) => (process.exitCode = code))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    })
    .finally(cleanUp);
}
