import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPgDatabase, dropPgDatabase, PG_TEMPLATES, pgTestUrl } from '../helpers/pg-test-db';
import { copyDemoData } from '../helpers/template-db';

export type RunningServer = { url: string; dir: string; env: Record<string, string>; proc: ChildProcess; exited: Promise<number | null>; output: () => string; stop: () => Promise<number | null> };

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the built server (dist/server/index.js) on a free port with its own database and uploads.
 * Unless the caller names its own DATABASE_PATH, they are a copy of the run's demo template (made
 * once, test/global-setup.ts), so the server starts on the demo company without drawing its images.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATABASE_PATH: path.join(dir, 'app.db'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  // On PostgreSQL (npm run test:pg) the server's own database is a copy of the run's demo template.
  let pgDatabase: string | undefined;
  if (pgTestUrl() && !extraEnv.DATABASE_URL && !extraEnv.DATABASE_PATH) env.DATABASE_URL = pgDatabase = await createPgDatabase(PG_TEMPLATES.demo);
  if (!extraEnv.DATABASE_PATH && !extraEnv.UPLOADS_DIR) copyDemoData(pgDatabase ? null : env.DATABASE_PATH!, env.UPLOADS_DIR!);
  // The free port can be taken by another process before the server listens on it: then another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(dir, env, pgDatabase);
    } catch (err) {
      if (extraEnv.PORT || attempt === 3 || !String(err).includes('EADDRINUSE')) throw err;
      env.PORT = String(await freePort());
    }
  }
}

async function launch(dir: string, env: Record<string, string>, pgDatabase?: string): Promise<RunningServer> {
  const proc = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    // Only until it listens: read on, it would search the whole log again on every line logged.
    const check = () => {
      if (output.includes('"listening"')) {
        proc.stdout!.off('data', check);
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    dir,
    env,
    proc,
    exited,
    output: () => output,
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      const code = await exited;
      if (pgDatabase) await dropPgDatabase(pgDatabase);
      rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

export type FinishedRun = { code: number | null; output: string };

/**
 * Runs the built server with exactly this environment (plus PATH) until it exits, for start-ups
 * that must fail; a server still running after `timeoutMs` is stopped and reported with code null.
 */
export function runServerUntilExit(env: Record<string, string>, timeoutMs = 30_000): Promise<FinishedRun> {
  const proc = spawn(process.execPath, ['dist/server/index.js'], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
