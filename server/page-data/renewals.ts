import { centsToAmount } from '../../shared/money';
import { premisesLabel } from '../../shared/leases/premises';
import type { OfferedPlan, RenewalList, RenewalRow, TenantRenewal } from '../../shared/leases/lease-types';
import { isBedHeld, PLAN_TYPE_OF, renewalOptions, renewalRate, renewalStatus, type RenewalKind, type RenewalStatus } from '../../shared/leases/renewal-rules';
import { offeredPlans } from '../../shared/payment-plans/offered';
import type { Db } from '../db/database';
import { findLayoutIfAny } from '../queries/layouts';
import { listFreeBeds, plansAssignedToBeds, type AssignedPlanRow } from '../queries/leases';
import { periodRenewalRows, periodRenewalStatusRows, studentRenewalCandidates, type RenewalCandidateRow } from '../queries/renewals';
import { renewalFactsOf } from '../services/leasing/renewals';
import type { FreeBedRow } from '../queries/leases';

const presentPlan = (plan: AssignedPlanRow): OfferedPlan => ({ id: plan.id, name: plan.name, type: plan.type, total: centsToAmount(plan.total_cents) });

/** The plans of a kind of renewal offered on a bed today, as the renewal page lists them. */
const offeredOn = (assigned: readonly AssignedPlanRow[], kind: RenewalKind, today: string) => offeredPlans(assigned, PLAN_TYPE_OF[kind], today).map(presentPlan);

/**
 * The periods a student may renew their executed leases into (`GET /api/tenant/renewals/`, My lease
 * and the renewal page), soonest first: each with its deadline, their own bed with its Renewal Tenant
 * plans when they may keep it, whether they may move to another bed, and why not when they may not.
 */
export async function tenantRenewals(db: Db, userId: number, today: string): Promise<TenantRenewal[]> {
  const rows = await studentRenewalCandidates(db, userId);
  return Promise.all(rows.map((row) => tenantRenewal(db, row, today)));
}

async function tenantRenewal(db: Db, row: RenewalCandidateRow, today: string): Promise<TenantRenewal> {
  const options = renewalOptions(renewalFactsOf(row, today));
  const keeps = options.eligible && options.sameBed.offered;
  const [place, assigned] = keeps ? await Promise.all([findLayoutIfAny(db, row.layout_id), plansAssignedToBeds(db, [row.layout_id], row.target_id)]) : [undefined, undefined];
  return {
    lease_id: row.lease_id,
    lease_period: { id: row.target_id, name: row.target_name, start_date: row.target_start_date, end_date: row.target_end_date },
    property_id: row.target_property_id,
    deadline: row.target_deadline,
    same_bed: keeps && place ? { bed_id: row.layout_id, bed: premisesLabel(place), plans: offeredOn(assigned?.get(row.layout_id) ?? [], 'same_bed', today) } : null,
    same_bed_reason: options.eligible && !options.sameBed.offered ? options.sameBed.reason : null,
    transfer_allowed: options.eligible,
    reason_if_not: options.eligible ? null : options.reason,
    renewal_lease_id: row.renewal_id,
  };
}

/** A free bed a resident may move to, with its Renewal Transfer Tenant plans. */
export type TransferBed = ReturnType<typeof presentTransferBed>;

const presentTransferBed = (bed: FreeBedRow, plans: OfferedPlan[]) => ({ id: bed.id, building: bed.building, floor: bed.floor, unit: bed.unit, unit_type: bed.unit_type, room: bed.room, room_type: bed.room_type, bed: bed.bed, label: premisesLabel(bed), plans });

/** The beds a renewing resident may move to in the period: free, not held for another resident, not their own. */
export async function transferBeds(db: Db, row: RenewalCandidateRow, today: string) {
  const beds = (await listFreeBeds(db, row.target_property_id, row.target_id, today)).filter((bed) => bed.id !== row.layout_id);
  const plans = await plansAssignedToBeds(db, beds.map((bed) => bed.id), row.target_id);
  return beds.map((bed) => presentTransferBed(bed, offeredOn(plans.get(bed.id) ?? [], 'transfer', today)));
}

/** The Renewals screen's rows for a period, each resident's status, and the renewal rate. */
export async function periodRenewals(db: Db, period: RenewalList['lease_period'], today: string): Promise<RenewalList> {
  const target = { target_visible: period.visible, target_same_bed: period.allow_same_bed_renewals, target_deadline: period.renewal_deadline };
  const rows: RenewalRow[] = (await periodRenewalRows(db, period.id)).map((row) => {
    const facts = renewalFactsOf({ ...row, ...target }, today);
    return {
      lease_id: row.lease_id,
      student: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email },
      lease_period_name: row.lease_period_name,
      bed_id: row.layout_id,
      bed: premisesLabel(row),
      status: renewalStatus({ renewal_status: row.renewal_status, not_renewing: row.not_renewing_reason !== null, hold_released: facts.holdReleased ?? false }),
      renewal_lease_id: row.renewal_id,
      renewal_kind: row.renewal_kind as RenewalKind | null,
      not_renewing_reason: row.not_renewing_reason,
      held: isBedHeld(facts),
    };
  });
  return { lease_period: period, rows, ...renewalRate(rows.map((r) => r.status)) };
}

/** Where each resident of the period stands, without their names and beds (the alert and the glance count them). */
export async function periodRenewalStatuses(db: Db, periodId: number): Promise<RenewalStatus[]> {
  return (await periodRenewalStatusRows(db, periodId)).map((row) => renewalStatus({ renewal_status: row.renewal_status, not_renewing: row.not_renewing_reason !== null, hold_released: !!row.hold_released }));
}
