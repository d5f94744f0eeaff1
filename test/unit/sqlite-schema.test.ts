import { describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

/**
 * The SQLite schema the migrations build, statement by statement (ADR 029): the migrations are being
 * made portable to PostgreSQL, and every SQLite statement must stay byte-identical, or installed
 * databases and new ones would differ. A new migration updates the snapshot on purpose
 * (`npm run -s jest -- test/unit/sqlite-schema.test.ts -u`), and the diff shows what it adds.
 */
describe('the SQLite schema', () => {
  it('is what the migrations have always built', async () => {
    const db = openDatabase(':memory:');
    try {
      await migrateToLatest(db);
      const { rows } = await sql<{ type: string; name: string; sql: string }>`select type, name, sql from sqlite_master where sql is not null and name not like 'sqlite_%' order by type, name`.execute(db);
      expect(rows.map((r) => `${r.type} ${r.name}\n${r.sql}`).join('\n\n')).toMatchSnapshot();
    } finally {
      await db.destroy();
    }
  });
});
