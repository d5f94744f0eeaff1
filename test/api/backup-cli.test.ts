import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import SQLite from 'better-sqlite3';
import type { Manifest } from '../../server/backup/manifest';
import { backupSecretsNote, restoreSecretsNote, SIZE_ONLY_WARNING } from '../../server/backup/secrets-note';
import { filesIn } from '../helpers/files';
import { copyDemoData } from '../helpers/template-db';
import { runCli } from '../helpers/cli';

const dir = mkdtempSync(path.join(os.tmpdir(), 'backup-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const data = (name: string) => ({ DATABASE_PATH: path.join(dir, name, 'app.db'), UPLOADS_DIR: path.join(dir, name, 'uploads') });

const run = (script: string, args: string[], env: Record<string, string>) => runCli(script, args, { ...process.env, NODE_OPTIONS: '', ...env });

describe('npm run backup and npm run restore', () => {
  it('say how they are used', () => {
    const backup = run('backup', [], data('live'));
    expect(backup.status).toBe(1);
    expect(backup.stderr.trim()).toBe('Usage: npm run backup -- --to DIR   (DIR: a new or empty folder)');
    const restore = run('restore', [], data('live'));
    expect(restore.status).toBe(1);
    expect(restore.stderr.trim()).toBe('Usage: npm run restore -- --from DIR [--allow-missing]   (DIR: a folder made by npm run backup)');
  });

  it('back up the demo data, warn (exit code 2) about a file missing from the uploads, and restore without it only when told', () => {
    const live = data('live');
    // The demo data as npm run seed:demo leaves it (the run's template; test/api/cli.test.ts runs that script itself).
    if (!copyDemoData(live.DATABASE_PATH, live.UPLOADS_DIR)) expect(run('seed-demo', [], live).status).toBe(0);
    const db = new SQLite(live.DATABASE_PATH);
    const lost = db.prepare("select name from media_files where variant_widths = '' order by name limit 1").pluck().get() as string;
    db.close();
    rmSync(path.join(live.UPLOADS_DIR, lost));

    const to = path.join(dir, 'backup');
    const backup = run('backup', ['--to', to], live);
    expect(backup.stdout).toMatch(/^Backup written to .+ in \d+\.\d s: database \d+\.\d (KB|MB) \(\d+ rows in \d+ tables\), \d+ upload files \(\d+\.\d MB\)\.$/m);
    expect(backup.stderr.trim()).toBe(
      `Warning: 1 files the database references are missing from ${live.UPLOADS_DIR} (UPLOADS_DIR), so the backup lacks them (listed in manifest.json): ${lost}`,
    );
    expect(backup.status).toBe(2);
    const manifest = JSON.parse(readFileSync(path.join(to, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.missing).toEqual([lost]);
    expect(backup.stdout).toContain(
      'Keep this folder private: besides personal data and password hashes, it holds the private documents of rental applications (0 files) and the session secret.\n',
    );
    expect(backup.stdout).toContain(backupSecretsNote(manifest, false));

    const fresh = data('fresh');
    const refused = run('restore', ['--from', to], fresh);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`1 files the backup's database references were already missing from the install when the backup was taken (listed in its manifest): ${lost}.`);
    expect(filesIn(path.join(dir, 'fresh')).filter((f) => f !== 'session-secret' && f !== 'data-encryption-key')).toEqual([]);

    const restored = run('restore', ['--from', to, '--allow-missing'], fresh);
    expect(restored.stdout).toMatch(new RegExp(`^Restored the backup of \\S+ from ${to} in \\d+\\.\\d s: \\d+ rows into ${fresh.DATABASE_PATH}, \\d+ files \\(.+\\) into ${fresh.UPLOADS_DIR}\\.$`, 'm'));
    expect(restored.stderr.trim()).toBe(`Restored without 1 files that were already missing when the backup was taken: ${lost}`);
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(`${restoreSecretsNote(manifest)}\n`);
    expect(filesIn(fresh.UPLOADS_DIR)).toEqual(filesIn(live.UPLOADS_DIR));
  }, 120_000);

  it('say that a key set in DATA_ENCRYPTION_KEY is not in the folder, and that an older backup was checked by size only', () => {
    const withKey = (name: string) => ({ ...data(name), DATA_ENCRYPTION_KEY: 'ab'.repeat(32), SESSION_SECRET: 's'.repeat(40) });
    const live = withKey('keyed');
    expect(run('migrate', [], live).status).toBe(0);
    const to = path.join(dir, 'keyed-backup');
    const backup = run('backup', ['--to', to], live);
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(
      'Keep this folder private: besides personal data and password hashes, it holds the private documents of rental applications (0 files).\n' +
        'The data encryption key is NOT in it (DATA_ENCRYPTION_KEY is set): keep that key separately, or the identity numbers in this backup cannot be read after a restore.\n',
    );
    expect(filesIn(to)).not.toContain('data-encryption-key');

    // As a backup from before manifests recorded checksums.
    const file = path.join(to, 'manifest.json');
    const { sha256: _sums, ...older } = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    writeFileSync(file, JSON.stringify(older));
    const restored = run('restore', ['--from', to], withKey('keyed-fresh'));
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain(
      'The backup holds no data encryption key. If DATA_ENCRYPTION_KEY was set when it was taken, start the server with that same DATA_ENCRYPTION_KEY, or the identity numbers in it cannot be read (the server refuses another key); if none was ever made, the server makes one at its first start.\n',
    );
    expect(restored.stderr.trim()).toBe(SIZE_ONLY_WARNING);
  }, 60_000);
});
