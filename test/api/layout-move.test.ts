import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { LAYOUT_MESSAGES } from '../../shared/messages';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, buildSemester } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { dayFromToday } from '../helpers/company-day';

let ctx: TestContext;
let a: Awaited<ReturnType<typeof agentsFor>>;
let from: { id: number; name: string };
let to: { id: number };
let periods: { id: number; name: string }[];
let bedId: number;
let plans: number[];

const bedRow = () => ctx.db.selectFrom('layouts').select(['property_id', 'version']).where('id', '=', bedId).executeTakeFirstOrThrow();
const links = () => ctx.db.selectFrom('payment_plan_assignments').select('payment_plan_id').where('layout_id', '=', bedId).orderBy('payment_plan_id').execute();
const assign = (leasePeriodId: number, planIds: number[]) =>
  a.manager.put('/api/payment-plan-assignments/').send({
    lease_period_id: leasePeriodId,
    rows: [{ id: bedId, new_tenant_payment_plan_ids: planIds, renewal_tenant_payment_plan_ids: [], renewal_transfer_tenant_payment_plan_ids: [] }],
  });
const move = (propertyId: number) => a.manager.patch(`/api/layouts/${bedId}/`).send({ property_id: propertyId });

beforeEach(async () => {
  ctx = await createTestContext();
  const orgId = (await buildOrganization(ctx.db)).id;
  a = await agentsFor(ctx, orgId, (await buildOrganization(ctx.db)).id);
  from = await buildProperty(ctx.db, orgId, { name: 'Maple Court' });
  to = await buildProperty(ctx.db, orgId, { name: 'Oak Hall' });
  const fall = await buildSemester(ctx.db, orgId, { name: 'Fall' });
  periods = [await buildLeasePeriod(ctx.db, from.id, [fall], { name: 'Academic Year 2026' }), await buildLeasePeriod(ctx.db, from.id, [fall], { name: 'Summer 2027' })];
  bedId = (await a.manager.post('/api/layouts/').send({ property_id: from.id, building: 'A', floor: '1', unit: '101', unit_type: '2x2', room: 'A', room_type: 'Single', bed: '1' })).body.id as number;
  const plan = async (leasePeriodId: number, name: string) =>
    (
      await ctx.db
        .insertInto('payment_plans')
        .values({ property_id: from.id, lease_period_id: leasePeriodId, name, type: 'New Tenant', approved: 1, approved_by: 'Dana', approved_at: new Date().toISOString(), effective_start_date: dayFromToday(-30), effective_end_date: dayFromToday(200) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  plans = [await plan(periods[0]!.id, 'Monthly'), await plan(periods[0]!.id, 'Upfront'), await plan(periods[1]!.id, 'Summer')];
});
afterEach(() => ctx.close());

describe('moving a bed to another property', () => {
  it('is refused (409) while the bed has plan assignments, saying how many, where, and where to remove them; nothing changes', async () => {
    expect((await assign(periods[0]!.id, [plans[0]!, plans[1]!])).status).toBe(200);
    expect((await assign(periods[1]!.id, [plans[2]!])).status).toBe(200);
    const before = await bedRow();

    const res = await move(to.id);
    expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { detail: LAYOUT_MESSAGES.movedWithPlans(3, 'Maple Court', ['Academic Year 2026', 'Summer 2027']) } });
    expect(res.body.detail).toBe(
      'This bed has 3 payment plan assignments at Maple Court (lease periods Academic Year 2026, Summer 2027). Remove them under Assign Plans before moving the bed to another property.',
    );
    expect(await bedRow()).toEqual(before);
    expect((await links()).map((l) => l.payment_plan_id)).toEqual(plans);

    // Its other fields still change, within its property.
    expect((await a.manager.patch(`/api/layouts/${bedId}/`).send({ property_id: from.id, room_type: 'Double' })).status).toBe(200);
  });

  it('goes through once the assignments are removed under Assign Plans', async () => {
    await assign(periods[1]!.id, [plans[2]!]);
    expect((await move(to.id)).body.detail).toBe(LAYOUT_MESSAGES.movedWithPlans(1, 'Maple Court', ['Summer 2027']));
    expect((await assign(periods[1]!.id, [])).status).toBe(200);
    const res = await move(to.id);
    expect({ status: res.status, property: res.body.property_id }).toEqual({ status: 200, property: to.id });
  });
});
