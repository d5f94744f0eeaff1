import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SIGNING_MESSAGES as M, VERIFY_TEXTS as T } from '../../shared/leases/signing-texts';
import { API_ERRORS } from '../../shared/messages';
import { packetCode } from '../../shared/leases/signed-pages';
import { seedIssuedPdfs, sha256Of, samplePdf, type IssuedPdfs } from '../../scripts/lib/issued-pdfs';
import { createApp } from '../../server/app';
import { VERIFY_PER_ADDRESS } from '../../server/auth/rate-limits';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let issued: IssuedPdfs;

const TABLES = ['lease_documents', 'lease_final_documents', 'lease_certificates', 'leases', 'media_files', 'audit_events'] as const;

/** Every row count that verification must leave alone, and every file under the data folder. */
async function everything() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const files = readdirSync(ctx.dir, { recursive: true, encoding: 'utf8' }).filter((name) => !name.startsWith('app.db')).sort();
  return { counts, files };
}

/** The code the packet's pages print: of the one document's original SHA-256. */
const packet = () => packetCode(createHash('sha256').update(sha256Of(issued.original)).digest('hex'));
const byHash = (sha256: unknown) => request(ctx.app).post('/api/verify/').send({ sha256 });
const byFile = (bytes: Buffer, filename = 'lease.pdf', contentType = 'application/pdf') => request(ctx.app).post('/api/verify/').attach('file', bytes, { filename, contentType });

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  issued = await seedIssuedPdfs(ctx.db, 1, { documentName: 'Lease Agreement 2026–2027' });
});
afterAll(() => ctx.close());

