import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { selectionContext } from '../../server/services/selection/context';
import { at, buildSelectionSeason, MINUTE, type SelectionSeason } from '../helpers/selection-season';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let s: SelectionSeason;

beforeEach(async () => {
  ctx = await createTestContext();
  s = await buildSelectionSeason(ctx, 6);
});
afterEach(() => ctx.close());

const window = { opens_at: at(-MINUTE), closes_at: at(60 * MINUTE), slot_minutes: 10, per_slot: 2, order: 'approval', hold_minutes: 15 };

describe('selection contexts asked for at the same moment (read together: server/services/selection/student-facts.ts)', () => {
  it('are each what that student’s context is on its own: eligibility, slot, group and gender, across periods', async () => {
    const decline = (i: number, status: 'Declined' | 'Approved') => ctx.db.updateTable('rental_applications').set({ status }).where('id', '=', s.users[i]!.applicationId).execute();
    await decline(1, 'Declined');
    await decline(4, 'Declined');
    for (const periodId of [s.periodId, s.otherPeriodId]) {
      expect((await s.agents.manager.put(`/api/agreement-periods/${periodId}/selection-window/`).send(window)).status).toBe(200);
    }
    // Cleo and Ava in a group (Cleo leads: the group selects at Ava's slot); Eli without an approved
    // application; Fay a woman; Ben approved after the window was saved (placed at the end when first asked).
    const group = (await ctx.db.insertInto('roommate_groups').values({ organization_id: s.orgId, lease_period_id: s.periodId, created_by: s.users[2]!.id }).returning('id').executeTakeFirstOrThrow()).id;
    for (const i of [2, 0]) await ctx.db.insertInto('roommate_group_members').values({ group_id: group, lease_period_id: s.periodId, user_id: s.users[i]!.id }).execute();
    await ctx.db.updateTable('users').set({ gender: 'F' }).where('id', '=', s.users[5]!.id).execute();
    await decline(1, 'Approved');

    const asked = [...s.users.map((u) => [s.periodId, u.id] as const), [s.otherPeriodId, s.outsider.id] as const, [s.periodId, s.outsider.id] as const];
    const alone = [];
    for (const [periodId, userId] of asked) alone.push(await selectionContext(ctx.db, periodId, userId));
    const together = await Promise.all(asked.map(([periodId, userId]) => selectionContext(ctx.db, periodId, userId)));
    expect(together).toEqual(alone);

    // What each is, so that the comparison above compares contexts that differ.
    const summary = together.map((c) => ({ period: c.period.id, via: c.eligibility?.via ?? null, slot: c.slotStartsAt !== null, group: c.group?.members.map((m) => m.user_id) ?? null, gender: c.gender }));
    const cleoAndAva = [s.users[2]!.id, s.users[0]!.id];
    expect(summary).toEqual([
      { period: s.periodId, via: 'applicant', slot: true, group: cleoAndAva, gender: null },
      { period: s.periodId, via: 'applicant', slot: true, group: null, gender: null },
      { period: s.periodId, via: 'applicant', slot: true, group: cleoAndAva, gender: null },
      { period: s.periodId, via: 'applicant', slot: true, group: null, gender: null },
      { period: s.periodId, via: null, slot: false, group: null, gender: null },
      { period: s.periodId, via: 'applicant', slot: true, group: null, gender: 'F' },
      { period: s.otherPeriodId, via: 'applicant', slot: true, group: null, gender: null },
      { period: s.periodId, via: null, slot: false, group: null, gender: null },
    ]);
    // Cleo's group selects at Ava's (the first) slot; Dev (third in the order) at the second; Ben, placed last, at the third.
    expect(together[2]!.slotStartsAt).toBe(together[0]!.slotStartsAt);
    expect(Date.parse(together[3]!.slotStartsAt!) - Date.parse(together[0]!.slotStartsAt!)).toBe(10 * MINUTE);
    expect(Date.parse(together[1]!.slotStartsAt!) - Date.parse(together[0]!.slotStartsAt!)).toBe(20 * MINUTE);
  });

  it('answer 404 for a period students are not shown, each on its own', async () => {
    await ctx.db.updateTable('lease_periods').set({ visible: 0 }).where('id', '=', s.otherPeriodId).execute();
    const results = await Promise.allSettled([selectionContext(ctx.db, s.periodId, s.users[0]!.id), selectionContext(ctx.db, s.otherPeriodId, s.outsider.id), selectionContext(ctx.db, 999_999, s.users[1]!.id)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.period.id : (r.reason as { status: number }).status))).toEqual([s.periodId, 404, 404]);
  });
});
