import { setImmediate } from 'node:timers/promises';
import { unitKey } from '../../../shared/selection/bed-states';
import { holdExpiresAt } from '../../../shared/selection/slots';
import { ownHolds } from '../../../shared/selection/own-holds';
import { SELECTION_MESSAGES as M } from '../../../shared/selection/selection-texts';
import type { Db } from '../../db/database';
import { SYSTEM_ACTOR, type AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { bedsByIds, holdsOfStudent, runOutHolds, studentMember, type HoldRow } from '../../queries/selection';
import { tryEndHold } from './hold-transition';
import { assertMaySelect, eligibilityOf, type Member, type SelectionContext } from './context';
import { commitHold, type Held } from './hold-commits';
import { selectionChanged } from './map-cache';

/** Holds expired in one transaction; the event loop turns between batches (a slot's holds run out together, 300 at a time). */
const BATCH = 50;

/** Who the beds are for: the caller alone, or (their group's leader) every member, in member order. */
async function holdersOf(db: Db, ctx: SelectionContext, beds: number): Promise<Member[]> {
  const members = ctx.group && ctx.group.members.length > 1 ? ctx.group.members : [ctx.member ?? (await studentMember(db, ctx.userId))];
  if (members.length > 1 && members[0]!.user_id !== ctx.userId) throw HttpError.detail(403, M.notLeader);
  if (beds !== members.length) throw HttpError.fields({ bed_ids: [M.oneBedEach(members.length)] });
  for (const m of members.slice(1)) if (!(await eligibilityOf(db, ctx.period, m.user_id))) throw HttpError.detail(403, M.notEligible(ctx.period.name));
  return members;
}

/**
 * A student holds a free bed (a group's leader one for each member, all or none) for the window's
 * hold time (`POST /api/selection/{id}/holds/`). Checked and written in a write transaction with the
 * holds asked for meanwhile (hold-commits.ts): holds that ran out on these beds or students are
 * expired first; a bed leased, held, kept for a renewing resident or closed by the gender rule, or a
 * student already holding or leased, refuses the whole request (409) and nothing is held. The
 * partial unique indexes on live holds make the database the last word.
 */
export async function holdBeds(db: Db, ctx: SelectionContext, bedIds: readonly number[], actor: AuditActor, now = new Date()): Promise<Held[]> {
  assertMaySelect(ctx, now);
  if (new Set(bedIds).size !== bedIds.length) throw HttpError.fields({ bed_ids: [M.oneBedEach(bedIds.length)] });
  const members = await holdersOf(db, ctx, bedIds.length);
  const { period } = ctx;
  const beds = await bedsByIds(db, period.property_id, bedIds);
  if (beds.length !== bedIds.length) throw HttpError.fields({ bed_ids: [M.notThisPeriod] });
  const byId = new Map(beds.map((b) => [b.id, b]));
  const ordered = bedIds.map((id) => byId.get(id)!);
  if (ordered.length > 1 && new Set(ordered.map(unitKey)).size > 1 && new Set(ordered.map((b) => b.unit_type)).size > 1) throw HttpError.fields({ bed_ids: [M.sameUnit] });
  return commitHold(db, { period, members, beds: ordered, heldBy: ctx.userId, groupId: members.length > 1 ? ctx.group!.id : null, expiresAt: holdExpiresAt(now, ctx.window.hold_minutes), actor, now });
}

/** A student lets go of what they hold (their own hold; a leader, the group's). */
export async function releaseOwnHolds(db: Db, ctx: SelectionContext, actor: AuditActor): Promise<void> {
  await releaseHolds(db, ownHolds(await holdsOfStudent(db, ctx.period.id, ctx.userId), ctx.userId, new Date()), actor);
}

/** A student lets their hold go (`DELETE /api/selection/{id}/holds/`; a leader, the group's): the beds are free at once. */
export async function releaseHolds(db: Db, holds: readonly HoldRow[], actor: AuditActor): Promise<void> {
  if (!holds.length) throw HttpError.detail(409, M.noHold);
  await db.transaction().execute(async (trx) => {
    for (const hold of holds) await tryEndHold(trx, hold, 'release', { actor, details: { bed_id: hold.layout_id } });
  });
  selectionChanged(db, holds[0]!.lease_period_id, 'freed');
}

/**
 * Expires every live hold that has run out by `now` (the sweep, every few seconds on every
 * instance): each once, whoever gets there first (the guarded update), with its event; in batches
 * so a burst does not hold the write lock long. Answers how many it expired.
 */
export async function expireHolds(db: Db, now = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const holds = await runOutHolds(db, now.toISOString(), BATCH);
    if (!holds.length) return expired;
    const periods = new Set<number>();
    await db.transaction().execute(async (trx) => {
      for (const hold of holds) {
        if (!(await tryEndHold(trx, hold, 'expire', { actor: SYSTEM_ACTOR, details: { bed_id: hold.layout_id, expires_at: hold.expires_at } }))) continue;
        expired++;
        periods.add(hold.lease_period_id);
      }
    });
    for (const id of periods) selectionChanged(db, id, 'freed');
    if (holds.length < BATCH) return expired;
    // SQLite answers synchronously: without a turn, the pages asked for meanwhile would wait for every batch.
    await setImmediate();
  }
}