describe('POST /api/verify/', () => {
  it('finds an original document by its SHA-256, signed out, and tells only the document, company, date and lease status', async () => {
    const res = await byHash(sha256Of(issued.original));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ issued: true, kind: 'original', document: 'Lease Agreement 2026–2027', company: issued.company, issued_at: issued.createdAt.original, lease_status: 'Executed', packet_id: packet() });
    expect(JSON.stringify(res.body)).not.toMatch(/Zoë|Private|@|lease_id|"id"/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('finds the final stamped PDF and the certificate of completion', async () => {
    expect((await byHash(sha256Of(issued.final))).body).toEqual({ issued: true, kind: 'final', document: 'Lease Agreement 2026–2027', company: issued.company, issued_at: issued.createdAt.final, lease_status: 'Executed', packet_id: packet() });
    expect((await byHash(sha256Of(issued.certificate))).body).toEqual({
      issued: true,
      kind: 'certificate',
      document: 'Certificate of Completion',
      company: issued.company,
      issued_at: issued.createdAt.certificate,
      lease_status: 'Executed',
      packet_id: packet(),
    });
  });

  it('forgives upper case and spaces around a pasted SHA-256', async () => {
    expect((await byHash(`  ${sha256Of(issued.original).toUpperCase()}\n`)).body).toMatchObject({ issued: true, kind: 'original' });
  });

  it('answers not issued for a SHA-256 nothing here has', async () => {
    const res = await byHash('0'.repeat(64));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ issued: false });
  });

  it('hashes an uploaded PDF and finds the original; the same bytes with one byte changed are not issued here; nothing is kept', async () => {
    const before = await everything();
    const res = await byFile(issued.original);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ issued: true, kind: 'original', document: 'Lease Agreement 2026–2027' });

    const changed = Buffer.from(issued.original);
    changed[changed.length - 10] = changed[changed.length - 10]! ^ 1;
    const refused = await byFile(changed);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ issued: false });
    expect(await everything()).toEqual(before);
  });

  it('hashes a large upload as it streams (1 MB, the certificate padded likewise)', async () => {
    const big = samplePdf('large', 1024 * 1024);
    expect((await byFile(big)).body).toEqual({ issued: false });
    expect((await byFile(issued.final)).body).toMatchObject({ issued: true, kind: 'final' });
  });

  it('refuses bad input with the exact messages, whatever was sent, and writes nothing', async () => {
    const before = await everything();
    const cases: [request.Test, number, unknown][] = [
      [request(ctx.app).post('/api/verify/').send({}), 400, { non_field_errors: [M.verifyNeedsInput] }],
      [request(ctx.app).post('/api/verify/'), 400, { non_field_errors: [M.verifyNeedsInput] }],
      [byHash(''), 400, { non_field_errors: [M.verifyNeedsInput] }],
      [byHash('abc'), 400, { sha256: [M.verifyBadHash] }],
      [byHash('g'.repeat(64)), 400, { sha256: [M.verifyBadHash] }],
      [byHash('a'.repeat(65)), 400, { sha256: [M.verifyBadHash] }],
      [byHash(12), 400, { sha256: [M.verifyBadHash] }],
      [byHash(['a'.repeat(64)]), 400, { sha256: [M.verifyBadHash] }],
      // Multipart with neither, with an empty file input (a browser sends it), with both.
      [request(ctx.app).post('/api/verify/').field('sha256', ''), 400, { non_field_errors: [M.verifyNeedsInput] }],
      [request(ctx.app).post('/api/verify/').attach('file', Buffer.alloc(0), { filename: '', contentType: 'application/octet-stream' }), 400, { non_field_errors: [M.verifyNeedsInput] }],
      [request(ctx.app).post('/api/verify/').field('sha256', sha256Of(issued.original)).attach('file', issued.original, 'lease.pdf'), 400, { non_field_errors: [M.verifyBothGiven] }],
      [byFile(Buffer.from('PK\u0003\u0004 a zip, not a PDF'), 'lease.pdf'), 415, { file: [M.verifyNotPdf] }],
      [byFile(Buffer.alloc(0), 'empty.pdf'), 415, { file: [M.verifyNotPdf] }],
    ];
    for (const [req, status, body] of cases) {
      const res = await req;
      expect({ status: res.status, body: res.body as unknown }).toEqual({ status, body });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a body of a thousand fields, a file over 20 MB and a flood of parts with a clean 4xx', async () => {
    const before = await everything();
    const fields = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x']));
    const many = await request(ctx.app).post('/api/verify/').send({ sha256: sha256Of(issued.original), ...fields });
    expect(many.status).toBe(400);

    const huge = await request(ctx.app).post('/api/verify/').attach('file', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024)]), 'huge.pdf');
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ file: [M.verifyFileTooLarge] });

    let flood = request(ctx.app).post('/api/verify/');
    for (let i = 0; i < 1000; i++) flood = flood.field(`f${i}`, 'x');
    const flooded = await flood;
    expect(flooded.status).toBe(400);
    expect(flooded.body).toEqual({ detail: expect.any(String) });

    const other = await request(ctx.app).post('/api/verify/').attach('document', issued.original, 'lease.pdf');
    expect(other.status).toBe(400);

    const cut = await request(ctx.app).post('/api/verify/').set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4');
    expect(cut.status).toBe(400);

    const tooBigJson = await request(ctx.app).post('/api/verify/').set('Content-Type', 'application/json').send(`{"sha256":"${'a'.repeat(2 * 1024 * 1024)}"}`);
    expect(tooBigJson.status).toBe(413);
    expect(await everything()).toEqual(before);
    expect(readdirSync(path.join(ctx.config.uploadsDir)).filter((name) => name === '.tmp').flatMap(() => readdirSync(path.join(ctx.config.uploadsDir, '.tmp')))).toEqual([]);
  });
});

