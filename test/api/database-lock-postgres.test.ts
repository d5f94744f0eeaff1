import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { WRITE_LOCK_KEY } from '../../server/db/postgres-driver';
import { API_ERRORS } from '../../shared/messages';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { listeningApp } from '../helpers/listening-app';
import { buildSemester } from '../helpers/manager-factories';
import { pgTestUrl } from '../helpers/pg-test-db';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * On PostgreSQL, write transactions queue on one advisory lock (ADR 029). A transaction that holds
 * it too long (another instance's, a stuck one) must not hang this instance's writers: a write waits
 * at most 5 s and answers 503 with Retry-After, changing nothing, while reads go on. Runs in test:pg.
 */
(pgTestUrl() ? describe : describe.skip)('another connection holding the write lock on PostgreSQL', () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof listeningApp>>;
  let token: string;
  let semesterId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const orgId = (await buildOrganization(ctx.db)).id;
    await buildProperty(ctx.db, orgId);
    semesterId = (await buildSemester(ctx.db, orgId, { name: 'Before', start_date: '2026-08-20', end_date: '2026-12-18' })).id;
    const manager = await buildUser(ctx.db, 'manager', { organizationId: orgId });
    server = await listeningApp(ctx);
    token = await server.tokenOf(manager);
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

  it('answers a write 503 with Retry-After after its wait, changes nothing, and answers reads meanwhile; then writes again', async () => {
    const other = new pg.Client({ connectionString: ctx.config.database });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [WRITE_LOCK_KEY]);
      const started = Date.now();
      const write = rename('Locked out');
      const read = await fetch(`${server.base}/api/semesters/`, { headers: { Authorization: `Token ${token}` } });
      expect(read.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      const refused = await write;
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(await refused.json()).toEqual({ detail: API_ERRORS.databaseBusy });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      expect(await storedName()).toBe('Before');
    } finally {
      await other.query('rollback');
      await other.end();
    }
    expect((await rename('After')).status).toBe(200);
    expect(await storedName()).toBe('After');
  }, 15_000);
});
