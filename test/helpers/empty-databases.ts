import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createPgDatabase, dropPgDatabase, pgTestUrl } from './pg-test-db';

/** A database of one's own; `close` closes its connections and removes it. */
export type EmptyDatabase = { db: Db; close(): Promise<void> };

/**
 * The databases a test of the schema or the dialect runs on, for describe.each: a new SQLite
 * database in memory always, and a new empty PostgreSQL database when the run has one
 * (npm run test:pg). Each `open` makes a new one, migrated to the latest with `migrated`.
 */
export function emptyDatabases(opts: { migrated?: boolean; poolSize?: number } = {}): [string, () => Promise<EmptyDatabase>][] {
  const ready = async (db: Db, remove: () => Promise<void> = async () => {}): Promise<EmptyDatabase> => {
    if (opts.migrated) await migrateToLatest(db);
    return { db, close: () => db.destroy().then(remove) };
  };
  const databases: [string, () => Promise<EmptyDatabase>][] = [['SQLite', () => ready(openDatabase(':memory:'))]];
  if (pgTestUrl()) {
    databases.push([
      'PostgreSQL',
      async () => {
        const url = await createPgDatabase();
        return ready(openDatabase(url, { poolSize: opts.poolSize }), () => dropPgDatabase(url));
      },
    ]);
  }
  return databases;
}
