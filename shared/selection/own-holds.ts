/** A hold as a student's view of their selection reads it. */
type Hold = { user_id: number; held_by: number; expires_at: string };

const live = (hold: Hold, now: Date) => Date.parse(hold.expires_at) > now.getTime();

/** The live holds a student may confirm or let go: held for them, or taken by them (a leader's, for the group). */
export function ownHolds<H extends Hold>(holds: readonly H[], userId: number, now: Date): H[] {
  return holds.filter((h) => live(h, now) && (h.held_by === userId || h.user_id === userId));
}

/** The live hold of the bed held for the student themselves. */
export function holdForStudent<H extends Hold>(holds: readonly H[], userId: number, now: Date): H | undefined {
  return holds.find((h) => live(h, now) && h.user_id === userId);
}

/** Whether the student leads the group (its first member: they hold its beds). */
export const leadsGroup = (members: readonly { user_id: number }[], userId: number): boolean => members[0]?.user_id === userId;
