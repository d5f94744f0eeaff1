import { describe, expect, it } from '@jest/globals';
import { formatManagerDate, neutralizeFormula, toCsv } from '../../shared/csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(toCsv(['Period', 'Description'], [['Fall, 2026', 'Say "hi"\nthere'], ['Plain', null]])).toBe(
      'Period,Description\r\n"Fall, 2026","Say ""hi""\nthere"\r\nPlain,\r\n',
    );
  });

  it('neutralizes cells a spreadsheet would run as formulas, and only those', () => {
    for (const formula of ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd']) expect(neutralizeFormula(formula)).toBe(`'${formula}`);
    for (const text of ['Fall 2026', 'a=b', '08/20/2026', '', "'quoted"]) expect(neutralizeFormula(text)).toBe(text);
    expect(toCsv(['Period'], [['=1+1'], ['@cmd, with comma']])).toBe("Period\r\n'=1+1\r\n\"'@cmd, with comma\"\r\n");
  });

  it('formats dates as MM/DD/YYYY', () => {
    expect(formatManagerDate('2026-08-20')).toBe('08/20/2026');
  });
});
