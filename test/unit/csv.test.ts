import { describe, expect, it } from '@jest/globals';
import { formatManagerDate, toCsv } from '../../shared/csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(toCsv(['Period', 'Description'], [['Fall, 2026', 'Say "hi"\nthere'], ['Plain', null]])).toBe(
      'Period,Description\r\n"Fall, 2026","Say ""hi""\nthere"\r\nPlain,\r\n',
    );
  });

  it('formats dates as MM/DD/YYYY', () => {
    expect(formatManagerDate('2026-08-20')).toBe('08/20/2026');
  });
});
