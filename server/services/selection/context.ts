import { selectionBlock, slotStartsAt, groupPosition, windowState, type SlotWindow } from '../../../shared/selection/slots';
import { formatSlotTime, SELECTION_MESSAGES as M } from '../../../shared/selection/selection-texts';
import type { Db } from '../../db/database';
import { HttpError } from '../../ground/http-error';
import { groupMembers } from '../../queries/roommate-groups';
import { slotPositions, type SelectionPeriodRow } from '../../queries/selection';
import { eligibilitiesOf, periodNow, studentFactsNow, type Eligibility } from './student-facts';
import { placeLateStudent } from './window';

export type { Eligibility };

export type Member = { user_id: number; first_name: string; last_name: string; gender: 'M' | 'F' | null };

/** A student's room selection in a period: the period and its window, how they are eligible, their slot (their group's), and their group. */
export type SelectionContext = {
  period: SelectionPeriodRow;
  window: SlotWindow & { hold_minutes: number; slot_order: 'approval' | 'random' } | null;
  userId: number;
  /** The student's gender (the gender rule of units); null when not known. */
  gender: 'M' | 'F' | null;
  /** The student as a hold names them; null for an account that is gone. */
  member: Member | null;
  eligibility: Eligibility | null;
  /** When the student (their group, at its earliest member's slot) may start; null: no slot. */
  slotStartsAt: string | null;
  group: { id: number; members: Member[] } | null;
};

/** How one student may select in the period under its window's rule (before there is one, as any rule would let them); null: they may not. */
export async function eligibilityOf(db: Db, period: Pick<SelectionPeriodRow, 'id' | 'window_id' | 'applicants' | 'transfers'>, userId: number): Promise<Eligibility | null> {
  return (await eligibilitiesOf(db, period, [userId])).get(userId) ?? null;
}

/**
 * The student's selection in the period (404 when there is no such period, or it is not shown to
 * students). The period and the student's facts are read together with those of every request
 * asking at the same moment (student-facts.ts).
 */
export async function selectionContext(db: Db, periodId: number, userId: number): Promise<SelectionContext> {
  const period = await periodNow(db, periodId);
  if (!period || !period.visible) throw HttpError.notFound();
  const window = period.window_id === null ? null : { opens_at: period.opens_at!, closes_at: period.closes_at!, slot_minutes: period.slot_minutes!, per_slot: period.per_slot!, hold_minutes: period.hold_minutes!, slot_order: period.slot_order! };
  const facts = await studentFactsNow(db, period, userId);
  const group = facts.groupId === undefined ? null : { id: facts.groupId, members: await groupMembers(db, facts.groupId) };
  const eligibility = window ? facts.eligibility : null;
  let slotStart: string | null = null;
  if (window && eligibility) {
    const positions = group ? await slotPositions(db, periodId, group.members.map((m) => m.user_id)) : new Map(facts.position ? [[userId, facts.position]] : []);
    if (!positions.has(userId)) {
      const mine = await placeLateStudent(db, period as SelectionPeriodRow & { opens_at: string }, userId);
      if (mine !== undefined) positions.set(userId, { position: mine, notified_starts_at: null });
    }
    const known = [...positions.values()].map((p) => p.position);
    if (known.length) slotStart = slotStartsAt(window, groupPosition(known));
  }
  return { period, window, userId, gender: facts.member?.gender ?? null, member: facts.member, eligibility, slotStartsAt: slotStart, group };
}

/**
 * Refuses a selection call the student may not make now (403): no window, not eligible, the window
 * closed, or their slot not started (the time in the company's time zone, as their message said it).
 */
export function assertMaySelect(ctx: SelectionContext, now: Date): asserts ctx is SelectionContext & { window: NonNullable<SelectionContext['window']>; eligibility: Eligibility; slotStartsAt: string } {
  const { period, window } = ctx;
  if (!window) throw HttpError.detail(403, M.noWindow(period.name));
  if (windowState(window, now) === 'closed') throw HttpError.detail(403, M.closed(period.name));
  if (!ctx.eligibility || !ctx.slotStartsAt) throw HttpError.detail(403, M.notEligible(period.name));
  const block = selectionBlock(window, ctx.slotStartsAt, now);
  if (block?.kind === 'closed') throw HttpError.detail(403, M.closed(period.name));
  if (block?.kind === 'not_yet') throw HttpError.detail(403, M.notYet(formatSlotTime(block.starts_at, period.time_zone)));
}
