import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { document as doc, heading, paragraph as p, signatureTag as tag, text } from '../../shared/documents/build';
import type { SignatureSlot } from '../../server/documents/pdf/pdf-renderer';
import { renderPdf } from '../../server/documents/pdf/render-pdf';
import { stampPdf, type SlotStamp } from '../../server/documents/signing/stamp-pdf';
import { popplerTools } from './poppler';

const DATE = 'November 26, 2026';
const DPI = 144;
const clause = (n: number) => p(text(`Clause ${n}: the Tenant keeps the unit clean, reports damage within three days, and allows the Landlord to enter with notice. `.repeat(3).trim()));

const tools = popplerTools('stamp-pdf-');
let original: Buffer;
let slots: SignatureSlot[];
/** A solid 3:1 PNG: where it lands shows its scale and centring. */
let signature: Uint8Array;

beforeAll(async () => {
  const body = doc(heading(1, 'Lease'), p(text('The Tenant signs here:'), tag(1, 'sig')), ...Array.from({ length: 30 }, (_, i) => clause(i + 1)), p(tag(1, 'initial'), text(' '), tag(1, 'date')), p(tag(3, 'sig'), text(' '), tag(3, 'date')));
  ({ pdf: original, slots } = await renderPdf({ title: 'Lease Agreement', companyName: 'Campus Edge Living', doc: body, blocks: {}, values: {} }, tools.folder));
  signature = await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 10, g: 20, b: 120, alpha: 1 } } }).png().toBuffer();
});

afterAll(() => tools.remove());

const stampFor = (slot: SignatureSlot): SlotStamp => ({ ...slot, ...(slot.kind === 'date' ? { text: DATE } : { image: signature }) });
const inside = (slot: SignatureSlot, x: number, y: number, margin: number) => x >= slot.x - margin && x <= slot.x + slot.width + margin && y >= slot.y - margin && y <= slot.y + slot.height + margin;

/** The points of the page (PDF user space) whose pixels differ between the two PDFs. */
function changedPoints(before: Uint8Array, after: Uint8Array, page: number): { x: number; y: number }[] {
  const a = tools.grayPage(before, page, DPI);
  const b = tools.grayPage(after, page, DPI);
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  const scale = DPI / 72;
  const changed: { x: number; y: number }[] = [];
  for (let i = 0; i < a.pixels.length; i++) {
    if (Math.abs(a.pixels[i]! - b.pixels[i]!) > 8) changed.push({ x: (i % a.width) / scale, y: a.height / scale - Math.floor(i / a.width) / scale });
  }
  return changed;
}

