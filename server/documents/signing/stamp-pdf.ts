import { PDFDocument, type PDFPage, rgb } from '@cantoo/pdf-lib';
import { BODY_SIZE, SMALL_SIZE } from '../pdf/pdf-type-sizes';
import { drawStampText, embedStampFaces, stampWidth, type StampFaces } from './stamp-face';

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
  /** A signature's printed name, under the ink inside the slot ('Morgan Lee for Campus Edge Living'). */
  name?: string;
};

/** What the update adds besides the slots: the document's title, and a line at the foot of every page. */
export type StampOptions = { title?: string; footer?: string };

/** Keeps the stamp off the slot's drawn frame (0.75 pt). */
const INSET = 2;
/** A printed name's line inside a signature slot: the captions' size, its line a little taller. */
const NAME_LINE = SMALL_SIZE * 1.25;
/** The packet's footer: below the page numbers (react-pdf prints them 30 pt from the bottom edge). */
const FOOTER = { size: 7, baseline: 14, margin: 36 };
const INK = rgb(0.08, 0.1, 0.2);
const GREY = rgb(0.4, 0.4, 0.4);

type Room = { x: number; y: number; width: number; height: number };

function drawImageInside(page: PDFPage, image: Awaited<ReturnType<PDFDocument['embedPng']>>, room: Room) {
  const scale = Math.min(room.width / image.width, room.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: room.x + (room.width - width) / 2, y: room.y + (room.height - height) / 2, width, height });
}

/** The size `text` prints at: `natural`, or smaller to fit `width`. */
const fitted = (faces: StampFaces, text: string, natural: number, width: number) => Math.min(natural, (natural * width) / Math.max(stampWidth(faces, text, natural), 0.01));

function drawDateInside(page: PDFPage, faces: StampFaces, text: string, stamp: SlotStamp) {
  const size = fitted(faces, text, BODY_SIZE, stamp.width - 2 * INSET);
  // Centres the capitals (no descenders in a date) on the slot's middle.
  const capHeight = faces.body.heightAtSize(size, { descender: false });
  drawStampText(page, faces, text, { x: stamp.x + INSET, y: stamp.y + (stamp.height - capHeight) / 2, size, color: INK });
}

function drawNameInside(page: PDFPage, faces: StampFaces, name: string, stamp: SlotStamp) {
  const room = stamp.width - 2 * INSET;
  const size = fitted(faces, name, SMALL_SIZE, room);
  const width = stampWidth(faces, name, size);
  drawStampText(page, faces, name, { x: stamp.x + INSET + (room - width) / 2, y: stamp.y + INSET + (NAME_LINE - size) / 2 + 1, size, color: INK });
}

function drawFooter(page: PDFPage, faces: StampFaces, footer: string) {
  const { width } = page.getSize();
  const size = fitted(faces, footer, FOOTER.size, width - 2 * FOOTER.margin);
  drawStampText(page, faces, footer, { x: (width - stampWidth(faces, footer, size)) / 2, y: FOOTER.baseline, size, color: GREY });
}

/** The room a slot's ink takes: inside the frame, above the printed name when there is one. */
function inkRoom(stamp: SlotStamp): Room {
  const below = stamp.name ? NAME_LINE : 0;
  return { x: stamp.x + INSET, y: stamp.y + INSET + below, width: stamp.width - 2 * INSET, height: stamp.height - 2 * INSET - below };
}

/**
 * The signed PDF: the original bytes unchanged, followed by one incremental update that draws each
 * signature or initials PNG (scaled to fit, centred, above the signer's printed name) and each date
 * into its slot, and the footer on every page, in the documents' own face (Noto Serif; Noto Serif SC or
 * KR for the characters of those scripts). Nothing else on any page changes, and the original stays
 * recoverable (and hash-verifiable) as the file's prefix.
 */
export async function stampPdf(original: Uint8Array, stamps: SlotStamp[], options: StampOptions = {}): Promise<Uint8Array> {
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
  const needsFace = options.footer || stamps.some((s) => s.kind === 'date' || s.name);
  const words = [options.footer, ...stamps.map((s) => (s.kind === 'date' ? s.text : s.name))].join('\n');
  const faces = needsFace ? await embedStampFaces(doc, words) : undefined;
  for (const stamp of stamps) {
    const page = pages[stamp.page - 1]!;
    if (stamp.kind === 'date') {
      drawDateInside(page, faces!, stamp.text!, stamp);
      continue;
    }
    drawImageInside(page, await doc.embedPng(stamp.image!), inkRoom(stamp));
    if (stamp.name) drawNameInside(page, faces!, stamp.name, stamp);
  }
  if (options.footer) for (const page of pages) drawFooter(page, faces!, options.footer);
  if (options.title) doc.setTitle(options.title);
  // A cross-reference table like the original's (pdfkit writes one), so any reader, and the seal's byte-range signing, reads the update.
  return doc.commit({ useObjectStreams: false });
}
