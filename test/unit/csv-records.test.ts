import { describe, expect, it } from '@jest/globals';
import { csvRecords, CsvSyntaxError, SKIPPED_PER_PAUSE, type CsvRecord } from '../../server/uploads/csv-records';

const read = (text: string): CsvRecord[] => [...csvRecords(text)].filter((record) => record !== null);
const syntaxLine = (text: string): number | null => {
  try {
    read(text);
    return null;
  } catch (err) {
    if (err instanceof CsvSyntaxError) return err.line;
    throw err;
  }
};

describe('csvRecords', () => {
  it('reads fields, quoted values with commas, doubled quotes and line breaks, and any line end', () => {
    expect(read('a,b\r\n"c, d","say ""hi"""\n"two\r\nlines",x\re,')).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['c, d', 'say "hi"'] },
      { row: 3, cells: ['two\r\nlines', 'x'] },
      { row: 4, cells: ['e', ''] },
    ]);
  });

  it('drops a BOM and keeps spaces and empty cells as they are', () => {
    expect(read('\uFEFF a ,,""\n')).toEqual([{ row: 1, cells: [' a ', '', ''] }]);
  });

  it('skips records with no text, numbering the rest as a spreadsheet does', () => {
    expect(read('h\n\n , ,\n"",""\r\n\r\nx\n\n')).toEqual([
      { row: 1, cells: ['h'] },
      { row: 6, cells: ['x'] },
    ]);
    expect(read('')).toEqual([]);
    expect(read('\n\n\n')).toEqual([]);
  });

  it('refuses a stray quote, text after a closing quote and an unclosed quote, naming the line', () => {
    expect(syntaxLine('a,b\nc,d"e\n')).toBe(2);
    expect(syntaxLine('a\n"b"c,d\n')).toBe(2);
    expect(syntaxLine('a\nb\n"c,\nd\ne\n')).toBe(3);
    expect(syntaxLine('a\n"multi\nline" x\n')).toBe(3);
  });

  it('reads a megabyte of blank lines, short records or quotes as records, not as errors', () => {
    const blank = `h\n${'\n'.repeat(1_000_000)}x\n`;
    expect(read(blank)).toEqual([
      { row: 1, cells: ['h'] },
      { row: 1_000_002, cells: ['x'] },
    ]);
    expect(read(',\n'.repeat(500_000))).toEqual([]);
    expect(read(`"${'a\n'.repeat(300_000)}"`)).toEqual([{ row: 1, cells: ['a\n'.repeat(300_000)] }]);
  });

  it('pauses (yields null) every SKIPPED_PER_PAUSE skipped records, so a reader in slices looks at the clock inside a long run of blank lines', () => {
    for (const filler of ['\n', '\r\n', ',\n', ' , \r']) {
      const yielded = [...csvRecords(`h\n${filler.repeat(3 * SKIPPED_PER_PAUSE + 5)}x\n${filler.repeat(SKIPPED_PER_PAUSE - 1)}`)];
      expect(yielded).toEqual([{ row: 1, cells: ['h'] }, null, null, null, { row: 3 * SKIPPED_PER_PAUSE + 7, cells: ['x'] }]);
    }
    // A record read starts the count again.
    const pauses = [...csvRecords(`${'\n'.repeat(SKIPPED_PER_PAUSE - 1)}a\n${'\n'.repeat(SKIPPED_PER_PAUSE - 1)}`)].filter((r) => r === null);
    expect(pauses).toEqual([]);
  });
});
