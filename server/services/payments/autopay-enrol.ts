import type { Transaction } from 'kysely';
import { LEDGER_MESSAGES as M } from '../../../shared/ledger/ledger-texts';
import { MY_BALANCE_PATH } from '../../../shared/ledger/my-balance';
import type { AutopayInput } from '../../../shared/payments/autopay-schema';
import { AUTOPAY_MESSAGES as A, autopayConsentText } from '../../../shared/payments/autopay-texts';
import { recordAuditEvent, SYSTEM_ACTOR, type AuditActor } from '../../audit/record-event';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import type { ProviderEvent, SavedMethod } from '../../payments/provider';
import { activateEnrolment, cancelEnrolment, cancelLeaseEnrolments, enrolmentOfSetup, insertEnrolment, leaseCompanyName, type EnrolmentRow } from '../../queries/autopay';
import type { PayingLease } from '../../queries/payment-leases';
import { askProvider, type PaymentDeps } from './payment-deps';

/** Where the tenant comes back to from the provider's setup page. */
export const AUTOPAY_RETURN = `${MY_BALANCE_PATH}?autopay=saved`;

/**
 * A tenant turns autopay on for an executed lease: the authorization they read must be the one the
 * company's name and the method give now (it is stored word for word, with the time); the provider's
 * hosted setup page is made for a new customer, then the enrolment is written (setting up), replacing
 * an unfinished one of the lease, with an audit event. The method is saved, and autopay turned on,
 * when the provider says the page completed (takeSetupCompleted).
 */
export async function startAutopay(deps: PaymentDeps, lease: PayingLease, input: AutopayInput, actor: AuditActor): Promise<{ id: number; url: string }> {
  if (lease.status !== 'Executed') throw HttpError.detail(409, M.notExecuted);
  const consent = autopayConsentText(await leaseCompanyName(deps.db, lease.id), input.method, deps.fees);
  if (input.consent_text !== consent) throw HttpError.fields({ consent_text: [A.consentChanged] });
  const back = `${deps.baseUrl}${MY_BALANCE_PATH}`;
  const page = await askProvider(deps, 'autopay', () =>
    deps.provider.createSetup({ method: input.method, customerEmail: lease.email, successUrl: `${deps.baseUrl}${AUTOPAY_RETURN}#balance-${lease.id}`, cancelUrl: `${back}#balance-${lease.id}`, metadata: { lease_id: String(lease.id), purpose: 'autopay' } }),
  );
  const id = await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await cancelLeaseEnrolments(trx, lease.id, ['setting_up'], now);
    const inserted = await insertEnrolment(trx, { organization_id: lease.organization_id, lease_id: lease.id, user_id: lease.user_id, method: input.method, status: 'setting_up', setup_id: page.id, customer_id: page.customerId, consent_text: consent, consented_at: now });
    await recordAuditEvent(trx, { actor, action: 'autopay.start', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { autopay_id: inserted, method: input.method } });
    return inserted;
  });
  return { id, url: page.url };
}

/**
 * What a completed setup page saved, read from the provider before the event's transaction (a call
 * out must not hold the database's write lock); null when the page is no enrolment of ours waiting.
 */
export async function readCompletedSetup(deps: Pick<PaymentDeps, 'db' | 'provider' | 'logger'>, event: ProviderEvent): Promise<SavedMethod | null> {
  if (!event.checkoutId) return null;
  const enrolment = await enrolmentOfSetup(deps.db, event.checkoutId);
  if (enrolment?.status !== 'setting_up') return null;
  return askProvider(deps, 'autopay', () => deps.provider.retrieveSetup(event.checkoutId!));
}

/**
 * The provider's word that a setup page completed, in the event's transaction: the enrolment is turned
 * on with the saved method, and the lease's autopay before it cancelled, each with an audit event. A
 * page that is no longer waiting (cancelled, or replaced by a newer one) turns nothing on.
 */
export async function takeSetupCompleted(trx: Transaction<Database>, event: ProviderEvent, saved: SavedMethod | null): Promise<void> {
  if (!event.checkoutId || !saved) return;
  const enrolment = await enrolmentOfSetup(trx, event.checkoutId);
  if (enrolment?.status !== 'setting_up') return;
  const subject = { table: 'leases' as const, id: enrolment.lease_id };
  for (const old of await cancelLeaseEnrolments(trx, enrolment.lease_id, ['active'], new Date().toISOString(), enrolment.id)) {
    await recordAuditEvent(trx, { actor: SYSTEM_ACTOR, action: 'autopay.cancel', subject, organizationId: enrolment.organization_id, details: { autopay_id: old } });
  }
  if (!(await activateEnrolment(trx, enrolment.id, { customer_id: saved.customerId, payment_method_id: saved.paymentMethodId }))) return;
  await recordAuditEvent(trx, { actor: SYSTEM_ACTOR, action: 'autopay.activate', subject, organizationId: enrolment.organization_id, details: { autopay_id: enrolment.id, method: enrolment.method } });
}

/** The tenant cancels an enrolment (on, or still setting up): nothing more is charged from it. Cancelling one cancelled already changes nothing. */
export async function cancelAutopay(db: Db, enrolment: EnrolmentRow, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await cancelEnrolment(trx, enrolment.id, new Date().toISOString()))) return;
    await recordAuditEvent(trx, { actor, action: 'autopay.cancel', subject: { table: 'leases', id: enrolment.lease_id }, organizationId: enrolment.organization_id, details: { autopay_id: enrolment.id } });
  });
}
