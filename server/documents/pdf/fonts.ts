import { createRequire } from 'node:module';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { cacheShaping } from './shaping-cache';

/**
 * Every text style uses this family: react-pdf's built-in fonts are WinAnsi only, so a Cyrillic or
 * Greek name would not print. Chinese, Japanese and Korean fall back to the faces in script-fonts.ts.
 */
export const FONT_FAMILY = 'Noto Serif';

const FACES = [
  { file: '400Regular/NotoSerif_400Regular.ttf', fontWeight: 400, fontStyle: 'normal' },
  { file: '700Bold/NotoSerif_700Bold.ttf', fontWeight: 700, fontStyle: 'normal' },
  { file: '400Regular_Italic/NotoSerif_400Regular_Italic.ttf', fontWeight: 400, fontStyle: 'italic' },
  { file: '700Bold_Italic/NotoSerif_700Bold_Italic.ttf', fontWeight: 700, fontStyle: 'italic' },
] as const;

let ready: Promise<void> | null = null;

/**
 * Two lookups the drawing and the text layout repeat for every run and glyph, made cheap for a
 * loaded face (both read values a font never changes):
 * - fontkit's `unitsPerEm` is a getter through the `head` table; it becomes a plain value.
 * - pdfkit, for each run it draws, opens the face again and tells it is the one it has by comparing
 *   the JSON of the two name tables (all of Noto's names and its licence text). Both are this one
 *   fontkit object, so the name records stringify to one short constant instead.
 */
export function settleHotGetters(font: object): void {
  const face = font as { unitsPerEm?: number; postscriptName?: string; _tables?: { name?: { records?: object } } };
  if (typeof face.unitsPerEm === 'number') Object.defineProperty(face, 'unitsPerEm', { value: face.unitsPerEm });
  const name = face.postscriptName; // decodes the name table
  const records = face._tables?.name?.records;
  if (records && name) Object.defineProperty(records, 'toJSON', { value: () => name });
}

/**
 * fontkit keeps one glyph object per glyph id, with the characters of the call that first made it.
 * Shaping makes some glyphs without characters (the N of a decomposed Ñ), and every later document
 * drawn with this face would then map that glyph to no text: after a lease naming Ñúñez, a statement's
 * 'North' extracted as 'orth'. A glyph made without characters takes those of the first call that
 * names them (in place: a PDF's text map may already hold that array).
 */
export function keepGlyphCharacters(font: object): void {
  const face = font as { getGlyph?: (id: number, characters?: number[]) => { codePoints: number[] } | null };
  const getGlyph = face.getGlyph?.bind(face);
  if (!getGlyph) return;
  face.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && !glyph.codePoints.length && characters.length) glyph.codePoints.push(...characters);
    return glyph;
  };
}

/**
 * Registers Noto Serif (Latin, Greek, Cyrillic) from its npm package and loads its four faces with
 * their shaping cache, once per thread: later documents only pay for layout and subsetting.
 */
export function prepareFonts(): Promise<void> {
  ready ??= (async () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-serif/package.json'));
    Font.register({ family: FONT_FAMILY, fonts: FACES.map(({ file, ...face }) => ({ src: path.join(dir, file), ...face })) });
    // Words are never split: the lease reads as written, and its text compares word for word with the HTML.
    Font.registerHyphenationCallback((word) => [word]);
    for (const { fontWeight, fontStyle } of FACES) {
      const face = Font.getFont({ fontFamily: FONT_FAMILY, fontWeight, fontStyle });
      await face.load();
      if (face.data) {
        cacheShaping(face.data);
        settleHotGetters(face.data);
        keepGlyphCharacters(face.data);
      }
    }
  })();
  return ready;
}

/** A face prepareFonts loaded, as the fontkit font react-pdf shapes with (its shaping cache included), for drawing on pdfkit directly. */
export function loadedFace(fontWeight: 400 | 700, fontStyle: 'normal' | 'italic' = 'normal'): object {
  const face = Font.getFont({ fontFamily: FONT_FAMILY, fontWeight, fontStyle });
  if (!face.data) throw new Error(`${FONT_FAMILY} ${fontWeight} ${fontStyle} is not loaded: call prepareFonts() first.`);
  return face.data;
}
