import type { Transaction } from 'kysely';
import type { Caller } from '../../../shared/access-policy';
import { premisesLabel } from '../../../shared/leases/premises';
import { renewalOptions, renewalReasonFor, RENEWAL_MESSAGES as M, type RenewalFacts, type RenewalKind } from '../../../shared/leases/renewal-rules';
import type { RenewInput } from '../../../shared/leases/renewal-schema';
import { withGuarantor } from '../../../shared/leases/lease-values';
import { LEASE_MESSAGES } from '../../../shared/messages';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import { authorize } from '../../auth/authorize';
import { HttpError } from '../../ground/http-error';
import { findLayoutIfAny } from '../../queries/layouts';
import { insertLease } from '../../queries/leases';
import { bedHeldInSelection } from '../../queries/selection';
import { SELECTION_MESSAGES } from '../../../shared/selection/selection-texts';
import { applicationToCopy, bedHasLease, copyApplicationFiles, hasLiveRenewal, heldBedIds, renewalCandidate, renewingState, setNotRenewing, type RenewalCandidateRow, type RenewalFactsRow } from '../../queries/renewals';
import { insertReservationRequest } from '../../queries/reservation-requests';
import { insertApplication } from '../../queries/rental-applications';
import { setCellPhone } from '../../queries/users';
import { companyToday } from '../../queries/company-day';

/** What the shared rules decide a renewal from, as the candidate row states it. */
export function renewalFactsOf(row: RenewalFactsRow, today: string): RenewalFacts {
  return {
    lease: { status: row.status, lease_period_id: row.lease_period_id, not_renewing: row.not_renewing_reason !== null },
    target: { visible: !!row.target_visible, periods_to_renew_from: [row.lease_period_id], allow_same_bed_renewals: !!row.target_same_bed, renewal_deadline: row.target_deadline },
    hasLeaseInTarget: !!row.has_lease_in_target,
    bedTakenInTarget: !!row.bed_taken_in_target,
    holdReleased: !!row.hold_released,
    today,
  };
}

/** Why keeping the bed is refused, as the API answers it: a bed taken or a deadline passed is a conflict (409), no same-bed renewals a 400. */
function sameBedRefusal(reason: string, reader: 'student' | 'staff'): HttpError {
  if (reason === M.bedTaken) return HttpError.fields({ bed_id: [LEASE_MESSAGES.bedTaken] }, 409);
  return HttpError.detail(reason === M.deadlinePassed ? 409 : 400, renewalReasonFor(reason, reader));
}

/** A transfer's bed: one of the period's property, free in the period and not held for another resident. */
async function assertTransferBed(trx: Transaction<Database>, row: RenewalCandidateRow, bedId: number, today: string): Promise<string> {
  const place = await findLayoutIfAny(trx, bedId);
  if (place?.property_id !== row.target_property_id) throw HttpError.fields({ bed_id: [M.notYourBed] });
  if (await bedHasLease(trx, bedId, row.target_id)) throw HttpError.fields({ bed_id: [LEASE_MESSAGES.bedTaken] }, 409);
  const held = await heldBedIds(trx, row.target_id, today).where('x.layout_id', '=', bedId).executeTakeFirst();
  if (held) throw HttpError.fields({ bed_id: [M.bedHeld] }, 409);
  if (await bedHeldInSelection(trx, bedId, row.target_id, new Date().toISOString(), row.user_id)) throw HttpError.fields({ bed_id: [SELECTION_MESSAGES.heldInSelection] }, 409);
  return premisesLabel(place);
}

/**
 * The renewal's application: a copy of the one the lease came from (answers, questions asked, files),
 * approved as it is made, for a reservation request of the new period, with the guarantor the
 * resident confirmed (or left as it was); the student's mobile number as they confirmed it.
 */
async function copyApplication(trx: Transaction<Database>, row: RenewalCandidateRow, input: Pick<RenewInput, 'guarantor' | 'cell_phone'>, actor: AuditActor): Promise<number> {
  const source = await applicationToCopy(trx, row.application_id);
  const answers = JSON.parse(source.answers) as Record<string, unknown>;
  const now = new Date().toISOString();
  const requestId = await insertReservationRequest(trx, { user_id: row.user_id, organization_id: row.organization_id, property_id: row.target_property_id, lease_period_id: row.target_id, start_date: null, end_date: null });
  const id = await insertApplication(trx, {
    organization_id: row.organization_id,
    user_id: row.user_id,
    reservation_request_id: requestId,
    status: 'Approved',
    answers: JSON.stringify(input.guarantor === undefined ? answers : withGuarantor(answers, input.guarantor)),
    asked_keys: source.asked_keys,
    submitted_at: now,
    decided_at: now,
    decided_by: actor.name,
    decision_note: `Renewal of lease ${row.lease_id}`,
  });
  await copyApplicationFiles(trx, source.id, id);
  if (input.cell_phone) await setCellPhone(trx, row.user_id, input.cell_phone);
  return id;
}

