import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDict, PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { contentBlock, document as doc, heading, paragraph as p, signatureTag as tag, text, variable } from '../../shared/documents/build';
import { renderDocument } from '../../shared/documents/render';
import type { DocMark, DocNode } from '../../shared/documents/types';
import { uploadsFile } from '../../server/documents/pdf/pdf-images';
import { createPdfRenderer, type PdfJob, type PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { SLOT_SIZES } from '../../server/documents/pdf/signature-slots';

const COMPANY = 'Campus Edge Living';
const NAME = 'Zoë Łukasz Ñandú Ольга Σοφία';
const bold: DocMark = { type: 'bold' };
const italic: DocMark = { type: 'italic' };
const link = (href: string): DocMark[] => [{ type: 'link', attrs: { href } }];
const item = (...content: DocNode[]): DocNode => ({ type: 'listItem', content });
const list = (type: 'bulletList' | 'orderedList', ...items: DocNode[]): DocNode => ({ type, content: items });
const image = (src: string): DocNode => ({ type: 'image', attrs: { src, alt: 'photo' } });
/** Distinct clauses (about 70 words each), so a page count follows from how many there are. */
const clause = (n: number) => p(text(`Clause ${n}: the Tenant keeps the unit clean, reports damage within three days, and allows the Landlord to enter with notice. `.repeat(3).trim()));

let folder: string;
let uploadsDir: string;
let renderer: PdfRenderer;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'lease-pdf-'));
  uploadsDir = path.join(folder, 'uploads');
  mkdirSync(path.join(uploadsDir, 'docs'), { recursive: true });
  renderer = createPdfRenderer({ uploadsDir });
});

afterAll(async () => {
  await renderer.close();
  rmSync(folder, { recursive: true, force: true });
});

const job = (body: DocNode, extra: Partial<PdfJob> = {}): PdfJob => ({ title: 'Lease Agreement', companyName: COMPANY, doc: body, blocks: {}, values: {}, ...extra });

