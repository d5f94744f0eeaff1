import { formatShortDate, isIsoDate, shiftYears } from '../dates';
import { LEDGER_MESSAGES as M } from './ledger-texts';

/**
 * Whether a payment may be dated `date` on `today`: at most a year ahead (a post-dated check), so a
 * slip of the year (9999-12-31) is refused. Anything not a date is the format check's to refuse.
 */
export const paymentDateAllowed = (date: string, today: string): boolean => !isIsoDate(date) || date <= shiftYears(today, 1);

/**
 * Why a charge or adjustment of a lease cannot fall due on `date`, or null: it must be within a
 * year before its lease period's start or after its end.
 */
export function chargeDateProblem(date: string, period: { start_date: string; end_date: string }): string | null {
  if (date >= shiftYears(period.start_date, -1) && date <= shiftYears(period.end_date, 1)) return null;
  return M.outsideLeasePeriod(formatShortDate(period.start_date), formatShortDate(period.end_date));
}
