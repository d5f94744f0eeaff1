import { centsToAmount } from '../../shared/money';
import { isoToday } from '../../shared/dates';
import { compareLayouts } from '../../shared/layouts/order';
import { premisesLabel } from '../../shared/leases/premises';
import { offeredPlans } from '../../shared/payment-plans/offered';
import type { PaymentPlanType } from '../../shared/payment-plans/constants';
import { bedStates, genderAllows, unitGenders, unitKey } from '../../shared/selection/bed-states';
import { formatSlotTime, SELECTION_MESSAGES as M } from '../../shared/selection/selection-texts';
import type { SelectionBeds, SelectionPlan, SelectionWindow, StudentSelection } from '../../shared/selection/selection-types';
import { selectionBlock, windowState } from '../../shared/selection/slots';
import { holdForStudent, leadsGroup, ownHolds } from '../../shared/selection/own-holds';
import { openingBuilding } from '../../shared/selection/selection-page';
import type { Db } from '../db/database';
import { plansAssignedToBeds } from '../queries/leases';
import { heldBedIds } from '../queries/renewals';
import { bedsByIds, groupHolds, holdsOfStudent, leasedBeds, liveHolds, propertyBeds, type SelectionPeriodRow } from '../queries/selection';
import type { SelectionContext } from '../services/selection/context';
import { cachedPeriodBeds, cachedPeriodMap } from '../services/selection/map-cache';
import { SharedBody } from '../ground/shared-body';

/** The window as it is read back (the save's shape, with the draw's seed and the version). */
export function presentWindow(period: SelectionPeriodRow): SelectionWindow | null {
  if (period.window_id === null) return null;
  return {
    opens_at: period.opens_at!,
    closes_at: period.closes_at!,
    slot_minutes: period.slot_minutes!,
    per_slot: period.per_slot!,
    order: period.slot_order!,
    hold_minutes: period.hold_minutes!,
    applicants: !!period.applicants,
    transfers: !!period.transfers,
    draw_seed: period.slot_order === 'random' ? period.draw_seed : null,
    version: period.window_version!,
  };
}

const fullName = (m: { first_name: string; last_name: string }) => `${m.first_name} ${m.last_name}`.trim();

/** The student's slot (their group's) as their pages and messages say it: "Your selection time: Tue, Feb 3, 2027 at 10:20 AM"; null without one. */
export const slotOf = (ctx: Pick<SelectionContext, 'period' | 'slotStartsAt'>): StudentSelection['my_slot'] =>
  ctx.slotStartsAt ? { starts_at: ctx.slotStartsAt, label: M.yourSlot(formatSlotTime(ctx.slotStartsAt, ctx.period.time_zone)) } : null;

/** `GET /api/selection/{id}/`: the student's window, slot, group and holds. */
export async function studentSelection(db: Db, ctx: SelectionContext, now = new Date()): Promise<StudentSelection> {
  const { period, window } = ctx;
  const holds = ownHolds(await holdsOfStudent(db, period.id, ctx.userId), ctx.userId, now);
  const beds = new Map((holds.length ? await bedsByIds(db, period.property_id, holds.map((h) => h.layout_id)) : []).map((b) => [b.id, b]));
  const label = (bedId: number) => (beds.get(bedId) ? premisesLabel(beds.get(bedId)!) : '');
  const mine = holdForStudent(holds, ctx.userId, now);
  const maySelect = !!(window && ctx.eligibility && ctx.slotStartsAt && !selectionBlock(window, ctx.slotStartsAt, now));
  return {
    lease_period: { id: period.id, name: period.name, property_id: period.property_id, property_name: period.property_name },
    window: presentWindow(period),
    state: window ? windowState(window, now) : null,
    time_zone: period.time_zone,
    eligible: ctx.eligibility !== null,
    via: ctx.eligibility?.via ?? null,
    my_slot: slotOf(ctx),
    may_select: maySelect,
    my_group: ctx.group && { id: ctx.group.id, leader: leadsGroup(ctx.group.members, ctx.userId), members: ctx.group.members.map((m, i) => ({ user_id: m.user_id, name: fullName(m), leader: i === 0 })) },
    my_hold: mine ? { bed_id: mine.layout_id, expires_at: mine.expires_at, bed: label(mine.layout_id) } : null,
    holds: holds.map((h) => ({ bed_id: h.layout_id, user_id: h.user_id, expires_at: h.expires_at, bed: label(h.layout_id) })),
    now: now.toISOString(),
  };
}

const TENANT_TYPES: PaymentPlanType[] = ['New Tenant', 'Renewal Transfer Tenant'];

