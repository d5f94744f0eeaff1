import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { LAYOUT_CSV_HEADER, LAYOUT_IMPORT_LIMITS } from '../../shared/layouts/import-rows';
import type { Layout } from '../../shared/layouts/types';
import { API_ERRORS, LAYOUT_IMPORT_MESSAGES as IM, LAYOUT_MESSAGES as M, OWNERSHIP_MESSAGES } from '../../shared/messages';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { filesIn, pngBuffer } from '../helpers/files';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof agentsFor>>;
let propertyId: number;
let strangerPropertyId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  const orgId = (await buildOrganization(ctx.db)).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  a = await agentsFor(ctx, orgId, otherOrgId);
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  strangerPropertyId = (await buildProperty(ctx.db, otherOrgId)).id;
});
afterEach(async () => {
  // Imports are read in memory: nothing of them may stay in the app's folders (the database and its generated key aside).
  const left = filesIn(ctx.dir).filter((f) => !f.startsWith('app.db') && f !== 'data-encryption-key');
  await ctx.close();
  expect(left).toEqual([]);
});

const HEADER = 'Building,Floor,Unit,Unit Type,Room,Room Type,Bed';
/** `n` distinct beds: two buildings, five floors, units of two rooms, each room one or two beds. */
const bedLines = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const floor = 1 + Math.floor(i / 10) % 5;
    const unit = floor * 100 + Math.floor((i % 10) / 4) + 1;
    return `${i < n / 2 ? 'North' : 'South'},${floor},${unit},2x2,${'AB'[Math.floor(i / 2) % 2]},${i % 4 < 2 ? 'Shared' : 'Private'},${(i % 2) + 1}-${i}`;
  });
