import { formatShortDate } from '../../../shared/dates';
import { LEDGER_PAYMENT_METHODS, type LedgerPaymentMethod } from '../../../shared/ledger/ledger-texts';
import { MY_BALANCE_PATH } from '../../../shared/ledger/my-balance';
import { formatUsd } from '../../../shared/money';
import type { Db } from '../../db/database';
import { receiptMail } from '../../mail/ledger-mail';
import { queueNoticeAboutLease } from '../messaging/notify';

type ReceiptFacts = { email: string; amountCents: number; receivedOn: string; method: LedgerPaymentMethod; reference: string; balanceCents: number };

/**
 * Writes the payment's receipt to the message queue in the payment's transaction (ADR 034): it
 * commits with the payment or not at all, and goes out after the commit, after a crash too. The
 * balance is the one the transaction left.
 */
export async function queueReceipt(trx: Db, baseUrl: string, leaseId: number, r: ReceiptFacts): Promise<void> {
  const link = `${baseUrl}${MY_BALANCE_PATH}`;
  await queueNoticeAboutLease(trx, leaseId, {
    event: 'payment_receipt',
    to: r.email,
    values: { amount_paid: formatUsd(r.amountCents), payment_date: formatShortDate(r.receivedOn), balance: formatUsd(r.balanceCents) },
    link: { url: link, kind: 'plain', label: 'See your balance' },
    builtIn: (company) => receiptMail(r.email, company, { amountCents: r.amountCents, receivedOn: r.receivedOn, method: LEDGER_PAYMENT_METHODS[r.method], reference: r.reference, balanceCents: r.balanceCents, link }),
  });
}
