import type { TestContext } from './test-app';
import { buildOrganization, buildProperty, buildUser } from './factories';
import { agentsFor, buildLeasePeriod, signIn, type TestUser } from './manager-factories';

/** The beds of the selection fixture: two 4-bed units of one type, a 2-bed unit of another, in two halls. */
export const SELECTION_BEDS = [
  ...['A', 'B', 'C', 'D'].map((room) => ({ building: 'North Hall', floor: '1', unit: '101', unit_type: '4x4', room, room_type: 'Private', bed: '1' })),
  ...['A', 'B', 'C', 'D'].map((room) => ({ building: 'North Hall', floor: '1', unit: '102', unit_type: '4x4', room, room_type: 'Private', bed: '1' })),
  ...['A', 'B'].map((room) => ({ building: 'South Hall', floor: '2', unit: '201', unit_type: '2x2', room, room_type: 'Shared', bed: '1' })),
];

export const MINUTE = 60_000;
export const at = (msFromNow: number): string => new Date(Date.now() + msFromNow).toISOString();

/**
 * A company whose visible period has the beds above, a New Tenant plan on each, and `students`
 * approved applicants for it (approved a minute apart, in order), with a manager; a student of
 * another period's application is not eligible.
 */
export async function buildSelectionSeason(ctx: TestContext, students = 4) {
  const orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge Living' })).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  const propertyId = (await buildProperty(ctx.db, orgId, { name: 'The Standard' })).id;
  const period = await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Academic Year 2027–2028', visible: 1 });
  const otherPeriod = await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Summer 2027', visible: 1 });
  const bedIds: number[] = [];
  for (const bed of SELECTION_BEDS) bedIds.push((await ctx.db.insertInto('layouts').values({ property_id: propertyId, ...bed }).returning('id').executeTakeFirstOrThrow()).id);
  const rent = (await ctx.db.insertInto('account_codes').values({ organization_id: orgId, name: 'Rent', type: 'Charge' }).returning('id').executeTakeFirstOrThrow()).id;
  const planId = (await ctx.db.insertInto('payment_plans').values({ property_id: propertyId, lease_period_id: period.id, name: 'Two payments', type: 'New Tenant', approved: 1, total_cents: 900000, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' }).returning('id').executeTakeFirstOrThrow()).id;
  await ctx.db.insertInto('ledger_entries').values({ payment_plan_id: planId, position: 0, due_date: '2027-08-20', account_code_id: rent, description: 'Rent', charge_cents: 900000, credit_cents: 0 }).execute();
  await ctx.db.insertInto('payment_plan_assignments').values(bedIds.map((layout_id) => ({ layout_id, payment_plan_id: planId }))).execute();
  const agents = await agentsFor(ctx, orgId, otherOrgId);
  const apply = async (userId: number, periodId: number, minute: number) => {
    const reservation = await ctx.db.insertInto('reservation_requests').values({ user_id: userId, organization_id: orgId, property_id: propertyId, lease_period_id: periodId }).returning('id').executeTakeFirstOrThrow();
    const decided = new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
    return (await ctx.db.insertInto('rental_applications').values({ organization_id: orgId, user_id: userId, reservation_request_id: reservation.id, status: 'Approved', answers: '{}', submitted_at: decided, decided_at: decided }).returning('id').executeTakeFirstOrThrow()).id;
  };
  const users: (TestUser & { first: string; applicationId: number })[] = [];
  const names = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana'];
  for (let i = 0; i < students; i++) {
    const user = await buildUser(ctx.db, 'student', { email: `${names[i]!.toLowerCase()}@example.com` });
    await ctx.db.updateTable('users').set({ first_name: names[i]!, last_name: 'Student' }).where('id', '=', user.id).execute();
    users.push({ ...user, first: names[i]!, applicationId: await apply(user.id, period.id, i) });
  }
  const outsider = await buildUser(ctx.db, 'student', { email: 'outsider@example.com' });
  await apply(outsider.id, otherPeriod.id, 30);
  return { orgId, otherOrgId, propertyId, periodId: period.id, periodName: period.name, otherPeriodId: otherPeriod.id, bedIds, planId, users, outsider, managerUser: agents.manager.user, strangerUser: agents.stranger.user, agents };
}

export type SelectionSeason = Awaited<ReturnType<typeof buildSelectionSeason>>;

/** Signed-in agents for the season's students, in order. */
export async function studentAgents(ctx: TestContext, season: Pick<SelectionSeason, 'users'>) {
  return Promise.all(season.users.map((u) => signIn(ctx, u)));
}
