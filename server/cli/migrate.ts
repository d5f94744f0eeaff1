import { ConfigError, loadConfig } from '../config';
import { databaseName, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** npm run migrate: applies pending migrations to DATABASE_URL or DATABASE_PATH. */
async function main() {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    const results = await migrateToLatest(db);
    if (!results.length) console.log(`${databaseName(config.database)}: already up to date`);
    for (const r of results) console.log(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `migrate failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
