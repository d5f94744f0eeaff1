import { Kysely } from 'kysely';

/**
 * Rate limits kept in the database (issue 31), so several instances on one PostgreSQL count together
 * and a restart forgets nothing: a count per key and window (express-rate-limit's store), and each
 * account-and-address pair's failed sign-ins with the lock they earned (login-backoff.ts). Times are
 * milliseconds since the epoch. Rows past their window are pruned by housekeeping.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_resets').on('rate_limit_hits').column('resets_at').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('rate_limit_hits').execute();
}
