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

/** Today as YYYY-MM-DD in the given time zone (the company's day, not the server's). */
export function isoToday(now = new Date(), timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 'November 26, 2026' from YYYY-MM-DD: how a signed document prints its dates. */
export function formatLongDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(`${isoDate}T00:00:00Z`));
}
