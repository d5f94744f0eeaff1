import type { AuditAction } from '../audit/events';
import type { LeaseStatus } from '../leases/lease-types';
import { LEDGER_MESSAGES as M } from './ledger-texts';

/** Who writes to a ledger: a manager of the lease's company, or the product on its own (posting at execution). The student only reads. */
export type LedgerActorKind = 'manager' | 'student' | 'system';

type LedgerActionRow = {
  /** The lease statuses the action needs: only an executed lease has a ledger. */
  statuses: readonly LeaseStatus[];
  by: readonly LedgerActorKind[];
  /** What a refusal says (409). */
  refusal: string;
  /** The audit event the write is recorded as (shared/audit/other-events.ts). */
  event: AuditAction;
};

/**
 * The ledger's writes, one row an action (docs/decisions/025-tenant-ledger.md): every line that goes
 * on a ledger is one of these, through server/services/ledger/kernel.ts. `post` is the execution's
 * (ADR 024): its event is the `lease.execute` the leasing kernel records for the move it belongs to.
 * A reversal of a payment is a `reverse` of the payment's line.
 */
export const LEDGER_ACTIONS = {
  post: { statuses: ['Executed'], by: ['system'], refusal: M.notExecuted, event: 'lease.execute' },
  payment: { statuses: ['Executed'], by: ['manager'], refusal: M.notExecuted, event: 'ledger.payment' },
  reverse: { statuses: ['Executed'], by: ['manager'], refusal: M.notExecuted, event: 'ledger.reverse' },
  adjust: { statuses: ['Executed'], by: ['manager'], refusal: M.notExecuted, event: 'ledger.adjust' },
  // Online payments (issue 48): the provider's payment posts, and its refunds and returns reverse it.
  online_payment: { statuses: ['Executed'], by: ['system'], refusal: M.notExecuted, event: 'ledger.online_payment' },
  refund: { statuses: ['Executed'], by: ['manager', 'system'], refusal: M.notExecuted, event: 'ledger.refund' },
  return: { statuses: ['Executed'], by: ['system'], refusal: M.notExecuted, event: 'ledger.payment_returned' },
  // Late fees (issue 50, ADR 046): the daily job posts a property's policy's fees, and reverses one that no longer holds.
  late_fee: { statuses: ['Executed'], by: ['system'], refusal: M.notExecuted, event: 'ledger.late_fee' },
  late_fee_reverse: { statuses: ['Executed'], by: ['system'], refusal: M.notExecuted, event: 'ledger.late_fee_reverse' },
} as const satisfies Record<string, LedgerActionRow>;

export type LedgerAction = keyof typeof LEDGER_ACTIONS;
export const LEDGER_ACTION_NAMES = Object.keys(LEDGER_ACTIONS) as LedgerAction[];

/** The event an action is recorded as. */
export type LedgerEventOf<A extends LedgerAction> = (typeof LEDGER_ACTIONS)[A]['event'];

/** Whether the lease is in a status for the action. */
export const ledgerAllows = (action: LedgerAction, lease: { status: string }): boolean => (LEDGER_ACTIONS[action].statuses as readonly string[]).includes(lease.status);

/** Whether the table lets this kind of actor take the action. */
export const ledgerActorMay = (action: LedgerAction, actor: LedgerActorKind): boolean => (LEDGER_ACTIONS[action].by as readonly LedgerActorKind[]).includes(actor);

/** The ledger actions `actor` may take on the lease now (a ledger answer's `can`; the screen enables its buttons from it). */
export function ledgerCan(lease: { status: string }, actor: LedgerActorKind | null): LedgerAction[] {
  if (actor === null) return [];
  return LEDGER_ACTION_NAMES.filter((action) => ledgerAllows(action, lease) && ledgerActorMay(action, actor));
}
