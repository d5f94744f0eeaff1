// `--pg`: a measuring script (bench, budgets) runs on a throwaway PostgreSQL instead of an SQLite file
// (issue 31). Without PG_TEST_URL it runs itself again under scripts/with-postgres.mjs, which starts
// one and passes its URL; then each run gets a new database there, which the servers it starts use.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const onPostgres = (): boolean => process.argv.includes('--pg');

/** Call first: false when the script was run again under a throwaway PostgreSQL (exit with its code, already set). */
export async function prepareBenchDatabase(): Promise<boolean> {
  if (!onPostgres()) return true;
  const base = process.env.PG_TEST_URL;
  if (!base) {
    const again = spawnSync(process.execPath, ['scripts/with-postgres.mjs', 'npx', 'tsx', ...process.argv.slice(1)], { stdio: 'inherit' });
    process.exitCode = again.status ?? 1;
    return false;
  }
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.BENCH_DATABASE_URL = url.toString();
  // Every server of the run shares the one database, and so the key its identity numbers are encrypted with (each has a folder of its own).
  process.env.BENCH_DATA_ENCRYPTION_KEY = randomBytes(32).toString('hex');
  console.log(`On PostgreSQL: ${url.toString()}`);
  return true;
}

/** What a script opens, and its servers use: the run's PostgreSQL database, or the SQLite file. */
export const benchDatabase = (file: string): string => process.env.BENCH_DATABASE_URL ?? file;

/** The servers' DATABASE_URL and shared DATA_ENCRYPTION_KEY, when the run is on PostgreSQL. */
export const benchDatabaseEnv = (): Record<string, string> =>
  process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, DATA_ENCRYPTION_KEY: process.env.BENCH_DATA_ENCRYPTION_KEY ?? '' } : {};
