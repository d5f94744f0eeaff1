import { API_ERRORS } from '../../shared/messages';
import { actionChanges, type LeasePeriodAction } from '../../shared/schemas/lease-periods';
import type { ManagerLeasePeriod } from '../../shared/types/manager';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { presentLeasePeriod } from '../presenters/public-content';
import { listLeasePeriods } from '../queries/lease-periods';

const notFound = () => HttpError.detail(404, API_ERRORS.notFound);

/** Every lease period of a property, with the fields managers see. */
export async function listManagerLeasePeriods(db: Db, propertyId: number): Promise<ManagerLeasePeriod[]> {
  const rows = await listLeasePeriods(db, propertyId, { visibleOnly: false });
  const sources = rows.length
    ? await db
        .selectFrom('lease_period_renewal_sources')
        .innerJoin('lease_periods', 'lease_periods.id', 'lease_period_renewal_sources.source_period_id')
        .select(['lease_period_renewal_sources.lease_period_id', 'lease_periods.id', 'lease_periods.name'])
        .where('lease_period_renewal_sources.lease_period_id', 'in', rows.map((r) => r.id))
        .orderBy('lease_periods.start_date')
        .execute()
    : [];
  return rows.map((row) => ({
    ...presentLeasePeriod(row),
    visible_to_managers: !!row.visible_to_managers,
    originally_visible: !!row.originally_visible,
    periods_to_renew_from: sources.filter((s) => s.lease_period_id === row.id).map(({ id, name }) => ({ id, name })),
    // Contract templates come with the document templates screen; none are assigned yet.
    contract_template_ids: [],
    guarantor_contract_template_ids: [],
  }));
}

/** The period when it belongs to the organization, else 404. */
export async function findOrgPeriod(db: Db, organizationId: number, id: number) {
  const row = await db
    .selectFrom('lease_periods')
    .innerJoin('properties', 'properties.id', 'lease_periods.property_id')
    .select(['lease_periods.id', 'lease_periods.property_id'])
    .where('lease_periods.id', '=', id)
    .where('properties.organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** One period as managers see it. */
export async function managerPeriod(db: Db, propertyId: number, id: number): Promise<ManagerLeasePeriod> {
  return (await listManagerLeasePeriods(db, propertyId)).find((p) => p.id === id)!;
}

/** Semesters of the organization in the given order, or a field error naming the unknown ones. */
async function orgSemesters(db: Db, organizationId: number, ids: number[]) {
  const rows = await db.selectFrom('semesters').selectAll().where('organization_id', '=', organizationId).where('id', 'in', ids).execute();
  if (rows.length !== new Set(ids).size) throw HttpError.fields({ semesters: ['Choose semesters of your company.'] });
  return rows.sort((a, b) => a.start_date.localeCompare(b.start_date));
}

/** Replaces a period's sub periods with the chosen semesters and sets its dates from them. */
async function setSemesters(trx: Db, periodId: number, semesters: { id: number; name: string; start_date: string; end_date: string }[]) {
  await trx.deleteFrom('sub_periods').where('lease_period_id', '=', periodId).execute();
  await trx.insertInto('sub_periods').values(semesters.map((s) => ({ lease_period_id: periodId, semester_id: s.id, name: s.name }))).execute();
  await trx
    .updateTable('lease_periods')
    .set({ start_date: semesters[0]!.start_date, end_date: semesters.reduce((end, s) => (s.end_date > end ? s.end_date : end), semesters[0]!.end_date) })
    .where('id', '=', periodId)
    .execute();
}

type Form = { name?: string; description?: string; semesters?: number[]; genders_available?: ('M' | 'F')[] };

const genderColumns = (genders: ('M' | 'F')[] | undefined) => (genders ? { gender_m: genders.includes('M') ? 1 : 0, gender_f: genders.includes('F') ? 1 : 0 } : {});

/** Adds a period to a property of the organization. */
export async function createLeasePeriod(db: Db, organizationId: number, input: Required<Form> & { property_id: number }): Promise<number> {
  const property = await db.selectFrom('properties').select('id').where('id', '=', input.property_id).where('organization_id', '=', organizationId).executeTakeFirst();
  if (!property) throw HttpError.fields({ property_id: ['Choose a property of your company.'] });
  const semesters = await orgSemesters(db, organizationId, input.semesters);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('lease_periods')
      .values({ property_id: property.id, name: input.name, description: input.description, start_date: semesters[0]!.start_date, end_date: semesters[0]!.end_date, ...genderColumns(input.genders_available) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setSemesters(trx, id, semesters);
    return id;
  });
}

/** Edits name, description, semesters or genders (the property stays). */
export async function updateLeasePeriod(db: Db, organizationId: number, id: number, input: Form): Promise<void> {
  await findOrgPeriod(db, organizationId, id);
  const semesters = input.semesters ? await orgSemesters(db, organizationId, input.semesters) : null;
  await db.transaction().execute(async (trx) => {
    const changes = { ...(input.name !== undefined && { name: input.name }), ...(input.description !== undefined && { description: input.description }), ...genderColumns(input.genders_available) };
    if (Object.keys(changes).length) await trx.updateTable('lease_periods').set(changes).where('id', '=', id).execute();
    if (semesters) await setSemesters(trx, id, semesters);
  });
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** A toggle endpoint: applies the action's flag changes. */
export async function applyLeasePeriodAction(db: Db, organizationId: number, id: number, action: LeasePeriodAction): Promise<void> {
  await findOrgPeriod(db, organizationId, id);
  const c = actionChanges(action);
  const set = Object.fromEntries(Object.entries({ visible: flag(c.visible), visible_to_managers: flag(c.visible_to_managers), open_to_renewals: flag(c.open_to_renewals) }).filter(([, v]) => v !== undefined));
  await db.updateTable('lease_periods').set(set).where('id', '=', id).execute();
}

/** PUT: same-bed renewals (which also makes the period visible), or the periods it renews from. */
export async function putLeasePeriod(db: Db, organizationId: number, id: number, input: { allow_same_bed_renewals: boolean } | { periods_to_renew_from: number[] }) {
  const period = await findOrgPeriod(db, organizationId, id);
  if ('allow_same_bed_renewals' in input) {
    await db.updateTable('lease_periods').set({ allow_same_bed_renewals: input.allow_same_bed_renewals ? 1 : 0, visible: 1 }).where('id', '=', id).execute();
    return;
  }
  const ids = [...new Set(input.periods_to_renew_from)];
  if (ids.includes(id)) throw HttpError.fields({ periods_to_renew_from: ['A period cannot renew from itself.'] });
  const valid = ids.length ? await db.selectFrom('lease_periods').select('id').where('property_id', '=', period.property_id).where('id', 'in', ids).execute() : [];
  if (valid.length !== ids.length) throw HttpError.fields({ periods_to_renew_from: ['Choose periods of the same property.'] });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lease_period_renewal_sources').where('lease_period_id', '=', id).execute();
    if (ids.length) await trx.insertInto('lease_period_renewal_sources').values(ids.map((source) => ({ lease_period_id: id, source_period_id: source }))).execute();
  });
}
