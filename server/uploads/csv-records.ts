/** A record of a CSV file, numbered as a spreadsheet numbers its rows (the first is 1). */
export type CsvRecord = { row: number; cells: string[] };

/** The text is not well-formed CSV: a stray or unclosed quote near `line`. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`malformed CSV near line ${line}`);
  }
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

const isBlankText = (text: string) => text.trim() === '';

/** Skipped records in a row between two pauses (a null yielded). */
export const SKIPPED_PER_PAUSE = 1024;

/** Line breaks inside a quoted value (CRLF, LF or CR each count one). */
function lineBreaks(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) count++;
  }
  return count;
}

/**
 * The records of a CSV text (RFC 4180: commas, double quotes with "" inside, CRLF, LF or CR line
 * ends, a leading BOM dropped), in order. Records whose cells hold no text are skipped but
 * counted, so `row` matches the spreadsheet; an empty line costs no allocation. A quote inside an
 * unquoted value, text after a closing quote or an unclosed quote throws CsvSyntaxError at once.
 *
 * Written for imports from anyone: the time and memory it takes grow with the text's length only,
 * whatever its shape (csv-parse builds an error object for every record of another length, which
 * made a megabyte of blank lines take seconds; see docs/decisions/017). A run of skipped records
 * yields null every SKIPPED_PER_PAUSE records, so that a reader in slices (forEachYielding) looks
 * at the clock inside half a million blank lines too, instead of reading them in one call.
 */
export function* csvRecords(text: string): Generator<CsvRecord | null, void, undefined> {
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let row = 0;
  let line = 1;
  let skipped = 0;
  const endOfLine = () => {
    if (text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF) i++;
    i++;
    line++;
  };

  while (i < n) {
    row++;
    const first = text.charCodeAt(i);
    if (first === LF || first === CR) {
      endOfLine();
      if (++skipped === SKIPPED_PER_PAUSE) {
        skipped = 0;
        yield null;
      }
      continue;
    }
    const cells: string[] = [];
    let blank = true;
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        const opened = line;
        value = '';
        i++;
        for (;;) {
          const close = text.indexOf('"', i);
          if (close < 0) throw new CsvSyntaxError(opened);
          const part = text.slice(i, close);
          value += part;
          line += lineBreaks(part);
          i = close + 1;
          if (text.charCodeAt(i) !== QUOTE) break;
          value += '"';
          i++;
        }
        const next = text.charCodeAt(i);
        if (i < n && next !== COMMA && next !== LF && next !== CR) throw new CsvSyntaxError(line);
      } else {
        let end = i;
        for (; end < n; end++) {
          const c = text.charCodeAt(end);
          if (c === COMMA || c === LF || c === CR) break;
          if (c === QUOTE) throw new CsvSyntaxError(line);
        }
        value = text.slice(i, end);
        i = end;
      }
      cells.push(value);
      if (blank && !isBlankText(value)) blank = false;
      if (i < n && text.charCodeAt(i) === COMMA) {
        i++;
        continue;
      }
      if (i < n) endOfLine();
      break;
    }
    if (!blank) {
      skipped = 0;
      yield { row, cells };
    } else if (++skipped === SKIPPED_PER_PAUSE) {
      skipped = 0;
      yield null;
    }
  }
}
