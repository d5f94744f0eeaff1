import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { SelectionWindowInput } from '../../../shared/selection/selection-schema';
import { CONFLICT_MESSAGES } from '../../../shared/messages';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { appendSlots, eligibleStudents, insertWindow, nextPosition, replaceSlots, selectionPeriod, slotPositions, updateWindowIf, type SelectionPeriodRow } from '../../queries/selection';
import { orderStudents, type EligibleStudent } from './slot-order';

type WindowFacts = Pick<SelectionPeriodRow, 'opens_at' | 'applicants' | 'transfers' | 'slot_order' | 'draw_seed'>;

/** Everyone who may select in the period under the window's rule, each once, with when they were approved. */
async function eligibleOf(db: Db, periodId: number, window: { applicants: boolean; transfers: boolean }): Promise<EligibleStudent[]> {
  const { applicants, transfers } = await eligibleStudents(db, periodId, window);
  return [...applicants, ...transfers].map((s) => ({ user_id: s.user_id, approved_at: s.approved_at }));
}

/**
 * Places every eligible student in the order. Until selection opens the whole order is made again
 * (a changed rule or order reaches everyone, the draw's seed stays, so the same students draw the
 * same places); once it has opened, places given stay and students eligible since join at the end.
 * Answers how many places the period has.
 */
async function placeStudents(trx: Transaction<Database>, periodId: number, window: { opens_at: string; applicants: boolean; transfers: boolean; slot_order: 'approval' | 'random'; draw_seed: string | null }, opened: boolean): Promise<number> {
  const eligible = await eligibleOf(trx, periodId, window);
  const placed = await slotPositions(trx, periodId);
  if (!opened) {
    const order = orderStudents(eligible, window.slot_order, window.draw_seed);
    await replaceSlots(trx, periodId, order.map((user_id, position) => ({ user_id, position, notified_starts_at: placed.get(user_id)?.notified_starts_at ?? null })));
    return order.length;
  }
  const newcomers = orderStudents(eligible.filter((s) => !placed.has(s.user_id)), window.slot_order, window.draw_seed);
  const first = await nextPosition(trx, periodId);
  await appendSlots(trx, periodId, newcomers.map((user_id, i) => ({ user_id, position: first + i })));
  return placed.size + newcomers.length;
}

/**
 * A manager sets a period's selection window (`PUT /api/agreement-periods/{id}/selection-window/`):
 * saved with the version the form loaded (409 when changed since), a random order's seed drawn once
 * and kept, and every eligible student placed in the order, in one transaction.
 */
export async function saveSelectionWindow(db: Db, period: { id: number; organization_id: number }, input: SelectionWindowInput, actor: AuditActor, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = (await selectionPeriod(trx, period.id))!;
    const exists = current.window_id !== null;
    if (exists && input.version !== undefined && input.version !== current.window_version) throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
    const values = {
      opens_at: new Date(input.opens_at).toISOString(),
      closes_at: new Date(input.closes_at).toISOString(),
      slot_minutes: input.slot_minutes,
      per_slot: input.per_slot,
      slot_order: input.order,
      draw_seed: input.order === 'random' ? (current.draw_seed ?? randomBytes(16).toString('hex')) : current.draw_seed,
      hold_minutes: input.hold_minutes,
      applicants: input.applicants ? 1 : 0,
      transfers: input.transfers ? 1 : 0,
    };
    if (!exists) await insertWindow(trx, { organization_id: period.organization_id, lease_period_id: period.id, ...values });
    else if (!(await updateWindowIf(trx, period.id, input.version, values))) throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
    // Places stay once selection has opened under the window as it was.
    const opened = exists && Date.parse(current.opens_at!) <= now.getTime();
    const slots = await placeStudents(trx, period.id, { ...values, applicants: input.applicants, transfers: input.transfers }, opened);
    await recordAuditEvent(trx, {
      actor,
      action: 'selection.window',
      subject: { table: 'lease_periods', id: period.id },
      organizationId: period.organization_id,
      details: { opens_at: values.opens_at, closes_at: values.closes_at, slot_minutes: values.slot_minutes, per_slot: values.per_slot, order: values.slot_order, hold_minutes: values.hold_minutes, applicants: input.applicants, transfers: input.transfers, slots },
    });
  });
}

/**
 * A student eligible since the order was made gets the next place at the end (the first time they
 * ask). Answers their place; undefined when they are not eligible.
 */
export async function placeLateStudent(db: Db, period: WindowFacts & { id: number }, userId: number): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const placed = (await slotPositions(trx, period.id, [userId])).get(userId);
    if (placed) return placed.position;
    const { applicants, transfers } = await eligibleStudents(trx, period.id, { applicants: !!period.applicants, transfers: !!period.transfers }, [userId]);
    if (!applicants.length && !transfers.length) return undefined;
    const position = await nextPosition(trx, period.id);
    await appendSlots(trx, period.id, [{ user_id: userId, position }]);
    return position;
  });
}
