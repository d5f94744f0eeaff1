import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_ERRORS } from '../../shared/messages';
import { pgTestUrl } from '../helpers/pg-test-db';
import { writeLockApp, type WriteLockApp } from '../helpers/write-lock-app';

/**
 * On PostgreSQL, write transactions queue on one advisory lock (ADR 029). A transaction that holds
 * it too long (another instance's, a stuck one) must not hang this instance's writers: a write waits
 * at most 5 s and answers 503 with Retry-After, changing nothing, while reads go on. Runs in test:pg.
 */
(pgTestUrl() ? describe : describe.skip)('another connection holding the write lock on PostgreSQL', () => {
  let app: WriteLockApp;

  beforeAll(async () => {
    app = await writeLockApp();
  });

  afterAll(() => app.close());

  it('answers a write 503 with Retry-After after its wait, changes nothing, and answers reads meanwhile; then writes again', async () => {
    const lock = await app.holdWriteLock();
    try {
      const started = Date.now();
      const write = app.rename('Locked out');
      const read = await fetch(`${app.server.base}/api/semesters/`, { headers: { Authorization: `Token ${app.token}` } });
      expect(read.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      const refused = await write;
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(await refused.json()).toEqual({ detail: API_ERRORS.databaseBusy });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      expect(await app.storedName()).toBe('Before');
    } finally {
      await lock.release();
    }
    expect((await app.rename('After')).status).toBe(200);
    expect(await app.storedName()).toBe('After');
  }, 15_000);
});
