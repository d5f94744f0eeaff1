import { ONLINE_PAYMENT_METHODS } from '../payments/online-texts';

/** The ledger's API errors and names (issue 28). */
export const LEDGER_MESSAGES = {
  amountRequired: 'Enter an amount.',
  amountFormat: 'Enter an amount in dollars and cents, such as 412.50.',
  amountPositive: 'Enter an amount above zero.',
  amountNotZero: 'Enter an amount other than zero: positive adds to the balance, negative lowers it.',
  dateRequired: 'Enter the date.',
  dateFormat: 'Use YYYY-MM-DD',
  methodRequired: 'Choose how the payment was made.',
  /** A method the company does not accept (its Lease Terms setting, issue 44). */
  methodNotAccepted: (accepted: string) => `Choose a method the company accepts: ${accepted}.`,
  textTooLong: (max: number) => `Use at most ${max} characters.`,
  descriptionRequired: 'Say what the adjustment is for.',
  reasonRequired: 'Say why.',
  notExecuted: 'Only an executed lease has a ledger.',
  alreadyReversed: 'This line has already been reversed.',
  reversalIsFinal: 'A reversal cannot be reversed: add an adjustment instead.',
  periodOrder: 'The end of the period must not come before its start.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 100 letters, digits, dashes or underscores.',
  /** The same Idempotency-Key sent with another payment (422, as the IETF Idempotency-Key draft answers). */
  paymentKeyReused: 'This payment key was already used for a different payment.',
  receivedTooFarAhead: 'Enter a date no more than a year from today.',
  /** A charge or adjustment dated more than a year before the lease period's start or after its end. */
  outsideLeasePeriod: (start: string, end: string) => `Enter a date within a year of the lease period (${start} – ${end}).`,
} as const;

export const PAYMENT_METHODS = { cash: 'Cash', check: 'Check', bank_transfer: 'Bank transfer', card: 'Card taken elsewhere', money_order: 'Money order' } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

/** Every method a ledger's payment may show: those a manager records, and those paid online (issue 48). */
export const LEDGER_PAYMENT_METHODS = { ...PAYMENT_METHODS, ...ONLINE_PAYMENT_METHODS } as const;
export type LedgerPaymentMethod = keyof typeof LEDGER_PAYMENT_METHODS;

export const LEDGER_LIMITS = { amountCents: 100_000_000_00, reference: 100, note: 1000, description: 200, reason: 1000 } as const;
