import type { PayAtSigning } from '../leases/signing-types';
import { centsToAmount } from '../money';
import { paymentTotal, type FeeTerms } from './fees';

/** What the end of signing offers the tenant to pay (issue 48): what is due now, with each method's fee and total; null when nothing is. */
export function payAtSigning(dueNowCents: number, fees: FeeTerms): PayAtSigning | null {
  if (dueNowCents <= 0) return null;
  const card = paymentTotal(dueNowCents, 'card', fees);
  const ach = paymentTotal(dueNowCents, 'ach', fees);
  return { amount: centsToAmount(dueNowCents), card: { fee: centsToAmount(card.fee), total: centsToAmount(card.total) }, ach: { fee: centsToAmount(ach.fee), total: centsToAmount(ach.total) } };
}
