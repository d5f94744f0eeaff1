import { Migrator, type MigrationResult } from 'kysely';
import { migrations } from '../../migrations';
import { isPostgres, PostgresDdl, preparePostgres } from '../../migrations/portable';
import type { Db } from './database';
import { holdingLock } from './run-once';

/** The database as a migration is given it: on PostgreSQL, its SQLite-shaped DDL translated (migrations/portable.ts). */
export const migrationsView = (db: Db): Db => (isPostgres(db) ? db.withPlugin(new PostgresDdl()) : db);

/** Brings the schema up to date; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const pg = isPostgres(db);
  const migrator = new Migrator({ db: migrationsView(db), provider: { getMigrations: async () => migrations } });
  // Instances starting together: one migrates (and creates the extension and functions), the others wait, then find nothing to do.
  const { error, results = [] } = await holdingLock(db, 'migrate', async () => {
    if (pg) await preparePostgres(db);
    return migrator.migrateToLatest();
  });
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`);
  }
  return results;
}
