import { DUE_TODAY, type LedgerType } from '../payment-plans/constants';
import { entryTotal } from '../payment-plans/totals';

/** A plan's ledger entry with its account code's ledger type. */
export type TypedEntry = { due_date: string; type: LedgerType; charge_cents: number; credit_cents: number };

export type LeaseMoney = { monthly_rent: number; total_rent: number; security_deposit: number; application_fee: number };

/** The date `months` months after an ISO date, the day kept or clamped to the month's last (Jan 31 + 1 = Feb 28). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The months a lease period (both dates included) spans, a part month counted as one: 2026-08-20 to
 * 2027-05-14 is nine, 2026-08-20 to 2027-08-19 twelve. At least one.
 */
export function leaseMonths(startDate: string, endDate: string): number {
  let full = 0;
  while (full < 1200 && dayBefore(addMonths(startDate, full + 1)) <= endDate) full++;
  return Math.max(1, full + (addMonths(startDate, full) <= endDate ? 1 : 0));
}

const sum = (entries: readonly TypedEntry[], keep: (e: TypedEntry) => boolean) => entries.filter(keep).reduce((total, e) => total + entryTotal(e), 0);

/**
 * The money variables of a lease document, in cents, from its chosen plan (docs/decisions/022-leases.md):
 * total rent is what the plan charges on Charge codes less its Credit codes (concessions);
 * monthly rent is that spread over the lease period's months, to the cent; the security deposit is
 * what it charges on Deposit codes; the application fee is its Fee entries due today (paid with the
 * application; fees due later, such as an administrative fee, are not it).
 */
export function leaseMoney(entries: readonly TypedEntry[], period: { start_date: string; end_date: string }): LeaseMoney {
  const total_rent = sum(entries, (e) => e.type === 'Charge' || e.type === 'Credit');
  return {
    total_rent,
    monthly_rent: Math.round(total_rent / leaseMonths(period.start_date, period.end_date)),
    security_deposit: sum(entries, (e) => e.type === 'Deposit'),
    application_fee: sum(entries, (e) => e.type === 'Fee' && e.due_date === DUE_TODAY),
  };
}

/** The sample plan the template previewer prices its money variables with (the demo's academic year plan). */
export const SAMPLE_PLAN = {
  period: { start_date: '2026-08-20', end_date: '2027-05-14' },
  entries: [
    { due_date: DUE_TODAY, type: 'Fee', charge_cents: 5000, credit_cents: 0 },
    { due_date: 'Due on Approval', type: 'Deposit', charge_cents: 30000, credit_cents: 0 },
    { due_date: '2026-08-20', type: 'Charge', charge_cents: 412500, credit_cents: 0 },
    { due_date: '2027-01-10', type: 'Charge', charge_cents: 412500, credit_cents: 0 },
    { due_date: '2026-08-20', type: 'Credit', charge_cents: 0, credit_cents: 25000 },
  ] satisfies TypedEntry[],
};

/** How the previewer explains its money samples: where each comes from in the chosen plan. */
export const MONEY_SAMPLE_NOTE =
  'In an issued lease the money comes from the plan the student chooses: total rent is its charges less its credits ($4,125.00 twice less a $250.00 concession = $8,000.00 here), monthly rent that over the months of the lease period (nine: $888.89), the security deposit its deposits ($300.00) and the application fee its fees due today ($50.00).';
