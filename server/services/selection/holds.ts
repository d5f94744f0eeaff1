import type { Transaction } from 'kysely';
import { isoToday } from '../../../shared/dates';
import { premisesLabel } from '../../../shared/leases/premises';
import { genderAllows, unitGenders, unitKey } from '../../../shared/selection/bed-states';
import { holdExpiresAt } from '../../../shared/selection/slots';
import { ownHolds } from '../../../shared/selection/own-holds';
import { SELECTION_MESSAGES as M } from '../../../shared/selection/selection-texts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { recordAuditEvent, SYSTEM_ACTOR, type AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { heldBedIds } from '../../queries/renewals';
import { bedsByIds, bedsWithLease, holdsOfStudent, insertHold, liveHoldsOf, runOutHolds, occupantsOfUnits, studentMember, studentsWithLease, type HoldRow } from '../../queries/selection';
import { tryEndHold } from './hold-transition';
import { assertMaySelect, eligibilityOf, type Member, type SelectionContext } from './context';
import { selectionChanged } from './map-cache';

const BATCH = 200;

type Held = { id: number; bed_id: number; user_id: number; expires_at: string };

/** Expires, inside the caller's transaction, live holds that have run out (the sweep's work, done at once where a hold is in the way). */
async function expireRunOut(trx: Transaction<Database>, holds: readonly HoldRow[], now: Date): Promise<HoldRow[]> {
  const live: HoldRow[] = [];
  for (const hold of holds) {
    if (Date.parse(hold.expires_at) > now.getTime()) live.push(hold);
    else await tryEndHold(trx, hold, 'expire', { actor: SYSTEM_ACTOR, details: { bed_id: hold.layout_id, expires_at: hold.expires_at } });
  }
  return live;
}

/** Who the beds are for: the caller alone, or (their group's leader) every member, in member order. */
async function holdersOf(db: Db, ctx: SelectionContext, beds: number): Promise<Member[]> {
  const members = ctx.group && ctx.group.members.length > 1 ? ctx.group.members : [await studentMember(db, ctx.userId)];
  if (members.length > 1 && members[0]!.user_id !== ctx.userId) throw HttpError.detail(403, M.notLeader);
  if (beds !== members.length) throw HttpError.fields({ bed_ids: [M.oneBedEach(members.length)] });
  for (const m of members.slice(1)) if (!(await eligibilityOf(db, ctx.period, m.user_id))) throw HttpError.detail(403, M.notEligible(ctx.period.name));
  return members;
}

/**
 * A student holds a free bed (a group's leader one for each member, all or none) for the window's
 * hold time (`POST /api/selection/{id}/holds/`). Checked and written in one transaction: holds that
 * ran out on these beds or students are expired first; a bed leased, held, kept for a renewing
 * resident or closed by the gender rule, or a student already holding or leased, refuses the whole
 * request (409) and nothing is held. The partial unique indexes on live holds make the database the
 * last word when two instances race.
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
  const userIds = members.map((m) => m.user_id);
  const expiresAt = holdExpiresAt(now, ctx.window.hold_minutes);
  const held = await db.transaction().execute(async (trx) => {
    const inTheWay = await expireRunOut(trx, await liveHoldsOf(trx, period.id, { userIds, bedIds }), now);
    const holding = inTheWay.find((h) => userIds.includes(h.user_id));
    if (holding) throw HttpError.detail(409, holding.user_id === ctx.userId ? M.alreadyHolding : M.memberHolding(members.find((m) => m.user_id === holding.user_id)!.first_name));
    if (inTheWay.length) throw HttpError.fields({ bed_ids: [M.bedTaken] }, 409);
    if ((await studentsWithLease(trx, period.id, userIds)).size) throw HttpError.detail(409, M.hasLease);
    if ((await bedsWithLease(trx, period.id, bedIds)).size) throw HttpError.fields({ bed_ids: [M.bedTaken] }, 409);
    const kept = await heldBedIds(trx, period.id, isoToday(now, period.time_zone)).where('x.layout_id', 'in', [...bedIds]).execute();
    if (kept.length) throw HttpError.fields({ bed_ids: [M.notFree] }, 409);
    // The gender rule, with the group's own members counted in the units they are going into.
    const occupants = await occupantsOfUnits(trx, period.id, period.property_id, ordered);
    const places = [...beds, ...occupants.map((o) => ({ id: o.layout_id, building: o.building, unit: o.unit }))];
    const genders = unitGenders(places, [...occupants, ...ordered.map((b, i) => ({ layout_id: b.id, gender: members[i]!.gender }))]);
    if (ordered.some((b, i) => !genderAllows(members[i]!.gender, genders.get(unitKey(b))))) throw HttpError.fields({ bed_ids: [M.genderRule] }, 409);
    const made: Held[] = [];
    for (const [i, bed] of ordered.entries()) {
      const member = members[i]!;
      const id = await insertHold(trx, { organization_id: period.organization_id, lease_period_id: period.id, layout_id: bed.id, user_id: member.user_id, held_by: ctx.userId, group_id: members.length > 1 ? ctx.group!.id : null, expires_at: expiresAt });
      await recordAuditEvent(trx, {
        actor,
        action: 'bed_hold.hold',
        subject: { table: 'bed_holds', id },
        organizationId: period.organization_id,
        details: { lease_period_id: period.id, bed_id: bed.id, user_id: member.user_id, group_id: members.length > 1 ? ctx.group!.id : null, expires_at: expiresAt, bed: premisesLabel(bed) },
      });
      made.push({ id, bed_id: bed.id, user_id: member.user_id, expires_at: expiresAt });
    }
    return made;
  });
  selectionChanged(db, period.id, 'taken');
  return held;
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
  }
}
