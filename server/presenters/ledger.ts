import { centsToAmount } from '../../shared/money';
import { premisesLabel } from '../../shared/leases/premises';
import { AGING_BUCKETS, pastDueOf, summarize, withRunningBalance, type Aging } from '../../shared/ledger/ledger-view';
import type { CollectionRow, Ledger, LedgerLine } from '../../shared/ledger/ledger-types';
import type { OnlinePaymentMethod, OnlinePaymentStatus } from '../../shared/payments/online-texts';
import type { PaymentMethod } from '../../shared/ledger/ledger-texts';
import type { PaymentOrder } from '../../shared/ledger/payment-terms';
import type { LedgerLineRow, LedgerRead } from '../queries/ledger';
import type { LedgerAction } from '../../shared/ledger/ledger-actions';
import { isoToday } from '../../shared/dates';
import type { CollectionLeaseRow, MoneyRow } from '../queries/collections';
import { personName } from '../../shared/people';

type PaymentRow = {
  id: number;
  method: PaymentMethod;
  online_method: OnlinePaymentMethod | null;
  reference: string;
  note: string;
  received_on: string;
  online_id: number | null;
  online_status: OnlinePaymentStatus | null;
  online_fee_cents: number | null;
  online_refunded_cents: number | null;
};

/** A payment as a ledger line carries it: an online one by its online method, with where it stands at the provider. */
function presentPayment(p: PaymentRow): NonNullable<LedgerLine['payment']> {
  const online = p.online_id === null ? null : { id: p.online_id, status: p.online_status!, fee: centsToAmount(p.online_fee_cents ?? 0), refunded: centsToAmount(p.online_refunded_cents ?? 0), provider_reference: p.reference };
  return { id: p.id, method: p.online_method ?? p.method, reference: p.reference, note: p.note, received_on: p.received_on, online };
}

export const presentAging = (aging: Aging) => Object.fromEntries(AGING_BUCKETS.map((b) => [b, centsToAmount(aging[b])])) as Record<keyof Aging, string>;

/** The company's terms a ledger is read under. */
export type LedgerTerms = { payment_order: PaymentOrder; accepted_payment_methods: PaymentMethod[] };

/**
 * A lease's ledger: its balance, what is past due on `today` and its aging, and the lines with running
 * balance, open amounts and allocations (in the company's payment order), with the methods it accepts
 * and what the caller may write on it (`can`, none unless given).
 */
export function presentLedger(leaseId: number, rows: readonly LedgerLineRow[], payments: ReadonlyMap<number, PaymentRow>, today: string, terms: LedgerTerms, can: LedgerAction[] = []): Ledger {
  const summary = summarize(rows, today, terms.payment_order);
  const reversed = new Set(rows.map((r) => r.reverses_id).filter((id): id is number => id !== null));
  return {
    lease_id: leaseId,
    today,
    balance: centsToAmount(summary.balance),
    past_due: centsToAmount(summary.past_due),
    aging: presentAging(summary.aging),
    payment_order: terms.payment_order,
    accepted_methods: terms.accepted_payment_methods,
    can,
    lines: withRunningBalance(rows).map((row) => {
      const payment = row.payment_id === null ? undefined : payments.get(row.payment_id);
      const open = summary.allocated.open.get(row.id);
      return {
        id: row.id,
        kind: row.kind,
        amount: centsToAmount(row.amount_cents),
        due_date: row.due_date,
        description: row.description,
        account_code_id: row.account_code_id,
        account_code_name: row.account_code_name,
        reverses_id: row.reverses_id,
        reversed: reversed.has(row.id),
        reason: row.reason,
        created_by: row.created_by,
        created_at: row.created_at,
        running_balance: centsToAmount(row.running_cents),
        open: open === undefined ? null : centsToAmount(open),
        allocations: (summary.allocated.allocations.get(row.id) ?? []).map((a) => ({ line_id: a.line_id, amount: centsToAmount(a.amount_cents) })),
        payment: payment ? presentPayment(payment) : null,
      };
    }),
  };
}

/** A lease's ledger as read (server/queries/ledger.ts ledgerReadOf, or a write's transaction) on the company's day. */
export const presentLedgerRead = (leaseId: number, read: LedgerRead, can: LedgerAction[]): Ledger => presentLedger(leaseId, read.lines, read.payments, isoToday(new Date(), read.terms.time_zone), read.terms, can);

/** A Collections row: a lease with its money (a lease with no line yet owes nothing). */
export function presentCollectionRow(lease: CollectionLeaseRow, money: MoneyRow | undefined): CollectionRow {
  const aging = Object.fromEntries(AGING_BUCKETS.map((b) => [b, money?.[b] ?? 0])) as Aging;
  return {
    lease_id: lease.id,
    tenant_name: personName(lease.first_name, lease.last_name, lease.email),
    property_id: lease.property_id,
    property_name: lease.property_name,
    bed: premisesLabel(lease),
    lease_period_id: lease.lease_period_id,
    lease_period_name: lease.lease_period_name,
    balance: centsToAmount(money?.balance ?? 0),
    past_due: centsToAmount(pastDueOf(aging)),
    aging: presentAging(aging),
    last_payment_on: money?.last_payment_on ?? null,
  };
}