const csv = (lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';
const send = (file: string | Buffer | null, opts: { property?: string | null; name?: string; agent?: typeof a.manager } = {}) => {
  let req = (opts.agent ?? a.manager).post('/api/layouts/import/');
  if (opts.property !== null) req = req.field('property_id', opts.property ?? String(propertyId));
  if (file !== null) req = req.attach('file', typeof file === 'string' ? Buffer.from(file) : file, opts.name ?? 'beds.csv');
  return req;
};
const answer = (res: Response) => ({ status: res.status, body: res.body as unknown });
const stored = async () => (await ctx.db.selectFrom('layouts').select('id').execute()).length;

describe('who may import', () => {
  it('answers 401 signed out, 403 to a student and to maintenance, and refuses another company’s property', async () => {
    const file = csv(bedLines(3));
    expect((await a.anonymous.post('/api/layouts/import/').field('property_id', String(propertyId)).attach('file', Buffer.from(file), 'beds.csv')).status).toBe(401);
    expect((await send(file, { agent: a.student })).status).toBe(403);
    expect((await send(file, { agent: a.maintenance })).status).toBe(403);
    expect(answer(await send(file, { agent: a.stranger }))).toEqual({ status: 400, body: { property_id: [OWNERSHIP_MESSAGES.notYours('property')] } });
    expect(answer(await send(file, { property: String(strangerPropertyId) }))).toEqual({ status: 400, body: { property_id: [OWNERSHIP_MESSAGES.notYours('property')] } });
    expect(await stored()).toBe(0);
  });
});

describe('POST /api/layouts/import/', () => {
  it('imports a good file of 50 beds in one go (201) and lists them', async () => {
    const res = await send(csv(bedLines(50)));
    expect(answer(res)).toEqual({ status: 201, body: { imported: 50 } });
    const list = (await a.manager.get(`/api/layouts/?property=${propertyId}`)).body as Layout[];
    expect(list).toHaveLength(50);
    expect(list.find((l) => l.bed === '1-0')).toEqual({ id: expect.any(Number), property_id: propertyId, building: 'North', floor: '1', unit: '101', unit_type: '2x2', room: 'A', room_type: 'Shared', bed: '1-0', version: 1 });
  });

  it('imports nothing when one row in the middle is bad, and names that row as the spreadsheet numbers it', async () => {
    const lines = bedLines(50);
    lines[24] = 'North,3,301,2x2,,Shared,1';
    const res = await send(csv(lines));
    expect(answer(res)).toEqual({ status: 400, body: { detail: IM.rowErrors(1), rows: [{ row: 26, messages: [M.required.room] }], more_rows: 0 } });
    expect(IM.rowErrors(1)).toBe('1 row has errors; nothing was imported.');
    expect(await stored()).toBe(0);
  });

  it('names every bad row with all its messages, blank lines counted, and imports nothing', async () => {
    const lines = bedLines(6);
    lines[1] = ' , ,101,2x2,A,Shared, ';
    lines[2] = '';
    lines[4] = `South,1,101,2x2,A,${'x'.repeat(101)},1`;
    lines[5] = 'South,1,101,2x2,A,Shared,1,surplus';
    const res = await send(csv(lines));
    expect(answer(res)).toEqual({
      status: 400,
      body: {
        detail: '3 rows have errors; nothing was imported.',
        rows: [
          { row: 3, messages: [M.required.building, M.required.floor, M.required.bed] },
          { row: 6, messages: [`Room Type: ${M.tooLong(100)}`] },
          { row: 7, messages: [IM.valueCount(8, 7)] },
        ],
        more_rows: 0,
      },
    });
    expect(await stored()).toBe(0);
  });

  it('refuses beds twice in the file and beds already stored (any ASCII case), importing nothing', async () => {
    await a.manager.post('/api/layouts/').send({ property_id: propertyId, building: 'north', floor: '1', unit: '101', unit_type: '2x2', room: 'a', room_type: 'Shared', bed: '1-0' });
    const lines = [...bedLines(4), 'NORTH,2,101,4x4,a,Private,2-1'];
    const res = await send(csv(lines));
    expect(answer(res)).toEqual({ status: 400, body: { detail: IM.rowErrors(2), rows: [{ row: 2, messages: [M.duplicateBed] }, { row: 6, messages: [IM.sameAsRow(3)] }], more_rows: 0 } });
    expect(await stored()).toBe(1);
    expect(answer(await send(csv(bedLines(4).slice(1))))).toEqual({ status: 201, body: { imported: 3 } });
  });

  it('reads a BOM, CRLF or LF line ends, quoted values, a forgiving header and Windows-1252 text', async () => {
    const header = ` building , FLOOR,unit,Unit type,ROOM,room type,Bed,,`;
    const text = `\uFEFF${header}\n"Tower, East",1,101,"2x2 ""Deluxe""",A,Shared,1\n`;
    expect(answer(await send(text))).toEqual({ status: 201, body: { imported: 1 } });
    const latin1 = Buffer.concat([Buffer.from(`${HEADER}\r\n`), Buffer.from([0x52, 0xe9, 0x73]), Buffer.from(',1,101,2x2,A,Shared,1\r\n')]);
    expect(answer(await send(latin1))).toEqual({ status: 201, body: { imported: 1 } });
    const rows = await ctx.db.selectFrom('layouts').select(['building', 'unit_type']).orderBy('id').execute();
    expect(rows).toEqual([{ building: 'Tower, East', unit_type: '2x2 "Deluxe"' }, { building: 'Rés', unit_type: '2x2' }]);
  });

  it('refuses a wrong header, an empty file, a header alone and a file that is not well-formed CSV', async () => {
    const wrongHeader = { status: 400, body: { detail: IM.wrongHeader(LAYOUT_CSV_HEADER.join(',')) } };
    expect(answer(await send('Building,Floor,Unit,Type,Room,Room Type,Bed\nA,1,101,2x2,A,Shared,1\n'))).toEqual(wrongHeader);
    expect(answer(await send(bedLines(3).join('\n')))).toEqual(wrongHeader);
    expect(answer(await send('Building;Floor;Unit;Unit Type;Room;Room Type;Bed\nA;1;101;2x2;A;Shared;1\n'))).toEqual(wrongHeader);
    expect(answer(await send(''))).toEqual({ status: 400, body: { detail: IM.empty } });
    expect(answer(await send('\r\n \r\n'))).toEqual({ status: 400, body: { detail: IM.empty } });
    expect(answer(await send(`${HEADER}\r\n\r\n`))).toEqual({ status: 400, body: { detail: IM.noRows } });
    expect(answer(await send(`${HEADER}\nA,1,101,2x2,A,Shared,1\nA,1,"101,2x2,A,Shared,2\n`))).toEqual({ status: 400, body: { detail: IM.unreadable(3) } });
    expect(await stored()).toBe(0);
  });

  it('refuses a missing file or property with 400, a file over 1 MB or 10,000 beds with 413, and a file that is not text with 415', async () => {
    expect(answer(await send(null))).toEqual({ status: 400, body: { detail: IM.fileMissing } });
    expect(answer(await send(csv(bedLines(2)), { property: null }))).toEqual({ status: 400, body: { property_id: [M.propertyRequired] } });
    expect(answer(await send(csv(bedLines(2)), { property: 'abc' }))).toEqual({ status: 400, body: { property_id: [expect.any(String)] } });
    const big = csv(bedLines(2)) + `North,1,101,2x2,A,Shared,"${'x'.repeat(LAYOUT_IMPORT_LIMITS.bytes)}"\n`;
    expect(answer(await send(big))).toEqual({ status: 413, body: { detail: IM.tooLarge(1) } });
    const many = csv(Array.from({ length: LAYOUT_IMPORT_LIMITS.rows + 1 }, (_, i) => `A,1,${i},2x2,A,Shared,1`));
    expect(Buffer.byteLength(many)).toBeLessThan(LAYOUT_IMPORT_LIMITS.bytes);
    expect(answer(await send(many))).toEqual({ status: 413, body: { detail: IM.tooManyRows(10_000) } });
    expect(IM.tooManyRows(10_000)).toBe('This file holds more than 10,000 beds: import at most 10,000 at a time.');
    expect(answer(await send(await pngBuffer(), { name: 'beds.csv' }))).toEqual({ status: 415, body: { detail: IM.notCsv } });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv(bedLines(2)), 'utf16le')]);
    expect(answer(await send(utf16))).toEqual({ status: 415, body: { detail: IM.notCsv } });
    expect((await a.manager.post('/api/layouts/import/').field('property_id', String(propertyId)).attach('csv', Buffer.from(csv(bedLines(2))), 'beds.csv')).status).toBe(400);
    expect((await a.manager.post('/api/layouts/import/').send({ property_id: propertyId })).body).toEqual({ detail: IM.fileMissing });
    expect((await a.manager.post('/api/layouts/import/').set('content-type', 'multipart/form-data; boundary=x').send('--x\r\nbroken')).body).toEqual({ detail: API_ERRORS.malformedUpload });
    expect(await stored()).toBe(0);
  });
});

