import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import SQLite from 'better-sqlite3';
import { readManifest } from '../../server/backup/manifest';
import { restoreBackup } from '../../server/backup/restore-backup';
import { backupSecretsNote } from '../../server/backup/secrets-note';
import { takeBackup } from '../../server/backup/take-backup';
import { companySealFile, ensureCompanySeal } from '../../server/security/company-seal';
import { decryptText } from '../../server/security/data-encryption';
import { backupPaths, refusal } from '../helpers/backup';
import { filesIn, pngBuffer } from '../helpers/files';
import { companyTestContext, signedInAgent } from '../helpers/manager-factories';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let work: string;
let images: string[];
let imageIds: number[];
let manager: Awaited<ReturnType<typeof signedInAgent>>;

/** The WebP copies a 1200 px wide image gets: the standard widths below it and one at its own width. */
const COPY_WIDTHS = [96, 160, 480, 720, 960, 1200];

/** A company with two 1200 × 800 gallery images (each with its 6 resized copies) uploaded through the API. */
beforeEach(async () => {
  const company = await companyTestContext({ sqlite: true }); // an SQLite install's backup (backup-postgres.test.ts: PostgreSQL)
  ctx = company.ctx;
  manager = await signedInAgent(ctx, 'manager', company.orgId);
  images = [];
  imageIds = [];
  for (const caption of ['Kitchen', 'Pool']) {
    const res = await manager
      .post('/api/property-images/')
      .field('prop', String(company.propertyId))
      .field('caption', caption)
      .attach('image', await pngBuffer(1200, 800), `${caption}.png`);
    expect(res.status).toBe(201);
    images.push(path.basename(res.body.image));
    imageIds.push(res.body.id);
  }
  work = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
});
afterEach(async () => {
  await ctx.close();
  rmSync(work, { recursive: true, force: true });
});

const { live, target, backupDir } = backupPaths(() => ({ ctx, work }));

function rowCounts(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[];
    return Object.fromEntries(tables.map((t) => [t, db.prepare(`select count(*) from "${t}"`).pluck().get() as number]));
  } finally {
    db.close();
  }
}

