import { DUE_ON_APPROVAL, DUE_TODAY, type LedgerType } from '../payment-plans/constants';
import { entryTotal } from '../payment-plans/totals';

/** A plan's ledger entry with its account code's ledger type and its description. */
export type TypedEntry = { due_date: string; type: LedgerType; charge_cents: number; credit_cents: number; description?: string };

/**
 * The facts of a chosen plan a lease document states (docs/decisions/022-leases.md), money in cents.
 * Each is a fact of the plan, or derived by a rule the lease itself can state (the daily rent).
 */
export type LeaseMoney = {
  total_rent: number;
  /** The amount the plan charges in most months, when it charges rent once a month; null when it does not (no invented "monthly installment"). */
  monthly_rent: number | null;
  /** How many rent charges the plan makes. */
  rent_installments: number;
  /** The first and last rent charge's due date (YYYY-MM-DD, or Due Today / Due on Approval); null without rent charges. */
  first_rent_due: string | null;
  last_rent_due: string | null;
  security_deposit: number;
  /** Every fee the plan charges (the application fee among them). */
  total_fees: number;
  application_fee: number;
  /** Days of the lease period, both dates counted. */
  lease_days: number;
  /** Total rent ÷ lease days, to the cent: the rate a holdover clause states. */
  daily_rent: number;
  /** Everything the plan charges less everything it credits: what a guarantor guarantees at least. */
  plan_total: number;
};

const DAY_MS = 86_400_000;

/** The days of a lease period, both dates counted: 2026-08-20 to 2027-05-14 is 268. At least one. */
export function leaseDays(startDate: string, endDate: string): number {
  return Math.max(1, Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1);
}

const sum = (entries: readonly TypedEntry[], keep: (e: TypedEntry) => boolean) => entries.filter(keep).reduce((total, e) => total + entryTotal(e), 0);

const DUE_RANK = (due: string) => (due === DUE_TODAY ? '0' : due === DUE_ON_APPROVAL ? '1' : `2${due}`);
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

/**
 * The regular monthly charge of a plan's rent charges, or null unless they are monthly: at least two,
 * all dated, one in each of consecutive calendar months. The amount is the one most of those months
 * charge (a prorated first or last month aside); on a tie, the larger.
 */
export function monthlyCharge(rent: readonly TypedEntry[]): number | null {
  if (rent.length < 2 || rent.some((e) => e.due_date === DUE_TODAY || e.due_date === DUE_ON_APPROVAL)) return null;
  const months = rent.map((e) => monthIndex(e.due_date)).sort((a, b) => a - b);
  if (months.some((m, i) => i > 0 && m !== months[i - 1]! + 1)) return null;
  const counts = new Map<number, number>();
  for (const e of rent) counts.set(entryTotal(e), (counts.get(entryTotal(e)) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || b - a)[0]![0];
}

/**
 * The money facts of a lease document from its chosen plan's entries, by each entry's ledger type
 * (docs/decisions/022-leases.md): total rent is what the plan charges on Charge codes less its
 * Credit codes (concessions); the rent installments are its Charge entries; the security deposit is
 * its Deposit entries; the fees are its Fee entries, and the application fee those due today;
 * the daily rent is total rent ÷ the lease period's days.
 */
export function leaseMoney(entries: readonly TypedEntry[], period: { start_date: string; end_date: string }): LeaseMoney {
  const total_rent = sum(entries, (e) => e.type === 'Charge' || e.type === 'Credit');
  const rent = entries.filter((e) => e.type === 'Charge');
  const dues = rent.map((e) => e.due_date).sort((a, b) => (DUE_RANK(a) < DUE_RANK(b) ? -1 : DUE_RANK(a) > DUE_RANK(b) ? 1 : 0));
  const lease_days = leaseDays(period.start_date, period.end_date);
  return {
    total_rent,
    monthly_rent: monthlyCharge(rent),
    rent_installments: rent.length,
    first_rent_due: dues[0] ?? null,
    last_rent_due: dues.at(-1) ?? null,
    security_deposit: sum(entries, (e) => e.type === 'Deposit'),
    total_fees: sum(entries, (e) => e.type === 'Fee'),
    application_fee: sum(entries, (e) => e.type === 'Fee' && e.due_date === DUE_TODAY),
    lease_days,
    daily_rent: Math.round(total_rent / lease_days),
    plan_total: sum(entries, () => true),
  };
}

/** The sample plan the template previewer prices its money variables and prints its schedule with (the demo's academic year plan). */
export const SAMPLE_PLAN = {
  period: { start_date: '2026-08-20', end_date: '2027-05-14' },
  entries: [
    { due_date: DUE_TODAY, type: 'Fee', charge_cents: 5000, credit_cents: 0, description: 'Application fee' },
    { due_date: 'Due on Approval', type: 'Deposit', charge_cents: 30000, credit_cents: 0, description: 'Security deposit' },
    { due_date: '2026-08-20', type: 'Charge', charge_cents: 412500, credit_cents: 0, description: 'Fall 2026 installment' },
    { due_date: '2027-01-10', type: 'Charge', charge_cents: 412500, credit_cents: 0, description: 'Spring 2027 installment' },
    { due_date: '2026-08-20', type: 'Credit', charge_cents: 0, credit_cents: 25000, description: 'Early signing concession' },
  ] satisfies TypedEntry[],
};

/** How the previewer explains its money samples: where each comes from in the chosen plan. */
export const MONEY_SAMPLE_NOTE =
  'In an issued lease the money comes from the plan the student chooses: total rent is its charges less its credits ($4,125.00 twice less a $250.00 concession = $8,000.00 here) in 2 rent installments, the first due August 20, 2026 and the last January 10, 2027; the daily rent is that over the 268 days of the lease period ($29.85); the security deposit is its deposits ($300.00), the fees all its fees ($50.00), the application fee its fees due today ($50.00) and the plan total all of it ($8,350.00). Monthly rent is printed only for a plan that charges rent every month (this one does not).';