describe('stampPdf', () => {
  it('stamps a signature and a date into their slots and changes nothing else: same text but the date, same pages, pixels only inside the slots, the original bytes kept as the prefix', async () => {
    const sig = slots.find((s) => s.kind === 'sig')!;
    const date = slots.find((s) => s.kind === 'date')!;
    expect(sig.page).toBe(1);
    expect(date.page).toBeGreaterThan(1);
    const stamped = await stampPdf(original, [stampFor(sig), stampFor(date)]);

    expect(Buffer.from(stamped.subarray(0, original.length)).equals(original)).toBe(true);

    const before = await PDFDocument.load(original);
    const after = await PDFDocument.load(stamped);
    expect(after.getPageCount()).toBe(before.getPageCount());
    expect(before.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(after.getPages().map((page) => page.getSize())).toEqual(before.getPages().map((page) => page.getSize()));
    expect(after.getTitle()).toBe('Lease Agreement');

    const stampedText = tools.text(stamped);
    expect(stampedText).toContain(`${DATE}\n`);
    expect(stampedText.replace(`${DATE}\n`, '')).toBe(tools.text(original));

    for (let page = 1; page <= before.getPageCount(); page++) {
      const changed = changedPoints(original, stamped, page);
      const here = [sig, date].filter((slot) => slot.page === page);
      // Anti-aliasing may touch the pixel next to a stamp's edge, never beyond.
      expect(changed.filter((point) => !here.some((slot) => inside(slot, point.x, point.y, 1)))).toEqual([]);
      for (const slot of here) expect(changed.filter((point) => inside(slot, point.x, point.y, 0)).length).toBeGreaterThan(100);
    }
  });

  it('scales a signature to fit its slot, keeping its proportions, centred', async () => {
    const sig = slots.find((s) => s.kind === 'sig')!;
    const changed = changedPoints(original, await stampPdf(original, [stampFor(sig)]), sig.page);
    const xs = changed.map((point) => point.x);
    const ys = changed.map((point) => point.y);
    const box = { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
    // 200 × 44 with a 2 pt inset: 196 × 40 of room, so the 3:1 image is 120 × 40, 40 pt in from each side.
    expect(box.left).toBeCloseTo(sig.x + 40, 0);
    expect(box.right).toBeCloseTo(sig.x + 160, 0);
    expect(box.bottom).toBeGreaterThanOrEqual(sig.y + 1);
    expect(box.top).toBeLessThanOrEqual(sig.y + sig.height - 1);
    expect((box.right - box.left) / (box.top - box.bottom)).toBeCloseTo(3, 0);
  });

  it('stamps every slot of a long document, and leaves the document as it was with no stamps', async () => {
    const stamped = await stampPdf(original, slots.map(stampFor));
    const text = tools.text(stamped);
    expect(text.split(DATE)).toHaveLength(3);
    expect(tools.text(await stampPdf(original, []))).toBe(tools.text(original));
  });

  it('prints the footer on every page, a signature’s printed name inside its slot under the ink, and dates in the documents’ face at the body size', async () => {
    const sig = slots.find((s) => s.kind === 'sig')!;
    const date = slots.find((s) => s.kind === 'date')!;
    const footer = 'Packet ID 3F9A-21C0-77BE-0D12 · Verify at https://leasing.example.com/new/verify';
    const stamped = await stampPdf(original, [{ ...stampFor(sig), name: 'Jordan Rivera' }, stampFor(date)], { footer });
    const pages = tools.text(stamped).split('\f').slice(0, -1);
    expect(pages.length).toBe((await PDFDocument.load(original)).getPageCount());
    for (const page of pages) expect(page.replace(/\s+/g, ' ')).toContain(footer);
    // The name is inside the slot's rectangle, below the ink.
    const at = tools.text(stamped, '-bbox', '-f', String(sig.page), '-l', String(sig.page));
    const word = (text: string) => /yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">(\w+)</.exec(at.split('\n').find((line) => line.endsWith(`>${text}</word>`)) ?? '');
    const rivera = word('Rivera')!;
    const pageHeight = 792;
    expect(pageHeight - Number(rivera[2])).toBeGreaterThanOrEqual(sig.y);
    expect(pageHeight - Number(rivera[1])).toBeLessThanOrEqual(sig.y + 14);
    // Only the documents' face: no Helvetica (the stamp's face before), the date at 10.5 pt.
    const fonts = tools.run('pdffonts', stamped).output;
    expect(fonts).not.toMatch(/Helvetica/);
    expect(fonts).toMatch(/NotoSerif-Regular-\d+/);
    const dateLine = tools.text(stamped, '-bbox', '-f', String(date.page), '-l', String(date.page)).split('\n').find((line) => line.endsWith('>November</word>'))!;
    const [, top, bottom] = /yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"/.exec(dateLine)!;
    // pdftotext's word box is the face's ascent to descent: 1.36 em for Noto Serif.
    expect((Number(bottom) - Number(top)) / 1.36).toBeCloseTo(10.5, 0);
  });

  it('prints a Chinese, a Japanese and a Korean printed name exactly, each script from its Noto Serif face as a subset, Latin beside it in Noto Serif', async () => {
    const inked = slots.filter((s) => s.kind !== 'date');
    const names = ['张伟', '山田太郎', '김민준 for Campus Edge Living'];
    expect(inked).toHaveLength(names.length);
    const stamped = await stampPdf(original, [...names.map((name, i) => ({ ...stampFor(inked[i]!), name })), stampFor(slots.find((s) => s.kind === 'date')!)]);
    const text = tools.text(stamped);
    for (const name of names) expect(text).toContain(name);
    const fonts = tools.run('pdffonts', stamped).output;
    // pdf-lib names its subsets "<face>-<number>" (no six-letter tag, so pdffonts' sub column says no): the size tells.
    for (const face of ['NotoSerifSC', 'NotoSerifKR', 'NotoSerif']) expect(fonts).toMatch(new RegExp(`^${face}-Regular-\\d+ .*yes`, 'm'));
    // A subset holds the few glyphs drawn: the stamp grows by kilobytes, not by the 14 MB faces.
    expect(stamped.length - original.length).toBeLessThan(60_000);
  });

  it('embeds no CJK face for a Latin stamp, and only the one a name needs', async () => {
    const sig = slots.find((s) => s.kind === 'sig')!;
    const latin = tools.run('pdffonts', await stampPdf(original, [{ ...stampFor(sig), name: 'Zoë Núñez for Campus Edge Living' }], { footer: 'Packet ID 3F9A' })).output;
    expect(latin).toMatch(/NotoSerif-Regular/);
    expect(latin).not.toMatch(/NotoSerif(SC|KR)/);
    const korean = tools.run('pdffonts', await stampPdf(original, [{ ...stampFor(sig), name: '김민준' }])).output;
    expect(korean).toMatch(/NotoSerifKR-Regular/);
    expect(korean).not.toMatch(/NotoSerifSC/);
  });

  it('refuses a stamp for a page the PDF does not have, or without its image or date', async () => {
    const pages = (await PDFDocument.load(original)).getPageCount();
    const sig = stampFor(slots[0]!);
    await expect(stampPdf(original, [{ ...sig, page: pages + 1 }])).rejects.toThrow(`A sig stamp is for page ${pages + 1}, but the PDF has ${pages} page(s).`);
    await expect(stampPdf(original, [{ ...sig, page: 0 }])).rejects.toThrow('is for page 0');
    await expect(stampPdf(original, [{ ...sig, image: undefined }])).rejects.toThrow('has no image');
    await expect(stampPdf(original, [{ ...slots.find((s) => s.kind === 'date')!, text: undefined }])).rejects.toThrow('has no text');
  });
});
