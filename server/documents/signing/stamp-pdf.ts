import { PDFDocument, StandardFonts, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib';

/** What goes into one signature slot: its rectangle (PDF points, origin bottom-left, page 1-based) and the ink or the date. */
export type SlotStamp = {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  kind: 'sig' | 'initial' | 'date';
  /** A signature's or initials' PNG. */
  image?: Uint8Array;
  /** A date slot's text, e.g. 'November 26, 2026'. */
  text?: string;
};

/** Keeps the stamp off the slot's drawn frame (0.75 pt). */
const INSET = 2;
/** The date's size as a share of the slot's height, before it is shrunk to fit the width. */
const DATE_SIZE_RATIO = 0.5;
const INK = rgb(0.08, 0.1, 0.2);

function drawImageInside(page: PDFPage, image: Awaited<ReturnType<PDFDocument['embedPng']>>, stamp: SlotStamp) {
  const room = { width: stamp.width - 2 * INSET, height: stamp.height - 2 * INSET };
  const scale = Math.min(room.width / image.width, room.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: stamp.x + (stamp.width - width) / 2, y: stamp.y + (stamp.height - height) / 2, width, height });
}

function drawDateInside(page: PDFPage, font: PDFFont, text: string, stamp: SlotStamp) {
  const room = stamp.width - 2 * INSET;
  const natural = stamp.height * DATE_SIZE_RATIO;
  const naturalWidth = font.widthOfTextAtSize(text, natural);
  const size = naturalWidth > room ? (natural * room) / naturalWidth : natural;
  // Centres the capitals (no descenders in a date) on the slot's middle.
  const capHeight = font.heightAtSize(size, { descender: false });
  page.drawText(text, { x: stamp.x + INSET, y: stamp.y + (stamp.height - capHeight) / 2, size, font, color: INK });
}

/**
 * The signed PDF: the original bytes unchanged, followed by one incremental update that draws each
 * signature or initials PNG (scaled to fit, centred) and each date into its slot. Nothing else on
 * any page changes, and the original stays recoverable (and hash-verifiable) as the file's prefix.
 */
export async function stampPdf(original: Uint8Array, stamps: SlotStamp[], meta?: { title?: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.load(original, { forIncrementalUpdate: true, updateMetadata: false });
  const pages = doc.getPages();
  for (const stamp of stamps) {
    if (!Number.isInteger(stamp.page) || stamp.page < 1 || stamp.page > pages.length) {
      throw new Error(`A ${stamp.kind} stamp is for page ${stamp.page}, but the PDF has ${pages.length} page(s).`);
    }
    if (stamp.kind === 'date' ? stamp.text == null : stamp.image == null) {
      throw new Error(`A ${stamp.kind} stamp on page ${stamp.page} has no ${stamp.kind === 'date' ? 'text' : 'image'}.`);
    }
  }
  let font: PDFFont | undefined;
  for (const stamp of stamps) {
    const page = pages[stamp.page - 1]!;
    if (stamp.kind === 'date') {
      font ??= await doc.embedFont(StandardFonts.Helvetica);
      drawDateInside(page, font, stamp.text!, stamp);
    } else {
      drawImageInside(page, await doc.embedPng(stamp.image!), stamp);
    }
  }
  if (meta?.title) doc.setTitle(meta.title);
  // A cross-reference table like the original's (pdfkit writes one), so any reader, and the seal's byte-range signing, reads the update.
  return doc.commit({ useObjectStreams: false });
}
