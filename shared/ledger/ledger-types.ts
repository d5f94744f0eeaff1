import type { OnlinePaymentStatus } from '../payments/online-texts';
import type { Aging, LedgerKind } from './ledger-view';
import type { LedgerPaymentMethod, PaymentMethod } from './ledger-texts';
import type { PaymentOrder } from './payment-terms';
import type { LedgerAction } from './ledger-actions';

/** Money as the payment plans API writes it: decimal text, '412.50', '-50.00'. */
export type Amount = string;

/** An online payment's state beside its ledger line (issue 48): where it stands at the provider, its fee and what was refunded. */
export type OnlinePaymentOfLine = { id: number; status: OnlinePaymentStatus; fee: Amount; refunded: Amount; provider_reference: string };

export type LedgerLine = {
  id: number;
  kind: LedgerKind;
  /** The signed change to the balance: a charge adds, a payment or credit lowers. */
  amount: Amount;
  due_date: string;
  description: string;
  account_code_id: number | null;
  /** The account code's name ('Security Deposit'), null for a line of no code. */
  account_code_name: string | null;
  reverses_id: number | null;
  reversed: boolean;
  reason: string | null;
  created_by: string;
  created_at: string;
  running_balance: Amount;
  /** For a charge or other debt: what is still open. */
  open: Amount | null;
  /** For a payment, credit or other money line: the debts it paid. */
  allocations: { line_id: number; amount: Amount }[];
  payment: { id: number; method: LedgerPaymentMethod; reference: string; note: string; received_on: string; online: OnlinePaymentOfLine | null } | null;
};

/**
 * A lease's ledger; `payment_order` is how its company applies payments (the lines' open amounts and
 * allocations follow it), `accepted_methods` how it may be paid, `can` what the caller may write on it
 * now (shared/ledger/ledger-actions.ts: the screen enables its buttons from it).
 */
/** A lease's ledger as read on `today`, the company's day (what is past due counts from it; a new payment's date starts at it). */
export type Ledger = { lease_id: number; today: string; balance: Amount; past_due: Amount; aging: Record<keyof Aging, Amount>; payment_order: PaymentOrder; accepted_methods: PaymentMethod[]; can: LedgerAction[]; lines: LedgerLine[] };

/** A payment's answer: the payment, the debts it went to, and the ledger after it (the screen shows it without reading again). */
export type PaymentRecorded = { id: number; line_id: number; allocations: { line_id: number; amount: Amount }[]; ledger: Ledger };

/** A reversal's or an adjustment's answer: the ledger after it, and the line it made. */
export type LineRecorded = Ledger & { line_id: number };

export type CollectionRow = {
  lease_id: number;
  tenant_name: string;
  property_id: number;
  property_name: string;
  bed: string;
  lease_period_id: number;
  lease_period_name: string;
  balance: Amount;
  past_due: Amount;
  aging: Record<keyof Aging, Amount>;
  last_payment_on: string | null;
};

/** The student's own ledgers. */
export type TenantLedger = Ledger & { property_name: string; lease_period_name: string; bed: string };
