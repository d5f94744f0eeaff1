import { BASE_PATH } from '../constants';
import { formatUsd } from '../payment-plans/money';
import { PAYMENT_METHODS } from './ledger-texts';
import type { Amount, LedgerLine, TenantLedger } from './ledger-types';

/** Where the student's My balance page lives (receipt and reminder mails link here: server/services/ledger.ts says the same). */
export const MY_BALANCE_PATH = `${BASE_PATH}/tenant/balance`;

/** What falls due next: the earliest debt with an open amount due today or later. */
export type NextDue = { amount: Amount; due_date: string; /** Due on the day it was read. */ today: boolean };

/** A ledger as My balance shows it to its student. */
export type StudentBalance = TenantLedger & { next_due: NextDue | null };

/** The texts of the student's My balance page. */
export const MY_BALANCE_TEXTS = {
  title: 'My balance',
  link: 'My balance',
  back: '← My reservations',
  empty: 'No balance yet: your ledger starts when your lease is signed by everyone.',
  emptyLink: 'Go to My lease',
  nextDue: 'Due next',
  nothingDue: 'Nothing due',
  dueOn: (date: string, today: boolean) => (today ? 'today' : `on ${date}`),
  pastDue: 'Past due',
  balance: 'Balance',
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
  return [PAYMENT_METHODS[payment.method], payment.reference && `${MY_BALANCE_TEXTS.reference} ${payment.reference}`].filter(Boolean).join(' · ');
}
