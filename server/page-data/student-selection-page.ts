import { SELECTION_MESSAGES as M } from '../../shared/selection/selection-texts';
import { holdable, picksForGroup, type SelectionBlock, type SelectionMapData, type SelectionWant, type StudentSelectionPage } from '../../shared/selection/selection-page';
import type { StudentSelection } from '../../shared/selection/selection-types';
import { selectionBlock, windowState } from '../../shared/selection/slots';
import type { Db } from '../db/database';
import { HttpError } from '../ground/http-error';
import { studentsWithLease } from '../queries/selection';
import { findUserById } from '../queries/users';
import { assertMaySelect, eligibilityOf, selectionContext, type SelectionContext } from '../services/selection/context';
import { studentGroup } from './roommate-groups';
import { selectionBeds, studentSelection } from './selection';

/**
 * Why the map is not open to the student now: the words of the API's refusal (assertMaySelect), told
 * apart as no window, closed, not eligible, or their slot not started yet (they wait for it).
 */
function blockOf(ctx: SelectionContext, now: Date): SelectionBlock | null {
  try {
    assertMaySelect(ctx, now);
    return null;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const text = err.message;
    if (!ctx.window) return { kind: 'no_window', text };
    if (windowState(ctx.window, now) === 'closed') return { kind: 'closed', text };
    if (!ctx.eligibility || !ctx.slotStartsAt) return { kind: 'not_eligible', text };
    return { kind: selectionBlock(ctx.window, ctx.slotStartsAt, now)?.kind === 'closed' ? 'closed' : 'waiting', text };
  }
}

/** The map as the page shows it, read through the API's own (selectionBeds): one building's beds, and the beds a leader chose that they may still hold. */
async function mapOf(db: Db, ctx: SelectionContext, want: SelectionWant, selection: StudentSelection, now: Date): Promise<SelectionMapData> {
  const all = await selectionBeds(db, ctx, null, now);
  // The building asked for, else the one the map opens at (the hold's, else the first with a bed they may hold).
  const building = want.building !== null && all.buildings.includes(want.building) ? want.building : all.building;
  const byId = new Map(all.beds.map((b) => [b.id, b]));
  const choosing = picksForGroup(selection) && !selection.holds.length;
  const picked = choosing ? want.picks.map((id) => byId.get(id)).filter((b): b is SelectionMapData['beds'][number] => b !== undefined && holdable(b)) : [];
  return {
    buildings: all.buildings,
    free_by_building: all.free_by_building,
    building,
    room_types: [...new Set(all.beds.map((b) => b.room_type))].filter(Boolean).sort(),
    beds: all.beds.filter((b) => b.building === building),
    picked: picked.slice(0, selection.my_group?.members.length ?? 1),
    now: all.now,
  };
}

/**
 * The bed map page of a period for the signed-in student (`/new/tenant/select/{id}`), from the same
 * reads as the API (`GET /api/selection/{id}/` and its beds): their selection, why the map is closed
 * to them (or that they wait for their slot), else the building asked for, and their roommate group
 * while they may form or have one. Null when the period is not shown to students.
 */
export async function getStudentSelectionPage(db: Db, userId: number, periodId: number, want: SelectionWant, now = new Date()): Promise<StudentSelectionPage | null> {
  let ctx: SelectionContext;
  try {
    ctx = await selectionContext(db, periodId, userId);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
  const [selection, leased, user] = await Promise.all([studentSelection(db, ctx, now), studentsWithLease(db, periodId, [userId]), findUserById(db, userId)]);
  const block: SelectionBlock | null = leased.size ? { kind: 'has_lease', text: M.hasLease } : blockOf(ctx, now);
  const map = block ? null : await mapOf(db, ctx, want, selection, now);
  // A group forms ahead of the window (before there is one, anyone it could name may start one), and is shown to its members until selection closes.
  const mayGroup = !leased.size && selection.state !== 'closed' && (ctx.eligibility !== null || (!ctx.window && (await eligibilityOf(db, ctx.period, userId)) !== null));
  const roommates = user && (mayGroup || (ctx.group && !leased.size)) ? await studentGroup(db, ctx.period, user) : null;
  return { selection, block, map, roommates, filters: want.filters };
}
