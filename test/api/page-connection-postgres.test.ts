import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import pg from 'pg';
import { pgTestUrl } from '../helpers/pg-test-db';
import { readUntil } from '../helpers/read-until';
import { writeLockApp, type WriteLockApp } from '../helpers/write-lock-app';

/**
 * On PostgreSQL every public page reads the content version; it does so on a connection of its own
 * (pageReaderOf, ADR 043), so a visitor's page is answered while every pooled connection is busy
 * (a room selection slot's reads, the back office). Runs in test:pg.
 */
(pgTestUrl() ? describe : describe.skip)('a public page on PostgreSQL while the pool is busy', () => {
  let app: WriteLockApp;
  let page: string;

  beforeAll(async () => {
    app = await writeLockApp({ DATABASE_POOL_SIZE: '2' });
    page = `${app.server.base}/new/property/${(await app.ctx.db.selectFrom('properties').select('id').executeTakeFirstOrThrow()).id}`;
    // The page is in the render cache: answering it needs only the content version.
    expect((await fetch(page)).status).toBe(200);
  });

  afterAll(() => app.close());

  it('answers a cached page while both pooled connections are taken, before they come free', async () => {
    const order: string[] = [];
    const sleeps = Array.from({ length: 2 }, () => sql`select pg_sleep(3)`.execute(app.ctx.db).finally(() => order.push('sleep')));
    const watcher = new pg.Client({ connectionString: app.ctx.config.database });
    await watcher.connect();
    try {
      const sleeping = async () => Number((await watcher.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and query like 'select pg_sleep%' and state = 'active'`)).rows[0]!.n);
      await readUntil(sleeping, (n) => n === 2, 2_000);
      const answer = await fetch(page).finally(() => order.push('page'));
      expect(answer.status).toBe(200);
      expect(order).toEqual(['page']);
    } finally {
      await watcher.end();
      await Promise.all(sleeps);
    }
    expect(order).toEqual(['page', 'sleep', 'sleep']);
  }, 15_000);
});
