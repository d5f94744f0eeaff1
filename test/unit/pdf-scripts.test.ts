import { afterAll, describe, expect, it } from '@jest/globals';
import { Font } from '@react-pdf/renderer';
import { document as doc, heading, paragraph as p, text, variable } from '../../shared/documents/build';
import { renderPdf } from '../../server/documents/pdf/render-pdf';
import { scriptRuns, wrapLines } from '../../server/documents/pdf/script-runs';
import { scriptFamiliesFor } from '../../server/documents/pdf/script-fonts';
import { certificatePdf, type CertificateInput } from '../../server/documents/signing/certificate-pdf';
import { statementOf } from '../../server/documents/statement/statement-facts';
import { statementPdf } from '../../server/documents/statement/statement-pdf';
import { popplerTools } from './poppler';

const tools = popplerTools('pdf-scripts-');
afterAll(() => tools.remove());

const TENANT = '张伟';
const GUARANTOR = '山田太郎';
const LANDLORD = '김민준';
const COMPANY = 'Campus Edge Living';
const SCRIPT_FAMILIES = ['Noto Serif SC', 'Noto Serif KR'];

/** pdffonts' rows: each embedded face's name (subset prefix off) and whether it is embedded and subset. */
const fontsOf = (pdf: Uint8Array) =>
  tools
    .run('pdffonts', pdf)
    .output.split('\n')
    .slice(2)
    .filter(Boolean)
    .map((row) => ({ name: row.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''), embeddedSubset: /\syes\s+yes\s+yes\s/.test(row) }));
/** The PDF's text with its lines joined by single spaces. */
const flat = (pdf: Uint8Array) => tools.text(pdf).replace(/\s+/g, ' ');

const lease = (values: Record<string, string>) =>
  renderPdf(
    {
      title: 'Lease',
      companyName: COMPANY,
      doc: doc(
        heading(1, 'Residential Lease Agreement'),
        p(text('This lease is made between '), variable('company_name'), text(' and '), variable('student_full_name'), text(', guaranteed by '), variable('guarantor_full_name'), text('.')),
        p(text('Keep the unit clean.', [{ type: 'italic' }])),
      ),
      blocks: {},
      values,
    },
    tools.folder,
  );

describe('which face prints a character', () => {
  const latin = { id: 'latin', hasGlyphForCodePoint: (c: number) => c < 0x3000 };
  const han = { id: 'han', hasGlyphForCodePoint: (c: number) => c >= 0x3000 && c < 0xac00 };
  const hangul = { id: 'hangul', hasGlyphForCodePoint: (c: number) => c >= 0xac00 };

  it('cuts a text into runs, each in the first face that has its characters', () => {
    expect(scriptRuns(`Tenant ${TENANT}, ${LANDLORD}.`, [latin, han, hangul]).map((run) => [run.text, run.face.id])).toEqual([
      ['Tenant ', 'latin'],
      [TENANT, 'han'],
      [', ', 'latin'],
      [LANDLORD, 'hangul'],
      ['.', 'latin'],
    ]);
  });

  it('names the script families a text needs, none for Latin, Greek or Cyrillic', () => {
    expect(scriptFamiliesFor('Zoë Ñúñez Ольга Σοφία')).toEqual([]);
    expect(scriptFamiliesFor(`${GUARANTOR} やまだ`)).toEqual(['Noto Serif SC']);
    expect(scriptFamiliesFor(LANDLORD)).toEqual(['Noto Serif KR']);
    expect(scriptFamiliesFor(`${TENANT} ${LANDLORD}`)).toEqual(SCRIPT_FAMILIES);
  });

  it('wraps mixed text at spaces and between ideographs, never inside a Latin or Korean word', () => {
    const measure = (piece: string) => [...piece].length;
    expect(wrapLines('Paid by 山田太郎 for 김민준 today', 9, measure)).toEqual(['Paid by 山', '田太郎 for', '김민준 today']);
    expect(wrapLines('one\ntwo', 80, measure)).toEqual(['one', 'two']);
    expect(wrapLines('', 80, measure)).toEqual(['']);
  });
});

