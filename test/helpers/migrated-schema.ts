// The tables and columns a migrated database has, as test/helpers/declared-schema.ts reads schema.ts's,
// and what differs between the two (test/unit/schema-drift.test.ts).
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { isPostgres } from '../../migrations/portable';
import type { DeclaredColumn } from './declared-schema';

export type SchemaColumns = Record<string, Record<string, DeclaredColumn>>;

/** How each database names a column's type, as the type the app reads it as. */
const READ_AS: Record<string, DeclaredColumn['type']> = { integer: 'number', real: 'number', int8: 'number', float8: 'number', text: 'string', citext: 'string' };

/** The columns of a table's primary key on SQLite, which calls a text key nullable (by an old quirk it may hold null; the app never writes one). */
async function sqlitePrimaryKey(db: Db, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(db);
  return new Set(rows.map((r) => r.name));
}

/** Every table of the database (Kysely's migration tables aside) with its columns' types and nullability. */
export async function migratedSchema(db: Db): Promise<SchemaColumns> {
  const tables: SchemaColumns = {};
  for (const table of await db.introspection.getTables()) {
    const key = isPostgres(db) ? new Set<string>() : await sqlitePrimaryKey(db, table.name);
    tables[table.name] = {};
    for (const column of table.columns) {
      const type = READ_AS[column.dataType.toLowerCase()];
      if (!type) throw new Error(`${table.name}.${column.name}: a column type the app does not read (${column.dataType})`);
      tables[table.name]![column.name] = { type, nullable: column.isNullable && !key.has(column.name) };
    }
  }
  return tables;
}

const described = (c: DeclaredColumn) => `${c.type}${c.nullable ? ' | null' : ''}`;

/** What schema.ts declares that the database does not have, and the other way round, one line each. */
export function schemaDifferences(declared: SchemaColumns, migrated: SchemaColumns): string[] {
  const lines: string[] = [];
  for (const table of new Set([...Object.keys(declared), ...Object.keys(migrated)])) {
    const ours = declared[table];
    const theirs = migrated[table];
    if (!ours || !theirs) {
      lines.push(`${table}: a table ${ours ? 'schema.ts declares and the migrations do not make' : 'the migrations make and schema.ts does not declare'}`);
      continue;
    }
    for (const column of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      const [a, b] = [ours[column], theirs[column]];
      if (!a || !b) lines.push(`${table}.${column}: a column ${a ? 'schema.ts declares and the migrations do not make' : 'the migrations make and schema.ts does not declare'}`);
      else if (described(a) !== described(b)) lines.push(`${table}.${column}: schema.ts says ${described(a)}, the database ${described(b)}`);
    }
  }
  return lines.sort();
}
