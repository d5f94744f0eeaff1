import type { ScheduleTable } from '../documents/schedule-table';
import { formatUsd } from '../money';
import { orderEntries, runningTotals } from '../payment-plans/totals';
import { SAMPLE_PLAN, type TypedEntry } from './lease-money';
import { scheduleDue } from './plan-schedule';

const amountOrBlank = (cents: number) => (cents ? formatUsd(cents) : '');

/**
 * The chosen plan's schedule as a lease prints it: its entries in ledger order (Due Today, Due on
 * Approval, then by date), each with its charge and credit as positive amounts and the running total,
 * and the sums of charges, credits and the plan's total.
 */
export function leaseSchedule(entries: readonly TypedEntry[]): ScheduleTable {
  const ordered = orderEntries(entries.map((e) => ({ ...e, account_code_id: null })));
  const running = runningTotals(ordered);
  const charges = ordered.reduce((s, e) => s + e.charge_cents, 0);
  const credits = ordered.reduce((s, e) => s + e.credit_cents, 0);
  return {
    rows: ordered.map((e, i) => ({ due: scheduleDue(e.due_date), description: e.description ?? '', charge: amountOrBlank(e.charge_cents), credit: amountOrBlank(e.credit_cents), total: formatUsd(running[i]!) })),
    foot: { charge: formatUsd(charges), credit: formatUsd(credits), total: formatUsd(charges - credits) },
  };
}

/** The previewer's schedule: the sample plan's. */
export const sampleSchedule = (): ScheduleTable => leaseSchedule(SAMPLE_PLAN.entries);

/** A lease without a chosen plan prints no schedule. */
export const NO_SCHEDULE: ScheduleTable = { rows: [], foot: { charge: formatUsd(0), credit: formatUsd(0), total: formatUsd(0) } };
