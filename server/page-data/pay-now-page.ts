import { centsToAmount } from '../../shared/money';
import type { FeeTerms } from '../../shared/payments/fees';
import type { PaymentReturn, PayNowTerms } from '../../shared/payments/pay-now';
import { permitted } from '../auth/authorize';
import type { Db } from '../db/database';
import { payableCents } from '../queries/online-balances';
import { findOnlinePayment } from '../queries/online-payments';

/** What Pay now offers on My balance for these leases of the student: the fees, and what each lease may be paid now. */
export async function getPayNowTerms(db: Db, leaseIds: readonly number[], fees: FeeTerms): Promise<PayNowTerms> {
  const payable: Record<number, number> = {};
  await Promise.all(
    leaseIds.map(async (id) => {
      const owed = await payableCents(db, id);
      payable[id] = Math.max(0, owed.balance - owed.pending);
    }),
  );
  return { fees, payable };
}

/**
 * Where the payment the provider sent the student back with stands, with the lease's balance now;
 * null for a payment that is not theirs (the policy's 'payment.pay' on its lease, as the API asks).
 */
export async function getPaymentReturn(db: Db, userId: number, paymentId: number, cancelled: boolean): Promise<PaymentReturn | null> {
  const payment = await findOnlinePayment(db, paymentId);
  if (!payment || !(await permitted(db, { kind: 'student', userId }, 'payment.pay', payment.lease_id))) return null;
  const owed = await payableCents(db, payment.lease_id);
  return { id: payment.id, status: payment.status, method: payment.method, failure: payment.failure, balance: centsToAmount(owed.balance), cancelled };
}