/** A period's beds in natural order and the plans each tenant type is offered on them: they change rarely, and are read again every STATIC_TTL_MS. */
async function periodBeds(db: Db, period: SelectionPeriodRow, today: string) {
  const beds = (await propertyBeds(db, period.property_id)).map((b) => ({ ...b, property_id: period.property_id, label: premisesLabel(b) })).sort(compareLayouts);
  const assigned = await plansAssignedToBeds(db, beds.map((b) => b.id), period.id);
  const plans = new Map<PaymentPlanType, Map<number, SelectionPlan[]>>(
    TENANT_TYPES.map((type) => [type, new Map(beds.map((b) => [b.id, offeredPlans(assigned.get(b.id) ?? [], type, today).map((p) => ({ id: p.id, name: p.name, total: centsToAmount(p.total_cents) }))]))]),
  );
  // Each bed's JSON around its state, written once: a shared answer is these pieces joined (bedJson).
  const heads = new Map(beds.map((b) => [b.id, `${JSON.stringify({ id: b.id, building: b.building, floor: b.floor, unit: b.unit, unit_type: b.unit_type, room: b.room, room_type: b.room_type, bed: b.bed, label: b.label }).slice(0, -1)},"state":`]));
  const planJson = new Map(TENANT_TYPES.map((type) => [type, new Map([...plans.get(type)!].map(([id, list]) => [id, JSON.stringify(list)]))]));
  return { beds, index: new Map(beds.map((b, i) => [b.id, i])), buildings: [...new Set(beds.map((b) => b.building))], plans, heads, planJson };
}

/** Beds and plans are kept this long: a bed added or a plan assigned shows on the map within it. */
const STATIC_TTL_MS = 10_000;

/** What the map of a period is made from, read once for everyone asking in the same moment (map-cache.ts), with the answers made of it so far. */
async function periodMap(db: Db, period: SelectionPeriodRow, now: Date) {
  const today = isoToday(now, period.time_zone);
  const [{ beds, index, buildings, plans, heads, planJson }, leased, held, kept] = await Promise.all([
    cachedPeriodBeds(db, period.id, () => periodBeds(db, period, today), now.getTime(), STATIC_TTL_MS),
    leasedBeds(db, period.id),
    liveHolds(db, period.id),
    period.allow_same_bed_renewals && period.renewal_deadline ? heldBedIds(db, period.id, today).execute() : Promise.resolve([]),
  ]);
  const live = held.filter((h) => Date.parse(h.expires_at) > now.getTime());
  return {
    at: now,
    beds,
    index,
    buildings,
    held: live,
    states: bedStates(beds.map((b) => b.id), leased, live, new Set(kept.map((k) => k.layout_id)), now),
    genders: unitGenders(beds, [...leased, ...live]),
    plans,
    heads,
    planJson,
    /** The answers made of this copy, by building, tenant type and gender (for students holding nothing). */
    answers: new Map<string, SharedBody>(),
    /** Each building's count of beds a student may hold, by gender (freeByBuilding), made once per copy. */
    free: new Map<string | null, Record<string, number>>(),
  };
}

type PeriodMap = Awaited<ReturnType<typeof periodMap>>;

const mapOf = (db: Db, period: SelectionPeriodRow, now: Date) => cachedPeriodMap(db, period.id, () => periodMap(db, period, now), now.getTime());

type View = { via: 'applicant' | 'transfer' | null; gender: string | null; mine: ReadonlySet<number> };

/** The building of the first (in natural order) of the student's own held beds on this map; undefined when they hold none of them. */
function heldBuilding(map: PeriodMap, mine: ReadonlySet<number>): string | undefined {
  let first: number | undefined;
  for (const id of mine) {
    const i = map.index.get(id);
    if (i !== undefined && (first === undefined || i < first)) first = i;
  }
  return first === undefined ? undefined : map.beds[first]!.building;
}

/** The building the map opens at for this student (openingBuilding): their hold's, else the first with a bed they may hold. */
const openingOf = (map: PeriodMap, view: View): string => openingBuilding(map.buildings, freeByBuilding(map, view.gender), heldBuilding(map, view.mine));

