import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { variantName } from '../../shared/media';
import { filesIn, pngBuffer } from '../helpers/files';
import { mediaLeaks } from '../helpers/media';
import { copyDemoData } from '../helpers/template-db';
import { createManager } from './manager-helpers';
import { withDb } from './page-helpers';
import { startServer, type RunningServer } from './server-process';

/**
 * A kill -9 can land at any moment of an upload or a replace. Whatever it leaves (a temp upload, a
 * stored file whose row was never written, a row whose record was replaced), the next start sweeps
 * it away before serving, and reports a row whose file is gone.
 */

let servers: RunningServer[] = [];
let dir: string | undefined;
afterEach(async () => {
  for (const s of servers) await s.stop();
  servers = [];
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const account = { email: 'crash-manager@example.com', password: 'Crash-test-1', firstName: 'Casey' };

async function signIn(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: account.email, password: account.password }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Starts a multipart upload of `size` bytes, sends the first `sent` bytes of it and leaves it hanging. */
function startSlowUpload(server: RunningServer, token: string, urlPath: string, size: number, sent: number): void {
  const boundary = 'crash-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { port } = new URL(server.url);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: urlPath,
    headers: { Authorization: `Token ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + size + tail.length },
  });
  req.on('error', () => undefined); // the server dies under it
  req.write(head);
  req.write(Buffer.alloc(sent, 7));
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('media after a crash', () => {
  it('kill -9 mid-upload, plus the leftovers of crashes at other moments: the next start removes them all and reports a row whose file is gone', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'media-crash-'));
    const uploads = path.join(dir, 'uploads');
    const env = { DATABASE_PATH: path.join(dir, 'app.db'), UPLOADS_DIR: uploads };
    copyDemoData(env.DATABASE_PATH, uploads); // the demo company with its images, as a first start seeds it (drawn once per run)
    const first = await startServer(env);
    servers.push(first);
    await createManager(first, account);
    const token = await signIn(first);
    const seeded = filesIn(uploads);

    // A 4 MB header image, 1 MB of it sent: multer is writing the temp file when the process is killed.
    startSlowUpload(first, token, '/api/properties/1/upload_header/', 4 * 1024 * 1024, 1024 * 1024);
    const temp = () => filesIn(uploads).filter((f) => f.startsWith('.tmp/'));
    await until(() => temp().length === 1 && statSync(path.join(uploads, temp()[0]!)).size > 0, 'the temp upload');
    first.proc.kill('SIGKILL');
    await first.exited;
    expect(temp()).toHaveLength(1);

    // Killed between moving a file into place and committing its row: the file and its copy, no row.
    const orphan = `${'ab'.repeat(16)}.png`;
    writeFileSync(path.join(uploads, orphan), await pngBuffer(1000, 40));
    writeFileSync(path.join(uploads, variantName(orphan, 480)), 'webp');
    // A row an older version left behind when two replaces raced, with its file.
    const unused = `${'cd'.repeat(16)}.png`;
    writeFileSync(path.join(uploads, unused), await pngBuffer());
    await withDb(first, (db) => db.insertInto('media_files').values({ name: unused, kind: 'image', mime: 'image/png', size: 1, width: 64, height: 48, original_name: 'old.png' }).execute());
    // A property's header file lost by hand: reported, not removed.
    const header = await withDb(first, async (db) => (await db.selectFrom('properties').select('background_image').where('id', '=', 2).executeTakeFirstOrThrow()).background_image!);
    rmSync(path.join(uploads, header));
    // An operator's own file in the folder is not the server's to remove.
    mkdirSync(path.join(uploads, 'notes'), { recursive: true });
    writeFileSync(path.join(uploads, 'notes', 'readme.txt'), 'keep me');

    const second = await startServer(env);
    servers.push(second);

    expect(filesIn(uploads)).toEqual([...seeded.filter((f) => f !== header), 'notes/readme.txt'].sort());
    expect(await withDb(second, (db) => mediaLeaks(db, uploads))).toEqual({ unreferencedRows: [], strayFiles: ['notes/readme.txt'], rowsWithoutFiles: [header] });
    const log = second.output();
    expect(log).toContain('uploads sweep: removed leftover files and unused media rows');
    expect(log).toContain(unused);
    expect(log).toContain(orphan);
    expect(log).toContain('uploads sweep: media rows whose files are missing');
    expect(log).toContain(header);

    // And it serves: the public page, and a new upload.
    expect((await fetch(`${second.url}/new/property/1`)).status).toBe(200);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await pngBuffer())], { type: 'image/png' }), 'after.png');
    const res = await fetch(`${second.url}/api/properties/1/upload_header/`, { method: 'POST', headers: { Authorization: `Token ${await signIn(second)}` }, body: form });
    expect(res.status).toBe(201);
    expect(await withDb(second, (db) => mediaLeaks(db, uploads))).toEqual({ unreferencedRows: [], strayFiles: ['notes/readme.txt'], rowsWithoutFiles: [header] });
  }, 120_000);
});
