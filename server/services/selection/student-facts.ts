import DataLoader from 'dataloader';
import type { Db } from '../../db/database';
import type { Member } from './context';
import { groupIdsOf } from '../../queries/roommate-groups';
import { eligibleStudents, selectionPeriods, slotPositions, studentMembers, type SelectionPeriodRow } from '../../queries/selection';

/** How one student may select in a period: as an approved applicant (with the application), or a resident renewing by transfer (with the lease). */
export type Eligibility = { via: 'applicant'; application_id: number } | { via: 'transfer'; lease_id: number };

/** What a student's selection in a period rests on, read with everyone else's asked for at the same moment. */
export type StudentFacts = {
  /** Under the window's rule; null without a window, or when they may not select. */
  eligibility: Eligibility | null;
  /** Their place in the order, when they have one. */
  position: { position: number; notified_starts_at: string | null } | undefined;
  groupId: number | undefined;
  /** The student as a hold names them, with their gender (read with the facts, so a hold reads no more of them). */
  member: Member | null;
};

/** Who a period lets select: its window's rule, or (before there is one) anyone it could name. */
export const whoSelects = (period: Pick<SelectionPeriodRow, 'window_id' | 'applicants' | 'transfers'>) =>
  period.window_id === null ? { applicants: true, transfers: true } : { applicants: !!period.applicants, transfers: !!period.transfers };

/** Each student's eligibility among those of `userIds` (an approved application first, else a lease renewed by transfer). */
export async function eligibilitiesOf(db: Db, period: Pick<SelectionPeriodRow, 'id' | 'window_id' | 'applicants' | 'transfers'>, userIds: readonly number[]): Promise<Map<number, Eligibility>> {
  const { applicants, transfers } = await eligibleStudents(db, period.id, whoSelects(period), userIds);
  const found = new Map<number, Eligibility>();
  for (const t of transfers) if (!found.has(t.user_id)) found.set(t.user_id, { via: 'transfer', lease_id: t.lease_id });
  // An application wins over a transfer (the first of each, in the order they were approved).
  for (const a of [...applicants].reverse()) found.set(a.user_id, { via: 'applicant', application_id: a.application_id });
  return found;
}

async function readFacts(db: Db, asked: readonly { period: SelectionPeriodRow; userId: number }[]): Promise<StudentFacts[]> {
  const byPeriod = new Map<number, { period: SelectionPeriodRow; userIds: number[] }>();
  for (const { period, userId } of asked) {
    const entry = byPeriod.get(period.id) ?? { period, userIds: [] };
    entry.userIds.push(userId);
    byPeriod.set(period.id, entry);
  }
  const userIds = [...new Set(asked.map((a) => a.userId))];
  const [members, perPeriod] = await Promise.all([
    studentMembers(db, userIds),
    Promise.all(
      [...byPeriod.values()].map(async ({ period, userIds: ids }) => {
        const [eligible, positions, groups] = await Promise.all([
          period.window_id === null ? new Map<number, Eligibility>() : eligibilitiesOf(db, period, ids),
          slotPositions(db, period.id, ids),
          groupIdsOf(db, period.id, ids),
        ]);
        return [period.id, { eligible, positions, groups }] as const;
      }),
    ),
  ]);
  const byId = new Map(members.map((m) => [m.user_id, m]));
  const facts = new Map(perPeriod);
  return asked.map(({ period, userId }) => {
    const of = facts.get(period.id)!;
    return { eligibility: of.eligible.get(userId) ?? null, position: of.positions.get(userId), groupId: of.groups.get(userId), member: byId.get(userId) ?? null };
  });
}

type Loaders = { periods: DataLoader<number, SelectionPeriodRow | undefined>; students: DataLoader<{ period: SelectionPeriodRow; userId: number }, StudentFacts> };

/**
 * Requests asking at the same moment (the hundreds at a selection slot's first second, issue 49) are
 * answered by one read for all of them: each loader gathers what was asked until the event loop
 * turns (setImmediate), then reads it in one query per kind. Nothing is kept afterwards (no cache:
 * every answer is read after it was asked for), so no change is ever missed. By database: an app and
 * its tests each have their own; a transaction reads its own way.
 */
const loaders = new WeakMap<Db, Loaders>();
const options = { cache: false, maxBatchSize: 500, batchScheduleFn: (run: () => void) => void setImmediate(run) } as const;

function loadersOf(db: Db): Loaders {
  let found = loaders.get(db);
  if (!found) {
    found = {
      periods: new DataLoader(async (ids: readonly number[]) => {
        const rows = new Map((await selectionPeriods(db, [...new Set(ids)])).map((p) => [p.id, p]));
        return ids.map((id) => rows.get(id));
      }, options),
      students: new DataLoader((asked: readonly { period: SelectionPeriodRow; userId: number }[]) => readFacts(db, asked), options),
    };
    loaders.set(db, found);
  }
  return found;
}

/** The period as selection reads it (selectionPeriod), read together with other requests' at the same moment. */
export const periodNow = (db: Db, periodId: number): Promise<SelectionPeriodRow | undefined> => loadersOf(db).periods.load(periodId);

/** A student's facts in a period, read together with other requests' at the same moment. */
export const studentFactsNow = (db: Db, period: SelectionPeriodRow, userId: number): Promise<StudentFacts> => loadersOf(db).students.load({ period, userId });
