import { dayOf, EARLIEST_TIME_ZONE, isoToday, shiftDays, formatClockTime, formatLongDate, formatShortDate, formatUsDate, formatWeekdayDate, formatWeekdayDateTime } from '../../shared/dates';

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

  it('prints a time of day as h:mm A', () => {
    expect(['00:05', '09:30', '12:00', '14:30', '23:59'].map(formatClockTime)).toEqual(['12:05 AM', '9:30 AM', '12:00 PM', '2:30 PM', '11:59 PM']);
    expect(formatClockTime('24:00')).toBe('24:00');
  });

  it('prints a local date and time in the full-weekday form with h:mm A', () => {
    expect(formatWeekdayDateTime('2026-08-20T14:30')).toBe('Thursday, August 20, 2026 at 2:30 PM');
    expect(formatWeekdayDateTime('2026-08-20')).toBe('2026-08-20');
    expect(formatWeekdayDateTime('2026-02-30T10:00')).toBe('2026-02-30T10:00');
  });

  it('moves a calendar day by days, across months, years and leap days', () => {
    expect(shiftDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(shiftDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDays('2026-11-30', 0)).toBe('2026-11-30');
  });

  it('finds the calendar day of a timestamp in a time zone', () => {
    expect(dayOf('2026-11-30T04:30:00.000Z', 'UTC')).toBe('2026-11-30');
    expect(dayOf('2026-11-30T04:30:00.000Z', 'America/Chicago')).toBe('2026-11-29');
    expect(dayOf('not a time', 'America/Chicago')).toBe('not a time');
  });

  it('answers today in each company’s time zone, each zone’s day however often and in whatever order asked', () => {
    const instant = new Date('2026-11-30T04:30:00.000Z');
    const asked = ['UTC', 'America/Chicago', 'Pacific/Kiritimati', 'America/Chicago', 'UTC'].map((zone) => isoToday(instant, zone));
    expect(asked).toEqual(['2026-11-30', '2026-11-29', '2026-11-30', '2026-11-29', '2026-11-30']);
    expect(isoToday(new Date('2026-12-31T23:59:59.000Z'), 'UTC')).toBe('2026-12-31');
    expect(isoToday(new Date('2026-12-31T23:59:59.000Z'), EARLIEST_TIME_ZONE)).toBe('2027-01-01');
    expect(() => isoToday(instant, 'Not/AZone')).toThrow(RangeError);
  });
});
