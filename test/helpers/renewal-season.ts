import { dayFromToday } from './company-day';
import type { SignableLease } from './signable-lease-tests';
import type { TestContext } from './test-app';

/** The next period of the signable-lease fixture's property, which renewalSeason opens to renewals. */
export const NEXT_PERIOD = 'Academic Year 2027–2028';

/**
 * The renewal season, made before the fixture's lease is executed (as test/api/renewals.test.ts sets
 * it up): the next period of the property (visible, renewing from the lease's period, same-bed renewals,
 * a deadline 30 days away) with the company's lease and guaranty, a second free bed, and plans for it:
 * the lease's bed has a Renewal Tenant plan and a New Tenant plan, the second bed a Renewal Transfer Tenant plan.
 */
export async function renewalSeason(made: TestContext, lease: SignableLease): Promise<void> {
  const { db } = made;
  const period = await db.insertInto('lease_periods').values({ property_id: lease.propertyId, name: NEXT_PERIOD, start_date: '2027-08-20', end_date: '2028-05-14', visible: 1, allow_same_bed_renewals: 1, renewal_deadline: dayFromToday(30) }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('lease_period_renewal_sources').values({ lease_period_id: period.id, source_period_id: lease.periodId }).execute();
  const templates = await db.selectFrom('lease_period_templates').select(['kind', 'template_id']).where('lease_period_id', '=', lease.periodId).execute();
  await db.insertInto('lease_period_templates').values(templates.map((t) => ({ ...t, lease_period_id: period.id }))).execute();
  const other = await db.insertInto('layouts').values({ property_id: lease.propertyId, building: 'A', floor: '3', unit: '5C', unit_type: '4x4', room: 'A', room_type: 'Private', bed: '1' }).returning('id').executeTakeFirstOrThrow();
  const rent = await db.selectFrom('account_codes').select('id').where('organization_id', '=', lease.orgId).executeTakeFirstOrThrow();
  const plan = async (name: string, type: 'New Tenant' | 'Renewal Tenant' | 'Renewal Transfer Tenant', bed: number, cents: number) => {
    const id = (await db.insertInto('payment_plans').values({ property_id: lease.propertyId, lease_period_id: period.id, name, type, approved: 1, total_cents: cents, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('ledger_entries').values({ payment_plan_id: id, position: 0, due_date: '2027-08-20', account_code_id: rent.id, description: 'Rent', charge_cents: cents, credit_cents: 0 }).execute();
    await db.insertInto('payment_plan_assignments').values({ layout_id: bed, payment_plan_id: id }).execute();
  };
  await plan('Renewal rate', 'Renewal Tenant', lease.bedId, 780000);
  await plan('New resident rate', 'New Tenant', lease.bedId, 820000);
  await plan('Transfer rate', 'Renewal Transfer Tenant', other.id, 790000);
}
