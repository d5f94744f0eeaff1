import { afterAll, describe, expect, it } from '@jest/globals';
import { PDFDocument } from '@cantoo/pdf-lib';
import { createPdfRenderer, type PdfJob } from '../../server/documents/pdf/pdf-renderer';
import type { StatementInput } from '../../server/documents/statement/statement-facts';
import { document as doc, paragraph as p, text } from '../../shared/documents/build';
import { formatUsDate } from '../../shared/dates';
import { popplerTools } from './poppler';

const tools = popplerTools('statement-pdf-worker-');
afterAll(() => tools.remove());

const NO_AGING = { not_yet_due: 0, current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 };
const day = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
/** A statement of `count` charges of $12.00 each, 'Charge 1', 'Charge 2' …; every 50th has a description long enough to wrap. */
function statement(title: string, count: number): StatementInput {
  const lines = Array.from({ length: count }, (_, i) => ({
    date: day(i),
    description: i % 50 === 49 ? `Charge ${i + 1}: ${'a correction the office explains at some length, '.repeat(3)}end` : `Charge ${i + 1}`,
    amountCents: 1200,
    runningCents: 1200 * (i + 1),
  }));
  return { companyName: title, tenantName: 'Zoë Ñúñez', propertyName: 'The Quad', bed: 'A / 1', leasePeriod: 'Fall 2026', from: day(0), to: day(count), asOf: day(count), openingCents: 0, lines, closingCents: 1200 * count, pastDueCents: 0, aging: NO_AGING, payments: [] };
}
const packet = (title: string): PdfJob => ({ title, companyName: 'Campus Edge Living', doc: doc(p(text(`Lease ${title}`))), blocks: {}, values: {} });
const creatorOf = async (pdf: Buffer) => (await PDFDocument.load(pdf, { updateMetadata: false })).getCreator();

describe('statements in the PDF worker', () => {
  it('let a packet asked for behind ten of them go before those still waiting; the one begun finishes first', async () => {
    const renderer = createPdfRenderer({ uploadsDir: '/nonexistent' });
    try {
      const finished: string[] = [];
      const statements = Array.from({ length: 10 }, (_, i) => renderer.statement(statement(`S${i + 1}`, 40)).then(async (pdf) => void finished.push(await creatorOf(pdf) ?? '')));
      const lease = renderer.render(packet('Packet')).then(() => void finished.push('Packet'));
      await Promise.all([...statements, lease]);
      expect(finished).toEqual(['S1', 'Packet', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10']);
    } finally {
      await renderer.close();
    }
  });

  it('rejects the statements still waiting when closed', async () => {
    const renderer = createPdfRenderer({ uploadsDir: '/nonexistent' });
    const pending = [renderer.statement(statement('one', 1)), renderer.render(packet('two')), renderer.statement(statement('three', 1))];
    await renderer.close();
    for (const result of pending) await expect(result).rejects.toThrow('The PDF renderer was closed.');
  });

  it('prints a 2,000-line statement within the worker’s memory: every line once and in order, whole rows on headed, numbered pages', async () => {
    const renderer = createPdfRenderer({ uploadsDir: '/nonexistent' });
    try {
      const pdf = await renderer.statement(statement('Campus Edge Living', 2000));
      const pages = tools.text(pdf, '-layout').split('\f').slice(0, -1);
      expect(pages.length).toBeGreaterThan(50);
      const charges: string[][] = [];
      pages.forEach((page, i) => {
        const rows = page.split('\n').map((row) => row.trim()).filter(Boolean);
        expect([rows[0], rows.at(-1)]).toEqual(['Campus Edge Living', `Page ${i + 1} of ${pages.length}`]);
        charges.push(...rows.map((row) => row.split(/\s{2,}/)).filter((cells) => /^Charge \d+/.test(cells[1] ?? '')));
      });
      // A row starts with its date and ends with its amounts on the same page, whether or not its description wraps.
      expect(charges).toEqual(Array.from({ length: 2000 }, (_, i) => [formatUsDate(day(i)), expect.stringMatching(new RegExp(`^Charge ${i + 1}(:|$)`)), '$12.00', `$${(12 * (i + 1)).toLocaleString('en-US')}.00`]));
    } finally {
      await renderer.close();
    }
    // Beyond the worker's own 60 s limit per job: without a fix, this fails with the worker's error, not jest's.
  }, 120_000);
});
