import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ORGANIZATION } from '../seed/demo-data';
import { seedDemo } from '../seed/demo';

/** npm run seed:demo: adds one more demo organization to DATABASE_PATH, whatever it already holds. */
async function main() {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const { organizationId, properties } = await seedDemo(db, config.uploadsDir);
    console.log(`Created demo organization ${organizationId} "${ORGANIZATION.name}" with ${properties} properties`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `seed:demo failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
