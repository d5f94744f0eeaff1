import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Color, PDFDocument, PDFFont, PDFPage } from '@cantoo/pdf-lib';
import * as fontkit from 'fontkit';
import { scriptFaceFile, scriptFamiliesFor } from '../pdf/script-fonts';

/** The documents' body face (server/documents/pdf/fonts.ts): what every stamped word is set in. */
const FACE_FILE = '400Regular/NotoSerif_400Regular.ttf';

/** The faces' files, each read once per thread (a CJK one, some 14 MB, only when a stamp first needs it). */
const bytes = new Map<string, Promise<Buffer>>();

function faceBytes(file: string): Promise<Buffer> {
  let read = bytes.get(file);
  if (!read) bytes.set(file, (read = readFile(file)));
  return read;
}

const bodyFile = () => path.join(path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-serif/package.json')), FACE_FILE);

/** The faces a stamp is set in: Noto Serif, and the script faces (Noto Serif SC, KR) its text needs, by family. */
export type StampFaces = { body: PDFFont; scripts: ReadonlyMap<string, PDFFont> };

/**
 * Noto Serif, embedded in the document as a subset of the glyphs the stamp draws: the same face
 * as the text around it, so a stamped date or name reads as part of the page. A CJK face is
 * embedded (also as a subset) only when `text`, every string the stamp prints, has characters of its script.
 */
export async function embedStampFaces(doc: PDFDocument, text: string): Promise<StampFaces> {
  doc.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const body = await doc.embedFont(await faceBytes(bodyFile()), { subset: true });
  const scripts = new Map<string, PDFFont>();
  for (const family of scriptFamiliesFor(text)) scripts.set(family, await doc.embedFont(await faceBytes(scriptFaceFile(family)), { subset: true }));
  return { body, scripts };
}

/** The text cut into runs, each in its face: a character of a script Noto Serif lacks in that script's face, as the documents' own fallback does. */
export function stampRuns(faces: StampFaces, text: string): { text: string; font: PDFFont }[] {
  const runs: { text: string; font: PDFFont }[] = [];
  for (const char of text) {
    const family = scriptFamiliesFor(char)[0];
    const font = (family && faces.scripts.get(family)) || faces.body;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

/** How wide the text prints at `size`, run by run. */
export function stampWidth(faces: StampFaces, text: string, size: number): number {
  return stampRuns(faces, text).reduce((width, run) => width + run.font.widthOfTextAtSize(run.text, size), 0);
}

/** Draws the text from (x, y) on one baseline, each run in its face. */
export function drawStampText(page: PDFPage, faces: StampFaces, text: string, at: { x: number; y: number; size: number; color: Color }): void {
  let x = at.x;
  for (const run of stampRuns(faces, text)) {
    page.drawText(run.text, { ...at, x, font: run.font });
    x += run.font.widthOfTextAtSize(run.text, at.size);
  }
}
