import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { SelectionWindowSchema } from '../../shared/selection/selection-schema';
import { formatOffset, formatZonedDateTime, instantToWallTime, isKnownTimeZone, wallTimeToInstant, zoneOffsetMinutes } from '../../shared/zoned-time';

describe('wall-clock times in a company’s time zone', () => {
  it('reads a wall time with the zone’s offset on that day, winter and summer', () => {
    expect(wallTimeToInstant('2027-02-03T10:00', 'America/New_York')).toBe('2027-02-03T10:00:00-05:00');
    expect(wallTimeToInstant('2027-07-03T10:00', 'America/New_York')).toBe('2027-07-03T10:00:00-04:00');
    expect(wallTimeToInstant('2027-02-03T10:00', 'America/Chicago')).toBe('2027-02-03T10:00:00-06:00');
    expect(wallTimeToInstant('2027-02-03T10:00', 'Asia/Kolkata')).toBe('2027-02-03T10:00:00+05:30');
    expect(wallTimeToInstant('2027-02-03T10:00', 'UTC')).toBe('2027-02-03T10:00:00+00:00');
    expect(wallTimeToInstant('2027-02-03T23:45', 'Pacific/Auckland')).toBe('2027-02-03T23:45:00+13:00');
    expect(new Date(wallTimeToInstant('2027-02-03T10:00', 'America/New_York')!).toISOString()).toBe('2027-02-03T15:00:00.000Z');
  });

  it('moves a time the clocks skip forward past the change, and takes the first of a time shown twice', () => {
    // New York springs forward at 2:00 on Mar 14, 2027: 2:30 does not exist; it falls back at 2:00 on Nov 7: 1:30 happens twice.
    expect(wallTimeToInstant('2027-03-14T02:30', 'America/New_York')).toBe('2027-03-14T03:30:00-04:00');
    expect(wallTimeToInstant('2027-11-07T01:30', 'America/New_York')).toBe('2027-11-07T01:30:00-04:00');
    expect(wallTimeToInstant('2027-11-07T02:30', 'America/New_York')).toBe('2027-11-07T02:30:00-05:00');
    // Southern summer: Sydney goes forward on Oct 3, 2027 at 2:00.
    expect(wallTimeToInstant('2027-10-03T02:15', 'Australia/Sydney')).toBe('2027-10-03T03:15:00+11:00');
  });

  it('refuses what is not a real day and time', () => {
    for (const text of ['', '2027-02-30T10:00', '2027-02-03', '2027-02-03T24:00', '2027-02-03 10:00', 'soon', '2027-13-01T10:00']) expect(wallTimeToInstant(text, 'America/New_York')).toBeNull();
  });

  it('shows an instant as the zone’s wall time, the way back', () => {
    expect(instantToWallTime('2027-02-03T15:00:00.000Z', 'America/New_York')).toBe('2027-02-03T10:00');
    expect(instantToWallTime('2027-02-03T15:00:00.000Z', 'Europe/Berlin')).toBe('2027-02-03T16:00');
    expect(instantToWallTime('2027-02-03T23:30:00.000Z', 'America/Los_Angeles')).toBe('2027-02-03T15:30');
    expect(instantToWallTime('2027-02-04T04:30:00.000Z', 'America/Los_Angeles')).toBe('2027-02-03T20:30');
    expect(instantToWallTime('never', 'UTC')).toBe('');
  });

  it('round-trips every minute-exact instant through its wall time (but the second pass of a repeated hour)', () => {
    const zones = ['America/New_York', 'America/Chicago', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }), fc.constantFrom(...zones), (minute, zone) => {
        const instant = minute * 60_000;
        const wall = instantToWallTime(new Date(instant).toISOString(), zone);
        const back = Date.parse(wallTimeToInstant(wall, zone)!);
        const repeated = zoneOffsetMinutes(instant - 3 * 3_600_000, zone) > zoneOffsetMinutes(instant, zone) && back < instant;
        expect(back === instant || repeated).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes what the selection window’s schema takes', () => {
    const opens = wallTimeToInstant('2027-02-03T10:00', 'Asia/Kolkata')!;
    const closes = wallTimeToInstant('2027-02-10T17:00', 'UTC')!;
    expect(SelectionWindowSchema.safeParse({ opens_at: opens, closes_at: closes, slot_minutes: 10, per_slot: 2, order: 'approval' }).success).toBe(true);
  });

  it('prints offsets, zones and manager timestamps', () => {
    expect([formatOffset(-300), formatOffset(330), formatOffset(0), formatOffset(-570)]).toEqual(['-05:00', '+05:30', '+00:00', '-09:30']);
    expect(zoneOffsetMinutes(Date.UTC(2027, 1, 3), 'America/New_York')).toBe(-300);
    expect([isKnownTimeZone('America/Chicago'), isKnownTimeZone('Mars/Olympus')]).toEqual([true, false]);
    expect(formatZonedDateTime('2027-02-03T15:10:00.000Z', 'America/New_York')).toBe('02/03/2027 10:10 AM');
    expect(formatZonedDateTime('2027-02-03T15:10:00.000Z', 'America/Los_Angeles')).toBe('02/03/2027 7:10 AM');
  });
});
