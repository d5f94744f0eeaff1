import { createRequire } from 'node:module';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { CJK_CHARACTERS } from '../../../shared/documents/cjk-scripts';
import { FONT_FAMILY, keepGlyphCharacters, prepareFonts, settleHotGetters } from './fonts';
import { cacheShaping } from './shaping-cache';

/**
 * Faces for the scripts Noto Serif lacks, each with the characters that call for it. Noto Serif SC
 * holds the Han ideographs (simplified and traditional), kana and CJK punctuation; Noto Serif KR
 * holds Hangul. Each file is some 14 MB: a document loads only the ones its text needs.
 */
const SCRIPT_FAMILIES = [
  {
    family: 'Noto Serif SC',
    needs: CJK_CHARACTERS['Noto Serif SC'],
    dir: '@expo-google-fonts/noto-serif-sc',
    files: { 400: '400Regular/NotoSerifSC_400Regular.ttf', 700: '700Bold/NotoSerifSC_700Bold.ttf' },
  },
  {
    family: 'Noto Serif KR',
    needs: CJK_CHARACTERS['Noto Serif KR'],
    dir: '@expo-google-fonts/noto-serif-kr',
    files: { 400: '400Regular/NotoSerifKR_400Regular.ttf', 700: '700Bold/NotoSerifKR_700Bold.ttf' },
  },
] as const;

type Weight = 400 | 700;
/** A font family for react-pdf: Noto Serif alone, or Noto Serif first with the faces a text's other scripts need after it. */
export type FontStack = string | string[];

const registered = new Set<string>();
const require = createRequire(import.meta.url);

/** The script families a text needs beyond Noto Serif, in fallback order. */
export function scriptFamiliesFor(text: string): string[] {
  return SCRIPT_FAMILIES.filter(({ needs }) => needs.test(text)).map(({ family }) => family);
}

/** The file of a script family's face at a weight (for a document that embeds it itself: the stamp). */
export function scriptFaceFile(family: string, weight: Weight = 400): string {
  const found = SCRIPT_FAMILIES.find((candidate) => candidate.family === family);
  if (!found) throw new Error(`No script family is named ${family}.`);
  return path.join(path.dirname(require.resolve(`${found.dir}/package.json`)), found.files[weight]);
}

/**
 * Registers a script family with react-pdf: regular and bold from its file, and an italic of each
 * that is the upright face (CJK has no italic), sharing its loaded font rather than reading 14 MB twice.
 */
function register(family: (typeof SCRIPT_FAMILIES)[number]): void {
  if (registered.has(family.family)) return;
  registered.add(family.family);
  const dir = path.dirname(require.resolve(`${family.dir}/package.json`));
  const weights = [400, 700] as const;
  Font.register({
    family: family.family,
    fonts: weights.flatMap((fontWeight) => (['normal', 'italic'] as const).map((fontStyle) => ({ src: path.join(dir, family.files[fontWeight]), fontWeight, fontStyle }))),
  });
  for (const fontWeight of weights) {
    const upright = Font.getFont({ fontFamily: family.family, fontWeight, fontStyle: 'normal' });
    const italic = Font.getFont({ fontFamily: family.family, fontWeight, fontStyle: 'italic' });
    const load = upright.load.bind(upright);
    let loaded: Promise<void> | null = null;
    // Shaping is cached and the hot getters settled once, when the file is first read, for every document after.
    upright.load = () =>
      (loaded ??= load().then(() => {
        if (!upright.data) return;
        cacheShaping(upright.data);
        settleHotGetters(upright.data);
        keepGlyphCharacters(upright.data);
      }));
    italic.load = async () => {
      await upright.load();
      italic.data = upright.data;
    };
  }
}

/**
 * Prepares the fonts for a document whose text (every string it prints) is given: Noto Serif always,
 * and the script families its characters need, registered on first need. Returns the family to lay
 * the document out in: a Latin-only document gets plain Noto Serif and never reads a CJK file.
 */
export async function prepareFontsFor(text: string): Promise<FontStack> {
  await prepareFonts();
  const families = scriptFamiliesFor(text);
  if (!families.length) return FONT_FAMILY;
  for (const family of SCRIPT_FAMILIES) if (families.includes(family.family)) register(family);
  return [FONT_FAMILY, ...families];
}

/** The loaded faces of a stack's script families at a weight, for drawing on pdfkit directly (the statement); each is loaded here if it is not yet. */
export async function scriptFaces(stack: FontStack, fontWeight: Weight): Promise<object[]> {
  const families = typeof stack === 'string' ? [] : stack.slice(1);
  const faces: object[] = [];
  for (const fontFamily of families) {
    const source = Font.getFont({ fontFamily, fontWeight, fontStyle: 'normal' });
    await source.load();
    if (source.data) faces.push(source.data);
  }
  return faces;
}
