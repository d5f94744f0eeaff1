// The tables and columns server/db/schema.ts declares, read from its types with the TypeScript
// compiler (types are gone at run time), for test/unit/schema-drift.test.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A column as schema.ts declares it: what it selects as (number or string) and whether null may come back. */
export type DeclaredColumn = { type: 'number' | 'string'; nullable: boolean };

const SCHEMA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../server/db/schema.ts');

/** Every table of the `Database` interface, with its columns, as `{ table: { column: DeclaredColumn } }`. */
export function declaredSchema(): Record<string, Record<string, DeclaredColumn>> {
  const program = ts.createProgram([SCHEMA_FILE], { strict: true, noEmit: true, skipLibCheck: true, types: [], target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
  const checker = program.getTypeChecker();
  const database = checker.getSymbolAtLocation(program.getSourceFile(SCHEMA_FILE)!)?.exports?.get(ts.escapeLeadingUnderscores('Database'));
  if (!database) throw new Error(`${SCHEMA_FILE} exports no Database interface`);
  const tables: Record<string, Record<string, DeclaredColumn>> = {};
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
    const columns: Record<string, DeclaredColumn> = {};
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) columns[column.name] = declaredColumn(checker, `${table.name}.${column.name}`, checker.getTypeOfSymbol(column));
    tables[table.name] = columns;
  }
  return tables;
}

/** What a column selects as: Kysely's ColumnType and Generated carry it in `__select__`. */
function declaredColumn(checker: ts.TypeChecker, name: string, declared: ts.Type): DeclaredColumn {
  const selected = declared.getProperty('__select__');
  const type = selected ? checker.getTypeOfSymbol(selected) : declared;
  const parts = type.isUnion() ? type.types : [type];
  const nullable = parts.some((p) => p.flags & ts.TypeFlags.Null);
  const kinds = new Set(parts.filter((p) => !(p.flags & ts.TypeFlags.Null)).map((p) => (p.flags & ts.TypeFlags.NumberLike ? 'number' : p.flags & ts.TypeFlags.StringLike ? 'string' : checker.typeToString(p))));
  const [kind, ...others] = kinds;
  if (others.length || (kind !== 'number' && kind !== 'string')) throw new Error(`${name}: a column is a number or a string, not ${checker.typeToString(type)}`);
  return { type: kind, nullable };
}
