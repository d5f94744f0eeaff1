/** MM-DD-YYYY from YYYY-MM-DD (the carousel's date format); other input is returned as it is. */
export function formatPeriodDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[2]}-${m[3]}-${m[1]}` : isoDate;
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The zone whose day begins first (UTC+14, Kiribati's Line Islands): its today is the latest today anywhere. */
export const EARLIEST_TIME_ZONE = 'Pacific/Kiritimati';

/** A day printer per time zone, built once: building an Intl formatter costs far more than using one (each ledger write asks for today). */
const todayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in a time zone: today is `isoToday(new Date(),
 * zone)`. Every day the product keeps (a payment's, a signature's, a job's) is the company's, never
 * the server's or UTC's (ADR 045), so the zone has no default.
 */
export function isoToday(now: Date, timeZone: string): string {
  let format = todayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    todayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * A printer of calendar days in one form, its Intl formatter built once (building one per call is
 * slow for long lists); anything not a calendar day is returned as it is.
 */
function dayPrinter(options: Intl.DateTimeFormatOptions): (isoDate: string) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
  return (isoDate) => (isIsoDate(isoDate) ? format.format(new Date(`${isoDate}T00:00:00Z`)) : isoDate);
}

/** 'November 26, 2026' from YYYY-MM-DD: how a signed document prints its dates. */
export const formatLongDate = dayPrinter({ year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The same day `years` years later (or earlier), within years 0001 to 9999 (beyond them, the first or
 * last day); February 29 becomes February 28 in a year without one.
 */
export function shiftYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y + years;
  if (year > 9999) return '9999-12-31';
  if (year < 1) return '0001-01-01';
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day `days` days after (or before) a YYYY-MM-DD day. */
export function shiftDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'Aug 19, 2027' from YYYY-MM-DD: dates in sentences, the student's pages and mails. */
export const formatShortDate = dayPrinter({ year: 'numeric', month: 'short', day: 'numeric' });

/** '11/29/2026' (MM/DD/YYYY) from YYYY-MM-DD: how the manager area prints a calendar day in tables and fields. */
export const formatUsDate = dayPrinter({ year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'Sunday, November 29, 2026' from YYYY-MM-DD: the spec's full-weekday form. */
export const formatWeekdayDate = dayPrinter({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** '2:30 PM' (the spec's h:mm A) from a 24-hour 'HH:MM'; other input is returned as it is. */
export function formatClockTime(time: string): string {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) return time;
  const hour = Number(m[1]);
  return `${hour % 12 || 12}:${m[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Thursday, August 20, 2026 at 2:30 PM' from a local 'YYYY-MM-DDTHH:MM' (an arrival); other input as it is. */
export function formatWeekdayDateTime(local: string): string {
  const [date = '', time = ''] = local.split('T');
  if (!isIsoDate(date) || formatClockTime(time) === time) return local;
  return `${formatWeekdayDate(date)} at ${formatClockTime(time)}`;
}

/**
 * The calendar day (YYYY-MM-DD) a timestamp falls on in a time zone (the company's, ADR 045): a
 * comment written at 11 pm in Chicago belongs to that day, not to the next day's UTC date; a link
 * expiring at 2 am UTC expires the evening before for a company in Chicago. Other input as it is.
 */
export function dayOf(timestamp: string, timeZone: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : isoToday(date, timeZone);
}