describe('backup and restore', () => {
  it('copies the database and exactly the files its rows reference, with a manifest, and restores both into an empty folder', async () => {
    // A stray upload no row references and an upload still in progress are not part of the install.
    writeFileSync(path.join(ctx.config.uploadsDir, 'stray.png'), await pngBuffer());
    mkdirSync(path.join(ctx.config.uploadsDir, '.tmp'), { recursive: true });
    writeFileSync(path.join(ctx.config.uploadsDir, '.tmp', 'partial'), 'half an upload');
    const expectedFiles = images.flatMap((name) => [name, ...COPY_WIDTHS.map((w) => name.replace('.png', `-w${w}.webp`))]).sort();

    const manifest = await takeBackup({ ...live(), to: backupDir() });

    expect(manifest).toMatchObject({ format: 1, missing: [], attempts: 1, sessionSecret: false });
    expect(manifest.database.rows).toEqual(rowCounts(ctx.config.databasePath));
    expect(manifest.database.rows.media_files).toBe(2);
    expect(manifest.database.rows.property_images).toBe(2);
    expect(Object.keys(manifest.uploads.sizes)).toEqual(expectedFiles);
    expect(manifest.uploads.files).toBe(14);
    const sizes = expectedFiles.map((f) => statSync(path.join(ctx.config.uploadsDir, f)).size);
    expect(Object.values(manifest.uploads.sizes)).toEqual(sizes);
    expect(manifest.uploads.bytes).toBe(sizes.reduce((a, b) => a + b, 0));
    expect(manifest.database.bytes).toBe(statSync(path.join(backupDir(), 'database.db')).size);
    expect(await readManifest(backupDir())).toEqual(manifest);
    expect(filesIn(backupDir())).toEqual(['data-encryption-key', 'database.db', 'manifest.json', ...expectedFiles.map((f) => `uploads/${f}`)]);

    const result = await restoreBackup({ from: backupDir(), ...target() });

    expect(result).toMatchObject({ files: 14, bytes: manifest.uploads.bytes, missing: [] });
    expect(rowCounts(target().databasePath)).toEqual(manifest.database.rows);
    expect(filesIn(target().uploadsDir)).toEqual(expectedFiles);
    for (const f of expectedFiles) expect(readFileSync(path.join(target().uploadsDir, f)).equals(readFileSync(path.join(ctx.config.uploadsDir, f)))).toBe(true);
    // One self-contained file (no write-ahead log beside it), and the key its identity numbers need.
    expect(filesIn(path.dirname(target().databasePath))).toEqual(['app.db', 'data-encryption-key']);
  });

  it('carries the generated session secret kept beside the database', async () => {
    writeFileSync(path.join(path.dirname(ctx.config.databasePath), 'session-secret'), 'kept-secret\n');
    const manifest = await takeBackup({ ...live(), to: backupDir() });
    expect(manifest.sessionSecret).toBe(true);
    expect(statSync(path.join(backupDir(), 'session-secret')).mode & 0o777).toBe(0o600);
    await restoreBackup({ from: backupDir(), ...target() });
    expect(readFileSync(path.join(path.dirname(target().databasePath), 'session-secret'), 'utf8')).toBe('kept-secret\n');
  });

  it('carries the generated company seal that seals executed leases, owner-only', async () => {
    const { pem } = await ensureCompanySeal(companySealFile(ctx.config.databasePath), 'Campus Edge Living');
    const manifest = await takeBackup({ ...live(), to: backupDir() });
    expect(manifest.signingSeal).toBe(true);
    expect(backupSecretsNote(manifest, false)).toContain('the company seal (the key that seals executed leases)');
    expect(statSync(path.join(backupDir(), 'signing-seal.pem')).mode & 0o777).toBe(0o600);
    await restoreBackup({ from: backupDir(), ...target() });
    expect(readFileSync(companySealFile(target().databasePath), 'utf8')).toBe(pem);
  });

  it('copies the database again when files are deleted while they are copied, and keeps only the files the last copy references', async () => {
    const steps: string[] = [];
    const manifest = await takeBackup({
      ...live(),
      to: backupDir(),
      onProgress: async ({ step, attempt, missing }) => {
        steps.push(`${attempt} ${step}: ${missing.length} missing`);
        // After the first database copy, before its files are copied: the first image is deleted.
        if (attempt === 1 && step === 'database copied') expect((await manager.delete(`/api/property-images/${imageIds[0]}/`)).status).toBe(204);
        // Once the second image's files are in the backup, it is deleted too.
        if (attempt === 1 && step === 'files copied') expect((await manager.delete(`/api/property-images/${imageIds[1]}/`)).status).toBe(204);
      },
    });
    expect(steps).toEqual(['1 database copied: 0 missing', '1 files copied: 7 missing', '2 database copied: 0 missing', '2 files copied: 0 missing']);
    expect(manifest).toMatchObject({ attempts: 2, missing: [], uploads: { files: 0, bytes: 0, sizes: {} } });
    expect(manifest.database.rows).toMatchObject({ media_files: 0, property_images: 0 });
    expect(filesIn(path.join(backupDir(), 'uploads'))).toEqual([]);
    await restoreBackup({ from: backupDir(), ...target() });
    expect(rowCounts(target().databasePath)).toEqual(rowCounts(ctx.config.databasePath));
  });

  it('reports a referenced file missing from the uploads folder; restore refuses it unless told to do without', async () => {
    rmSync(path.join(ctx.config.uploadsDir, images[0]!));

    const manifest = await takeBackup({ ...live(), to: backupDir() });
    // The database was copied again in case the file had been deleted after the copy: it had not.
    expect(manifest.attempts).toBe(3);
    expect(manifest.missing).toEqual([images[0]]);
    expect(manifest.uploads.files).toBe(13);

    const message = await refusal(restoreBackup({ from: backupDir(), ...target() }));
    expect(message).toBe(
      `1 files the backup's database references were already missing from the install when the backup was taken (listed in its manifest): ${images[0]}. Nothing was restored; pass --allow-missing to restore without them.`,
    );
    expect(filesIn(path.join(work, 'restored'))).toEqual([]);

    const result = await restoreBackup({ from: backupDir(), ...target(), allowMissing: true });
    expect(result.missing).toEqual([images[0]]);
    expect(filesIn(target().uploadsDir)).toHaveLength(13);
  });

  it('backup refuses a folder that is not empty or lies inside the public uploads folder, and a missing database', async () => {
    mkdirSync(backupDir());
    writeFileSync(path.join(backupDir(), 'notes.txt'), 'mine');
    expect(await refusal(takeBackup({ ...live(), to: backupDir() }))).toBe(`The backup folder ${backupDir()} is not empty: a backup goes into a new or empty folder.`);
    expect(readFileSync(path.join(backupDir(), 'notes.txt'), 'utf8')).toBe('mine');

    const inside = path.join(ctx.config.uploadsDir, 'backup');
    expect(await refusal(takeBackup({ ...live(), to: inside }))).toBe(
      `The backup folder ${inside} is inside UPLOADS_DIR (${ctx.config.uploadsDir}), whose files are public: choose a folder outside it.`,
    );
    expect(filesIn(ctx.config.uploadsDir).some((f) => f.startsWith('backup'))).toBe(false);

    const nowhere = path.join(work, 'none', 'app.db');
    expect(await refusal(takeBackup({ databasePath: nowhere, uploadsDir: ctx.config.uploadsDir, to: path.join(work, 'b2') }))).toBe(
      `There is no database at ${nowhere} (DATABASE_PATH): nothing to back up.`,
    );
  });

  it('restore refuses a target that already holds a database or uploads, and writes nothing', async () => {
    await takeBackup({ ...live(), to: backupDir() });
    const { databasePath, uploadsDir } = target();

    mkdirSync(path.dirname(databasePath), { recursive: true });
    writeFileSync(`${databasePath}-wal`, 'an old log');
    expect(await refusal(restoreBackup({ from: backupDir(), databasePath, uploadsDir }))).toBe(
      `A database is already at ${databasePath}-wal (DATABASE_PATH): a backup is restored only into an empty data folder. Move those files away first.`,
    );
    rmSync(`${databasePath}-wal`);

    mkdirSync(path.join(uploadsDir, '.tmp'), { recursive: true }); // an empty folder does not count
    writeFileSync(path.join(uploadsDir, 'photo.png'), 'someone else');
    expect(await refusal(restoreBackup({ from: backupDir(), databasePath, uploadsDir }))).toBe(
      `${uploadsDir} (UPLOADS_DIR) is not empty (1 files): a backup is restored only into an empty uploads folder. Move its files away first.`,
    );
    expect(filesIn(path.join(work, 'restored'))).toEqual(['uploads/photo.png']);

    rmSync(path.join(uploadsDir, 'photo.png'));
    await restoreBackup({ from: backupDir(), databasePath, uploadsDir });
    expect(filesIn(uploadsDir)).toHaveLength(14);
  });

  it('restore checks the copy before writing anything: an unfinished backup, a lost or cut file, a changed, newer or damaged database', async () => {
    const empty = path.join(work, 'empty');
    mkdirSync(empty);
    expect(await refusal(restoreBackup({ from: empty, ...target() }))).toBe(
      `${empty} is not a finished backup: it has no manifest.json (made by npm run backup once everything is copied).`,
    );

    await takeBackup({ ...live(), to: backupDir() });
    const copies = path.join(backupDir(), 'uploads');
    const lost = path.join(copies, images[0]!.replace('.png', '-w480.webp'));
    const saved = readFileSync(lost);
    rmSync(lost);
    truncateSync(path.join(copies, images[1]!), 100);
    const message = await refusal(restoreBackup({ from: backupDir(), ...target() }));
    expect(message).toContain(`The backup in ${copies} lacks files its database references; nothing was restored:`);
    expect(message).toContain(`${path.basename(lost)} is missing`);
    expect(message).toMatch(new RegExp(`${images[1]} \\(100 bytes, copied with \\d+ bytes\\) has the wrong size`));
    writeFileSync(lost, saved);
    writeFileSync(path.join(copies, images[1]!), readFileSync(path.join(ctx.config.uploadsDir, images[1]!)));

    const database = path.join(backupDir(), 'database.db');
    const original = readFileSync(database);
    const changed = new SQLite(database);
    changed.prepare('delete from property_images where id = (select min(id) from property_images)').run();
    changed.close();
    expect(await refusal(restoreBackup({ from: backupDir(), ...target() }))).toContain(
      `The backup's database ${database} is not the one its manifest describes:\n  property_images: 1 rows, the manifest says 2`,
    );

    writeFileSync(database, original);
    const newer = new SQLite(database);
    newer.prepare("insert into kysely_migration (name, timestamp) values ('2099_01_01_0000_add_moon_base', '2099-01-01T00:00:00.000Z')").run();
    newer.close();
    const manifest = JSON.parse(readFileSync(path.join(backupDir(), 'manifest.json'), 'utf8'));
    const rows = { ...manifest.database.rows, kysely_migration: manifest.database.rows.kysely_migration + 1 };
    writeFileSync(path.join(backupDir(), 'manifest.json'), JSON.stringify({ ...manifest, database: { ...manifest.database, rows } }));
    expect(await refusal(restoreBackup({ from: backupDir(), ...target() }))).toBe(
      'The backup comes from a newer version of this software (migrations 2099_01_01_0000_add_moon_base): restore it with that version.',
    );
    writeFileSync(path.join(backupDir(), 'manifest.json'), JSON.stringify(manifest));

    // Garbage over the cell pointers of one index page: the file opens, the check finds the damage.
    const index = new SQLite(database, { readonly: true });
    const rootPage = index.prepare("select rootpage from sqlite_master where name = 'sqlite_autoindex_media_files_1'").pluck().get() as number;
    index.close();
    const damagedPage = Buffer.from(original);
    damagedPage.fill(0x5a, (rootPage - 1) * 4096 + 8, (rootPage - 1) * 4096 + 208);
    writeFileSync(database, damagedPage);
    const damage = await refusal(restoreBackup({ from: backupDir(), ...target() }));
    expect(damage).toContain(`The backup's database ${database} is damaged (PRAGMA integrity_check):\n  Tree ${rootPage} page ${rootPage} cell 1: Offset 23130 out of range`);
    expect(damage).toContain('\n  row 1 missing from index sqlite_autoindex_media_files_1');

    const garbage = Buffer.from(original);
    garbage.fill(0x5a, 4096); // every page after the first (schema) page
    writeFileSync(database, garbage);
    expect(await refusal(restoreBackup({ from: backupDir(), ...target() }))).toBe(`The backup's database ${database} cannot be read: database disk image is malformed`);

    expect(filesIn(path.join(work, 'restored'))).toEqual([]);
    writeFileSync(database, original);
    await restoreBackup({ from: backupDir(), ...target() });
    expect(filesIn(target().uploadsDir)).toHaveLength(14);
  });
});

