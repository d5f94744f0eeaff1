/** A fontkit font as react-pdf's text layout calls it (fontkit has no types, so react-pdf's own omit this). */
type Shaper = { layout(text: string, features?: unknown, script?: unknown, language?: unknown, direction?: unknown): unknown };

/** Characters of shaped text kept per font face: about 70 bytes each, so a few megabytes, or a few long leases. */
const MAX_CHARS = 80_000;

/**
 * Keeps the font's shaped runs, least recently used out first. fontkit shapes every run through
 * all of the font's OpenType lookups (kerning most of all), which was about a third of a lease's
 * render time; react-pdf shapes a paragraph more than once per document, and leases from one
 * template repeat their clauses. react-pdf only reads a shaped run (it scales copies of the
 * positions), so one run serves every later request for the same text with default features.
 */
export function cacheShaping(face: object): void {
  if (!('layout' in face) || typeof face.layout !== 'function') return;
  const font = face as Shaper;
  const shape = font.layout.bind(font);
  const runs = new Map<string, { run: unknown; length: number }>();
  let chars = 0;
  font.layout = (text, features, script, language, direction) => {
    if (Array.isArray(features) ? features.length : features) return shape(text, features, script, language, direction);
    const key = `${String(script)}|${String(language)}|${String(direction)}|${text}`;
    const kept = runs.get(key);
    if (kept) {
      runs.delete(key);
      runs.set(key, kept);
      return kept.run;
    }
    const run = shape(text, features, script, language, direction);
    runs.set(key, { run, length: text.length });
    chars += text.length;
    for (const [oldest, { length }] of runs) {
      if (chars <= MAX_CHARS) break;
      runs.delete(oldest);
      chars -= length;
    }
    return run;
  };
}
