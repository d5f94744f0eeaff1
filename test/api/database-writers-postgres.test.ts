import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { WRITE_LOCK_KEY } from '../../server/db/postgres-driver';
import { API_ERRORS } from '../../shared/messages';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { listeningApp } from '../helpers/listening-app';
import { buildSemester } from '../helpers/manager-factories';
import { pgTestUrl } from '../helpers/pg-test-db';
import { readUntil } from '../helpers/read-until';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * On PostgreSQL with a pool of two, writers waiting for the write lock (held by another connection,
 * as another instance would) must not take every connection: they wait for their turn in this
 * instance holding none, one at a time waits for the lock, and reads and cached pages are answered
 * meanwhile (issue 43 §6, ADR 029). Runs in test:pg.
 */
(pgTestUrl() ? describe : describe.skip)('writers waiting for the write lock on PostgreSQL with a pool of two', () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof listeningApp>>;
  let token: string;
  let semesterId: number;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { DATABASE_POOL_SIZE: '2' } });
    const orgId = (await buildOrganization(ctx.db)).id;
    await buildProperty(ctx.db, orgId);
    semesterId = (await buildSemester(ctx.db, orgId, { name: 'Before', start_date: '2026-08-20', end_date: '2026-12-18' })).id;
    const manager = await buildUser(ctx.db, 'manager', { organizationId: orgId });
    server = await listeningApp(ctx);
    token = await server.tokenOf(manager);
    // The page is in the render cache before the lock is taken.
    expect((await fetch(`${server.base}/new/`)).status).toBe(200);
  });

  afterAll(async () => {
    await server.close();
    await ctx.close();
  });

  // Renaming a semester re-dates its lease periods in the same transaction (a write transaction).
  const rename = (name: string) =>
    fetch(`${server.base}/api/semesters/${semesterId}/`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
      body: JSON.stringify({ name, start_date: '2026-08-20', end_date: '2026-12-18' }),
    });
  const storedName = async () => (await ctx.db.selectFrom('semesters').select('name').where('id', '=', semesterId).executeTakeFirstOrThrow()).name;

  /** A connection of its own holding the write lock until `release()`; `lockWaiters()` counts this database's connections waiting for it. */
  async function holdWriteLock() {
    const other = new pg.Client({ connectionString: ctx.config.database });
    await other.connect();
    await other.query('begin');
    await other.query('select pg_advisory_xact_lock($1)', [WRITE_LOCK_KEY]);
    const lockWaiters = async () =>
      Number((await other.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`)).rows[0]!.n);
    return {
      lockWaiters,
      /** Resolves once a writer waits for the lock, and the others have had time to queue behind it. */
      async writersQueued() {
        await readUntil(lockWaiters, (n) => n > 0, 4_000);
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
      async release() {
        await other.query('rollback');
        await other.end();
      },
    };
  }

  /** The promise, noting its name in `order` when it settles. */
  const settled = <T>(promise: Promise<T>, order: string[], name: string): Promise<T> => promise.finally(() => order.push(name));

  it('answers a cached page and reads while ten writers wait, one of them for the lock; then runs every writer', async () => {
    const lock = await holdWriteLock();
    const order: string[] = [];
    let writes: Promise<Response>[];
    try {
      writes = Array.from({ length: 10 }, (_, i) => settled(rename(`Writer ${i}`), order, 'write'));
      await lock.writersQueued();
      // The other nine wait for their turn without a connection.
      expect(await lock.lockWaiters()).toBe(1);
      const [page, read] = await Promise.all([
        settled(fetch(`${server.base}/new/`), order, 'page'),
        settled(fetch(`${server.base}/api/semesters/`, { headers: { Authorization: `Token ${token}` } }), order, 'read'),
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
    expect(await storedName()).toMatch(/^Writer \d$/);
  }, 20_000);

  it('answers 503 with Retry-After to the writer waiting for the lock and to those waiting for their turn, past the wait, changing nothing', async () => {
    const before = await storedName();
    const lock = await holdWriteLock();
    let answers: Response[];
    try {
      const writes = Array.from({ length: 3 }, (_, i) => rename(`Locked out ${i}`));
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
    expect(await storedName()).toBe(before);
    expect((await rename('After')).status).toBe(200);
    expect(await storedName()).toBe('After');
  }, 20_000);
});