describe('POST /new/verify (the page, without JavaScript)', () => {
  const page = () => request(ctx.app).post('/new/verify');
  /** The page's text without tags, as a reader sees it. */
  const shown = (res: request.Response) => res.text.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

  it('answers an uploaded PDF issued here with the page showing what it is, and nothing personal', async () => {
    const res = await page().attach('file', issued.final, 'signed.pdf').field('sha256', '');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = shown(res);
    expect(text).toContain(T.title);
    expect(text).toContain(T.issued);
    expect(text).toContain(T.kinds.final);
    expect(text).toContain('Lease Agreement 2026–2027');
    expect(text).toContain(issued.company);
    expect(text).toContain('November 22, 2026');
    expect(text).toContain(`${T.packetLabel} ${packet()}`);
    expect(text).not.toMatch(/Zoë|Private|verify\.\w+@example\.com/);
  });

  it('answers a changed file, and a pasted SHA-256 nothing here has, with not issued here', async () => {
    const changed = Buffer.from(issued.certificate);
    changed[20] = changed[20]! ^ 1;
    for (const res of [await page().attach('file', changed, 'certificate.pdf'), await page().field('sha256', 'f'.repeat(64))]) {
      expect(res.status).toBe(200);
      expect(shown(res)).toContain(T.notIssued);
      expect(shown(res)).toContain(T.notIssuedExplained);
    }
    expect(shown(await page().field('sha256', sha256Of(issued.certificate)))).toContain(T.kinds.certificate);
  });

  it('shows the API\'s messages with its status, keeping what was typed', async () => {
    const bad = await page().field('sha256', 'not a hash');
    expect(bad.status).toBe(400);
    expect(shown(bad)).toContain(M.verifyBadHash);
    expect(bad.text).toContain('value="not a hash"');
    const none = await page().field('sha256', '').attach('file', Buffer.alloc(0), { filename: '', contentType: 'application/octet-stream' });
    expect(none.status).toBe(400);
    expect(shown(none)).toContain(M.verifyNeedsInput);
    const notPdf = await page().attach('file', Buffer.from('just text'), 'notes.pdf');
    expect(notPdf.status).toBe(415);
    expect(shown(notPdf)).toContain(M.verifyNotPdf);
    let flood = page();
    for (let i = 0; i < 50; i++) flood = flood.field(`f${i}`, 'x');
    expect((await flood).status).toBe(400);
  });
});

describe('the verification limit', () => {
  it(`answers 429 after ${VERIFY_PER_ADDRESS} verifications from one address, API and page alike`, async () => {
    const limited = await createTestContext({ demo: true });
    try {
      for (let i = 0; i < VERIFY_PER_ADDRESS; i++) expect((await request(limited.app).post('/api/verify/').send({ sha256: '0'.repeat(64) })).status).toBe(200);
      const api = await request(limited.app).post('/api/verify/').send({ sha256: '0'.repeat(64) });
      expect(api.status).toBe(429);
      expect(api.body).toEqual({ detail: expect.any(String) });
      const page = await request(limited.app).post('/new/verify').field('sha256', '0'.repeat(64));
      expect(page.status).toBe(429);
      expect(page.text).toContain(API_ERRORS.tooManyRequests);
    } finally {
      await limited.close();
    }
  });

  it(`counts an address across instances on one database: two together allow ${VERIFY_PER_ADDRESS}, and one started later still knows`, async () => {
    const limited = await createTestContext({ demo: true });
    const instance = () => createApp({ db: limited.db, config: limited.config, mailer: limited.mailer, logger: limited.logger, assetsDir: path.resolve('dist/client') });
    try {
      const [a, b] = [limited.app, instance()];
      const statuses: number[] = [];
      // Each instance in turn, the API on one and the page's form post on the other.
      for (let i = 0; i < VERIFY_PER_ADDRESS; i++) {
        const res = i % 2 ? await request(b).post('/new/verify').field('sha256', '0'.repeat(64)) : await request(a).post('/api/verify/').send({ sha256: '0'.repeat(64) });
        statuses.push(res.status);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect((await request(a).post('/api/verify/').send({ sha256: '0'.repeat(64) })).status).toBe(429);
      expect((await request(b).post('/api/verify/').send({ sha256: '0'.repeat(64) })).status).toBe(429);
      expect((await request(instance()).post('/new/verify').field('sha256', '0'.repeat(64))).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
