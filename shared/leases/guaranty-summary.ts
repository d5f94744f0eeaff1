import { formatUsd } from '../money';
import { planTotal, type EntryAmounts } from '../payment-plans/totals';
import { premisesLabel, type BedPlace } from './premises';
import { scheduleDue } from './plan-schedule';
import { fullName } from '../people';

/** What a guarantor's link page tells her before she signs (issue 44): whose lease, of what, where, when, and for how much. */
export type GuarantySummary = {
  student: string;
  premises: string;
  property: string;
  period: string;
  /** The chosen plan's total, formatted; null when the lease has no plan chosen. */
  total: string | null;
  plan: string | null;
  /** Whether the lease is still open for signing: the page asks her then, and only names the lease after. */
  signing: boolean;
};

/** The facts of a lease as the guarantor's page states them. */
export function guarantySummary(lease: BedPlace & { first_name: string; last_name: string; property_name: string; lease_period_name: string; start_date: string; end_date: string; payment_plan_name: string | null }, entries: readonly EntryAmounts[] | null, signing: boolean): GuarantySummary {
  return {
    student: fullName(lease.first_name, lease.last_name),
    premises: premisesLabel(lease),
    property: lease.property_name,
    period: `${lease.lease_period_name} (${scheduleDue(lease.start_date)} – ${scheduleDue(lease.end_date)})`,
    total: entries ? formatUsd(planTotal(entries)) : null,
    plan: lease.payment_plan_name,
    signing,
  };
}
