import type { Transaction } from 'kysely';
import { isoToday } from '../../../shared/dates';
import { premisesLabel } from '../../../shared/leases/premises';
import { genderAllows, unitGenders, unitKey } from '../../../shared/selection/bed-states';
import { SELECTION_MESSAGES as M } from '../../../shared/selection/selection-texts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { recordAuditEvents, SYSTEM_ACTOR, type AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { heldBedIds } from '../../queries/renewals';
import { bedsByIds, bedsWithLease, insertHolds, liveHoldsOf, occupantsOfUnits, studentsWithLease, type HoldRow, type SelectionPeriodRow } from '../../queries/selection';
import type { Member } from './context';
import { tryEndHold } from './hold-transition';
import { selectionChanged } from './map-cache';

type Bed = Awaited<ReturnType<typeof bedsByIds>>[number];

/** A request to hold `beds` (in order) for `members` (one each), checked: its beds are of the period's property, the holders may select. */
export type HoldClaim = { period: SelectionPeriodRow; members: readonly Member[]; beds: readonly Bed[]; heldBy: number; groupId: number | null; expiresAt: string; actor: AuditActor; now: Date };

export type Held = { id: number; bed_id: number; user_id: number; expires_at: string };

/** The most holds checked and written in one transaction. */
const MAX_BATCH = 100;

/** Expires, inside the caller's transaction, live holds that have run out (the sweep's work, done at once where a hold is in the way). */
async function expireRunOut(trx: Transaction<Database>, holds: readonly HoldRow[], now: Date): Promise<HoldRow[]> {
  const live: HoldRow[] = [];
  for (const hold of holds) {
    if (Date.parse(hold.expires_at) > now.getTime()) live.push(hold);
    else await tryEndHold(trx, hold, 'expire', { actor: SYSTEM_ACTOR, details: { bed_id: hold.layout_id, expires_at: hold.expires_at } });
  }
  return live;
}

/**
 * Checks the claims of one period in order against what the database holds and what the claims
 * before them took (one query per kind for all of them), inside the caller's transaction: a claim
 * refused answers its HttpError (409) and takes nothing. Answers the claims taken.
 */
async function checkClaims(trx: Transaction<Database>, period: SelectionPeriodRow, claims: readonly HoldClaim[], refused: Map<HoldClaim, unknown>): Promise<HoldClaim[]> {
  const now = claims[0]!.now;
  const userIds = [...new Set(claims.flatMap((c) => c.members.map((m) => m.user_id)))];
  const bedIds = [...new Set(claims.flatMap((c) => c.beds.map((b) => b.id)))];
  const live = await expireRunOut(trx, await liveHoldsOf(trx, period.id, { userIds, bedIds }), now);
  const [leasedStudents, leasedBeds] = await Promise.all([studentsWithLease(trx, period.id, userIds), bedsWithLease(trx, period.id, bedIds)]);
  // Beds kept for residents renewing into the period (only a period with same-bed renewals and a deadline keeps any).
  const kept = new Set(period.allow_same_bed_renewals && period.renewal_deadline ? (await heldBedIds(trx, period.id, isoToday(now, period.time_zone)).where('x.layout_id', 'in', bedIds).execute()).map((k) => k.layout_id) : []);
  const units = [...new Map(claims.flatMap((c) => c.beds).map((b) => [unitKey(b), b])).values()];
  const occupants: { layout_id: number; building: string; unit: string; gender: string | null }[] = await occupantsOfUnits(trx, period.id, period.property_id, units);
  const holding = new Set(live.map((h) => h.user_id));
  const held = new Set(live.map((h) => h.layout_id));
  const taken: HoldClaim[] = [];
  for (const claim of claims) {
    try {
      const { members, beds } = claim;
      const holder = members.find((m) => holding.has(m.user_id));
      if (holder) throw HttpError.detail(409, holder.user_id === claim.heldBy ? M.alreadyHolding : M.memberHolding(holder.first_name));
      if (beds.some((b) => held.has(b.id))) throw HttpError.fields({ bed_ids: [M.bedTaken] }, 409);
      if (members.some((m) => leasedStudents.has(m.user_id))) throw HttpError.detail(409, M.hasLease);
      if (beds.some((b) => leasedBeds.has(b.id))) throw HttpError.fields({ bed_ids: [M.bedTaken] }, 409);
      if (beds.some((b) => kept.has(b.id))) throw HttpError.fields({ bed_ids: [M.notFree] }, 409);
      // The gender rule, with the group's own members (and the claims taken before) counted in the units they are going into.
      const places = [...beds, ...occupants.map((o) => ({ id: o.layout_id, building: o.building, unit: o.unit }))];
      const genders = unitGenders(places, [...occupants, ...beds.map((b, i) => ({ layout_id: b.id, gender: members[i]!.gender }))]);
      if (beds.some((b, i) => !genderAllows(members[i]!.gender, genders.get(unitKey(b))))) throw HttpError.fields({ bed_ids: [M.genderRule] }, 409);
      for (const [i, bed] of beds.entries()) {
        holding.add(members[i]!.user_id);
        held.add(bed.id);
        occupants.push({ layout_id: bed.id, building: bed.building, unit: bed.unit, gender: members[i]!.gender });
      }
      taken.push(claim);
    } catch (err) {
      refused.set(claim, err);
    }
  }
  return taken;
}

