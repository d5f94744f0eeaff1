import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/database';
import { postgresDialect, sqliteDialect, type SqlDialect } from '../../server/db/dialect';
import { caseBlindUniqueIndex } from '../../migrations/portable';
import { emptyDatabases, type EmptyDatabase } from '../helpers/empty-databases';

/**
 * The seam's answers, the same on both databases: SQLite always; PostgreSQL when the run has one
 * (issue 31's `npm run test:pg`; `npm test` stays SQLite-only).
 */
const dialects: Record<string, SqlDialect> = { SQLite: sqliteDialect, PostgreSQL: postgresDialect };

// One connection: the temporary tables below live in the connection that made them.
describe.each(emptyDatabases({ poolSize: 1 }))('the %s dialect', (name, open) => {
  const d = dialects[name]!;
  let empty: EmptyDatabase;
  let db: Kysely<unknown>;
  beforeAll(async () => {
    empty = await open();
    db = empty.db as unknown as Kysely<unknown>;
  });
  afterAll(() => empty.close());

  const value = async <T>(expression: ReturnType<typeof sql<T>>) => (await sql<{ v: T }>`select ${expression} as v`.execute(db)).rows[0]!.v;
  const truth = async (expression: ReturnType<typeof sql<boolean>>) => Boolean(await value(expression));

  it('writes now as the app writes timestamps', async () => {
    const now = await value(d.nowTimestamp());
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(5_000);
  });

  it('moves dates by days, across months and years', async () => {
    expect(await value(d.addDays(sql.val('2026-12-30'), 3))).toBe('2027-01-02');
    expect(await value(d.addDays(sql.val('2026-03-01'), -1))).toBe('2026-02-28');
    expect(await value(d.addDays(sql.val('2026-03-01'), sql.val(0)))).toBe('2026-03-01');
  });

  it('compares and matches ASCII letters without regard to case', async () => {
    expect(await truth(d.caseBlindEquals(sql.val('Ana@Example.com'), 'ana@example.COM'))).toBe(true);
    expect(await truth(d.caseBlindEquals(sql.val('Ana'), 'Anna'))).toBe(false);
    expect(await truth(d.caseBlindLike(sql.val('{"KEY":"v1:x"}'), '%"key":"v1:%'))).toBe(true);
  });

  it('reads one string field of JSON text', async () => {
    const json = sql.val(JSON.stringify({ name: 'Ana', 'odd.key': 'yes', count: 2 }));
    expect(await value(d.jsonText(json, 'name'))).toBe('Ana');
    expect(await value(d.jsonText(json, 'odd.key'))).toBe('yes');
    expect(await value(d.jsonText(json, 'count'))).toBeNull();
    expect(await value(d.jsonText(json, 'missing'))).toBeNull();
  });

  it('picks fields of JSON text as a JSON object, keeping their JSON types', async () => {
    const json = sql.val(JSON.stringify({ rm_age: 20, rm_smoking: false, rm_usual_sleep_time: '23:30', 'odd.key': 'yes', pi_name: 'Ana' }));
    const picked = JSON.parse(await value(d.jsonFields(json, ['rm_age', 'rm_smoking', 'rm_usual_sleep_time', 'odd.key', 'rm_missing']))) as Record<string, unknown>;
    const { rm_missing: missing, ...present } = picked;
    expect(present).toEqual({ rm_age: 20, rm_smoking: false, rm_usual_sleep_time: '23:30', 'odd.key': 'yes' });
    expect(missing ?? null).toBeNull();
    // An object without any of them: an object all the same, with nothing given.
    expect(Object.values(JSON.parse(await value(d.jsonFields(sql.val('{}'), ['rm_age']))) as object).filter((v) => v !== null)).toEqual([]);
  });

  it('names the columns of a unique-constraint violation, and nothing for other errors', async () => {
    await sql`create temporary table t (a text unique, b text, c text, unique (b, c))`.execute(db);
    await sql`insert into t values ('x', 'y', 'z')`.execute(db);
    const err = await sql`insert into t values ('x', 'q', 'r')`.execute(db).catch((e: unknown) => e);
    expect(d.uniqueViolation(err)).toBe('t.a');
    const pair = await sql`insert into t values ('w', 'y', 'z')`.execute(db).catch((e: unknown) => e);
    expect(d.uniqueViolation(pair)).toBe('t.b, t.c');
    // A case-blind unique index (as the migrations make them) is named by its columns too, and refuses another case.
    await sql`create temporary table u (k text, name text)`.execute(db);
    await caseBlindUniqueIndex(db, 'u_name', 'u', ['k', 'name'], ['name']);
    await sql`insert into u values ('1', 'North')`.execute(db);
    const cased = await sql`insert into u values ('1', 'NORTH')`.execute(db).catch((e: unknown) => e);
    expect(d.uniqueViolation(cased)).toBe('u.k, u.name');
    expect(d.uniqueViolation(new Error('UNIQUE constraint failed: t.a'))).toBeNull();
    expect(d.uniqueViolation(null)).toBeNull();
  });
});

(process.env.PG_TEST_URL ? describe : describe.skip)('a PostgreSQL pool', () => {
  it('keeps at most DATABASE_POOL_SIZE connections, however many queries wait', async () => {
    const name = `pool_test_${Date.now()}`;
    const url = new URL(process.env.PG_TEST_URL!);
    url.searchParams.set('application_name', name);
    const db = openDatabase(url.toString(), { poolSize: 2 });
    const watcher = new pg.Client({ connectionString: process.env.PG_TEST_URL });
    await watcher.connect();
    try {
      const sleeps = Array.from({ length: 6 }, () => sql`select pg_sleep(0.2)`.execute(db));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { rows } = await watcher.query('select count(*)::int as n from pg_stat_activity where application_name = $1', [name]);
      expect(rows[0].n).toBe(2);
      await Promise.all(sleeps);
    } finally {
      await watcher.end();
      await db.destroy();
    }
  });
});
