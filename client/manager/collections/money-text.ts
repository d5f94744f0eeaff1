import type { Amount } from '../../../shared/ledger/ledger-types';
import { formatUsd, parseAmount } from '../../../shared/money';

/** Cents of the API's signed decimal text ("-50.00"); 0 for anything else. */
export function amountCents(amount: Amount): number {
  const negative = amount.startsWith('-');
  const cents = parseAmount(negative ? amount.slice(1) : amount) ?? 0;
  return negative ? -cents : cents;
}

/** "$1,000.00" or "-$50.00" of the API's decimal text. */
export const usd = (amount: Amount) => formatUsd(amountCents(amount));
