const FORMAT = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A stored ISO time as people read it, e.g. 11/23/2026, 2:05 PM (in the browser's time zone). */
export const formatDateTime = (iso: string) => FORMAT.format(new Date(iso));
