import { PostgresAdapter, RawNode, sql, type Kysely, type KyselyPlugin, type OperationNode, type PluginTransformQueryArgs, type RootOperationNode, type UnknownRow, type QueryResult, type PluginTransformResultArgs } from 'kysely';

/**
 * One migration history for SQLite and PostgreSQL (docs/decisions/029-postgresql.md). The landed
 * migrations were written for SQLite, and their SQLite statements must stay byte-for-byte what every
 * installed database ran (test/unit/sqlite-schema.test.ts). So on PostgreSQL they run through
 * PostgresDdl, which rewrites the few SQLite spellings of the schema builder's column definitions;
 * what cannot be rewritten (triggers, case-blind indexes, a table rebuild) is a branch on
 * isPostgres in its migration, through the helpers below. New migrations use the helpers.
 */
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** How the app writes a timestamp (ISO-8601 UTC, milliseconds), as PostgreSQL says it. */
const PG_NOW = `to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The SQLite spellings of a column definition, and what they are on PostgreSQL. */
const NOW_DEFAULT = /strftime\('%Y-%m-%dT%H:%M:%fZ',\s?'now'\)/g;
const JSON_OBJECT_CHECK = /^json_valid\((\w+)\) and json_type\(\1\) = 'object'$/;

type Node = OperationNode & Record<string, unknown>;

/** A copy of a node tree with `change` applied to every node, children first. */
function mapTree(value: unknown, change: (node: Node) => Node): unknown {
  if (Array.isArray(value)) return Object.freeze(value.map((item) => mapTree(item, change)));
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = mapTree(child, change);
  return 'kind' in copy ? change(copy as Node) : copy;
}

function toPostgres(node: Node): Node {
  if (node.kind === 'RawNode') {
    const fragments = node.sqlFragments as string[];
    const json = fragments.length === 1 ? JSON_OBJECT_CHECK.exec(fragments[0]!) : null;
    if (json) return RawNode.createWithSql(`jsonb_typeof(cast(${json[1]} as jsonb)) = 'object'`) as unknown as Node;
    return { ...node, sqlFragments: Object.freeze(fragments.map((f) => f.replace(NOW_DEFAULT, PG_NOW))) };
  }
  // SQLite's integer is 64 bits (ids, cents, and times in milliseconds such as a session's expiry); its real is a double.
  if (node.kind === 'DataTypeNode' && node.dataType === 'integer') return { ...node, dataType: 'bigint' };
  if (node.kind === 'DataTypeNode' && node.dataType === 'real') return { ...node, dataType: 'double precision' };
  if (node.kind !== 'ColumnDefinitionNode') return node;
  let column = node;
  // integer primary key autoincrement: an identity column (ids the app gives, as the demo's, stay allowed).
  if (column.autoIncrement) column = { ...column, autoIncrement: false, generated: { kind: 'GeneratedNode', byDefault: true, identity: true } };
  // text collate nocase: citext, which compares, orders and keeps unique without regard to case.
  const modifiers = (column.endModifiers as Node[] | undefined) ?? [];
  const nocase = modifiers.filter((m) => m.kind === 'RawNode' && /^collate nocase$/i.test((m.sqlFragments as string[]).join('').trim()));
  if (nocase.length) column = { ...column, dataType: { kind: 'DataTypeNode', dataType: 'citext' }, endModifiers: Object.freeze(modifiers.filter((m) => !nocase.includes(m))) };
  return column;
}

/** Rewrites the schema builder's SQLite spellings for PostgreSQL (see above); used by migrateToLatest there. */
export class PostgresDdl implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return mapTree(node, toPostgres) as RootOperationNode;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** What a migration needs once per PostgreSQL database: citext, and the functions the triggers below call. */
export async function preparePostgres(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists citext`.execute(db);
  await sql.raw(`create or replace function refuse_change() returns trigger language plpgsql as $$
    begin raise exception '%', tg_argv[0] using errcode = 'restrict_violation'; end $$`).execute(db);
  await sql.raw(`create or replace function bump_content_version() returns trigger language plpgsql as $$
    begin update content_version set version = version + 1; return null; end $$`).execute(db);
}

/** Rows of `table` can be added, never changed or deleted; the errors say so in `what`'s words. */
export async function appendOnly(db: Kysely<any>, table: string, what: string): Promise<void> {
  const changed = `${table} is append-only: ${what} cannot be changed`;
  const deleted = `${table} is append-only: ${what} cannot be deleted`;
  if (isPostgres(db)) {
    await sql.raw(`create trigger ${table}_no_update before update on ${table} for each row execute function refuse_change('${changed}')`).execute(db);
    await sql.raw(`create trigger ${table}_no_delete before delete on ${table} for each row execute function refuse_change('${deleted}')`).execute(db);
    return;
  }
  await sql.raw(`create trigger ${table}_no_update before update on ${table} begin select raise(abort, '${changed}'); end`).execute(db);
  await sql.raw(`create trigger ${table}_no_delete before delete on ${table} begin select raise(abort, '${deleted}'); end`).execute(db);
}

/** A unique index comparing the `nocase` columns without regard to case (SQLite: collate nocase; PostgreSQL: lower()). */
export async function caseBlindUniqueIndex(db: Kysely<any>, name: string, table: string, columns: string[], nocase: string[]): Promise<void> {
  const pg = isPostgres(db);
  const parts = columns.map((c) => (!nocase.includes(c) ? c : pg ? `lower(${c})` : `${c} collate nocase`));
  await sql.raw(`create unique index ${name} on ${table} (${parts.join(', ')})`).execute(db);
}
