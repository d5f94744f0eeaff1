import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder } from 'kysely';

/**
 * What SQL says differently on SQLite and PostgreSQL, in one place (docs/decisions/019-floors-and-seams.md).
 * Queries and services build everything else with Kysely's portable builder; for these they ask the
 * dialect, so a PostgreSQL install is a second object of this type, not a search through the queries.
 * test/unit/portable-sql.test.ts keeps SQLite-only SQL out of the rest of server/.
 *
 * Decided once for both, so not here: timestamps are ISO-8601 UTC text and dates YYYY-MM-DD text
 * (written by the app, compared as text); JSON columns are text holding JSON (JSON.stringify and
 * JSON.parse in the app); flags are integers 0 and 1; upserts use Kysely's onConflict, and
 * `returning`, which both compile the same.
 */
export interface SqlDialect {
  readonly name: 'sqlite' | 'postgres';
  /** Now, UTC, as the app writes timestamps: `2026-11-26T10:00:00.000Z` (a column default, a comparison). */
  nowTimestamp(): RawBuilder<string>;
  /** A YYYY-MM-DD date moved by whole days (negative: back), as YYYY-MM-DD. */
  addDays(date: Expression<string>, days: Expression<number> | number): RawBuilder<string>;
  /** Equal, without regard to the case of ASCII letters: how the NOCASE columns and indexes compare. */
  caseBlindEquals(left: Expression<string>, right: Expression<string> | string): RawBuilder<boolean>;
  /** LIKE that ignores the case of ASCII letters (SQLite's LIKE; PostgreSQL's ILIKE). */
  caseBlindLike(left: Expression<string>, pattern: string): RawBuilder<boolean>;
  /** One string field of a JSON text column (null when missing or not a string). */
  jsonText(column: Expression<string>, key: string): RawBuilder<string | null>;
  /** A JSON text object of only these fields of a JSON text column (of an object), their values kept as JSON (true stays true); a field it does not have is null or left out. */
  jsonFields(column: Expression<string>, keys: readonly string[]): RawBuilder<string>;
  /** The columns a unique-constraint violation names, as `table.column, table.column`; null for any other error. */
  uniqueViolation(err: unknown): string | null;
  /** The names of the database's tables, sorted (the database's own catalog tables aside). */
  tableNames(): RawBuilder<{ name: string }>;
}

const value = (v: Expression<string> | string | number | Expression<number>) => (typeof v === 'string' || typeof v === 'number' ? sql.val(v) : v);

/** A key as a JSON path step, quoted so any key name is one step. */
const jsonPath = (key: string) => `$.${JSON.stringify(key)}`;

export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  nowTimestamp: () => sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  addDays: (date, days) => sql<string>`date(${date}, printf('%+d days', ${value(days)}))`,
  caseBlindEquals: (left, right) => sql<boolean>`${left} = ${value(right)} collate nocase`,
  caseBlindLike: (left, pattern) => sql<boolean>`${left} like ${pattern}`,
  tableNames: () => sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
  jsonText: (column, key) => sql<string | null>`(case when json_type(${column}, ${jsonPath(key)}) = 'text' then json_extract(${column}, ${jsonPath(key)}) end)`,
  // `->` answers JSON, which json_object keeps as JSON.
  jsonFields: (column, keys) => sql<string>`json_object(${sql.join(keys.map((key) => sql`${key}, ${column} -> ${jsonPath(key)}`))})`,
  uniqueViolation(err) {
    const e = err as { code?: unknown; message?: unknown } | null;
    if (e?.code !== 'SQLITE_CONSTRAINT_UNIQUE' && e?.code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return null;
    // "UNIQUE constraint failed: users.email" (an index whose columns carry COLLATE NOCASE is still named by its columns).
    return typeof e.message === 'string' ? e.message.replace(/^UNIQUE constraint failed: /, '') : '';
  },
};

/** The columns a PostgreSQL unique violation names: its detail reads `Key (a, b)=(…) already exists.` */
const KEY_COLUMNS = /^Key \((.*?)\)=\(/;

/**
 * PostgreSQL (issue 31). Timestamps stay ISO text written by the app, so the day of one is its first
 * ten characters and now is formatted the same way; dates are YYYY-MM-DD text cast to date and back.
 * JSON text columns are cast to jsonb where one field is read.
 */
export const postgresDialect: SqlDialect = {
  name: 'postgres',
  nowTimestamp: () => sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  addDays: (date, days) => sql<string>`to_char(cast(${date} as date) + cast(${value(days)} as integer), 'YYYY-MM-DD')`,
  caseBlindEquals: (left, right) => sql<boolean>`lower(${left}) = lower(${value(right)})`,
  caseBlindLike: (left, pattern) => sql<boolean>`${left} ilike ${pattern}`,
  tableNames: () => sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  jsonText: (column, key) => sql<string | null>`(case when jsonb_typeof(cast(${column} as jsonb) -> ${key}) = 'string' then cast(${column} as jsonb) ->> ${key} end)`,
  // One pass over the object's fields: four times quicker than jsonb_build_object of each field.
  jsonFields: (column, keys) =>
    sql<string>`(select coalesce(cast(jsonb_object_agg(field.key, field.value) as text), '{}') from jsonb_each(cast(${column} as jsonb)) as field where field.key = any(${sql.val([...keys])}))`,
  uniqueViolation(err) {
    const e = err as { code?: unknown; table?: unknown; detail?: unknown } | null;
    if (e?.code !== '23505') return null;
    const columns = typeof e.detail === 'string' ? KEY_COLUMNS.exec(e.detail)?.[1] : undefined;
    if (!columns) return '';
    // An index on lower(email) is named by its expression: the column inside it.
    return columns
      .split(', ')
      .map((c) => `${String(e.table)}.${c.replace(/^lower\((.*)\)$/, '$1')}`)
      .join(', ');
  },
};

/** The dialect of the database `db` speaks to (a transaction speaks as its database). */
export function dialectOf(db: Pick<Kysely<never>, 'getExecutor'>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresDialect : sqliteDialect;
}

/** The columns a unique-constraint violation of either database names (see SqlDialect.uniqueViolation); null for any other error. */
export function uniqueViolation(err: unknown): string | null {
  return sqliteDialect.uniqueViolation(err) ?? postgresDialect.uniqueViolation(err);
}
