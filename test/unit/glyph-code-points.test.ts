import { afterAll, describe, expect, it } from '@jest/globals';
import { document as doc, paragraph as p, text } from '../../shared/documents/build';
import { createPdfRenderer, type PdfJob } from '../../server/documents/pdf/pdf-renderer';
import { popplerTools } from './poppler';

const tools = popplerTools('glyph-code-points-');
afterAll(() => tools.remove());

const job = (words: string): PdfJob => ({ title: 'Guaranty', companyName: 'Campus Edge Living', doc: doc(p(text(words))), blocks: {}, values: {} });
/** The body's words as pdftotext reads them: the page's header (the company) and footer cut. */
const bodyWords = (pdf: Uint8Array) => tools.text(pdf).replace('Campus Edge Living', '').replace(/Page \d+ of \d+/, '').split(/\s+/).filter(Boolean);

/**
 * For each letter, one precomposed letter Noto Serif draws from it and a mark (Ñ is N and a tilde),
 * and not the letter itself: subsetting this document asks the font for every letter by id alone.
 */
const COMPOSED = 'ÀḂÇḊÈḞĜĤÌĴĶĹḾÑÒṔԚŔŚŢÙṼŴẊÝŹ àḃçḋèḟĝĥįĳķĺḿñòṕԛŕśţùṽŵẋýź';
/** Every letter and digit, and the accented letters names most often hold. */
const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 àáâäãåçèéêëìíîïñòóôöõøùúûüýÿß ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕØÙÚÛÜÝ æœÆŒ';

describe('the text of PDFs made one after another in one PDF worker', () => {
  it("reads every letter of a certificate back after a document that held each only inside a composed letter (Zoë Ñúñez's guaranty, no N)", async () => {
    const renderer = createPdfRenderer({ uploadsDir: tools.folder });
    try {
      const guaranty = await renderer.render(job(COMPOSED));
      expect(bodyWords(guaranty.pdf)).toEqual(COMPOSED.split(' '));
      const certificate = await renderer.certificate({
        leaseId: 7,
        packetId: 'packet-1',
        companyName: 'Campus Edge Living',
        timeZone: 'America/Chicago',
        propertyName: PLAIN,
        premises: 'North Hall, Floor 1, Unit 101, Room A, Bed 1',
        periodName: 'Fall 2026',
        executed: { at: '2026-11-26T15:00:00Z', text: 'Executed automatically once every party had signed: signed documents and certificate issued' },
        documents: [{ name: 'Guaranty', originalSha256: 'a'.repeat(64), finalSha256: 'b'.repeat(64) }],
        signers: [],
        events: [{ occurredAt: '2026-11-26T15:00:00Z', text: 'Zoë Ñúñez (Guarantor) signed', ip: null }],
      });
      const words = tools.text(certificate).replace(/\s+/g, ' ');
      expect(words).toContain(` ${PLAIN} `);
      expect(words).toContain(' North Hall, Floor 1, Unit 101, Room A, Bed 1 ');
      expect(words).toContain(' Nov 26, 2026, 3:00:00 PM UTC ');
      expect(words).toContain(' Zoë Ñúñez (Guarantor) signed ');
    } finally {
      await renderer.close();
    }
  });
});
