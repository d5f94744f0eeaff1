import type { LedgerType } from '../../shared/payment-plans/constants';
import { centsToAmount } from '../../shared/money';
import { isPlanActive } from '../../shared/payment-plans/status';
import { orderEntries } from '../../shared/payment-plans/totals';
import type { AccountCode, LedgerEntry, PaymentPlan, PaymentPlanRow } from '../../shared/payment-plans/types';
import type { AccountCodeRow } from '../queries/account-codes';
import type { LedgerEntryRow, PaymentPlanDetailRow, PaymentPlanListRow } from '../queries/payment-plans';

/** A row of the plans list; `active` is decided for `today` (YYYY-MM-DD). */
export function presentPaymentPlanRow(row: PaymentPlanListRow, today: string): PaymentPlanRow {
  const approved = row.approved === 1;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    total: centsToAmount(row.total_cents),
    property_id: row.property_id,
    property_name: row.property_name,
    lease_period_id: row.lease_period_id,
    lease_period_name: row.lease_period_name,
    effective_start_date: row.effective_start_date,
    effective_end_date: row.effective_end_date,
    active: isPlanActive({ approved, effective_start_date: row.effective_start_date, effective_end_date: row.effective_end_date }, today),
    approved,
    approved_by: row.approved_by,
    approved_at: row.approved_at,
    created_by: row.created_by,
    created_at: row.created_at,
  };
}

export function presentLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    sub_period_id: row.sub_period_id,
    due_date: row.due_date,
    account_code_id: row.account_code_id,
    description: row.description,
    credit_amount: centsToAmount(row.credit_cents),
    charge_amount: centsToAmount(row.charge_cents),
  };
}

/** A plan as the editor and previewer load it: entries in ledger order; `active` on the company's `today`. */
export function presentPaymentPlan(row: PaymentPlanDetailRow, entries: LedgerEntryRow[], today: string): PaymentPlan {
  return { ...presentPaymentPlanRow(row, today), ledger_entries: orderEntries(entries).map(presentLedgerEntry), version: row.version };
}

export function presentAccountCode(row: AccountCodeRow): AccountCode {
  return { id: row.id, name: row.name, type: row.type as LedgerType, version: row.version };
}
