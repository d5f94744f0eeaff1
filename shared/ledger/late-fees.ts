/**
 * Late fees by a property's written policy (issue 50), one rule for the daily job, the tests and the
 * settings screen's wording. The job asks it each day which fees a lease's ledger should carry and
 * posts what is missing, reverses what no longer holds; nothing here reads a clock or a database.
 *
 * - A rent charge is a charge line (not reversed) booked to one of the policy's rent account codes.
 * - It is **late on day d** when money dated on or before d − 1 has not covered it (the company's
 *   payment order, `allocate`; late fees themselves are left out of that picture, so a fee never
 *   makes rent late).
 * - Its first fee day is its due date + the grace days + 1: on that day the fixed fee, and on each
 *   later day it is still late the daily fee (when the policy has one; with no fixed fee, the daily
 *   fee from the first fee day). Never before
 *   `effective_from`, the day the policy was put in force: a new policy does not charge past lateness.
 * - The late fees of a lease whose fee days fall in one calendar month add up to the monthly cap at
 *   most (a fee that would pass it is cut to what is left; at the cap, none).
 * - At most one fee per charge and day, ever: a fee once posted is never posted again, even when it
 *   was reversed (a manager's waiver stays waived).
 * - A posted fee that no longer holds (its charge turns out to have been paid in time, by a payment
 *   recorded later with an earlier date, or the charge was reversed) is reversed, with its reason.
 */
import { shiftDays } from '../dates';
import { allocate, effectiveLines, type LineFact } from './ledger-view';
import type { PaymentOrder } from './payment-terms';

export type LateFeePolicyTerms = {
  grace_days: number;
  fixed_fee_cents: number;
  /** Each later day the charge is still late; null for none. */
  daily_fee_cents: number | null;
  /** The most a lease's late fees may add up to in one calendar month; null for no cap. */
  monthly_cap_cents: number | null;
  /** The account codes whose charges count as rent. */
  rent_code_ids: readonly number[];
  /** The first day a fee may fall on (YYYY-MM-DD). */
  effective_from: string;
};

/** A line of the lease's ledger, with its account code. */
export type LateFeeLedgerLine = LineFact & { account_code_id: number | null };

/** A late fee already posted: its line, the charge it is for, its day, and whether a reversal undid it. */
export type PostedLateFee = { fee_line_id: number; charge_line_id: number; fee_day: string; amount_cents: number; reversed: boolean };

export type LateFeeToPost = { charge_line_id: number; fee_day: string; amount_cents: number; daily: boolean };
export type LateFeeToReverse = { fee_line_id: number; charge_line_id: number; reason: 'paid_in_time' | 'charge_reversed'; paid_on: string | null };
export type LateFeeWork = { post: LateFeeToPost[]; reverse: LateFeeToReverse[] };

/** The first day a charge due on `due` can carry a fee under `terms`. */
export const firstFeeDay = (due: string, graceDays: number): string => shiftDays(due, graceDays + 1);

const monthOf = (day: string) => day.slice(0, 7);

/**
 * What the job does for one lease on `today`: the fees to post (oldest day first, then by charge)
 * and the posted fees to reverse. `posted` is every late fee the lease has had.
 */
export function lateFeeWork(lines: readonly LateFeeLedgerLine[], terms: LateFeePolicyTerms, order: PaymentOrder, posted: readonly PostedLateFee[], today: string): LateFeeWork {
  const feeLineIds = new Set(posted.map((p) => p.fee_line_id));
  // The picture without the late fees (and their reversals): lateness is of rent, not of fees.
  const base = lines.filter((l) => !feeLineIds.has(l.id) && !(l.kind === 'reversal' && l.reverses_id !== null && feeLineIds.has(l.reverses_id)));
  const { settledOn } = allocate(base, order);
  const rentCodes = new Set(terms.rent_code_ids);
  const charges = new Map(
    effectiveLines(base)
      .filter((l) => l.kind === 'charge' && l.amount_cents > 0 && l.account_code_id !== null && rentCodes.has(l.account_code_id))
      .map((l) => [l.id, l]),
  );
  /** Whether the charge was still open at the end of the day before `day`. */
  const lateOn = (chargeId: number, day: string): boolean => {
    const paid = settledOn.get(chargeId);
    return paid === undefined || paid >= day;
  };

  const reverse: LateFeeToReverse[] = [];
  const spent = new Map<string, number>();
  const taken = new Set<string>();
  for (const fee of posted) {
    taken.add(`${fee.charge_line_id}@${fee.fee_day}`);
    if (fee.reversed) continue;
    const charge = charges.get(fee.charge_line_id);
    if (!charge) reverse.push({ fee_line_id: fee.fee_line_id, charge_line_id: fee.charge_line_id, reason: 'charge_reversed', paid_on: null });
    else if (!lateOn(charge.id, fee.fee_day)) reverse.push({ fee_line_id: fee.fee_line_id, charge_line_id: charge.id, reason: 'paid_in_time', paid_on: settledOn.get(charge.id)! });
    else spent.set(monthOf(fee.fee_day), (spent.get(monthOf(fee.fee_day)) ?? 0) + fee.amount_cents);
  }

  const wanted: LateFeeToPost[] = [];
  for (const charge of charges.values()) {
    const first = firstFeeDay(charge.due_date, terms.grace_days);
    const paid = settledOn.get(charge.id);
    // The last day it is late: the day it was paid (late on it: not paid the day before), else today.
    const last = paid !== undefined && paid < today ? paid : today;
    // Without a daily fee only the first fee day can carry one.
    const end = terms.daily_fee_cents === null && first < last ? first : last;
    for (let day = first < terms.effective_from ? terms.effective_from : first; day <= end; day = shiftDays(day, 1)) {
      const daily = day !== first || terms.fixed_fee_cents === 0;
      const amount = daily ? (terms.daily_fee_cents ?? 0) : terms.fixed_fee_cents;
      if (amount > 0 && !taken.has(`${charge.id}@${day}`)) wanted.push({ charge_line_id: charge.id, fee_day: day, amount_cents: amount, daily });
    }
  }
  wanted.sort((a, b) => (a.fee_day < b.fee_day ? -1 : a.fee_day > b.fee_day ? 1 : charges.get(a.charge_line_id)!.due_date.localeCompare(charges.get(b.charge_line_id)!.due_date) || a.charge_line_id - b.charge_line_id));

  const post: LateFeeToPost[] = [];
  for (const fee of wanted) {
    const month = monthOf(fee.fee_day);
    const used = spent.get(month) ?? 0;
    const amount = terms.monthly_cap_cents === null ? fee.amount_cents : Math.min(fee.amount_cents, terms.monthly_cap_cents - used);
    if (amount <= 0) continue;
    spent.set(month, used + amount);
    post.push({ ...fee, amount_cents: amount });
  }
  return { post, reverse };
}
