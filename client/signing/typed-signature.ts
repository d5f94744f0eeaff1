import cyrillic from '@fontsource/caveat/files/caveat-cyrillic-400-normal.woff2';
import cyrillicExt from '@fontsource/caveat/files/caveat-cyrillic-ext-400-normal.woff2';
import latin from '@fontsource/caveat/files/caveat-latin-400-normal.woff2';
import latinExt from '@fontsource/caveat/files/caveat-latin-ext-400-normal.woff2';
import { needsCjkFace } from '../../shared/documents/cjk-scripts';

const FAMILY = 'Signing Caveat';

// The ranges of @fontsource/caveat's CSS: the browser fetches only the files a name needs.
const FACES: [string, string][] = [
  [latin, 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'],
  [latinExt, 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'],
  [cyrillic, 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'],
  [cyrillicExt, 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F'],
];

let registered = false;
let cjkRegistered: Promise<void> | null = null;

function register(faces: [string, string][]): void {
  for (const [file, unicodeRange] of faces) document.fonts.add(new FontFace(FAMILY, `url(${new URL(file, import.meta.url).href}) format('woff2')`, { unicodeRange }));
}

/**
 * Noto Serif SC and KR in the same family after Caveat, for the characters Caveat lacks: a system
 * need not have a CJK font (Debian's Chromium has none). Their list of some two hundred slices is a
 * chunk of its own, fetched the first time a text has such characters; the browser then fetches only
 * the slices the text's characters are in (about 50 KB each).
 */
function registerCjk(): Promise<void> {
  cjkRegistered ??= import('virtual:cjk-handwriting-slices').then(({ default: slices }) => register(slices));
  return cjkRegistered;
}

/** Registers the handwriting font (shipped with the client build) and waits for the faces this text needs. */
export async function loadHandwriting(text: string): Promise<void> {
  if (!registered) {
    registered = true;
    register(FACES);
  }
  if (needsCjkFace(text)) await registerCjk();
  await document.fonts.load(`48px "${FAMILY}"`, text);
}

/** Writes the text in the handwriting font across the canvas, as large as fits, dark ink on transparent. */
export function drawTyped(canvas: HTMLCanvasElement, text: string): void {
  const context = canvas.getContext('2d')!;
  context.clearRect(0, 0, canvas.width, canvas.height);
  const trimmed = text.trim();
  if (!trimmed) return;
  let size = canvas.height * 0.62;
  context.font = `${size}px "${FAMILY}", cursive`;
  const room = canvas.width * 0.92;
  const width = context.measureText(trimmed).width;
  if (width > room) {
    size *= room / width;
    context.font = `${size}px "${FAMILY}", cursive`;
  }
  context.fillStyle = '#111827';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(trimmed, canvas.width / 2, canvas.height / 2);
}
