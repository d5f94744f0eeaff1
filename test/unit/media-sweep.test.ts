import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import pino from 'pino';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { MEDIA_COLUMNS } from '../../server/queries/media-files';
import { seedDemo as drawDemo } from '../../server/seed/demo';
import { sweepPrivateFiles, sweepUploads } from '../../server/uploads/sweep';
import { PRIVATE_FILE_COLUMNS } from '../../server/queries/private-file-names';
import { variantName } from '../../shared/media';
import { filesIn } from '../helpers/files';
import { mediaLeaks } from '../helpers/media';
import { copyDemoData } from '../helpers/template-db';

let dir: string;
let uploads: string;
let db: Db;
let logLines: Record<string, unknown>[];
const logger = () =>
  pino(
    { level: 'info', base: undefined },
    new Writable({
      write(chunk, _enc, cb) {
        logLines.push(JSON.parse(String(chunk)));
        cb();
      },
    }),
  );

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
  uploads = path.join(dir, 'uploads');
  db = openDatabase(path.join(dir, 'app.db'));
  await migrateToLatest(db);
  logLines = [];
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const hex = (n: number) => n.toString(16).padStart(32, '0');
const put = (name: string) => {
  fs.mkdirSync(path.dirname(path.join(uploads, name)), { recursive: true });
  fs.writeFileSync(path.join(uploads, name), 'x');
};
const addRow = (name: string, variantWidths = '') =>
  db.insertInto('media_files').values({ name, kind: 'image', mime: 'image/png', size: 1, width: 2000, height: 1000, original_name: 'a.png', variant_widths: variantWidths }).execute();

/** The database becomes the demo install, as seedDemo leaves it (the run's template, drawn once: test/helpers/template-db.ts). */
async function seedDemo() {
  await db.destroy();
  const copied = copyDemoData(path.join(dir, 'app.db'), uploads);
  db = openDatabase(path.join(dir, 'app.db'));
  if (!copied) await drawDemo(db, uploads);
}

describe('sweepUploads', () => {
  it('leaves a clean demo install as it is and logs nothing', async () => {
    await seedDemo();
    const before = filesIn(uploads);
    expect(before.length).toBeGreaterThan(10);
    const report = await sweepUploads(db, uploads, logger());
    expect(report).toEqual({ tempFiles: [], unusedRows: [], strayFiles: [], rowsWithoutFiles: [] });
    expect(filesIn(uploads)).toEqual(before);
    expect(logLines).toEqual([]);
  });

  it('removes temp files, files without a row, copies no row lists and unused rows with their files; reports rows whose files are gone', async () => {
    await seedDemo();
    const [kept, lost] = await db.selectFrom('properties').select('background_image').orderBy('id').limit(2).execute();
    const seeded = filesIn(uploads);

    // What a crash mid-upload leaves: the temp upload, and the stored file with its copies but no row.
    put('.tmp/0123abcd0123abcd0123abcd0123abcd');
    put(hex(1) + '.png');
    put(variantName(hex(1) + '.png', 480));
    // A copy at a width its row does not list.
    put(variantName(kept!.background_image!, 123));
    // A row nothing points at (left by an older version), with its file and copy.
    await addRow(hex(2) + '.jpg', '480');
    put(hex(2) + '.jpg');
    put(variantName(hex(2) + '.jpg', 480));
    // Files the server did not name are not its to remove.
    put('README.txt');
    put('.gitkeep');
    // A record's file deleted by hand: its row stays and is reported.
    fs.rmSync(path.join(uploads, lost!.background_image!));

    const report = await sweepUploads(db, uploads, logger());

    expect(report).toEqual({
      tempFiles: ['0123abcd0123abcd0123abcd0123abcd'],
      unusedRows: [hex(2) + '.jpg'],
      strayFiles: [hex(1) + '.png', variantName(hex(1) + '.png', 480), variantName(hex(2) + '.jpg', 480), hex(2) + '.jpg', variantName(kept!.background_image!, 123)].sort(),
      rowsWithoutFiles: [{ name: lost!.background_image!, missing: [lost!.background_image!] }],
    });
    expect(filesIn(uploads)).toEqual([...seeded.filter((f) => f !== lost!.background_image), 'README.txt'].sort());
    expect(await db.selectFrom('media_files').select('name').where('name', '=', lost!.background_image!).executeTakeFirst()).toBeDefined();
    expect((await mediaLeaks(db, uploads)).unreferencedRows).toEqual([]);
    expect((await mediaLeaks(db, uploads)).strayFiles).toEqual(['README.txt']);

    expect(logLines).toEqual([
      expect.objectContaining({ level: 40, tempFiles: 1, unusedRows: report.unusedRows, strayFiles: report.strayFiles }),
      expect.objectContaining({ level: 40, count: 1, rows: report.rowsWithoutFiles }),
    ]);
  });

  it('starts on an install without an uploads folder', async () => {
    expect(await sweepUploads(db, uploads, logger())).toEqual({ tempFiles: [], unusedRows: [], strayFiles: [], rowsWithoutFiles: [] });
  });
});

