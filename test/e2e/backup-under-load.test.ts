import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import type { Manifest } from '../../server/backup/manifest';
import { parseVariantWidths, variantName } from '../../shared/media';
import { copyDemoData } from '../helpers/template-db';
import { createManager } from './manager-helpers';
import { startServer, type RunningServer } from './server-process';
import { cliArgs } from '../helpers/cli';

const run = promisify(execFile);
const work = mkdtempSync(path.join(os.tmpdir(), 'backup-load-'));
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
});

const dataEnv = (name: string) => ({ DATABASE_PATH: path.join(work, name, 'data', 'app.db'), UPLOADS_DIR: path.join(work, name, 'uploads') });

/** Runs a command line script without blocking this process (the load keeps going meanwhile). */
async function cli(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, cliArgs(script, args), {
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 120_000,
    });
    return { status: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every table's row count and the files the media rows reference, read from a database file. */
function contents(file: string) {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[];
    const rows = Object.fromEntries(tables.map((t) => [t, db.prepare(`select count(*) from "${t}"`).pluck().get() as number]));
    const media = db.prepare('select name, variant_widths from media_files').all() as { name: string; variant_widths: string }[];
    const files = media.flatMap((m) => [m.name, ...parseVariantWidths(m.variant_widths).map((w) => variantName(m.name, w))]);
    const images = db.prepare('select id, property_id from property_images order by id').all() as { id: number; property_id: number }[];
    return { rows, files, images };
  } finally {
    db.close();
  }
}

describe('backup and restore of a running server', () => {
  it('backs up under a load of uploads and deletes, restores into a fresh folder, and the restored server has every row and file', async () => {
    // The demo company as a first start loads it (the run's template: its images are drawn once per run).
    copyDemoData(dataEnv('live').DATABASE_PATH, dataEnv('live').UPLOADS_DIR);
    const live = await startServer(dataEnv('live'));
    servers.push(live);
    const manager = { email: 'backup.manager@example.com', password: 'Backup-Manager-1', firstName: 'Bea' };
    await createManager(live, manager);
    const signIn = await fetch(`${live.url}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: manager.email, password: manager.password }) });
    const { token } = (await signIn.json()) as { token: string };
    const auth = { Authorization: `Token ${token}` };
    const demoImages = contents(live.env.DATABASE_PATH!).rows.property_images!;

    // Three writers: each uploads a photo (stored with its resized copies) and deletes every other one.
    const photo = await sharp({ create: { width: 1100, height: 700, channels: 3, background: '#6a8caf', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg().toBuffer();
    let running = true;
    const acknowledged: number[] = [];
    const failures: string[] = [];
    const writer = async (n: number) => {
      for (let i = 0; running; i++) {
        const form = new FormData();
        form.append('prop', String((i % 3) + 1));
        form.append('caption', `Load ${n}-${i}`);
        form.append('image', new Blob([photo], { type: 'image/jpeg' }), `load-${n}-${i}.jpg`);
        const created = await fetch(`${live.url}/api/property-images/`, { method: 'POST', headers: auth, body: form });
        if (created.status !== 201) {
          failures.push(`POST ${created.status}`);
          continue;
        }
        acknowledged.push(Date.now());
        const { id } = (await created.json()) as { id: number };
        if (i % 2 === 1) {
          const deleted = await fetch(`${live.url}/api/property-images/${id}/`, { method: 'DELETE', headers: auth });
          if (deleted.status !== 204) failures.push(`DELETE ${deleted.status}`);
          else acknowledged.push(Date.now());
        }
      }
    };
    const writers = [1, 2, 3].map(writer);
    while (acknowledged.length < 12) await new Promise((r) => setTimeout(r, 50));

    const backupDir = path.join(work, 'backup');
    const backupStarted = Date.now();
    const backup = await cli('backup', ['--to', backupDir], live.env);
    const backupEnded = Date.now();
    running = false;
    await Promise.all(writers);
    expect(failures).toEqual([]);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backup written to .+ in \d+\.\d s: database .+ \(\d+ rows in \d+ tables\), \d+ upload files \(.+\)\.$/m);
    expect(backup.status).toBe(0);
    const writesDuringBackup = acknowledged.filter((t) => t >= backupStarted && t <= backupEnded).length;
    expect(writesDuringBackup).toBeGreaterThan(0);
    await live.stop();

    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
    const snapshotAt = Date.parse(manifest.createdAt);
    const afterSnapshot = acknowledged.filter((t) => t >= snapshotAt && t <= backupEnded).length;
    console.log(
      `backup under load: ${writesDuringBackup} writes acknowledged while the command ran, ${afterSnapshot} after the database copy; ` +
        `${manifest.attempts} database copies, ${manifest.durationMs} ms, ${manifest.uploads.files} files`,
    );
    expect(manifest.missing).toEqual([]);
    expect(manifest.database.rows.property_images).toBeGreaterThan(demoImages);
    const backedUp = contents(path.join(backupDir, 'database.db'));
    expect(backedUp.rows).toEqual(manifest.database.rows);
    expect(Object.keys(manifest.uploads.sizes).sort()).toEqual([...backedUp.files].sort());

    const fresh = dataEnv('restored');
    const restore = await cli('restore', ['--from', backupDir], fresh);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain(`Restored the backup of ${manifest.createdAt} from ${backupDir} in `);
    expect(restore.status).toBe(0);
    expect(contents(fresh.DATABASE_PATH).rows).toEqual(manifest.database.rows);

    const restored = await startServer(fresh);
    servers.push(restored);
    expect(contents(fresh.DATABASE_PATH).rows).toEqual(manifest.database.rows);
    for (const name of backedUp.files) {
      const res = await fetch(`${restored.url}/uploads/${name}`);
      expect([name, res.status]).toEqual([name, 200]);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(readFileSync(path.join(backupDir, 'uploads', name)))).toBe(true);
    }
    // The token issued before the backup still works, and the gallery lists every image row.
    for (const propertyId of [1, 2, 3, 4]) {
      const res = await fetch(`${restored.url}/api/property-images/?prop=${propertyId}`, { headers: auth });
      expect(res.status).toBe(200);
      const listed = ((await res.json()) as { id: number }[]).map((image) => image.id).sort((a, b) => a - b);
      expect(listed).toEqual(backedUp.images.filter((image) => image.property_id === propertyId).map((image) => image.id));
    }

    // A second run into the same folders is refused with a clear message.
    const again = await cli('backup', ['--to', backupDir], fresh);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe(`The backup folder ${backupDir} is not empty: a backup goes into a new or empty folder.`);
    const over = await cli('restore', ['--from', backupDir], fresh);
    expect(over.status).toBe(1);
    expect(over.stderr.trim()).toBe(
      `A database is already at ${fresh.DATABASE_PATH}, ${fresh.DATABASE_PATH}-wal, ${fresh.DATABASE_PATH}-shm (DATABASE_PATH): a backup is restored only into an empty data folder. Move those files away first.`,
    );
  }, 240_000);
});
