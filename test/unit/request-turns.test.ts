import { afterEach, describe, expect, it } from '@jest/globals';
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { API_ERRORS } from '../../shared/messages';
import { errorHandler } from '../../server/http/error-handler';
import { requestTurns } from '../../server/http/request-turns';
import { createLogger } from '../../server/logger';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => {
  server?.closeAllConnections();
  return server ? server.close(() => resolve()) : resolve();
}));

/** An app whose `/api/work/:name` handlers wait until released, taking turns one at a time (at most `maxWaiting` in line). */
async function turnTaking(maxWaiting: number) {
  const turn = requestTurns({ concurrency: 1, maxWaiting });
  const handled: string[] = [];
  const gates = new Map<string, () => void>();
  const app = express();
  const work: express.RequestHandler = (req, res) => {
    const name = String(req.params.name);
    handled.push(name);
    gates.set(name, () => res.json({ name }));
  };
  app.use('/api/work/', turn);
  app.get('/api/work/:name', work);
  app.post('/api/work/:name', work);
  app.use(errorHandler(createLogger('silent'), () => ''));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return {
    turn,
    handled,
    ask: (name: string, method: 'GET' | 'POST' = 'GET', signal?: AbortSignal) => fetch(`${base}/api/work/${name}`, { method, signal }),
    release: async (name: string) => {
      await until(() => gates.has(name));
      gates.get(name)!();
    },
    waitingFor: (n: number) => until(() => turn.waiting() === n),
  };
}

describe('requestTurns', () => {
  it('handles one at a time, in the order they came', async () => {
    const app = await turnTaking(10);
    const a = app.ask('a');
    await app.release('a');
    expect(await (await a).json()).toEqual({ name: 'a' });

    const b = app.ask('b');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const c = app.ask('c');
    await app.waitingFor(1);
    const e = app.ask('e');
    await app.waitingFor(2);
    const d = app.ask('d', 'POST');
    await app.waitingFor(3);
    expect(app.handled).toEqual(['a', 'b']);
    for (const name of ['b', 'c', 'e', 'd']) await app.release(name);
    expect((await Promise.all([b, c, d, e])).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(app.handled).toEqual(['a', 'b', 'c', 'e', 'd']);
  });

  it('answers 503 with the busy message when the line is full, and handles nothing of it', async () => {
    const app = await turnTaking(1);
    const a = app.ask('a');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const b = app.ask('b');
    await app.waitingFor(1);
    const refused = await app.ask('c');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ detail: API_ERRORS.databaseBusy });
    await app.release('a');
    await app.release('b');
    expect((await Promise.all([a, b])).map((r) => r.status)).toEqual([200, 200]);
    expect(app.handled).toEqual(['a', 'b']);
  });

  it('skips a request whose client went away while it waited, and its turn goes to the next', async () => {
    const app = await turnTaking(10);
    const a = app.ask('a');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const gone = new AbortController();
    const b = app.ask('b', 'GET', gone.signal).catch((err: Error) => err.name);
    await app.waitingFor(1);
    gone.abort();
    expect(await b).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const c = app.ask('c');
    await app.release('a');
    await app.release('c');
    expect((await Promise.all([a, c])).map((r) => r.status)).toEqual([200, 200]);
    expect(app.handled).toEqual(['a', 'c']);
    expect([app.turn.waiting(), app.turn.running()]).toEqual([0, 0]);
  });
});
