import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import * as fontkit from 'fontkit';

/** The documents' body face (server/documents/pdf/fonts.ts): what every stamped word is set in. */
const FACE_FILE = '400Regular/NotoSerif_400Regular.ttf';

let bytes: Promise<Buffer> | null = null;

/** The face's file, read once per thread. */
function faceBytes(): Promise<Buffer> {
  bytes ??= readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-serif/package.json')), FACE_FILE));
  return bytes;
}

/**
 * Noto Serif, embedded in the document as a subset of the glyphs the stamp draws: the same face
 * as the text around it, so a stamped date or name reads as part of the page.
 */
export async function embedStampFace(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  return doc.embedFont(await faceBytes(), { subset: true });
}
