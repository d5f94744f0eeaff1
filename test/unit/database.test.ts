import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
// better-sqlite3's native part keeps the error class of the first test file it was loaded in, so
// errors from it fail `instanceof Error` in later files: assert on the message instead of toThrow.
import { Migrator, sql } from 'kysely';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../migrations';

const dir = mkdtempSync(path.join(os.tmpdir(), 'db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('database', () => {
  it('opens SQLite in WAL mode with foreign keys and no busy timeout (the driver waits for a lock without blocking)', async () => {
    const db = openDatabase(path.join(dir, 'a.db'));
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(0);
    await db.destroy();
  });

  it('migrates to the latest schema once, then has nothing to do', async () => {
    const db = openDatabase(path.join(dir, 'b.db'));
    const first = await migrateToLatest(db);
    expect(first.map((r) => r.migrationName)).toEqual(Object.keys(migrations));
    expect(first.every((r) => r.status === 'Success')).toBe(true);
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    for (const table of ['organizations', 'properties', 'users', 'user_roles', 'sessions', 'api_tokens', 'website_block_attrs', 'lease_periods', 'semesters', 'property_images', 'amenities', 'background_media', 'testimonials', 'portfolios', 'property_resources', 'property_friends', 'media_files', 'outbox']) {
      expect(tables).toContain(table);
    }
    await db.destroy();
  });

  it('enforces foreign keys and the block attribute owner rule', async () => {
    const db = openDatabase(path.join(dir, 'c.db'));
    await migrateToLatest(db);
    await expect(db.insertInto('properties').values({ organization_id: 999, name: 'Orphan' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/FOREIGN KEY/));
    const org = await db.insertInto('organizations').values({ name: 'Org' }).returning('id').executeTakeFirstOrThrow();
    await expect(db.insertInto('website_block_attrs').values({ block_name: 'about' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/CHECK/));
    await db.insertInto('website_block_attrs').values({ block_name: 'about', organization_id: org.id }).execute();
    await expect(db.insertInto('website_block_attrs').values({ block_name: 'about', organization_id: org.id }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE/));
    await db.destroy();
  });

  it('widens one-time links to verification links, keeping the rows, the unique token and the check', async () => {
    const db = openDatabase(path.join(dir, 'd.db'));
    const names = Object.keys(migrations);
    const before = names[names.indexOf('2026_11_23_1301_allow_verify_links') - 1]!;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const link = { email: 'maya@example.com', expires_at: '2030-01-01T00:00:00.000Z' };
    await db.insertInto('one_time_links').values({ ...link, purpose: 'access', token_hash: 'a' }).execute();
    await expect(db.insertInto('one_time_links').values({ ...link, purpose: 'verify', token_hash: 'b' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/CHECK/));
    await migrateToLatest(db);
    expect(await db.selectFrom('one_time_links').select(['purpose', 'token_hash']).execute()).toEqual([{ purpose: 'access', token_hash: 'a' }]);
    await db.insertInto('one_time_links').values({ ...link, purpose: 'verify', token_hash: 'b' }).execute();
    await expect(db.insertInto('one_time_links').values({ ...link, purpose: 'verify', token_hash: 'b' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE/));
    await expect(db.insertInto('one_time_links').values({ ...link, purpose: 'other' as 'verify', token_hash: 'c' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/CHECK/));
    await db.destroy();
  });
});
