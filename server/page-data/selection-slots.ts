import type { SelectionSlotLine } from '../../shared/selection/selection-page';
import type { Db } from '../db/database';
import { HttpError } from '../ground/http-error';
import { openSelectionPeriodsOf } from '../queries/selection';
import { selectionContext } from '../services/selection/context';
import { slotOf } from './selection';
import { selectionBlock } from '../../shared/selection/slots';

/**
 * My reservations' room selection lines: each period whose window is not over and in which the
 * student may select, with their slot as the API says it (StudentSelection.my_slot). One selection
 * context a period, without the period's beds.
 */
export async function getSelectionSlotLines(db: Db, userId: number, now = new Date()): Promise<SelectionSlotLine[]> {
  const lines: SelectionSlotLine[] = [];
  for (const periodId of await openSelectionPeriodsOf(db, userId, now.toISOString())) {
    let ctx: Awaited<ReturnType<typeof selectionContext>>;
    try {
      ctx = await selectionContext(db, periodId, userId);
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) continue;
      throw err;
    }
    const slot = slotOf(ctx);
    if (!ctx.window || !ctx.eligibility || !slot) continue;
    const block = selectionBlock(ctx.window, slot.starts_at, now);
    if (block?.kind === 'closed') continue;
    lines.push({ lease_period_id: periodId, lease_period_name: ctx.period.name, property_name: ctx.period.property_name, label: slot.label, may_select: block === null });
  }
  return lines;
}