/**
 * Files of any shape up to 1 MB answer 201 or 400 (the blank-line file used to end the process out
 * of memory, or take seconds). That other requests are answered meanwhile is a figure of
 * `npm run budgets`; here, the structure: the check runs in slices (test/unit/yielding.test.ts).
 */
describe('two imports at once', () => {
  it('of the same beds: one imports them all, the other is refused whole and adds nothing', async () => {
    const file = csv(bedLines(400));
    const answers = await Promise.all([send(file), send(file)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(answers.find((r) => r.status === 201)!.body).toEqual({ imported: 400 });
    expect(await stored()).toBe(400);
  });
});

describe('files of any shape', () => {
  const header = `${HEADER}\n`;
  const pad = (body: string, filler: string) => body + filler.repeat(Math.floor((LAYOUT_IMPORT_LIMITS.bytes - 1024 - body.length) / filler.length));

  async function importWhole(text: string) {
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(LAYOUT_IMPORT_LIMITS.bytes);
    const res = await send(text);
    return { status: res.status, body: res.body as unknown };
  }

  it('imports the beds of a file padded with a megabyte of blank lines, of any kind', async () => {
    for (const [i, filler] of ['\n', '\r\n', ' \n', ',\n', ',,,,,,\n'].entries()) {
      expect(await importWhole(pad(`${header}A,1,10${i},2x2,A,Shared,1\n`, filler))).toEqual({ status: 201, body: { imported: 1 } });
    }
    expect(await stored()).toBe(5);
  });

  it('refuses a megabyte of bad rows, stray quotes or rows past the limit, listing 50 bad rows and counting the rest', async () => {
    const badRows = await importWhole(pad(header + 'a,b\n'.repeat(LAYOUT_IMPORT_LIMITS.rows), '\n'));
    expect(badRows.status).toBe(400);
    const body = badRows.body as { detail: string; rows: unknown[]; more_rows: number };
    expect(body.rows).toHaveLength(50);
    expect(body.rows[0]).toEqual({ row: 2, messages: [M.required.unit, M.required.unit_type, M.required.room, M.required.room_type, M.required.bed] });
    expect(body.detail).toBe(IM.rowErrors(LAYOUT_IMPORT_LIMITS.rows));
    expect(body.more_rows).toBe(LAYOUT_IMPORT_LIMITS.rows - 50);

    for (const [text, expected] of [
      [pad(header, 'a,"b\n'), { detail: IM.unreadable(3) }],
      [pad(header, '"a"b,c\n'), { detail: IM.unreadable(2) }],
      [pad(header, `${bedLines(1)[0]}\n`), { detail: IM.tooManyRows(LAYOUT_IMPORT_LIMITS.rows) }],
    ] as const) {
      expect((await importWhole(text)).body).toEqual(expected);
    }
    expect(await stored()).toBe(0);
  });
});