describe('MEDIA_COLUMNS', () => {
  it('lists every foreign key to media_files, so no reference is missed when deciding a row is unused', async () => {
    const { rows } = await sql<{ table: string; column: string }>`
      select m.name as "table", f."from" as "column" from sqlite_master m, pragma_foreign_key_list(m.name) f
      where m.type = 'table' and f."table" = 'media_files' order by 1`.execute(db);
    expect(Object.fromEntries(rows.map((r) => [r.table, r.column]))).toEqual(MEDIA_COLUMNS);
  });
});

describe('sweepPrivateFiles', () => {
  it('removes generated private files no application lists, and leaves listed and foreign files', async () => {
    const privateDir = path.join(dir, 'private-files');
    fs.mkdirSync(privateDir);
    const org = (await db.insertInto('organizations').values({ name: 'Co' }).returning('id').executeTakeFirstOrThrow()).id;
    const property = (await db.insertInto('properties').values({ name: 'P', organization_id: org }).returning('id').executeTakeFirstOrThrow()).id;
    const user = (await db.insertInto('users').values({ email: 's@example.com', password_hash: 'x', first_name: 'S', last_name: 'T' }).returning('id').executeTakeFirstOrThrow()).id;
    const request = (await db.insertInto('reservation_requests').values({ user_id: user, organization_id: org, property_id: property }).returning('id').executeTakeFirstOrThrow()).id;
    const app = (await db.insertInto('rental_applications').values({ organization_id: org, user_id: user, reservation_request_id: request }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('application_files').values({ application_id: app, question_key: 'd_proof_file', name: `${hex(1)}.pdf`, original_name: 'proof.pdf', mime: 'application/pdf', size: 1 }).execute();
    for (const name of [`${hex(1)}.pdf`, `${hex(2)}.png`, 'notes.txt']) fs.writeFileSync(path.join(privateDir, name), 'x');
    expect(await sweepPrivateFiles(db, privateDir, logger())).toEqual([`${hex(2)}.png`]);
    expect(fs.readdirSync(privateDir).sort()).toEqual([`${hex(1)}.pdf`, 'notes.txt']);
    expect(logLines.some((l) => l.msg === 'private files sweep: removed files no row lists')).toBe(true);
    expect(await sweepPrivateFiles(db, path.join(dir, 'none-yet'), logger())).toEqual([]);
  });

  // property_resources.resource_file names a public upload (the media sweep's).
  it('knows every column that names a private file (a column it missed would lose its files at the next start)', async () => {
    const { rows } = await sql<{ table: string; column: string }>`
      select m.name as "table", c.name as "column" from sqlite_master m, pragma_table_info(m.name) c
      where m.type = 'table' and m.name <> 'property_resources' and (c.name like '%\_file' escape '\\' or m.name in ('application_files', 'ticket_photos') and c.name = 'name') order by 1, 2`.execute(db);
    const listed = Object.entries(PRIVATE_FILE_COLUMNS).flatMap(([table, columns]) => columns.map((column) => ({ table, column })));
    expect(rows).toEqual(listed.sort((a, b) => a.table.localeCompare(b.table) || a.column.localeCompare(b.column)));
  });
});