describe('backup and restore of rental applications', () => {
  it('carries the private files and the data encryption key, so the restored install reads identity numbers and serves the files', async () => {
    const orgId = (await ctx.db.selectFrom('organizations').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const propertyId = (await ctx.db.selectFrom('properties').select('id').where('organization_id', '=', orgId).executeTakeFirstOrThrow()).id;
    const student = await signedInAgent(ctx, 'student', null);
    const requestId = (await ctx.db.insertInto('reservation_requests').values({ user_id: student.userId, organization_id: orgId, property_id: propertyId }).returning('id').executeTakeFirstOrThrow()).id;
    const app = (await student.post('/api/applications/').send({ reservation_request_id: requestId })).body as { id: number };
    expect((await student.patch(`/api/applications/${app.id}/`).send({ answers: { pi_is_us_citizen: true, pi_social_security_number: '123-45-6789' } })).status).toBe(200);
    const png = await pngBuffer();
    expect((await student.post(`/api/applications/${app.id}/files/`).field('question_key', 'pi_social_security_card_copy').attach('file', png, 'card.png')).status).toBe(201);
    const [privateName] = readdirSync(ctx.config.privateFilesDir);

    const manifest = await takeBackup({ ...live(), to: backupDir() });
    expect(manifest).toMatchObject({ dataKey: true, privateFiles: { files: 1, bytes: png.length, sizes: { [privateName!]: png.length } } });
    expect(filesIn(path.join(backupDir(), 'private-files'))).toEqual([privateName]);
    // Private files never land in the backup's public uploads folder.
    expect(filesIn(path.join(backupDir(), 'uploads'))).not.toContain(privateName);

    await restoreBackup({ from: backupDir(), ...target() });
    const restoredDir = path.dirname(target().databasePath);
    expect(readFileSync(path.join(restoredDir, 'private-files', privateName!)).equals(png)).toBe(true);
    expect(readFileSync(path.join(restoredDir, 'data-encryption-key'), 'utf8')).toBe(readFileSync(path.join(path.dirname(ctx.config.databasePath), 'data-encryption-key'), 'utf8'));
    const restored = new SQLite(target().databasePath, { readonly: true });
    const stored = JSON.parse(restored.prepare('select answers from rental_applications').pluck().get() as string) as Record<string, string>;
    restored.close();
    const key = Buffer.from(readFileSync(path.join(restoredDir, 'data-encryption-key'), 'utf8').trim(), 'hex');
    expect(decryptText(key, stored.pi_social_security_number!)).toBe('123-45-6789');
  });

  it('refuses to restore over private files already in the data folder, or a backup missing one', async () => {
    const manifest = await takeBackup({ ...live(), to: backupDir() });
    expect(manifest.privateFiles).toEqual({ files: 0, bytes: 0, sizes: {} });
    const privateDir = path.join(path.dirname(target().databasePath), 'private-files');
    mkdirSync(privateDir, { recursive: true });
    writeFileSync(path.join(privateDir, 'left-over.pdf'), 'x');
    expect(await refusal(restoreBackup({ from: backupDir(), ...target() }))).toContain('private files beside the database) is not empty');
  });
});
