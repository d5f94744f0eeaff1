import { formatShortDate } from './dates';

/** What a visitor chose before signing up: a property, or one of its lease periods with its dates. */
export type ApplyingFor = { property: string; period: { name: string; start_date: string; end_date: string } | null };

/** The auth dialog's line naming the choice: 'Applying for Fall 2027 at North Hall (Aug 20, 2027 – May 15, 2028)'. */
export function applyingForText({ property, period }: ApplyingFor): string {
  if (!period) return `Applying to ${property}`;
  return `Applying for ${period.name} at ${property} (${formatShortDate(period.start_date)} – ${formatShortDate(period.end_date)})`;
}
