import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { SELECTION_MESSAGES as M } from '../../shared/selection/selection-texts';
import { verifyAuditChain } from '../../server/audit/verify-chain';
import { SYSTEM_ACTOR } from '../../server/audit/record-event';
import { selectionContext } from '../../server/services/selection/context';
import { commitHold } from '../../server/services/selection/hold-commits';
import { holdBeds } from '../../server/services/selection/holds';
import { bedsByIds, studentMember } from '../../server/queries/selection';
import { at, buildSelectionSeason, MINUTE, type SelectionSeason } from '../helpers/selection-season';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let s: SelectionSeason;

beforeEach(async () => {
  ctx = await createTestContext();
  s = await buildSelectionSeason(ctx, 6);
  const window = { opens_at: at(-MINUTE), closes_at: at(60 * MINUTE), slot_minutes: 10, per_slot: 10, order: 'approval', hold_minutes: 15 };
  expect((await s.agents.manager.put(`/api/agreement-periods/${s.periodId}/selection-window/`).send(window)).status).toBe(200);
});
afterEach(() => ctx.close());

/** Each student's hold of these beds, asked for at once (the first starts a commit, the others wait for it and are committed together). */
async function holdAtOnce(asks: [student: number, beds: number[]][]) {
  const contexts = await Promise.all(asks.map(([i]) => selectionContext(ctx.db, s.periodId, s.users[i]!.id)));
  const outcomes = await Promise.allSettled(asks.map(([, beds], k) => holdBeds(ctx.db, contexts[k]!, beds.map((b) => s.bedIds[b]!), SYSTEM_ACTOR)));
  return outcomes.map((o) => (o.status === 'fulfilled' ? o.value.map((h) => h.bed_id) : (o.reason as { status: number; body: unknown }).body));
}
const liveRows = () => ctx.db.selectFrom('bed_holds').select(['layout_id', 'user_id']).where('status', '=', 'held').orderBy('id').execute();

describe('holds asked for at the same moment are committed together (server/services/selection/hold-commits.ts)', () => {
  it('in the order they came: of two holds of one bed one is taken and the other refused, the others taken', async () => {
    const results = await holdAtOnce([
      [0, [0]],
      [1, [1]],
      [2, [1]],
      [3, [2]],
      [4, [3]],
      [4, [5]],
    ]);
    expect([results[0], results[3]]).toEqual([[s.bedIds[0]], [s.bedIds[2]]]);
    // Which of two asking at once came first is the network's to say (on PostgreSQL their reads before the commit finish in any order).
    expect(new Set([JSON.stringify(results[1]), JSON.stringify(results[2])])).toEqual(new Set([JSON.stringify([s.bedIds[1]]), JSON.stringify({ bed_ids: [M.bedTaken] })]));
    expect(new Set([JSON.stringify(results[4]), JSON.stringify(results[5])]).has(JSON.stringify({ detail: M.alreadyHolding }))).toBe(true);
    const rows = await liveRows();
    expect(rows.map((r) => r.layout_id).sort()).toEqual([0, 1, 2, results[4] instanceof Array ? 3 : 5].map((b) => s.bedIds[b]!).sort());
    const events = await ctx.db.selectFrom('audit_events').select(['subject_id', 'details']).where('action', '=', 'bed_hold.hold').orderBy('id').execute();
    expect(events.map((e) => JSON.parse(e.details).bed_id).sort()).toEqual(rows.map((r) => r.layout_id).sort());
    expect((await verifyAuditChain(ctx.db)).intact).toBe(true);
  });

  it('counts the holds taken before them in the gender rule: of a man and a woman asking at once for beds of one empty unit, one is refused', async () => {
    await ctx.db.updateTable('users').set({ gender: 'M' }).where('id', '=', s.users[1]!.id).execute();
    await ctx.db.updateTable('users').set({ gender: 'F' }).where('id', '=', s.users[2]!.id).execute();
    // Bed 8 (South Hall) starts a commit; beds 4 and 5 are both in the empty unit 102.
    const results = await holdAtOnce([
      [0, [8]],
      [1, [4]],
      [2, [5]],
    ]);
    expect(results[0]).toEqual([s.bedIds[8]]);
    const refused = results.filter((r) => !(r instanceof Array));
    expect(refused).toEqual([{ bed_ids: [M.genderRule] }]);
    expect((await liveRows()).length).toBe(2);
  });

  it('takes each claim alone again when their transaction fails, so one claim’s failure is its own', async () => {
    const claimOf = async (i: number, bed: number, expiresAt: string | null = at(15 * MINUTE)) => {
      const period = (await selectionContext(ctx.db, s.periodId, s.users[i]!.id)).period;
      return { period, members: [await studentMember(ctx.db, s.users[i]!.id)], beds: await bedsByIds(ctx.db, s.propertyId, [s.bedIds[bed]!]), heldBy: s.users[i]!.id, groupId: null, expiresAt: expiresAt as string, actor: SYSTEM_ACTOR, now: new Date() };
    };
    const [first, good, broken, alsoGood] = await Promise.all([claimOf(0, 0), claimOf(1, 1), claimOf(2, 3, null), claimOf(3, 2)]);
    // The third has no expiry (the column may not be empty): its insert breaks the transaction it shares with the second and fourth.
    const outcomes = await Promise.allSettled([commitHold(ctx.db, first), commitHold(ctx.db, good), commitHold(ctx.db, broken), commitHold(ctx.db, alsoGood)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await liveRows()).map((r) => r.user_id)).toEqual([0, 1, 3].map((i) => s.users[i]!.id));
    expect((await verifyAuditChain(ctx.db)).intact).toBe(true);
  });
});
