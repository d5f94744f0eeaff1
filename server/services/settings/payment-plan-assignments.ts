import { ASSIGNMENT_MESSAGES as M, CONFLICT_MESSAGES, OWNERSHIP_MESSAGES } from '../../../shared/messages';
import type { AssignmentSave } from '../../../shared/payment-plans/assignment-schema';
import { PAYMENT_PLAN_TYPES } from '../../../shared/payment-plans/constants';
import { ASSIGNMENT_LISTS, assignmentVersion, isPlanOffered } from '../../../shared/payment-plans/offered';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { FieldErrorList } from '../../ground/field-errors';
import { ownedRecordFinders } from '../../queries/ownership';
import { listLayouts } from '../../queries/layouts';
import { assignmentsOfLeasePeriod, plansOfLeasePeriod, replaceAssignments } from '../../queries/payment-plan-assignments';
import { companyToday } from '../../queries/company-day';

/** The caller's lease period (a field error when it is not the company's) and its property. */
async function ownLeasePeriod(db: Db, organizationId: number, leasePeriodId: number) {
  const period = await ownedRecordFinders['agreement-period'](db, organizationId, leasePeriodId);
  if (!period) throw HttpError.fields({ lease_period_id: [OWNERSHIP_MESSAGES.notYours('lease-period')] });
  return period;
}

/**
 * Assign Plans' Save: each row's three lists replace what its bed had for the lease period, all
 * rows in one transaction or none. A bed may be newly given only a plan offered for that tenant
 * type (approved, active, of the lease period); a plan it already has may stay after it stops
 * being active, so a manager can still save the row's other lists. A row sent with the version it
 * loaded is refused (409) when its bed's plans changed since. Reads and writes share the
 * transaction, so a plan or bed cannot change between the checks and the write.
 */
export async function saveAssignments(db: Db, organizationId: number, input: AssignmentSave): Promise<{ propertyId: number; bedIds: number[] }> {
  const today = await companyToday(db, organizationId);
  const period = await ownLeasePeriod(db, organizationId, input.lease_period_id);
  const bedIds = input.rows.map((row) => row.id);
  return db.transaction().execute(async (trx) => {
    const [beds, plans, links] = await Promise.all([
      listLayouts(trx, organizationId, [period.property_id]),
      plansOfLeasePeriod(trx, period.id),
      assignmentsOfLeasePeriod(trx, period.property_id, period.id),
    ]);
    const ownBeds = new Set(beds.map((bed) => bed.id));
    const plansById = new Map(plans.map((plan) => [plan.id, { ...plan, approved: !!plan.approved }]));
    const had = new Set(links.map((link) => `${link.layout_id}:${link.payment_plan_id}`));
    const plansOfBed = new Map<number, number[]>();
    for (const link of links) {
      const list = plansOfBed.get(link.layout_id);
      if (list) list.push(link.payment_plan_id);
      else plansOfBed.set(link.layout_id, [link.payment_plan_id]);
    }
    // Someone else saved one of these beds since this manager loaded it: say so before anything else.
    if (input.rows.some((row) => row.version !== undefined && row.version !== assignmentVersion(plansOfBed.get(row.id) ?? []))) {
      throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
    }

    const errors = new FieldErrorList();
    const refuse = (field: string, message: string) => errors.add(field, message);
    const seen = new Set<number>();
    const next: { layout_id: number; payment_plan_id: number }[] = [];
    for (const row of input.rows) {
      if (seen.has(row.id)) refuse('rows', M.bedTwice(row.id));
      seen.add(row.id);
      if (!ownBeds.has(row.id)) refuse('rows', M.notABed(row.id));
      for (const tenantType of PAYMENT_PLAN_TYPES) {
        const field = ASSIGNMENT_LISTS[tenantType];
        for (const planId of new Set(row[field])) {
          const plan = plansById.get(planId);
          const allowed = plan && plan.type === tenantType && (isPlanOffered(plan, tenantType, today) || had.has(`${row.id}:${planId}`));
          if (!allowed) refuse(field, M.notOffered(plan ? `'${plan.name}'` : M.unknownPlan(planId), tenantType));
          else next.push({ layout_id: row.id, payment_plan_id: planId });
        }
      }
    }
    if (!errors.empty) throw HttpError.fields(errors.toFieldErrors());
    await replaceAssignments(trx, bedIds, [...plansById.keys()], next);
    return { propertyId: period.property_id, bedIds };
  });
}