describe('documents in every script', () => {
  it('read back every character after a document with a decomposed letter (Ñ) drawn in the same faces', async () => {
    await lease({ company_name: COMPANY, student_full_name: 'Zoë Ñúñez', guarantor_full_name: 'Ñandú' });
    const next = await lease({ company_name: 'North Hall', student_full_name: 'Nina Nunez', guarantor_full_name: 'None' });
    expect(flat(next.pdf)).toContain('This lease is made between North Hall and Nina Nunez, guaranteed by None.');
  });

  it('a Latin-only lease neither loads nor embeds a CJK face', async () => {
    const pdf = (await lease({ company_name: COMPANY, student_full_name: 'Zoë Ñúñez', guarantor_full_name: 'Ольга Σοφία' })).pdf;
    expect(fontsOf(pdf).map((font) => font.name).sort()).toEqual(['NotoSerif-Bold', 'NotoSerif-Italic', 'NotoSerif-Regular']);
    for (const family of SCRIPT_FAMILIES) expect(Font.getRegisteredFontFamilies()).not.toContain(family);
  });

  it('a lease prints Chinese, Japanese and Korean names exactly, in subsets of Noto Serif SC and KR', async () => {
    const pdf = (await lease({ company_name: COMPANY, student_full_name: `${TENANT} (${LANDLORD})`, guarantor_full_name: GUARANTOR })).pdf;
    expect(flat(pdf)).toContain(`This lease is made between ${COMPANY} and ${TENANT} (${LANDLORD}), guaranteed by ${GUARANTOR}.`);
    const fonts = fontsOf(pdf);
    expect(fonts.map((font) => font.name)).toEqual(expect.arrayContaining(['NotoSerifSC-Regular', 'NotoSerifKR-Regular']));
    for (const font of fonts) expect(font.embeddedSubset).toBe(true);
  });

  it('the certificate prints every signer’s name exactly', async () => {
    const signer = (role: 'tenant' | 'guarantor' | 'landlord', name: string) => ({ role, name, email: `${role}@example.com`, method: 'account' as const, ip: null, userAgent: null, consentedAt: null, signedAt: '2026-11-26T14:05:00Z' });
    const input: CertificateInput = {
      leaseId: 7,
      packetId: 'packet-1',
      companyName: COMPANY,
      timeZone: 'America/Chicago',
      propertyName: 'North Hall',
      premises: 'North Hall, Floor 2, Unit 204, Room A, Bed 1',
      periodName: 'Academic Year',
      executed: { at: '2026-11-26T15:00:00Z', text: `Executed when ${LANDLORD} (Landlord) signed` },
      documents: [{ name: 'Lease', originalSha256: 'a'.repeat(64), finalSha256: 'b'.repeat(64) }],
      signers: [signer('tenant', TENANT), signer('guarantor', GUARANTOR), signer('landlord', LANDLORD)],
      events: [{ occurredAt: '2026-11-26T14:05:00Z', text: `${LANDLORD} (Landlord) signed`, ip: null }],
    };
    const text = flat(await certificatePdf(input));
    for (const expected of [`Tenant: ${TENANT}`, `Guarantor: ${GUARANTOR}`, `Landlord: ${LANDLORD}`, `${LANDLORD} (Landlord)`]) expect(text).toContain(expected);
  });

  it('the statement prints the names exactly, and wraps a long mixed description without losing a character', async () => {
    const description = `Damage charge agreed with ${GUARANTOR} and ${LANDLORD} after the inspection of ${TENANT}'s room, ${'损坏的书桌和椅子'.repeat(6)} end`;
    const input = statementOf(
      { companyName: COMPANY, tenantName: TENANT, propertyName: `North Hall ${LANDLORD}`, bed: 'Bed 1', leasePeriod: 'Academic Year' },
      [{ id: 1, kind: 'charge', amount_cents: 5_000, due_date: '2026-09-01', description, payment_id: null, reverses_id: null, ledger_type: 'Fee', account_code_name: null }],
      [],
      { from: '2026-09-01', to: '2026-09-30', asOf: '2026-09-30' },
      'oldest_first',
    );
    const pdf = await statementPdf(input);
    const rows = tools.text(pdf, '-layout').split('\n').map((row) => row.trim().split(/\s{2,}/));
    for (const fact of [['Tenant', TENANT], ['Property', `North Hall ${LANDLORD}`], ['Company', COMPANY]]) expect(rows).toContainEqual(fact);
    // The description wraps over lines: joined again (a line's end is a space or nothing between ideographs), it reads as given.
    const lines = tools.text(pdf).split('\n').map((line) => line.trim());
    const start = lines.findIndex((line) => line.startsWith('Damage charge'));
    const end = lines.findIndex((line) => line.endsWith(' end'));
    expect(end).toBeGreaterThan(start);
    expect(lines.slice(start, end + 1).join(' ').replace(/(\p{Script=Han}) (?=\p{Script=Han})/gu, '$1')).toBe(description);
    for (const font of fontsOf(pdf)) expect(font.embeddedSubset).toBe(true);
  });
});
