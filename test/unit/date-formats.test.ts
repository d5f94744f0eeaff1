import { formatLongDate, formatShortDate, formatUsDate, formatWeekdayDate } from '../../shared/dates';

describe('the product date formats', () => {
  it('prints a calendar day as MM/DD/YYYY for the manager area', () => {
    expect(formatUsDate('2026-11-29')).toBe('11/29/2026');
    expect(formatUsDate('2027-01-05')).toBe('01/05/2027');
  });

  it('prints a calendar day in sentences as "Nov 29, 2026" and in documents as "November 29, 2026"', () => {
    expect(formatShortDate('2026-11-29')).toBe('Nov 29, 2026');
    expect(formatLongDate('2026-11-29')).toBe('November 29, 2026');
  });

  it('prints the full-weekday form', () => {
    expect(formatWeekdayDate('2026-11-29')).toBe('Sunday, November 29, 2026');
  });

  it('keeps the same day whatever the process time zone (the day is not a moment)', () => {
    expect(formatUsDate('2026-03-01')).toBe('03/01/2026');
    expect(formatWeekdayDate('2026-03-01')).toBe('Sunday, March 1, 2026');
  });

  it('returns anything that is not a calendar day as it is', () => {
    expect(formatUsDate('Due Today')).toBe('Due Today');
    expect(formatWeekdayDate('2026-02-30')).toBe('2026-02-30');
  });
});