/** The answer for a student of this tenant type and gender, their own holds (`mine`) marked held: the beds of `building`, or all (null: the page's own read). */
function bedsAnswer(map: PeriodMap, view: View, building: string | null): SelectionBeds {
  const plans = map.plans.get(view.via === 'transfer' ? 'Renewal Transfer Tenant' : 'New Tenant')!;
  return {
    buildings: map.buildings,
    building: building ?? openingOf(map, view),
    free_by_building: freeByBuilding(map, view.gender),
    beds: map.beds
      .filter((b) => building === null || b.building === building)
      .map((b) => {
        const mine = view.mine.has(b.id);
        const state = mine ? 'held' : map.states.get(b.id)!;
        return {
          id: b.id,
          building: b.building,
          floor: b.floor,
          unit: b.unit,
          unit_type: b.unit_type,
          room: b.room,
          room_type: b.room_type,
          bed: b.bed,
          label: b.label,
          state,
          mine,
          closed: state === 'free' && !genderAllows(view.gender, map.genders.get(unitKey(b))) ? M.genderRule : null,
          plans: plans.get(b.id) ?? [],
        };
      }),
    now: map.at.toISOString(),
  };
}

/** How many beds of each building a student of this gender may hold now: free, and not closed to them by the gender rule. */
function freeByBuilding(map: PeriodMap, gender: string | null): Record<string, number> {
  const made = map.free.get(gender);
  if (made) return made;
  const free: Record<string, number> = {};
  map.free.set(gender, free);
  for (const b of map.beds) {
    free[b.building] ??= 0;
    if (map.states.get(b.id) === 'free' && genderAllows(gender, map.genders.get(unitKey(b)))) free[b.building]!++;
  }
  return free;
}

/** bedsAnswer's JSON for a student holding nothing, joined from each bed's pieces written once (the same bytes JSON.stringify would give). */
function sharedAnswerJson(map: PeriodMap, view: Omit<View, 'mine'>, building: string): string {
  const plans = map.planJson.get(view.via === 'transfer' ? 'Renewal Transfer Tenant' : 'New Tenant')!;
  const closedJson = JSON.stringify(M.genderRule);
  const beds = map.beds
    .filter((b) => b.building === building)
    .map((b) => {
      const state = map.states.get(b.id)!;
      const closed = state === 'free' && !genderAllows(view.gender, map.genders.get(unitKey(b)));
      return `${map.heads.get(b.id)!}"${state}","mine":false,"closed":${closed ? closedJson : 'null'},"plans":${plans.get(b.id) ?? '[]'}}`;
    });
  return `{"buildings":${JSON.stringify(map.buildings)},"building":${JSON.stringify(building)},"free_by_building":${JSON.stringify(freeByBuilding(map, view.gender))},"beds":[${beds.join(',')}],"now":${JSON.stringify(map.at.toISOString())}}`;
}

/** The beds the student's own live holds are on (theirs, or their group's), read fresh. */
async function ownHeldBeds(db: Db, ctx: SelectionContext, now: Date): Promise<Set<number>> {
  const holds = ctx.group ? await groupHolds(db, ctx.group.id) : ownHolds(await holdsOfStudent(db, ctx.period.id, ctx.userId), ctx.userId, now);
  return new Set(holds.filter((h) => Date.parse(h.expires_at) > now.getTime()).map((h) => h.layout_id));
}

/**
 * The period's beds as the student sees them (of `building`, or of every building: null), each free,
 * held or taken, whether the gender rule closes it to them, their own holds marked, and the plans
 * offered on it to their tenant type (a new tenant's, or a transfer's), in natural order; with the
 * building the map opens at when none is asked for.
 */
export async function selectionBeds(db: Db, ctx: SelectionContext, building: string | null, now = new Date()): Promise<SelectionBeds> {
  const [map, mine] = await Promise.all([mapOf(db, ctx.period, now), ownHeldBeds(db, ctx, now)]);
  return bedsAnswer(map, { via: ctx.eligibility?.via ?? null, gender: ctx.gender, mine }, building);
}

/**
 * `GET /api/selection/{id}/beds/?building=`: selectionBeds of the building asked for, else of the
 * one the map opens at. For a student holding nothing, the answer of their kind is made once per copy
 * of the map and shared (its bytes and encodings with it); otherwise it is their own.
 */
export async function selectionBedsBody(db: Db, ctx: SelectionContext, asked: string | undefined, now = new Date()): Promise<SharedBody> {
  const [map, mine] = await Promise.all([mapOf(db, ctx.period, now), ownHeldBeds(db, ctx, now)]);
  const view = { via: ctx.eligibility?.via ?? null, gender: ctx.gender, mine };
  const building = asked ?? openingOf(map, view);
  if (mine.size) return new SharedBody(JSON.stringify(bedsAnswer(map, view, building)));
  const key = JSON.stringify([building ?? null, view.via, view.gender]);
  let body = map.answers.get(key);
  if (!body) map.answers.set(key, (body = new SharedBody(sharedAnswerJson(map, view, building))));
  return body;
}
