import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import SQLite from 'better-sqlite3';
import { readManifest } from '../../server/backup/manifest';
import { restoreBackup } from '../../server/backup/restore-backup';
import { takeBackup } from '../../server/backup/take-backup';
import { backupPaths, refusal } from '../helpers/backup';
import { filesIn, pngBuffer } from '../helpers/files';
import { companyTestContext, signedInAgent } from '../helpers/manager-factories';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let work: string;
let image: string;

beforeEach(async () => {
  const company = await companyTestContext({ sqlite: true }); // an SQLite install's backup (backup-postgres.test.ts: PostgreSQL)
  ctx = company.ctx;
  const manager = await signedInAgent(ctx, 'manager', company.orgId);
  const res = await manager.post('/api/property-images/').field('prop', String(company.propertyId)).field('caption', 'Kitchen').attach('image', await pngBuffer(640, 480), 'kitchen.png');
  expect(res.status).toBe(201);
  image = path.basename(res.body.image as string);
  writeFileSync(path.join(path.dirname(ctx.config.databasePath), 'session-secret'), 'kept-secret-kept-secret-kept-secret\n');
  work = mkdtempSync(path.join(os.tmpdir(), 'backup-sums-'));
});
afterEach(async () => {
  await ctx.close();
  rmSync(work, { recursive: true, force: true });
});

const { live, target, backupDir } = backupPaths(() => ({ ctx, work }));
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Changes one byte in the middle of a file: the same size, other bytes. */
function flipByte(file: string): void {
  const bytes = readFileSync(file);
  const at = Math.floor(bytes.length / 2);
  bytes[at] = bytes[at]! ^ 0xff;
  writeFileSync(file, bytes);
}

describe('backup checksums', () => {
  it('the manifest records the SHA-256 of every file the folder holds', async () => {
    const manifest = await takeBackup({ ...live(), to: backupDir() });
    const held = filesIn(backupDir()).filter((f) => f !== 'manifest.json');
    expect(held).toEqual(expect.arrayContaining(['database.db', 'session-secret', 'data-encryption-key', `uploads/${image}`]));
    expect(manifest.sha256).toEqual(Object.fromEntries(held.map((f) => [f, sha256(path.join(backupDir(), f))])));
    expect((await readManifest(backupDir())).sha256).toEqual(manifest.sha256);
  });

  it('restore refuses a file changed without changing its size, naming it, and writes nothing', async () => {
    await takeBackup({ ...live(), to: backupDir() });
    const copy = path.join(backupDir(), 'uploads', image);
    const size = statSync(copy).size;
    flipByte(copy);
    expect(statSync(copy).size).toBe(size);
    expect(await refusal(restoreBackup({ from: backupDir(), ...target() }))).toBe(
      `Files of the backup in ${path.join(backupDir(), 'uploads')} are not as they were copied; nothing was restored:\n  ${image} does not match its recorded SHA-256 checksum (changed since the backup was taken)`,
    );
    expect(filesIn(path.join(work, 'restored'))).toEqual([]);
  });

  it('restore refuses a database changed in place with its size, rows and integrity unchanged', async () => {
    await takeBackup({ ...live(), to: backupDir() });
    const database = path.join(backupDir(), 'database.db');
    const size = statSync(database).size;
    const db = new SQLite(database);
    db.prepare("update property_images set caption = 'Kitchan'").run();
    db.close();
    expect(statSync(database).size).toBe(size);
    expect(await refusal(restoreBackup({ from: backupDir(), ...target() }))).toBe(
      `The backup's database ${database} does not match its recorded SHA-256 checksum (changed since the backup was taken); nothing was restored.`,
    );
    expect(filesIn(path.join(work, 'restored'))).toEqual([]);
  });

  it('restore refuses a changed session secret or data key', async () => {
    await takeBackup({ ...live(), to: backupDir() });
    for (const file of ['session-secret', 'data-encryption-key']) {
      const original = readFileSync(path.join(backupDir(), file));
      flipByte(path.join(backupDir(), file));
      expect(await refusal(restoreBackup({ from: backupDir(), ...target() }))).toBe(
        `The backup's ${file} file does not match its recorded SHA-256 checksum (changed since the backup was taken); nothing was restored.`,
      );
      writeFileSync(path.join(backupDir(), file), original);
    }
    expect(filesIn(path.join(work, 'restored'))).toEqual([]);
    expect((await restoreBackup({ from: backupDir(), ...target() })).checksums).toBe(true);
  });

  it('restores a backup made before checksums were recorded by its sizes, and says it did', async () => {
    await takeBackup({ ...live(), to: backupDir() });
    const file = path.join(backupDir(), 'manifest.json');
    const { sha256: _recorded, ...older } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify(older));
    const result = await restoreBackup({ from: backupDir(), ...target() });
    expect(result.checksums).toBe(false);
    expect(filesIn(target().uploadsDir)).toContain(image);
  });

  it('leaves out a key file beside the database when the key comes from DATA_ENCRYPTION_KEY', async () => {
    const manifest = await takeBackup({ ...live(), to: backupDir(), dataKeyFromEnvironment: true });
    expect(manifest.dataKey).toBe(false);
    expect(filesIn(backupDir())).not.toContain('data-encryption-key');
  });
});
