/** MM-DD-YYYY from YYYY-MM-DD (the carousel's date format); other input is returned as it is. */
export function formatPeriodDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return m ? `${m[2]}-${m[3]}-${m[1]}` : isoDate;
}
