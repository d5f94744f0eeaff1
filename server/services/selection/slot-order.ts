import { createHash } from 'node:crypto';

/** A student who may select, with when what makes them eligible was approved (null: not known, last). */
export type EligibleStudent = { user_id: number; approved_at: string | null };

/** The key of a student in a random draw: the hash of the stored seed and their id, so the draw can be made again and checked. */
const drawKey = (seed: string, userId: number): string => createHash('sha256').update(`${seed}:${userId}`).digest('hex');

/**
 * The order students select in: by approval time (ties by id), or by the seeded draw. Each student
 * once, whichever way they are eligible (at their earliest approval).
 */
export function orderStudents(students: readonly EligibleStudent[], order: 'approval' | 'random', seed: string | null): number[] {
  const earliest = new Map<number, EligibleStudent>();
  for (const s of students) {
    const seen = earliest.get(s.user_id);
    if (!seen || (s.approved_at ?? '\uffff') < (seen.approved_at ?? '\uffff')) earliest.set(s.user_id, s);
  }
  const unique = [...earliest.values()];
  if (order === 'random') {
    const keyed = unique.map((s) => ({ id: s.user_id, key: drawKey(seed ?? '', s.user_id) }));
    return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id)).map((s) => s.id);
  }
  const time = (s: EligibleStudent) => s.approved_at ?? '\uffff';
  return unique.sort((a, b) => (time(a) < time(b) ? -1 : time(a) > time(b) ? 1 : a.user_id - b.user_id)).map((s) => s.user_id);
}
