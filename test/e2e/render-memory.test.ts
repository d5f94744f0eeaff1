import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import autocannon from 'autocannon';
import { startHeapFlags } from '../../scripts/lib/proc-status';
import { copyDemoData } from '../helpers/template-db';
import { startServer, type RunningServer } from './server-process';

/** A fixed number of requests, not a duration: what is checked is every answer, on a machine of any speed. */
const REQUESTS = 400;
const CONNECTIONS = 50;

/**
 * One data folder for the file, holding the demo company as a first start leaves it (the run's
 * template); the server runs with the heap flags of `npm start`. Its peak memory under this load is
 * a figure of `npm run budgets` (goal ≤ 150 MB), not asserted here.
 */
let dataDir: string;
let dataEnv: Record<string, string>;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'render-memory-'));
  dataEnv = { DATABASE_PATH: path.join(dataDir, 'app.db'), UPLOADS_DIR: path.join(dataDir, 'uploads'), NODE_OPTIONS: startHeapFlags() };
  if (!copyDemoData(dataEnv.DATABASE_PATH!, dataEnv.UPLOADS_DIR!)) await (await startServer(dataEnv)).stop();
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/**
 * Cache-busting requests, each one new: unknown query strings on the property and home pages,
 * new values of the sign-in page's own `redirect` parameter, and the property page under new host names.
 */
function bustingRequest(n: number): { path: string; headers?: Record<string, string> } {
  switch (n % 4) {
    case 0:
      return { path: `/new/property/1?utm=${n}` };
    case 1:
      return { path: `/new/login?redirect=%2Fnew%2Fproperty%2F${n}` };
    case 2:
      return { path: `/new/?utm_source=${n}&fbclid=${n}` };
    default:
      return { path: '/new/property/1', headers: { host: `visitor-${n}.example` } };
  }
}

type Tally = { statuses: Map<number, number>; busyWithoutRetryAfter: number; busy?: { headers: IncomingHttpHeaders; body: string } };

/** Fires `amount` unique requests over `connections`. */
async function bust(target: RunningServer, connections: number, amount: number): Promise<Tally> {
  const tally: Tally = { statuses: new Map(), busyWithoutRetryAfter: 0 };
  let n = 0;
  await autocannon({
    url: target.url,
    connections,
    amount,
    timeout: 20,
    requests: [
      {
        setupRequest: (req) => {
          const next = bustingRequest(n++);
          return { ...req, method: 'GET', path: next.path, headers: { ...req.headers, ...next.headers } };
        },
        onResponse: (status, body, _context, rawHeaders) => {
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
          if (status !== 503) return;
          // autocannon keeps the header names as sent.
          const headers = Object.fromEntries(Object.entries(rawHeaders ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
          if (!headers['retry-after']) tally.busyWithoutRetryAfter++;
          tally.busy ??= { headers, body };
        },
      },
    ],
  });
  return tally;
}

describe('cache-busting load', () => {
  it('answers cache-busting load with 200 or 503 with Retry-After, and stays alive', async () => {
    server = await startServer(dataEnv);
    const tally = await bust(server, CONNECTIONS, REQUESTS);
    const answered = [...tally.statuses.values()].reduce((a, b) => a + b, 0);
    expect(answered).toBe(REQUESTS);
    expect([...tally.statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(tally.busyWithoutRetryAfter).toBe(0);
    expect(server.proc.exitCode).toBeNull();
    expect((await fetch(`${server.url}/new/property/1`)).status).toBe(200);
  }, 60_000);

  it('answers 503 with Retry-After and a small page once the render queue is full, then serves again', async () => {
    server = await startServer({ ...dataEnv, RENDER_QUEUE_MAX: '0' });
    const tally = await bust(server, CONNECTIONS, REQUESTS);
    expect([...tally.statuses.keys()].sort()).toEqual([200, 503]);
    expect(tally.busyWithoutRetryAfter).toBe(0);
    expect(tally.busy!.headers['retry-after']).toBe('2');
    expect(tally.busy!.headers['cache-control']).toBe('no-store');
    expect(tally.busy!.body).toContain('<title>Busy right now</title>');
    expect(server.proc.exitCode).toBeNull();
    expect((await fetch(`${server.url}/new/login?redirect=%2Fcalm`)).status).toBe(200);
  }, 60_000);
});
