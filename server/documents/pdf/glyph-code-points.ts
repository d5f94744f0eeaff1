/** A fontkit font as its glyph cache is used here (fontkit has no types). */
type GlyphSource = { getGlyph(id: number, codePoints?: number[]): unknown; _glyphs?: Record<number, unknown> };

/**
 * Keeps fontkit's glyph cache to glyphs made for text. fontkit keeps the first glyph object made for
 * an id, with the code points that first request named, and every later request gets that object;
 * pdfkit and react-pdf copy a drawn glyph's code points into the PDF's ToUnicode map (what pdftotext,
 * search and copy-paste read). The subsetter asks for a composite glyph's parts by id alone (Ñ is N
 * and a tilde), so a document with "Ñúñez" and no "N" left N with no code points for every later
 * document of the thread: its N printed but read as nothing. A glyph asked for without code points
 * is now made for that request only, and the next request for text makes and keeps it with its own.
 */
export function keepGlyphsMadeForText(face: object): void {
  const font = face as GlyphSource;
  const kept = font._glyphs;
  if (typeof font.getGlyph !== 'function' || kept == null) return;
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    if (codePoints.length > 0 || kept[id] != null) return getGlyph(id, codePoints);
    const glyph = getGlyph(id, codePoints);
    delete kept[id];
    return glyph;
  };
}
