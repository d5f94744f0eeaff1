// For the tests of PostgreSQL's write lock (ADR 029): an app with one semester to rename (a write
// transaction), and another connection to hold the lock as another instance would.
import pg from 'pg';
import { WRITE_LOCK_KEY } from '../../server/db/postgres-driver';
import { buildOrganization, buildProperty, buildUser } from './factories';
import { listeningApp } from './listening-app';
import { buildSemester } from './manager-factories';
import { readUntil } from './read-until';
import { createTestContext } from './test-app';

export type WriteLockApp = Awaited<ReturnType<typeof writeLockApp>>;

/**
 * A listening app (on PostgreSQL in test:pg) with a manager's token and one semester named 'Before';
 * `env` goes to its configuration (a pool size). close() stops it and drops its database.
 */
export async function writeLockApp(env?: Record<string, string>) {
  const ctx = await createTestContext({ env });
  const orgId = (await buildOrganization(ctx.db)).id;
  await buildProperty(ctx.db, orgId);
  const semesterId = (await buildSemester(ctx.db, orgId, { name: 'Before', start_date: '2026-08-20', end_date: '2026-12-18' })).id;
  const manager = await buildUser(ctx.db, 'manager', { organizationId: orgId });
  const server = await listeningApp(ctx);
  const token = await server.tokenOf(manager);
  return {
    ctx,
    server,
    token,
    /** Renames the semester: the route re-dates its lease periods in the same transaction (a write transaction). */
    rename: (name: string) =>
      fetch(`${server.base}/api/semesters/${semesterId}/`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
        body: JSON.stringify({ name, start_date: '2026-08-20', end_date: '2026-12-18' }),
      }),
    /** The semester's name as stored. */
    storedName: async () => (await ctx.db.selectFrom('semesters').select('name').where('id', '=', semesterId).executeTakeFirstOrThrow()).name,
    /** A connection of its own holding the write lock until `release()`; `lockWaiters()` counts this database's connections waiting for it. */
    holdWriteLock: () => holdWriteLock(ctx.config.database),
    async close() {
      await server.close();
      await ctx.close();
    },
  };
}

async function holdWriteLock(database: string) {
  const other = new pg.Client({ connectionString: database });
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
