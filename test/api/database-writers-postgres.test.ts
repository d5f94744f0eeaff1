import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_ERRORS } from '../../shared/messages';
import { pgTestUrl } from '../helpers/pg-test-db';
import { writeLockApp, type WriteLockApp } from '../helpers/write-lock-app';

/**
 * On PostgreSQL with a pool of two, writers waiting for the write lock (held by another connection,
 * as another instance would) must not take every connection: they wait for their turn in this
 * instance holding none, one at a time waits for the lock, and reads and cached pages are answered
 * meanwhile (issue 43 §6, ADR 029). Runs in test:pg.
 */
(pgTestUrl() ? describe : describe.skip)('writers waiting for the write lock on PostgreSQL with a pool of two', () => {
  let app: WriteLockApp;

  beforeAll(async () => {
    app = await writeLockApp({ DATABASE_POOL_SIZE: '2' });
    // The page is in the render cache before the lock is taken.
    expect((await fetch(`${app.server.base}/new/`)).status).toBe(200);
  });

  afterAll(() => app.close());

  /** The promise, noting its name in `order` when it settles. */
  const settled = <T>(promise: Promise<T>, order: string[], name: string): Promise<T> => promise.finally(() => order.push(name));

  it('answers a cached page and reads while ten writers wait, one of them for the lock; then runs every writer', async () => {
    const lock = await app.holdWriteLock();
    const order: string[] = [];
    let writes: Promise<Response>[];
    try {
      writes = Array.from({ length: 10 }, (_, i) => settled(app.rename(`Writer ${i}`), order, 'write'));
      await lock.writersQueued();
      // The other nine wait for their turn without a connection.
      expect(await lock.lockWaiters()).toBe(1);
      const [page, read] = await Promise.all([
        settled(fetch(`${app.server.base}/new/`), order, 'page'),
        settled(fetch(`${app.server.base}/api/semesters/`, { headers: { Authorization: `Token ${app.token}` } }), order, 'read'),
      ]);
      expect(page.status).toBe(200);
      expect(read.status).toBe(200);
      // Both were answered while every writer was still waiting.
      expect(order.sort()).toEqual(['page', 'read']);
    } finally {
      await lock.release();
    }
    const answers = await Promise.all(writes);
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(await app.storedName()).toMatch(/^Writer \d$/);
  }, 20_000);

  it('answers 503 with Retry-After to the writer waiting for the lock and to those waiting for their turn, past the wait, changing nothing', async () => {
    const before = await app.storedName();
    const lock = await app.holdWriteLock();
    let answers: Response[];
    try {
      const writes = Array.from({ length: 3 }, (_, i) => app.rename(`Locked out ${i}`));
      await lock.writersQueued();
      expect(await lock.lockWaiters()).toBe(1);
      answers = await Promise.all(writes);
    } finally {
      await lock.release();
    }
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBeTruthy();
      expect(await res.json()).toEqual({ detail: API_ERRORS.databaseBusy });
    }
    expect(await app.storedName()).toBe(before);
    expect((await app.rename('After')).status).toBe(200);
    expect(await app.storedName()).toBe('After');
  }, 20_000);
});
