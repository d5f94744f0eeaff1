import { afterAll, describe, expect, it } from '@jest/globals';
import { declaredSchema } from '../helpers/declared-schema';
import { emptyDatabases, type EmptyDatabase } from '../helpers/empty-databases';
import { migratedSchema, schemaDifferences, type SchemaColumns } from '../helpers/migrated-schema';

/**
 * server/db/schema.ts (the `Database` interface every query is typed by) says what the migrations
 * make: every table and column, its type and whether it may be null (docs/decisions/029-postgresql.md).
 * On SQLite always, and on PostgreSQL when the run has one (npm run test:pg).
 */

// Read once: the compiler takes a few seconds over schema.ts and Kysely's types.
let declared: SchemaColumns | undefined;
const declaredOnce = () => (declared ??= declaredSchema());

describe.each(emptyDatabases({ migrated: true }))('schema.ts and an empty %s database the migrations made', (_name, open) => {
  let empty: EmptyDatabase | undefined;
  afterAll(() => empty?.close());

  it('have the same tables and columns, of the same types and nullability', async () => {
    empty = await open();
    expect(schemaDifferences(declaredOnce(), await migratedSchema(empty.db))).toEqual([]);
  });
});

describe('the differences', () => {
  it('name a missing or extra table or column, and a column of another type or nullability', () => {
    const declaredHere: SchemaColumns = {
      users: { id: { type: 'number', nullable: false }, email: { type: 'string', nullable: false }, nickname: { type: 'string', nullable: true } },
      planned: { id: { type: 'number', nullable: false } },
    };
    const migrated: SchemaColumns = {
      users: { id: { type: 'string', nullable: false }, email: { type: 'string', nullable: true }, added: { type: 'number', nullable: true } },
      leftover: { id: { type: 'number', nullable: false } },
    };
    expect(schemaDifferences(declaredHere, migrated)).toEqual([
      'leftover: a table the migrations make and schema.ts does not declare',
      'planned: a table schema.ts declares and the migrations do not make',
      'users.added: a column the migrations make and schema.ts does not declare',
      'users.email: schema.ts says string, the database string | null',
      'users.id: schema.ts says number, the database string',
      'users.nickname: a column schema.ts declares and the migrations do not make',
    ]);
  });
});
