import { formatShortDate, dayOf } from '../../../shared/dates';
import { MY_BALANCE_PATH } from '../../../shared/ledger/my-balance';
import { centsToAmount, formatUsd } from '../../../shared/money';
import { autopayDue } from '../../../shared/payments/autopay-due';
import { AUTOPAY_MESSAGES as A, autopayChargeKey } from '../../../shared/payments/autopay-texts';
import { paymentTotal } from '../../../shared/payments/fees';
import { ONLINE_PAYMENT_MESSAGES as P } from '../../../shared/payments/online-texts';
import { recordAuditEvent, SYSTEM_ACTOR } from '../../audit/record-event';
import { autopayFailedMail } from '../../mail/autopay-mail';
import type { SavedCharge } from '../../payments/provider';
import { activeEnrolments, type ActiveEnrolment } from '../../queries/autopay';
import { insertAutopayCharge } from '../../queries/autopay-charges';
import { ledgerLinesOf } from '../../queries/ledger';
import { payableCents } from '../../queries/online-balances';
import { findOnlinePayment, updateOnlinePayment, type OnlinePaymentRow } from '../../queries/online-payments';
import type { Db } from '../../db/database';
import { payingLease } from '../../queries/payment-leases';
import { queueNoticeAboutLease } from '../messaging/notify';
import { startDailyJob } from '../system/daily-job';
import type { PaymentDeps } from './payment-deps';
import { settleOnlinePayment } from './settle';
import type { CompanyDay } from '../system/daily-job';
import { companyTimeZone } from '../../queries/company-day';

const JOB = 'autopay-charges';

export type AutopayRun = { charged: number; processing: number; failed: number };

/**
 * Charges every active autopay what its lease owes on `today` (shared/payments/autopay-due.ts), once
 * per lease and due date: the payment row is written first (a second run the same day finds it and
 * charges nothing), then the saved method is charged with the key `autopay-{lease}-{due date}` (the
 * provider answers a repeated key with its first answer). A charge the provider says succeeded posts
 * at once (settle.ts; its later webhook finds it posted); a bank payment stays pending until the bank
 * confirms; a failed one is marked failed with the reason, and the tenant is mailed. Answers the tally.
 */
export async function chargeAutopays(deps: PaymentDeps, { today, timeZone }: CompanyDay): Promise<AutopayRun> {
  const run: AutopayRun = { charged: 0, processing: 0, failed: 0 };
  for (const enrolment of await activeEnrolments(deps.db, timeZone)) {
    try {
      const outcome = await chargeOne(deps, enrolment, today);
      if (outcome) run[outcome]++;
    } catch (err) {
      deps.logger.error({ err, lease: enrolment.lease_id, autopay: enrolment.id }, 'autopay charge failed');
    }
  }
  deps.messageQueue.kick();
  return run;
}

async function chargeOne(deps: PaymentDeps, e: ActiveEnrolment, today: string): Promise<keyof AutopayRun | null> {
  const { db } = deps;
  const [lines, owed] = await Promise.all([ledgerLinesOf(db, e.lease_id), payableCents(db, e.lease_id)]);
  const due = autopayDue(lines, today, e.payment_order, { pendingCents: owed.pending, since: dayOf(e.consented_at, e.time_zone) });
  if (!due) return null;
  const { amount, fee, total } = paymentTotal(due.amountCents, e.method, deps.fees);
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await insertAutopayCharge(trx, { organization_id: e.organization_id, lease_id: e.lease_id, user_id: e.user_id, source: 'autopay', method: e.method, amount_cents: amount, fee_cents: fee, status: 'pending', autopay_id: e.id, due_date: due.dueDate });
    if (inserted === null) return null;
    const subject = { table: 'leases' as const, id: e.lease_id };
    await recordAuditEvent(trx, { actor: SYSTEM_ACTOR, action: 'payment.start', subject, organizationId: e.organization_id, details: { online_payment_id: inserted, source: 'autopay', method: e.method, amount: centsToAmount(amount), fee: centsToAmount(fee) } });
    await recordAuditEvent(trx, { actor: SYSTEM_ACTOR, action: 'autopay.charge', subject, organizationId: e.organization_id, details: { autopay_id: e.id, online_payment_id: inserted, due_date: due.dueDate, amount: centsToAmount(total) } });
    return inserted;
  });
  if (id === null) return null;

  let answer: SavedCharge;
  try {
    answer = await deps.provider.chargeSaved({ customerId: e.customer_id, paymentMethodId: e.payment_method_id!, amountCents: total, idempotencyKey: autopayChargeKey(e.lease_id, due.dueDate), metadata: { online_payment_id: String(id), lease_id: String(e.lease_id), autopay_id: String(e.id) } });
  } catch (err) {
    deps.logger.warn({ err: err instanceof Error ? err.message : String(err), lease: e.lease_id }, 'payment provider: autopay charge failed');
    answer = { id: null, status: 'failed', failure: A.providerDown };
  }
  return settleCharge(deps, id, answer);
}

