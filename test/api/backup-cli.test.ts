import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import SQLite from 'better-sqlite3';
import { filesIn } from '../helpers/files';

const dir = mkdtempSync(path.join(os.tmpdir(), 'backup-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const data = (name: string) => ({ DATABASE_PATH: path.join(dir, name, 'app.db'), UPLOADS_DIR: path.join(dir, name, 'uploads') });

const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(path.resolve('node_modules/.bin/tsx'), [`server/cli/${script}.ts`, ...args], {
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

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
    expect(run('seed-demo', [], live).status).toBe(0);
    const db = new SQLite(live.DATABASE_PATH);
    const lost = db.prepare("select name from media_files where variant_widths = '' order by name limit 1").pluck().get() as string;
    db.close();
    rmSync(path.join(live.UPLOADS_DIR, lost));

    const to = path.join(dir, 'backup');
    const backup = run('backup', ['--to', to], live);
    expect(backup.stdout).toMatch(/^Backup written to .+ in \d+\.\d s: database \d+\.\d KB \(\d+ rows in \d+ tables\), \d+ upload files \(\d+\.\d MB\)\.$/m);
    expect(backup.stderr.trim()).toBe(
      `Warning: 1 files the database references are missing from ${live.UPLOADS_DIR} (UPLOADS_DIR), so the backup lacks them (listed in manifest.json): ${lost}`,
    );
    expect(backup.status).toBe(2);
    expect(JSON.parse(readFileSync(path.join(to, 'manifest.json'), 'utf8')).missing).toEqual([lost]);

    const fresh = data('fresh');
    const refused = run('restore', ['--from', to], fresh);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`1 files the backup's database references were already missing from the install when the backup was taken (listed in its manifest): ${lost}.`);
    expect(filesIn(path.join(dir, 'fresh')).filter((f) => f !== 'session-secret' && f !== 'data-encryption-key')).toEqual([]);

    const restored = run('restore', ['--from', to, '--allow-missing'], fresh);
    expect(restored.stdout).toMatch(new RegExp(`^Restored the backup of \\S+ from ${to} in \\d+\\.\\d s: \\d+ rows into ${fresh.DATABASE_PATH}, \\d+ files \\(.+\\) into ${fresh.UPLOADS_DIR}\\.$`, 'm'));
    expect(restored.stderr.trim()).toBe(`Restored without 1 files that were already missing when the backup was taken: ${lost}`);
    expect(restored.status).toBe(0);
    expect(filesIn(fresh.UPLOADS_DIR)).toEqual(filesIn(live.UPLOADS_DIR));
  }, 120_000);
});
