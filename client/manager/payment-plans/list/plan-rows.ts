import { approvalStatus } from '../../../../shared/approval';
import { formatUsd, parseAmount } from '../../../../shared/money';
import type { PaymentPlanRow } from '../../../../shared/payment-plans/types';
import { formatDateTime } from '../../components/date-time';
import type { GridField, GridFilters } from '../../components/grid-rows';

export type PlanColumnKey = 'id' | 'name' | 'type' | 'total' | 'property' | 'lease_period' | 'status' | 'active' | 'created_by' | 'created_at';
export type PlanFilters = GridFilters<PlanColumnKey>;

/** The total in cents: the API's decimal text, which is negative when credits exceed charges (unreadable: 0). */
function totalCents(row: PaymentPlanRow): number {
  const negative = row.total.startsWith('-');
  const cents = parseAmount(negative ? row.total.slice(1) : row.total) ?? 0;
  // 0 - cents, not -cents: a "-0.00" total shows as $0.00, not -$0.00.
  return negative ? 0 - cents : cents;
}

/** The grid's data columns, in order (2-manager-settings.md §2, Payment plans list): what each shows, and so what it filters on. */
export const PLAN_FIELDS: GridField<PaymentPlanRow, PlanColumnKey>[] = [
  // Numbers and times sort by value, not by their text.
  { key: 'id', name: 'ID', text: (r) => String(r.id), order: (r) => r.id },
  { key: 'name', name: 'Name', text: (r) => r.name },
  { key: 'type', name: 'Type', text: (r) => r.type ?? '', choice: true },
  { key: 'total', name: 'Total (USD)', text: (r) => formatUsd(totalCents(r)), order: totalCents },
  { key: 'property', name: 'Property', text: (r) => r.property_name },
  { key: 'lease_period', name: 'Lease Period', text: (r) => r.lease_period_name },
  { key: 'status', name: 'Approval Status', text: approvalStatus, choice: true },
  { key: 'active', name: 'Is Active', text: (r) => (r.active ? 'Yes' : 'No'), choice: true },
  { key: 'created_by', name: 'Created by', text: (r) => r.created_by },
  { key: 'created_at', name: 'Created at', text: (r) => formatDateTime(r.created_at), order: (r) => r.created_at },
];

export const planText = (key: PlanColumnKey, row: PaymentPlanRow) => PLAN_FIELDS.find((f) => f.key === key)!.text(row);
