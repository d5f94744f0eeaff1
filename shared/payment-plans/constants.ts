/** Payment plan constants (2-manager-settings.md §9, 3-templates-and-application.md §3). */

export const PAYMENT_PLAN_TYPES = ['New Tenant', 'Renewal Tenant', 'Renewal Transfer Tenant'] as const;
export type PaymentPlanType = (typeof PAYMENT_PLAN_TYPES)[number];

export const DUE_TODAY = 'Due Today';
export const DUE_ON_APPROVAL = 'Due on Approval';
/** The special due dates, in the order a ledger lists them (before every dated entry). */
export const SPECIAL_DUE_DATES = [DUE_TODAY, DUE_ON_APPROVAL] as const;

/** The ledger types an account code is one of. */
export const LEDGER_TYPES = ['Charge', 'Deposit', 'Fee', 'Credit'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** The amount inputs' spin step, in dollars; any amount in whole cents is accepted (ADR 011). */
export const LEDGER_AMOUNT_STEP = 10;

/** Layout, plan and entry dialogs reset this long after closing (2-manager-settings.md §4). */
export const SETTINGS_DIALOG_RESET_MS = 300;

/** Upper bounds of ours: what one plan or one amount may hold. */
export const PAYMENT_PLAN_LIMITS = {
  entries: 500,
  /** $10,000,000.00 in cents: far above any rent, far below the safe integer range when summed. */
  amountCents: 1_000_000_000,
  name: 200,
  description: 500,
} as const;

/** Upper bounds of one assignment save: every bed of a large property, a handful of plans each. */
export const ASSIGNMENT_LIMITS = {
  rows: 10_000,
  plansPerList: 50,
} as const;
