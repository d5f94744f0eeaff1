/** What a slot's time is worked out from: the window's opening, slot length and students per slot. */
export type SlotWindow = { opens_at: string; closes_at: string; slot_minutes: number; per_slot: number };

/** Where selection stands at a moment: not open yet, open, or closed. */
export type WindowState = 'before' | 'open' | 'closed';

const MINUTE = 60_000;

/** When the student at `position` (0 first) may start: `per_slot` students share each slot of `slot_minutes`, from the opening. */
export function slotStartsAt(window: SlotWindow, position: number): string {
  const slot = Math.floor(position / window.per_slot);
  return new Date(Date.parse(window.opens_at) + slot * window.slot_minutes * MINUTE).toISOString();
}

/** A group selects at its earliest member's slot (the members' places in the order). */
export function groupPosition(memberPositions: readonly number[]): number {
  return Math.min(...memberPositions);
}

export function windowState(window: Pick<SlotWindow, 'opens_at' | 'closes_at'>, now: Date): WindowState {
  if (now.getTime() < Date.parse(window.opens_at)) return 'before';
  return now.getTime() < Date.parse(window.closes_at) ? 'open' : 'closed';
}

/**
 * Why a student may not select now (null: they may): the window has closed, or their slot (their
 * group's) has not started. A slot starting after the window closes still refuses as closed once it has.
 */
export function selectionBlock(window: SlotWindow, slotStart: string, now: Date): { kind: 'closed' } | { kind: 'not_yet'; starts_at: string } | null {
  if (windowState(window, now) === 'closed') return { kind: 'closed' };
  if (now.getTime() < Date.parse(slotStart)) return { kind: 'not_yet', starts_at: slotStart };
  return null;
}

/** When a hold taken at `now` for `holdMinutes` runs out. */
export const holdExpiresAt = (now: Date, holdMinutes: number): string => new Date(now.getTime() + holdMinutes * MINUTE).toISOString();
