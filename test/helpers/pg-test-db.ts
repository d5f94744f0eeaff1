// Test databases on PostgreSQL (npm run test:pg, issue 31): scripts/with-postgres.mjs starts a
// throwaway cluster and passes PG_TEST_URL; each test file gets its own database, a copy of one of
// the run's template databases (CREATE DATABASE … TEMPLATE, a file copy inside the server).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The throwaway cluster's URL when the run is on PostgreSQL, else undefined (SQLite files, as npm test). */
export const pgTestUrl = (): string | undefined => process.env.PG_TEST_URL || undefined;

/** The run's template databases (made by globalSetup). */
export const PG_TEMPLATES = { migrated: 'tpl_migrated', demo: 'tpl_demo' } as const;

function urlOf(name: string): string {
  const url = new URL(pgTestUrl()!);
  url.pathname = `/${name}`;
  return url.toString();
}

export const databaseNameOf = (url: string): string => new URL(url).pathname.slice(1);

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgTestUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database, empty or a copy of `template`; returns its URL. A template may have no other
 * connection while it is copied: those left by the test that made it (an idle pool) are closed first.
 */
export async function createPgDatabase(template?: string, name = `t_${randomBytes(6).toString('hex')}`): Promise<string> {
  await admin(async (client) => {
    if (template) await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [template]);
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  });
  return urlOf(name);
}

/** Removes a test's database (by URL or name), closing what is still connected to it. */
export async function dropPgDatabase(database: string): Promise<void> {
  const name = database.includes('://') ? databaseNameOf(database) : database;
  await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
}
