import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterEach, describe, expect, it } from '@jest/globals';
import { copyDemoData } from '../helpers/template-db';
import { startServer, type RunningServer } from './server-process';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('server process', () => {
  it('refuses to start with a bad configuration value: a clear message and exit code 1', () => {
    const result = spawnSync(process.execPath, ['dist/server/index.js'], {
      env: { PATH: process.env.PATH, PORT: 'eighty', LOG_LEVEL: 'loud' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toMatch(/PORT: /);
    expect(result.stderr).toMatch(/LOG_LEVEL: /);
  });

  it('on SIGTERM stops accepting, finishes the request in flight and closes the database', async () => {
    server = await startServer();
    const { port } = new URL(server.url);
    const body = JSON.stringify({ username: 'nobody@example.com', password: 'Whatever-1' });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api-token-auth/', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now, the rest after SIGTERM: the request is in flight when the signal arrives.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server!.proc.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const answered = await response;
    expect(answered.status).toBe(400);
    expect(JSON.parse(answered.body)).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    const dbPath = server.env.DATABASE_PATH!;
    const code = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toContain('"stopped"');
    // A cleanly closed SQLite database checkpoints and removes its write-ahead log.
    expect(existsSync(`${dbPath}-wal`)).toBe(false);
    // New connections are refused once stopped.
    await expect(fetch(`${server.url}/new/`)).rejects.toThrow();
  });

  it('serves pages from a seeded database without loading the image library (libvips): it loads on the first upload or seeding', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'));
    const env = { DATABASE_PATH: path.join(dir, 'app.db'), UPLOADS_DIR: path.join(dir, 'uploads') };
    try {
      // What a first start leaves: the demo company with its images (the run's template, drawn once per run).
      copyDemoData(env.DATABASE_PATH, env.UPLOADS_DIR);
      server = await startServer(env);
      const libvipsLoaded = () => readFileSync(`/proc/${server!.proc.pid}/maps`, 'utf8').includes('libvips');
      expect((await fetch(`${server.url}/new/property/1`)).status).toBe(200);
      expect((await fetch(`${server.url}/new/`)).status).toBe(200);
      expect(libvipsLoaded()).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