let files = 0;
/** Runs a poppler tool on the PDF (saved to a file: not every tool reads standard input); its output. */
function popplerBytes(tool: string, pdf: Buffer, ...args: string[]): Buffer {
  const file = path.join(folder, `${++files}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { maxBuffer: 16 << 20 });
}
const poppler = (tool: string, pdf: Buffer, ...args: string[]) => popplerBytes(tool, pdf, ...args).toString('utf8');

/** A page as grey pixels at 144 dpi (2 pixels a point): the grey at a point of PDF user space (origin bottom-left). */
function grayPage(pdf: Buffer, page: number): (x: number, y: number) => number {
  const pgm = popplerBytes('pdftoppm', pdf, '-gray', '-r', '144', '-f', String(page), '-l', String(page));
  const [header, width] = /^P5\s+(\d+)\s+\d+\s+255\s/.exec(pgm.toString('latin1', 0, 40))!;
  return (x, y) => pgm[header.length + Math.round((792 - y) * 2) * Number(width) + Math.round(x * 2)] ?? 255;
}

const pageCount = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const words = (value: string) => value.split(/\s+/).filter(Boolean);

/** The words a reader sees in the HTML: block ends and line breaks separate words, inline tags do not; a signature tag stands apart, as its slot does in the PDF. */
function htmlWords(html: string): string[] {
  return words(
    html
      .replace(/<span class="doc-signature[^>]*>([^<]*)<\/span>/g, ' $1 ')
      .replace(/<br>|<\/?(?:p|h[1-3]|ul|ol|li|blockquote|div)\b[^>]*>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!),
  );
}

/** The PDF's words without the page furniture (the company name on top, 'Page n of m' below) and the list markers. */
function pdfWords(pdfText: string): string[] {
  const body = pdfText.split('\n').filter((line) => line.trim() !== COMPANY && !/^Page \d+ of \d+$/.test(line.trim()));
  return words(body.join(' ')).filter((word) => word !== '•' && !/^\d+\.$/.test(word));
}

describe('the lease PDF', () => {
  it('prints the same words as the HTML, in the same order, with a Latin, Greek and Cyrillic name exactly', async () => {
    const body = doc(
      heading(1, 'Residential Lease Agreement', 'center'),
      p(text('This lease is made with '), variable('student_full_name'), text(' and guaranteed by '), variable('guarantor_full_name'), text('.')),
      heading(2, 'Terms & Conditions'),
      p(text('Rent is due '), text('monthly', [bold]), text(' and '), text('in advance', [italic]), text('; read the '), text('house rules', link('https://example.com/rules')), text(' "carefully" <today>.')),
      list('bulletList', item(p(text('Keys are returned at move-out'))), item(p(text('Quiet hours start at ten')), list('orderedList', item(p(text('on weekdays'))), item(p(text('on weekends')))))),
      list('orderedList', item(p(text('Pay the deposit'))), item(p(text('Sign the lease')))),
      { type: 'blockquote', content: [p(text('A quoted clause from the handbook.'))] },
      contentBlock(5),
      heading(3, 'Signatures'),
      { type: 'paragraph', attrs: { textAlign: 'right' }, content: [text('Signed by'), { type: 'hardBreak' }, text('the parties:')] },
      p(text('Tenant: '), tag(1, 'sig'), text(' Guarantor: '), tag(2, 'initial'), text(' Landlord: '), tag(3, 'date'), text(' in that order.')),
    );
    const blocks = { 5: doc(p(text('Pets are allowed with '), text('written', [bold, italic]), text(' consent.'))) };
    const values = { student_full_name: NAME };

    const html = renderDocument(body, { values, blockBody: (id) => blocks[id as 5] });
    const { pdf } = await renderer.render(job(body, { blocks, values }));
    const pdfText = poppler('pdftotext', pdf);

    expect(htmlWords(html)).toContain('[Guarantor');
    expect(pdfWords(pdfText)).toEqual(htmlWords(html));
    expect(pdfText).toContain(NAME);
  });

  it('embeds its own fonts only: no base-14 font such as Helvetica or Times', async () => {
    const { pdf } = await renderer.render(job(doc(heading(1, 'Lease'), p(text('Plain, '), text('bold', [bold]), text(' and '), text('italic', [italic]), text(` ${NAME}`)))));
    const fonts = poppler('pdffonts', pdf).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const line of fonts) {
      expect(line).toMatch(/^[A-Z]{6}\+NotoSerif-\w+\s.*\syes\s+yes\s+yes\s/);
      expect(line).not.toMatch(/Helvetica|Times|Courier|Symbol/);
    }
  });

  it('prints each signature tag as a slot of its fixed size, records its page and rectangle, and leaves real links in place', async () => {
    const body = doc(
      heading(1, 'Lease'),
      p(text('The Tenant signs here:'), tag(1, 'sig')),
      p(text('See the '), text('house rules', link('https://example.com/rules')), text('.')),
      ...Array.from({ length: 16 }, (_, i) => clause(i + 1)),
      p(tag(2, 'initial'), text(' '), tag(3, 'date')),
    );
    const { pdf, slots } = await renderer.render(job(body));
    const pages = await pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);

    expect(slots.map(({ signer, kind, page }) => ({ signer, kind, page }))).toEqual([
      { signer: 1, kind: 'sig', page: 1 },
      { signer: 2, kind: 'initial', page: pages },
      { signer: 3, kind: 'date', page: pages },
    ]);
    for (const slot of slots) {
      expect({ width: slot.width, height: slot.height }).toEqual(SLOT_SIZES[slot.kind]);
      // Within the text area: one-inch sides, the header's band on top, the footer's below.
      expect(slot.x).toBeGreaterThanOrEqual(72);
      expect(slot.x + slot.width).toBeLessThanOrEqual(540);
      expect(slot.y).toBeGreaterThanOrEqual(60);
      expect(slot.y + slot.height).toBeLessThanOrEqual(720);
    }
    // Initials and date share a row, left to right.
    expect(slots[2]!.x).toBeGreaterThan(slots[1]!.x + slots[1]!.width);
    expect(poppler('pdftotext', pdf, '-f', '1', '-l', '1')).toContain('Tenant Signature');
    expect(poppler('pdftotext', pdf, '-f', String(pages), '-l', String(pages))).toMatch(/Guarantor Initials\s+Landlord Date/);

    // The recorded rectangle is the drawn frame: dark on its four edges, light inside.
    const { x, y, width, height } = slots[0]!;
    const gray = grayPage(pdf, 1);
    const darkest = (points: [number, number][]) => Math.min(...points.map(([px, py]) => gray(px, py)));
    const near = (px: number, py: number): [number, number][] => [-1, -0.5, 0, 0.5, 1].flatMap((d) => [[px + d, py], [px, py + d]] as [number, number][]);
    for (const [px, py] of [[x + width / 2, y], [x + width / 2, y + height], [x, y + height / 2], [x + width, y + height / 2]] as const) {
      expect(darkest(near(px, py))).toBeLessThan(128);
    }
    expect(gray(x + width / 2, y + height / 2)).toBeGreaterThan(230);

    const saved = await PDFDocument.load(pdf);
    const uris = saved.getPages().flatMap((page) =>
      (page.node.Annots()?.asArray() ?? []).map((ref) => String((saved.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI')) as PDFString).decodeText())),
    );
    expect(uris).toEqual(['https://example.com/rules']);
  });

  it("puts the company's name on top of every page and 'Page n of m' at the bottom", async () => {
    const { pdf } = await renderer.render(job(doc(heading(1, 'Lease'), ...Array.from({ length: 85 }, (_, i) => clause(i + 1)))));
    const pages = await pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(8);
    const texts = poppler('pdftotext', pdf).split('\f').slice(0, pages);
    expect(texts).toHaveLength(pages);
    texts.forEach((pageText, i) => {
      expect(pageText.trim().split('\n')[0]).toBe(COMPANY);
      expect(pageText.trim().split('\n').at(-1)).toBe(`Page ${i + 1} of ${pages}`);
    });
    expect(poppler('pdftotext', pdf, '-f', '1', '-l', '1')).toContain(`Page 1 of ${pages}`);
    expect(poppler('pdftotext', pdf, '-f', String(pages), '-l', String(pages))).toContain(`Page ${pages} of ${pages}`);
  });

  it('draws inline and uploaded images (WebP converted), and leaves out a path outside the uploads or a missing file', async () => {
    const png = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#2a6' } }).png().toBuffer();
    writeFileSync(path.join(uploadsDir, 'docs/photo.webp'), await sharp({ create: { width: 400, height: 200, channels: 3, background: '#a26' } }).webp().toBuffer());
    writeFileSync(path.join(folder, 'secret.png'), png);
    const body = doc(
      p(text('Inline:')),
      image(`data:image/png;base64,${png.toString('base64')}`),
      p(text('Uploaded:'), image('/uploads/docs/photo.webp?v=2'), text('after it.')),
      image('/uploads/../secret.png'),
      image('/uploads/../../etc/passwd'),
      image('/uploads/docs/missing.png'),
      { type: 'video', attrs: { src: '/uploads/docs/clip.mp4' } },
      p(text('The end.')),
    );
    const { pdf } = await renderer.render(job(body));
    const images = poppler('pdfimages', pdf, '-list').split('\n').slice(2).filter(Boolean).map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'));
    expect(images).toEqual(['300x150', '400x200']);
    expect(words(poppler('pdftotext', pdf)).filter((w) => w !== COMPANY.split(' ')[0])).toEqual(expect.arrayContaining(['Inline:', 'Uploaded:', 'after', 'it.', 'The', 'end.']));
  });

  it('reads an /uploads/ source only from inside the uploads folder, without its query', () => {
    expect(uploadsFile('/uploads/docs/a.png?v=2', '/srv/uploads')).toBe('/srv/uploads/docs/a.png');
    expect(uploadsFile('/uploads/../secret.png', '/srv/uploads')).toBeNull();
    expect(uploadsFile('/uploads/docs/../../etc/passwd', '/srv/uploads')).toBeNull();
    expect(uploadsFile('/uploads/', '/srv/uploads')).toBeNull();
  });
});
