/** A loaded fontkit face, as far as choosing one for a character goes. */
export type GlyphFace = { hasGlyphForCodePoint(codePoint: number): boolean };

/**
 * A text cut into runs, each in the first face that has its characters (the first face when none
 * has): react-pdf's own font substitution, for text drawn on pdfkit directly.
 */
export function scriptRuns<F extends GlyphFace>(text: string, faces: readonly F[]): { text: string; face: F }[] {
  const runs: { text: string; face: F }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const face = faces.find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ?? faces[0]!;
    const last = runs.at(-1);
    if (last?.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

/** Where a line of mixed scripts may break: at spaces, and between any two ideographs or kana (Korean breaks at spaces only). */
const BREAKS = /\n|[^\S\n]+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]+/gu;

/**
 * A text's lines in a column `width` wide, filled greedily by the widths `measure` gives: a typed
 * line break starts a new line, spaces at a line's ends are dropped, and a piece wider than the
 * column has a line of its own.
 */
export function wrapLines(text: string, width: number, measure: (piece: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const close = () => {
    lines.push(line.trimEnd());
    line = '';
    lineWidth = 0;
  };
  for (const piece of text.match(BREAKS) ?? []) {
    if (piece === '\n') {
      close();
      continue;
    }
    const space = !piece.trim();
    if (space && !line) continue;
    const pieceWidth = measure(piece);
    if (line && !space && lineWidth + pieceWidth > width && line.trimEnd()) close();
    line += piece;
    lineWidth += pieceWidth;
  }
  if (line || !lines.length) close();
  return lines;
}
