import { Migrator, type MigrationResult } from 'kysely';
import { migrations } from '../../migrations';
import { isPostgres, PostgresDdl, preparePostgres } from '../../migrations/portable';
import type { Db } from './database';

/** Brings the schema up to date; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const pg = isPostgres(db);
  if (pg) await preparePostgres(db);
  const migrator = new Migrator({ db: pg ? db.withPlugin(new PostgresDdl()) : db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`);
  }
  return results;
}
