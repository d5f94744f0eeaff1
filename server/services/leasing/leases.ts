import { LEASE_MESSAGES as M } from '../../../shared/messages';
import { premisesLabel } from '../../../shared/leases/premises';
import type { Db } from '../../db/database';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { transitionLease } from './transition';
import { newApplicationRefusal } from '../../../shared/leases/renewal-rules';
import { isRenewalsOnly } from '../../queries/lease-periods';
import { findLayoutIfAny } from '../../queries/layouts';
import { bedHeldInSelection } from '../../queries/selection';
import { SELECTION_MESSAGES } from '../../../shared/selection/selection-texts';
import { endSigningLinks } from '../../queries/lease-signing';
import { findApplicationForLease, insertLease, type ApplicationForLease } from '../../queries/leases';

/**
 * The application a bed is assigned to (the caller has checked it is the company's): approved and
 * naming a lease period. A field error for what the manager can change, 409 for its state.
 */
export async function applicationToLease(db: Db, organizationId: number, applicationId: number): Promise<ApplicationForLease & { lease_period_id: number }> {
  const app = await findApplicationForLease(db, organizationId, applicationId);
  if (!app) throw HttpError.notFound();
  if (app.status !== 'Approved') throw HttpError.detail(409, M.notApproved);
  if (app.lease_period_id === null) throw HttpError.fields({ application_id: [M.noLeasePeriod] });
  // The period's free beds go to residents renewing only (issue 47).
  const refusal = newApplicationRefusal({ open_to_renewals: await isRenewalsOnly(db, app.lease_period_id) });
  if (refusal) throw HttpError.detail(409, refusal);
  return { ...app, lease_period_id: app.lease_period_id };
}

/**
 * A manager assigns a free bed of the application's property: a lease in status Offered that holds
 * the bed for the lease period. The bed and the application each have one live lease at most; of two
 * managers racing for a bed the database lets one win and the other gets the 409 of
 * server/http/unique-conflicts.ts.
 */
export async function assignBed(db: Db, app: ApplicationForLease & { lease_period_id: number }, bedId: number, actor: AuditActor): Promise<number> {
  const place = await findLayoutIfAny(db, bedId);
  if (place?.property_id !== app.property_id) throw HttpError.fields({ bed_id: [M.notThisProperty] });
  const organizationId = app.organization_id;
  return db.transaction().execute(async (trx) => {
    if (await bedHeldInSelection(trx, bedId, app.lease_period_id, new Date().toISOString(), app.user_id)) throw HttpError.fields({ bed_id: [SELECTION_MESSAGES.heldInSelection] }, 409);
    const id = await insertLease(trx, {
      organization_id: organizationId,
      application_id: app.id,
      user_id: app.user_id,
      property_id: app.property_id,
      lease_period_id: app.lease_period_id,
      layout_id: bedId,
      created_by: actor.name,
    });
    await recordAuditEvent(trx, {
      actor,
      action: 'lease.offer',
      subject: { table: 'leases', id },
      organizationId,
      details: { application_id: app.id, bed_id: bedId, lease_period_id: app.lease_period_id, bed: premisesLabel(place) },
    });
    return id;
  });
}

/**
 * A manager withdraws a lease that is not executed, with a reason: its bed is free again for the
 * lease period, a guarantor's signing link stops working; the lease (and, later, its documents) stays, marked Void.
 */
export async function voidLease(db: Db, lease: { id: number; organization_id: number; status: string; version: number }, input: { reason: string; version?: number }, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await transitionLease(trx, lease, 'void', {
      actor,
      version: input.version,
      changes: { void_reason: input.reason, voided_by: actor.name, voided_at: new Date().toISOString() },
      details: { reason: input.reason, status: lease.status },
      alongside: async () => (await endSigningLinks(trx, lease.id), {}),
    });
  });
}
