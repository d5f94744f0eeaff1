// One formatter for every row: building an Intl.DateTimeFormat per call is slow for long lists.
const FORMAT = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A timestamp as managers read it, in their own time zone: `11/23/2026 2:05 PM`. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date).replace(', ', ' ');
}

const DAY = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** The day of a timestamp as managers read it, in their own time zone: `11/23/2026`. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}