/** What became of a claim: its holds, or why not (an error of any realm: told apart by the key, not by instanceof). */
type Outcome = { held: Held[] } | { error: unknown };

/** Checks and writes claims in one write transaction: the holds of those taken, with their events; each claim's outcome. */
async function commitClaims(db: Db, claims: readonly HoldClaim[]): Promise<Map<HoldClaim, Outcome>> {
  const outcomes = new Map<HoldClaim, Outcome>();
  const periods = new Set<number>();
  await db.transaction().execute(async (trx) => {
    const refused = new Map<HoldClaim, unknown>();
    const byPeriod = new Map<number, HoldClaim[]>();
    for (const c of claims) byPeriod.set(c.period.id, [...(byPeriod.get(c.period.id) ?? []), c]);
    const taken: HoldClaim[] = [];
    for (const group of byPeriod.values()) taken.push(...(await checkClaims(trx, group[0]!.period, group, refused)));
    const rows = taken.flatMap((c) =>
      c.beds.map((bed, i) => ({ organization_id: c.period.organization_id, lease_period_id: c.period.id, layout_id: bed.id, user_id: c.members[i]!.user_id, held_by: c.heldBy, group_id: c.groupId, expires_at: c.expiresAt })),
    );
    const ids = await insertHolds(trx, rows);
    await recordAuditEvents(
      trx,
      taken.flatMap((c) =>
        c.beds.map((bed, i) => ({
          actor: c.actor,
          action: 'bed_hold.hold' as const,
          subject: { table: 'bed_holds' as const, id: ids.get(bed.id)! },
          organizationId: c.period.organization_id,
          details: { lease_period_id: c.period.id, bed_id: bed.id, user_id: c.members[i]!.user_id, group_id: c.groupId, expires_at: c.expiresAt, bed: premisesLabel(bed) },
        })),
      ),
    );
    for (const [claim, error] of refused) outcomes.set(claim, { error });
    for (const c of taken) {
      periods.add(c.period.id);
      outcomes.set(c, { held: c.beds.map((bed, i) => ({ id: ids.get(bed.id)!, bed_id: bed.id, user_id: c.members[i]!.user_id, expires_at: c.expiresAt })) });
    }
  });
  for (const id of periods) selectionChanged(db, id, 'taken');
  return outcomes;
}

type Waiting = { claim: HoldClaim; resolve: (held: Held[]) => void; reject: (err: unknown) => void };
const lines = new WeakMap<Db, { waiting: Waiting[]; running: boolean }>();

/**
 * Group commit of holds (issue 49: hundreds of holds at a slot's first second). A claim waits while
 * the write before it commits; then every claim waiting (up to MAX_BATCH) is checked and written in
 * one write transaction, its checks one query per kind for all of them, in the order they came, so
 * of two claims of one bed the first wins and the second is answered 409. When the transaction fails
 * for any other reason, each of its claims is tried again alone, so one claim's failure is its own.
 */
export function commitHold(db: Db, claim: HoldClaim): Promise<Held[]> {
  let line = lines.get(db);
  if (!line) lines.set(db, (line = { waiting: [], running: false }));
  const promise = new Promise<Held[]>((resolve, reject) => line.waiting.push({ claim, resolve, reject }));
  if (!line.running) void drain(db, line);
  return promise;
}

async function drain(db: Db, line: { waiting: Waiting[]; running: boolean }): Promise<void> {
  line.running = true;
  try {
    while (line.waiting.length) {
      const batch = line.waiting.splice(0, MAX_BATCH);
      let outcomes: Map<HoldClaim, Outcome>;
      try {
        outcomes = await commitClaims(db, batch.map((w) => w.claim));
      } catch (err) {
        if (batch.length === 1) {
          batch[0]!.reject(err);
          continue;
        }
        outcomes = new Map();
        for (const w of batch) {
          try {
            outcomes.set(w.claim, (await commitClaims(db, [w.claim])).get(w.claim)!);
          } catch (error) {
            outcomes.set(w.claim, { error });
          }
        }
      }
      for (const w of batch) {
        const outcome = outcomes.get(w.claim)!;
        if ('held' in outcome) w.resolve(outcome.held);
        else w.reject(outcome.error);
      }
    }
  } finally {
    line.running = false;
  }
}
