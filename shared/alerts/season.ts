/**
 * The leasing season: student housing leases by academic year, so a season runs from August 1 to
 * July 31. "This season" on the glance is the applications submitted since the season's first day.
 */
export const SEASON_START = { month: 8, day: 1 } as const;

export type Season = { from: string; to: string; label: string };

/** The season `today` (YYYY-MM-DD) falls in: its first and last day and its name ('2026–27'). */
export function seasonOf(today: string): Season {
  const year = Number(today.slice(0, 4));
  const start = `-${String(SEASON_START.month).padStart(2, '0')}-${String(SEASON_START.day).padStart(2, '0')}`;
  const first = today.slice(4) >= start ? year : year - 1;
  const last = new Date(Date.UTC(first + 1, SEASON_START.month - 1, SEASON_START.day - 1)).toISOString().slice(0, 10);
  return { from: `${first}${start}`, to: last, label: `${first}–${String(first + 1).slice(2)}` };
}
