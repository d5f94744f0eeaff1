/**
 * Wall-clock times in a named time zone (a company's, such as 'America/Chicago') and the instants
 * they are, for forms whose `datetime-local` inputs are read in the company's zone rather than the
 * browser's. Only Intl: the zone rules are the runtime's own.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A zone's wall-clock printer, built once per zone (building one costs far more than using it). */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    clocks.set(timeZone, clock);
  }
  return clock;
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** What the clocks of the zone read at an instant. */
function wallAt(ms: number, timeZone: string): Wall {
  const parts = Object.fromEntries(clockOf(timeZone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  // Some runtimes write midnight as 24 with hourCycle h23's older spelling.
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute), second: Number(parts.second) };
}

const asUtc = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC at an instant, in minutes (east positive: -300 in New York in winter). */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((asUtc(wallAt(whole, timeZone)) - whole) / MINUTE);
}

/** Whether the runtime knows the zone's name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    clockOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function parseWall(local: string): Wall | null {
  const m = WALL.exec(local);
  if (!m) return null;
  const wall = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0) };
  // A real calendar day and time (2027-02-30 is not one, nor 24:00).
  const back = new Date(asUtc(wall));
  if (back.getUTCFullYear() !== wall.year || back.getUTCMonth() + 1 !== wall.month || back.getUTCDate() !== wall.day || back.getUTCHours() !== wall.hour || back.getUTCMinutes() !== wall.minute) return null;
  return wall;
}

/** An offset in minutes as ISO 8601 writes it: '-05:00', '+05:30', '+00:00'. */
export function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The instant a wall-clock time ('2027-02-03T10:00', as a datetime-local input gives it) is in the
 * zone, written with the zone's offset then: '2027-02-03T10:00:00-05:00'. A time the clocks skip
 * when they go forward (2:30 on a spring night) is read with the offset before the change, so it
 * lands as far past the change as it was meant past 2:00 (3:30); a time they show twice when they go
 * back (1:30 on an autumn night) is the first of the two. Null for anything not a real day and time.
 */
export function wallTimeToInstant(local: string, timeZone: string): string | null {
  const wall = parseWall(local);
  if (!wall) return null;
  const guess = asUtc(wall);
  // At most one change of offset lies within a day of any moment, in every zone there is.
  const before = zoneOffsetMinutes(guess - DAY, timeZone);
  const after = zoneOffsetMinutes(guess + DAY, timeZone);
  const readsBack = (t: number) => asUtc(wallAt(t, timeZone)) === guess;
  const candidates = [...new Set([before, after])].map((offset) => guess - offset * MINUTE).filter(readsBack);
  const instant = candidates.length ? Math.min(...candidates) : guess - before * MINUTE;
  return isoWithOffset(instant, timeZone);
}

/** An instant as the zone's wall-clock time with its offset: '2027-02-03T10:00:00-05:00'. */
export function isoWithOffset(ms: number, timeZone: string): string {
  const w = wallAt(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${formatOffset(zoneOffsetMinutes(ms, timeZone))}`;
}

/** An instant as a datetime-local input shows it in the zone: '2027-02-03T10:00' (empty for anything not an instant). */
export function instantToWallTime(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const w = wallAt(ms, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** Manager-area timestamps in a zone, printers built once per zone. */
const managerClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A timestamp as the manager area writes it (`02/03/2027 10:10 AM`, ADR 021) but in the given zone
 * (the company's: what a selection slot is set and announced in), not the browser's.
 */
export function formatZonedDateTime(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  let format = managerClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
    managerClocks.set(timeZone, format);
  }
  return format.format(new Date(ms)).replace(', ', ' ');
}
