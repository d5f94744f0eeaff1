import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { verifyAuditChain } from '../audit/verify-chain';

/**
 * npm run audit:verify: walks the audit chain and says whether it is intact (exit 0) or names the
 * first broken event and what is wrong with it (exit 1). Keep the last hash it prints somewhere
 * else: an event removed from the end is noticed only against it.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const report = await verifyAuditChain(db);
    if (report.intact) {
      console.log(report.events ? `Audit chain intact: ${report.events} event${report.events === 1 ? '' : 's'}, last hash ${report.lastHash}.` : 'Audit chain intact: no events yet.');
      return 0;
    }
    console.log(`Audit chain broken at event ${report.brokenAt}: ${report.problem}. (${report.events} event${report.events === 1 ? '' : 's'} before it verified.)`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : `audit:verify failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  },
);
