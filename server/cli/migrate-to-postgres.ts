import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseName, isPostgresUrl, openDatabase } from '../db/database';
import { copySqliteToPostgres, CopyRefusal } from '../db/copy-to-postgres';

const USAGE = 'Usage: npm run migrate:to-postgres -- --from ./data/app.db --to postgres://user:password@host:5432/leasing   (stop the server first; the files folders stay as they are)';

/**
 * npm run migrate:to-postgres: moves an SQLite install's database into an empty PostgreSQL database
 * (server/db/copy-to-postgres.ts). The SQLite file is only read; keep it until the new install runs.
 */
async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
  if (!values.from || !values.to) throw new CopyRefusal(USAGE);
  const file = path.resolve(values.from);
  if (!existsSync(file)) throw new CopyRefusal(`${file} does not exist. ${USAGE}`);
  if (!isPostgresUrl(values.to)) throw new CopyRefusal(`--to must be a postgres:// URL. ${USAGE}`);
  const started = Date.now();
  const from = openDatabase(file);
  const to = openDatabase(values.to);
  try {
    const report = await copySqliteToPostgres(from, to, (line) => console.log(line));
    const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Checked: every table's row count, and the sums of ${report.sums.length} money columns, match the SQLite file.`);
    console.log(`Moved ${rows} rows in ${report.tables.length} tables from ${file} to ${databaseName(values.to)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log('Next: set DATABASE_URL to it and keep DATABASE_PATH (its folder holds the data key, the session secret and the private files) and UPLOADS_DIR as they are.');
  } finally {
    await from.destroy();
    await to.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof CopyRefusal ? err.message : `migrate:to-postgres failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