/** Writes the provider's answer to the charge, in one transaction with what follows from it: the posted payment, or the failure's audit event and mail. */
async function settleCharge(deps: PaymentDeps, id: number, answer: SavedCharge): Promise<keyof AutopayRun> {
  return deps.db.transaction().execute(async (trx) => {
    const p = (await findOnlinePayment(trx, id))!;
    const lease = (await payingLease(trx, p.lease_id))!;
    // The provider's webhook may have come first: a status it set stands.
    const untouched = p.status === 'pending';
    const at = Math.floor(Date.now() / 1000);
    const provider_payment_id = p.provider_payment_id ?? answer.id;
    if (answer.status === 'processing') {
      await updateOnlinePayment(trx, id, { provider_payment_id });
      return 'processing';
    }
    if (answer.status === 'succeeded') {
      const next = { ...p, provider_payment_id, ...(untouched ? { status: 'succeeded' as const, status_event_at: at } : {}) };
      await updateOnlinePayment(trx, id, { provider_payment_id, status: next.status, status_event_at: next.status_event_at });
      await settleOnlinePayment(trx, deps.baseUrl, lease, next, null);
      return 'charged';
    }
    // A success the webhook already took is not undone by a failed answer to a repeated request.
    if (!untouched && p.status !== 'failed') return 'charged';
    const reason = answer.failure ?? P.noReason;
    if (untouched) {
      await updateOnlinePayment(trx, id, { provider_payment_id, status: 'failed', failure: reason, status_event_at: at });
      await recordAuditEvent(trx, { actor: SYSTEM_ACTOR, action: 'payment.fail', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { online_payment_id: id, reason } });
    }
    await queueAutopayFailed(trx, deps.baseUrl, lease, p, reason);
    return 'failed';
  });
}

/** Mails the tenant that an autopay charge failed, with why and where to pay (queued in the caller's transaction). */
export async function queueAutopayFailed(trx: Db, baseUrl: string, lease: { id: number; organization_id: number; email: string }, p: Pick<OnlinePaymentRow, 'amount_cents' | 'fee_cents' | 'due_date' | 'created_at'>, reason: string): Promise<void> {
  const totalCents = p.amount_cents + p.fee_cents;
  const dueDate = p.due_date ?? dayOf(p.created_at, await companyTimeZone(trx, lease.organization_id));
  const link = `${baseUrl}${MY_BALANCE_PATH}#balance-${lease.id}`;
  await queueNoticeAboutLease(trx, lease.id, {
    event: 'autopay_failed',
    to: lease.email,
    values: { amount_due: formatUsd(totalCents), due_date: formatShortDate(dueDate), failure_reason: reason },
    link: { url: link, kind: 'plain', label: 'Pay on My balance' },
    builtIn: (company) => autopayFailedMail(lease.email, company, { amountCents: totalCents, dueOn: dueDate, reason, link }),
  });
}

/** Runs the day's autopay charges once per day across every instance (startDailyJob), when online payments are on. */
export function startAutopayCharges(deps: PaymentDeps): () => void {
  return startDailyJob(deps, JOB, 'autopay charges made', async (day) => ({ ...(await chargeAutopays(deps, day)) }));
}