/**
 * Renews an executed lease into a later period (its student, or a manager of its company for them):
 * on its own bed while the period offers it (same_bed), or on another free bed (transfer). The new
 * lease is Offered, names the lease it renews, and takes its kind's plans; choosing one, the packet,
 * signing, execution and the ledger are a new lease's. Checked and written in one transaction, so of
 * two renewals at once one wins (the partial unique indexes of bed and renewal refuse the other).
 * Anyone else's lease is a 404 (the access policy); a lease that may not renew, 400 with the reason.
 */
export async function renewLease(db: Db, caller: Caller, input: RenewInput, actor: AuditActor): Promise<number> {
  const { record: lease, relation } = await authorize(db, caller, 'lease.renew', input.lease_id);
  const reader = relation === 'student' ? 'student' : 'staff';
  const today = await companyToday(db, lease.organization_id);
  return db.transaction().execute(async (trx) => {
    const row = await renewalCandidate(trx, lease.id, input.lease_period_id);
    if (!row) throw HttpError.detail(400, renewalReasonFor(lease.status === 'Executed' ? M.notFromPeriod : M.notExecuted, reader));
    return renewWithin(trx, row, input, reader, actor, today);
  });
}

/**
 * renewLease's writes inside the caller's transaction, for a lease it has found renewing into the
 * period (room selection confirms a transfer resident's held bed through it): the rules, the bed,
 * the copied application, the lease and its event. Answers the new lease's id.
 */
export async function renewWithin(trx: Transaction<Database>, row: RenewalCandidateRow, input: Omit<RenewInput, 'lease_id' | 'lease_period_id'>, reader: 'student' | 'staff', actor: AuditActor, today: string): Promise<number> {
  const options = renewalOptions(renewalFactsOf(row, today));
  if (!options.eligible) throw HttpError.detail(400, renewalReasonFor(options.reason, reader));
  const kind: RenewalKind = input.bed_id === row.layout_id ? 'same_bed' : 'transfer';
  let bed: string;
  if (kind === 'same_bed') {
    if (!options.sameBed.offered) throw sameBedRefusal(options.sameBed.reason, reader);
    bed = premisesLabel((await findLayoutIfAny(trx, row.layout_id))!);
  } else bed = await assertTransferBed(trx, row, input.bed_id, today);
  const applicationId = await copyApplication(trx, row, input, actor);
  const id = await insertLease(trx, {
    organization_id: row.organization_id,
    application_id: applicationId,
    user_id: row.user_id,
    property_id: row.target_property_id,
    lease_period_id: row.target_id,
    layout_id: input.bed_id,
    kind,
    renews_lease_id: row.lease_id,
    created_by: actor.name,
  });
  await recordAuditEvent(trx, {
    actor,
    action: 'lease.renew',
    subject: { table: 'leases', id },
    organizationId: row.organization_id,
    details: { renews_lease_id: row.lease_id, kind, application_id: applicationId, bed_id: input.bed_id, lease_period_id: row.target_id, bed },
  });
  return id;
}

type MarkedLease = { id: number; organization_id: number; status: string };

/**
 * A manager marks an executed lease not renewing, with a reason: its resident is offered no renewal
 * and their bed is not held. Refused for a lease that is not executed, is already marked, or whose
 * resident has already renewed (void that renewal first).
 */
export async function markNotRenewing(db: Db, lease: MarkedLease, reason: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = await renewingState(trx, lease.id);
    if (now.status !== 'Executed') throw HttpError.detail(409, M.notExecuted);
    if (now.not_renewing_reason !== null) throw HttpError.detail(409, M.alreadyNotRenewing);
    if (await hasLiveRenewal(trx, lease.id)) throw HttpError.detail(409, M.alreadyRenewed);
    await setNotRenewing(trx, lease.id, { reason, by: actor.name });
    await recordAuditEvent(trx, { actor, action: 'lease.not_renewing', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { reason } });
  });
}

/** A manager takes the mark back: the resident is offered a renewal again (their bed is held again until the deadline). */
export async function clearNotRenewing(db: Db, lease: MarkedLease, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = await renewingState(trx, lease.id);
    if (now.not_renewing_reason === null) throw HttpError.detail(409, M.notMarked);
    await setNotRenewing(trx, lease.id, null);
    await recordAuditEvent(trx, { actor, action: 'lease.renewing', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { reason: now.not_renewing_reason } });
  });
}
