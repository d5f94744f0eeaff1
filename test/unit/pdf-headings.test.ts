import { afterAll, describe, expect, it } from '@jest/globals';
import { document as doc, heading, paragraph as p, text } from '../../shared/documents/build';
import { renderPdf } from '../../server/documents/pdf/render-pdf';
import { popplerTools } from './poppler';

const tools = popplerTools('pdf-headings-');
afterAll(() => tools.remove());

const COMPANY = 'Campus Edge Living';
const FIRST_WORDS = 'Alpha clause';
const clause = `${FIRST_WORDS}: the Tenant keeps the unit clean, reports damage within three days, and allows the Landlord to enter with notice. `.repeat(4).trim();

/** Each page's lines of text, the page furniture (the company on top, 'Page n of m' below) left out. */
function pageLines(pdf: Uint8Array): string[][] {
  return tools
    .text(pdf)
    .split('\f')
    .filter((page) => page.trim())
    .map((page) => page.split('\n').map((line) => line.trim()).filter((line) => line && line !== COMPANY && !/^Page \d+ of \d+$/.test(line)));
}

describe('headings in a lease PDF', () => {
  it('never end a page: a heading that would fall at a page’s foot moves to the next page with the first lines of its text', async () => {
    // One-line paragraphs push the heading down a few points at a time, across the foot of the first page.
    const outcomes: string[] = [];
    for (let fillers = 23; fillers <= 29; fillers++) {
      const body = doc(...Array.from({ length: fillers }, (_, i) => p(text(`Filler line ${i + 1}.`))), heading(2, 'Security Deposit'), p(text(clause)));
      const { pdf } = await renderPdf({ title: 'Lease', companyName: COMPANY, doc: body, blocks: {}, values: {} }, tools.folder);
      const pages = pageLines(pdf);
      const page = pages.findIndex((lines) => lines.includes('Security Deposit'));
      const lines = pages[page]!;
      // The heading is followed on its own page by its paragraph's first words.
      expect(lines.at(-1)).not.toBe('Security Deposit');
      expect(lines[lines.indexOf('Security Deposit') + 1]).toMatch(new RegExp(`^${FIRST_WORDS}`));
      outcomes.push(page === 0 ? 'first page' : lines[0] === 'Security Deposit' ? 'moved' : 'other');
    }
    // The range covers both cases: headings with room for their text stay, the one without it moves to the top of the next page.
    expect(outcomes).toContain('first page');
    expect(outcomes).toContain('moved');
  });
});
