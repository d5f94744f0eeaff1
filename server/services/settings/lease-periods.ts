import { LEASE_PERIOD_MESSAGES } from '../../../shared/messages';
import { LEASE_PERIOD_MESSAGES as PERIOD_FORM_MESSAGES } from '../../../shared/schemas/lease-periods';
import { actionChanges, type LeasePeriodAction, type LeasePeriodPut } from '../../../shared/schemas/lease-periods';
import type { ManagerLeasePeriod } from '../../../shared/types/manager';
import type { PublicLeasePeriod } from '../../../shared/types/public';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { presentLeasePeriod, presentManagerLeasePeriod } from '../../presenters/lease-period';
import { listPeriodTemplates } from '../../queries/lease-period-templates';
import { listLeasePeriods, listRenewalSources, periodIdsOfProperty, setLeasePeriodFlags, setRenewalDeadline, type LeasePeriodScope } from '../../queries/lease-periods';
import type { SemesterRow } from '../../queries/semesters';
import { subPeriodsInApprovedPlans } from '../../queries/payment-plans';
import { updateVersioned } from '../../queries/versioned-update';
import { assignContractTemplates } from './lease-period-templates';

/** Lease periods with the fields managers see. */
export async function managerLeasePeriods(db: Db, scope: LeasePeriodScope): Promise<ManagerLeasePeriod[]> {
  const rows = await listLeasePeriods(db, scope, { visibleOnly: false });
  const ids = rows.map((r) => r.id);
  const [sources, templates] = await Promise.all([listRenewalSources(db, ids), listPeriodTemplates(db, ids)]);
  return rows.map((row) => presentManagerLeasePeriod(row, sources, templates));
}

/** One period as managers see it (after a write). */
export async function managerLeasePeriod(db: Db, id: number): Promise<ManagerLeasePeriod> {
  return (await managerLeasePeriods(db, { id }))[0]!;
}

/** The periods visitors may see: visible ones only. */
export async function publicLeasePeriods(db: Db, scope: LeasePeriodScope): Promise<PublicLeasePeriod[]> {
  return (await listLeasePeriods(db, scope, { visibleOnly: true })).map(presentLeasePeriod);
}

/**
 * Makes the period's sub periods the semesters (earliest first) and sets its dates from them. Sub
 * periods of semesters that stay keep their ids, so the payment plans that book to them stay
 * intact; a removed one leaves draft plans' entries without a sub period, and is refused while an
 * approved plan books to it.
 */
async function setSemesters(trx: Db, periodId: number, semesters: SemesterRow[]) {
  const existing = await trx.selectFrom('sub_periods').select(['id', 'semester_id']).where('lease_period_id', '=', periodId).execute();
  const wanted = new Set(semesters.map((s) => s.id));
  const removed = existing.filter((sub) => !wanted.has(sub.semester_id)).map((sub) => sub.id);
  if (removed.length) {
    if (await subPeriodsInApprovedPlans(trx, removed)) throw HttpError.fields({ semesters: [LEASE_PERIOD_MESSAGES.semesterInApprovedPlan] });
    await trx.deleteFrom('sub_periods').where('id', 'in', removed).execute();
  }
  const kept = new Set(existing.map((sub) => sub.semester_id));
  const added = semesters.filter((s) => !kept.has(s.id));
  if (added.length) await trx.insertInto('sub_periods').values(added.map((s) => ({ lease_period_id: periodId, semester_id: s.id, name: s.name }))).execute();
  await trx
    .updateTable('lease_periods')
    .set({ start_date: semesters[0]!.start_date, end_date: semesters.reduce((end, s) => (s.end_date > end ? s.end_date : end), semesters[0]!.end_date) })
    .where('id', '=', periodId)
    .execute();
}

type Form = { name?: string; description?: string; genders_available?: ('M' | 'F')[]; version?: number };

const genderColumns = (genders: ('M' | 'F')[] | undefined) => (genders ? { gender_m: genders.includes('M') ? 1 : 0, gender_f: genders.includes('F') ? 1 : 0 } : {});

/** Adds a period to the property, made of the semesters (the company's, earliest first). */
export async function createLeasePeriod(db: Db, propertyId: number, input: Required<Omit<Form, 'version'>>, semesters: SemesterRow[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('lease_periods')
      .values({ property_id: propertyId, name: input.name, description: input.description, start_date: semesters[0]!.start_date, end_date: semesters[0]!.end_date, ...genderColumns(input.genders_available) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setSemesters(trx, id, semesters);
    return id;
  });
}

/**
 * Edits name, description, genders, and the semesters when given (the property stays); nothing
 * changes (409) when `version` is given and no longer the stored one.
 */
export async function updateLeasePeriod(db: Db, id: number, input: Form, semesters: SemesterRow[] | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changes = { ...(input.name !== undefined && { name: input.name }), ...(input.description !== undefined && { description: input.description }), ...genderColumns(input.genders_available) };
    await updateVersioned(trx, 'lease_periods', id, input.version, changes);
    if (semesters) await setSemesters(trx, id, semesters);
  });
}

/** A toggle endpoint: applies the action's flag changes (2-manager-settings.md §4). */
export async function applyLeasePeriodAction(db: Db, id: number, action: LeasePeriodAction): Promise<void> {
  const flags: Parameters<typeof setLeasePeriodFlags>[2] = {};
  for (const [key, on] of Object.entries(actionChanges(action))) flags[key as keyof typeof flags] = on ? 1 : 0;
  await setLeasePeriodFlags(db, id, flags);
}

/** PUT: same-bed renewals (which also makes the period visible), the periods it renews from, or its contract templates. */
export async function putLeasePeriod(db: Db, organizationId: number, period: { id: number; property_id: number }, input: LeasePeriodPut) {
  if ('contract_templates' in input) return assignContractTemplates(db, organizationId, period.id, input.contract_templates);
  if ('allow_same_bed_renewals' in input) return setLeasePeriodFlags(db, period.id, { allow_same_bed_renewals: input.allow_same_bed_renewals ? 1 : 0, visible: 1 });
  if ('renewal_deadline' in input) {
    if (!(await setRenewalDeadline(db, period.id, input.renewal_deadline))) throw HttpError.fields({ renewal_deadline: [PERIOD_FORM_MESSAGES.deadlineAfterEnd] });
    return;
  }
  const ids = [...new Set(input.periods_to_renew_from)];
  if (ids.includes(period.id)) throw HttpError.fields({ periods_to_renew_from: ['A period cannot renew from itself.'] });
  if ((await periodIdsOfProperty(db, period.property_id, ids)).size !== ids.length) throw HttpError.fields({ periods_to_renew_from: ['Choose periods of the same property.'] });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lease_period_renewal_sources').where('lease_period_id', '=', period.id).execute();
    if (ids.length) await trx.insertInto('lease_period_renewal_sources').values(ids.map((source) => ({ lease_period_id: period.id, source_period_id: source }))).execute();
  });
}
