import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../server/db/database';
import { sqliteDialect as d } from '../../server/db/dialect';

let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
});
afterAll(() => db.destroy());

const value = async <T>(expression: ReturnType<typeof sql<T>>) => (await sql<{ v: T }>`select ${expression} as v`.execute(db)).rows[0]!.v;

describe('the SQLite dialect', () => {
  it('writes now as the app writes timestamps', async () => {
    const now = await value(d.nowTimestamp());
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(5_000);
  });

  it('moves dates by days, across months and years, and takes the day of a timestamp', async () => {
    expect(await value(d.addDays(sql.val('2026-12-30'), 3))).toBe('2027-01-02');
    expect(await value(d.addDays(sql.val('2026-03-01'), -1))).toBe('2026-02-28');
    expect(await value(d.addDays(sql.val('2026-03-01'), sql.val(0)))).toBe('2026-03-01');
    expect(await value(d.dayOf(sql.val('2026-11-26T23:59:59.999Z')))).toBe('2026-11-26');
  });

  it('compares and matches ASCII letters without regard to case', async () => {
    expect(await value(d.caseBlindEquals(sql.val('Ana@Example.com'), 'ana@example.COM'))).toBe(1);
    expect(await value(d.caseBlindEquals(sql.val('Ana'), 'Anna'))).toBe(0);
    expect(await value(d.caseBlindLike(sql.val('{"KEY":"v1:x"}'), '%"key":"v1:%'))).toBe(1);
  });

  it('reads one string field of JSON text', async () => {
    const json = sql.val(JSON.stringify({ name: 'Ana', 'odd.key': 'yes', count: 2 }));
    expect(await value(d.jsonText(json, 'name'))).toBe('Ana');
    expect(await value(d.jsonText(json, 'odd.key'))).toBe('yes');
    expect(await value(d.jsonText(json, 'count'))).toBeNull();
    expect(await value(d.jsonText(json, 'missing'))).toBeNull();
  });

  it('names the columns of a unique-constraint violation, and nothing for other errors', async () => {
    await sql`create table t (a text unique)`.execute(db);
    await sql`insert into t values ('x')`.execute(db);
    const err = await sql`insert into t values ('x')`.execute(db).catch((e: unknown) => e);
    expect(d.uniqueViolation(err)).toBe('t.a');
    expect(d.uniqueViolation(new Error('UNIQUE constraint failed: t.a'))).toBeNull();
    expect(d.uniqueViolation(null)).toBeNull();
  });
});
