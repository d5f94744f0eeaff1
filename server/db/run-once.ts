import { sql } from 'kysely';
import type { Db } from './database';
import { dialectOf } from './dialect';

/** The advisory-lock namespace of jobs (the two-key form, apart from the write lock's one key). */
const JOB_LOCKS = 31;

/**
 * Runs `work` unless another instance on the same database is running the job named `job` right now,
 * and answers its result (undefined when skipped). On PostgreSQL a session advisory lock, held on one
 * pooled connection while the job runs, decides; it goes with the connection if the process dies.
 * On SQLite the database has one process, which runs it. Jobs that must run once per period still
 * claim their period in the database (claimJobDay); this keeps the start-up recoveries (lease
 * executions, image copies, sweeps) from running twice at once.
 */
export async function runOnce<T>(db: Db, job: string, work: () => Promise<T>): Promise<T | undefined> {
  if (dialectOf(db).name !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${JOB_LOCKS}, hashtext(${job})) as locked`.execute(connection);
    if (!rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${JOB_LOCKS}, hashtext(${job}))`.execute(connection);
    }
  });
}

/**
 * Runs `work` while holding the job's lock, waiting for another instance that holds it (start-up
 * migrations: the first instance migrates, the others then find nothing to do). SQLite: just runs it.
 */
export async function holdingLock<T>(db: Db, job: string, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db).name !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${JOB_LOCKS}, hashtext(${job}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${JOB_LOCKS}, hashtext(${job}))`.execute(connection);
    }
  });
}
