import { LEASE_MESSAGES as M } from '../../../shared/messages';
import type { Caller } from '../../../shared/access-policy';
import type { AuditActor } from '../../audit/record-event';
import { authorize } from '../../auth/authorize';
import { HttpError } from '../../ground/http-error';
import { plansInEffect } from '../../../shared/payment-plans/offered';
import { plansAssignedToLeases } from '../../queries/leases';
import { choosePlan } from './packet';
import { queueSignerNotices, type SigningDeps } from './signing-notices';
import { companyToday } from '../../queries/company-day';

/**
 * The lease's own student chooses one of its offered plans and the packet is made (the API's PUT and
 * the My lease page's form post both come here): anyone else's lease is a 404 (the access policy), a plan not offered a
 * field error on `payment_plan_id`. The student is mailed a link back to sign: the notice is queued
 * in the transaction that issues the packet and sent by the message queue after the commit.
 */
export async function chooseOwnPlan(deps: SigningDeps, caller: Caller, leaseId: number, input: { payment_plan_id: number; version?: number }, actor: AuditActor): Promise<void> {
  const { record: lease } = await authorize(deps.db, caller, 'lease.choose-plan', leaseId);
  const today = await companyToday(deps.db, lease.organization_id);
  const offered = plansInEffect((await plansAssignedToLeases(deps.db, [lease.id])).get(lease.id) ?? [], today);
  if (!offered.some((plan) => plan.id === input.payment_plan_id)) throw HttpError.fields({ payment_plan_id: [M.planNotOffered] });
  await choosePlan(deps, lease, input.payment_plan_id, { version: input.version, today }, actor, (trx) => queueSignerNotices(trx, deps, lease.id, ['tenant']));
  deps.messageQueue?.kick();
}
