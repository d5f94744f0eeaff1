import { BASE_PATH } from '../constants';
import { formatUsd } from '../money';
import { LEDGER_PAYMENT_METHODS } from './ledger-texts';
import type { BalanceSplit } from './balance-split';
import type { Amount, LedgerLine, TenantLedger } from './ledger-types';

/** Where the student's My balance page lives (receipt and reminder mails link here: server/services/ledger/receipt.ts, reminders.ts). */
export const MY_BALANCE_PATH = `${BASE_PATH}/tenant/balance`;

/** A ledger as My balance shows it to its student: what is owed split by when, on the company's `today`. */
export type StudentBalance = TenantLedger & { today: string; split: BalanceSplit };

/** The texts of the student's My balance page. */
export const MY_BALANCE_TEXTS = {
  title: 'My balance',
  link: 'My balance',
  back: '← My reservations',
  empty: 'No balance yet: your ledger starts when your lease is signed by everyone.',
  emptyLink: 'Go to My lease',
  pastDue: 'Past due',
  pastDueWhen: 'due before today',
  dueNow: 'Due now',
  dueNowWhen: (today: string) => `due today, ${today}`,
  later: 'Scheduled later',
  laterNext: (date: string) => `next on ${date}`,
  nothingLater: 'nothing scheduled',
  balance: 'Balance',
  balanceWhen: 'everything owed, now and later',
  payHeading: 'Paying now',
  /** What paying now settles: what is past due and what is due today. */
  payNow: (amount: string) => `Paying ${amount} now settles what is past due and what is due today.`,
  payNothing: 'Nothing is due now.',
  /** How a student pays when the company has not set up online payments (issue 48: no provider's key), truthfully. */
  payHow: (methods: string) => `Pay the leasing office by ${methods}. It records your payment here and mails you a receipt; online payment is not set up.`,
  laterHeading: 'Scheduled later',
  laterItem: (date: string) => `Due ${date}`,
  credit: (amount: string) => `Credit ${amount}`,
  linesHeading: 'Charges and payments',
  runningBalance: (balance: string) => `Balance: ${balance}`,
  payment: 'Payment received',
  reversed: 'Reversed',
  reason: 'Reason',
  reference: 'Ref.',
  receiptsHeading: 'Receipts',
  noReceipts: 'No payments received yet.',
} as const;

/** Cents from the API's signed decimal text ('-50.00'). */
export function amountCents(amount: Amount): number {
  const negative = amount.startsWith('-');
  const [whole = '0', part = '0'] = (negative ? amount.slice(1) : amount).split('.');
  const cents = Number(whole) * 100 + Number(part.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** '$1,655.50' from '1655.50'. */
export const formatAmount = (amount: Amount): string => formatUsd(amountCents(amount));

/** A balance as a student reads it: what they owe, or a credit when they paid more. */
export function balanceText(amount: Amount): string {
  const cents = amountCents(amount);
  return cents < 0 ? MY_BALANCE_TEXTS.credit(formatUsd(-cents)) : formatUsd(cents);
}

/** How a payment was made: 'Check · Ref. 1042'. */
export function paymentHow(payment: NonNullable<LedgerLine['payment']>): string {
  return [LEDGER_PAYMENT_METHODS[payment.method], payment.reference && `${MY_BALANCE_TEXTS.reference} ${payment.reference}`].filter(Boolean).join(' · ');
}
