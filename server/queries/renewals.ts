import type { ExpressionBuilder } from 'kysely';
import type { LeaseStatus } from '../../shared/leases/lease-types';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Renewals (issue 47, docs/decisions/041-renewals.md): the executed leases of a period's Valid
 * Renewal Periods (x) with the period they may renew into (q), and what renewing depends on (what
 * shared/leases/renewal-rules.ts decides from). Each fact is an indexed look-up per lease: the
 * Renewals screen reads 10,000 of them in one statement (npm run bench:renewals).
 */
type Joined = Database & { x: Database['leases']; q: Database['lease_periods'] };
type Eb = ExpressionBuilder<Joined, 'x' | 'q'>;

/** The student has a lease that is not void in q (a renewal of x or any other). */
const hasLeaseInTarget = (eb: Eb) =>
  eb.exists(eb.selectFrom('leases as y').select('y.id').whereRef('y.user_id', '=', 'x.user_id').whereRef('y.lease_period_id', '=', 'q.id').where('y.status', '<>', 'Void'));

/** x's bed has a lease that is not void in q. */
const bedTakenInTarget = (eb: Eb) =>
  eb.exists(eb.selectFrom('leases as z').select('z.id').whereRef('z.layout_id', '=', 'x.layout_id').whereRef('z.lease_period_id', '=', 'q.id').where('z.status', '<>', 'Void'));

/** The student has a lease in q that is not void and does not renew x (they applied anew, or renewed another lease). */
const anotherLeaseInTarget = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('leases as o')
      .select('o.id')
      .whereRef('o.user_id', '=', 'x.user_id')
      .whereRef('o.lease_period_id', '=', 'q.id')
      .where('o.status', '<>', 'Void')
      .where((w) => w.or([w('o.renews_lease_id', 'is', null), w('o.renews_lease_id', '<>', w.ref('x.id'))])),
  );

/** The daily job released the bed held for x in q. */
const holdReleased = (eb: Eb) =>
  eb.exists(eb.selectFrom('renewal_hold_releases as h').select('h.id').whereRef('h.lease_id', '=', 'x.id').whereRef('h.lease_period_id', '=', 'q.id'));

/** Executed leases (x) of the source periods of periods (q). */
function renewable(db: Db) {
  return db
    .selectFrom('leases as x')
    .innerJoin('lease_period_renewal_sources as s', 's.source_period_id', 'x.lease_period_id')
    .innerJoin('lease_periods as q', 'q.id', 's.lease_period_id')
    .where('x.status', '=', 'Executed');
}

/** Each lease with its live renewal into q (r), if any. */
const withRenewal = (db: Db) => renewable(db).leftJoin('leases as r', (join) => join.onRef('r.renews_lease_id', '=', 'x.id').onRef('r.lease_period_id', '=', 'q.id').on('r.status', '<>', 'Void'));

/** What a lease's renewal into q depends on that is the lease's own: its renewal (if any) beside it and the facts read per lease. */
function withLeaseFacts(db: Db) {
  return withRenewal(db)
    .select(['x.id as lease_id', 'x.user_id', 'x.lease_period_id', 'x.layout_id', 'x.status', 'x.not_renewing_reason', 'r.id as renewal_id', 'r.status as renewal_status', 'r.kind as renewal_kind'])
    .select((eb) => [hasLeaseInTarget(eb).as('has_lease_in_target'), bedTakenInTarget(eb).as('bed_taken_in_target'), holdReleased(eb).as('hold_released')]);
}

/** Each lease with its target (its facts and names) and the facts its renewal depends on. */
function withFacts(db: Db) {
  return withLeaseFacts(db).select([
    'x.organization_id',
    'x.property_id',
    'x.application_id',
    'q.id as target_id',
    'q.name as target_name',
    'q.start_date as target_start_date',
    'q.end_date as target_end_date',
    'q.property_id as target_property_id',
    'q.visible as target_visible',
    'q.allow_same_bed_renewals as target_same_bed',
    'q.renewal_deadline as target_deadline',
  ]);
}

/** What the rules read of a lease and its target (renewalFactsOf): the target's from its row, or from the period when all rows share it. */
export type RenewalFactsRow = {
  status: LeaseStatus;
  lease_period_id: number;
  not_renewing_reason: string | null;
  target_visible: number | boolean;
  target_same_bed: number | boolean;
  target_deadline: string | null;
  has_lease_in_target: unknown;
  bed_taken_in_target: unknown;
  hold_released: unknown;
};

export type RenewalCandidateRow = {
  lease_id: number;
  organization_id: number;
  user_id: number;
  property_id: number;
  lease_period_id: number;
  layout_id: number;
  application_id: number;
  status: LeaseStatus;
  not_renewing_reason: string | null;
  target_id: number;
  target_name: string;
  target_start_date: string;
  target_end_date: string;
  target_property_id: number;
  target_visible: number;
  target_same_bed: number;
  target_deadline: string | null;
  renewal_id: number | null;
  renewal_status: LeaseStatus | null;
  renewal_kind: string | null;
  has_lease_in_target: unknown;
  bed_taken_in_target: unknown;
  hold_released: unknown;
};

/** The lease renewing into the period, with its facts; undefined when the period does not take renewals from the lease's period (or it is not executed). */
export async function renewalCandidate(db: Db, leaseId: number, targetId: number): Promise<RenewalCandidateRow | undefined> {
  return withFacts(db).where('x.id', '=', leaseId).where('q.id', '=', targetId).executeTakeFirst() as Promise<RenewalCandidateRow | undefined>;
}

/** These leases renewing into the period, with their facts (those the period does not take renewals from are left out), 500 a query. */
export async function renewalCandidates(db: Db, leaseIds: readonly number[], targetId: number): Promise<RenewalCandidateRow[]> {
  const rows: RenewalCandidateRow[] = [];
  for (let i = 0; i < leaseIds.length; i += 500) rows.push(...((await withFacts(db).where('x.id', 'in', leaseIds.slice(i, i + 500)).where('q.id', '=', targetId).execute()) as RenewalCandidateRow[]));
  return rows;
}

/** A student's executed leases with each visible period they may renew into, the soonest period first. */
export async function studentRenewalCandidates(db: Db, userId: number): Promise<RenewalCandidateRow[]> {
  return withFacts(db).where('x.user_id', '=', userId).where('q.visible', '=', 1).orderBy('q.start_date').orderBy('q.id').orderBy('x.id').execute() as Promise<RenewalCandidateRow[]>;
}

/**
 * The residents a period may renew (the Renewals screen): the executed leases of its source periods,
 * less those whose student holds another lease in it that is not a renewal of this one (they applied
 * anew, or renewed another lease), with their names and beds.
 */
export async function periodRenewalRows(db: Db, targetId: number) {
  return periodRenewalQuery(db, targetId).execute();
}

/** periodRenewalRows' statement: the lease's own facts only (the period's are the caller's), for 10,000 residents at once. */
function periodRenewalQuery(db: Db, targetId: number) {
  return withLeaseFacts(db)
    .innerJoin('users as u', 'u.id', 'x.user_id')
    .innerJoin('layouts as l', 'l.id', 'x.layout_id')
    .innerJoin('lease_periods as p', 'p.id', 'x.lease_period_id')
    .select(['u.first_name', 'u.last_name', 'u.email', 'l.building', 'l.floor', 'l.unit', 'l.room', 'l.bed', 'p.name as lease_period_name'])
    .where('q.id', '=', targetId)
    .where((eb) => eb.not(anotherLeaseInTarget(eb)))
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('x.id');
}

/**
 * The same residents as periodRenewalRows with only what their status is worked out from
 * (renewalStatus): the alert and the leasing glance count them without reading names and beds.
 */
export async function periodRenewalStatusRows(db: Db, targetId: number) {
  return withRenewal(db)
    .select(['r.status as renewal_status', 'x.not_renewing_reason'])
    .select((eb) => holdReleased(eb).as('hold_released'))
    .where('q.id', '=', targetId)
    .where((eb) => eb.not(anotherLeaseInTarget(eb)))
    .execute();
}

export type PeriodRenewalRow = Awaited<ReturnType<typeof periodRenewalRows>>[number];

/**
 * The beds of a period held for their residents (isBedHeld, shared/leases/renewal-rules.ts): the beds
 * of executed leases of its source periods, not marked not renewing, whose student has no lease in it
 * yet, while the period offers same-bed renewals and its deadline (which counts) has not passed, and
 * the daily job has not released the hold. A bed with a lease in the period is not free anyway.
 */
export function heldBedIds(db: Db, targetId: number, today: string) {
  return unreleasedHolds(db).select('x.layout_id').where('q.id', '=', targetId).where('q.renewal_deadline', '>=', today);
}

/** The holds a deadline makes, before it or after it, that the job has not released (heldBedIds and holdsToRelease narrow them). */
function unreleasedHolds(db: Db) {
  return renewable(db)
    .where('x.not_renewing_reason', 'is', null)
    .where('q.visible', '=', 1)
    .where('q.allow_same_bed_renewals', '=', 1)
    .where('q.renewal_deadline', 'is not', null)
    .where((eb) => eb.not(hasLeaseInTarget(eb)))
    .where((eb) => eb.not(holdReleased(eb)));
}

/**
 * The holds of periods whose deadline passed before `today` (of the companies keeping `timeZone`) that the daily job has not released:
 * the same beds as heldBedIds the day before, across every period, in one read.
 */
export async function holdsToRelease(db: Db, today: string, timeZone: string) {
  return unreleasedHolds(db)
    .innerJoin('organizations as o', 'o.id', 'x.organization_id')
    .select(['x.id as lease_id', 'x.organization_id', 'x.layout_id', 'q.id as lease_period_id', 'q.renewal_deadline'])
    .where('o.time_zone', '=', timeZone)
    .where('q.renewal_deadline', '<', today)
    .where((eb) => eb.not(bedTakenInTarget(eb)))
    .orderBy('x.id')
    .execute();
}

export type HoldToRelease = Awaited<ReturnType<typeof holdsToRelease>>[number];

/** Records released holds (append-only), 500 rows a statement. */
export async function insertHoldReleases(db: Db, rows: readonly { organization_id: number; lease_id: number; lease_period_id: number; layout_id: number; released_on: string }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('renewal_hold_releases').values(rows.slice(i, i + 500)).execute();
}

/** Marks an executed lease not renewing (with why, who and when), or takes the mark back (null). */
export async function setNotRenewing(db: Db, leaseId: number, mark: { reason: string; by: string } | null): Promise<void> {
  await db
    .updateTable('leases')
    .set((eb) => ({
      not_renewing_reason: mark?.reason ?? null,
      not_renewing_by: mark?.by ?? null,
      not_renewing_at: mark ? new Date().toISOString() : null,
      version: eb('version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', leaseId)
    .execute();
}

/** The application a renewal copies: its answers and the questions it asked. */
export async function applicationToCopy(db: Db, applicationId: number) {
  return db.selectFrom('rental_applications').select(['id', 'answers', 'asked_keys']).where('id', '=', applicationId).executeTakeFirstOrThrow();
}

/** Copies an application's private files (the same stored files: an approved application's files are never removed) to another application. */
export async function copyApplicationFiles(db: Db, fromId: number, toId: number): Promise<void> {
  const files = await db.selectFrom('application_files').select(['question_key', 'name', 'original_name', 'mime', 'size']).where('application_id', '=', fromId).execute();
  if (files.length) await db.insertInto('application_files').values(files.map((f) => ({ ...f, application_id: toId }))).execute();
}

/** Whether the bed has a lease that is not void in the period. */
export async function bedHasLease(db: Db, bedId: number, leasePeriodId: number): Promise<boolean> {
  return !!(await db.selectFrom('leases').select('id').where('layout_id', '=', bedId).where('lease_period_id', '=', leasePeriodId).where('status', '<>', 'Void').executeTakeFirst());
}

/** A lease's status and not-renewing mark as they are now (inside a transaction: as it sees them). */
export async function renewingState(db: Db, leaseId: number) {
  return db.selectFrom('leases').select(['status', 'not_renewing_reason']).where('id', '=', leaseId).executeTakeFirstOrThrow();
}

/** Whether a lease that is not void renews this one (into any period). */
export async function hasLiveRenewal(db: Db, leaseId: number): Promise<boolean> {
  return !!(await db.selectFrom('leases').select('id').where('renews_lease_id', '=', leaseId).where('status', '<>', 'Void').executeTakeFirst());
}

/** A period as the Renewals screen names it. */
export async function renewalPeriod(db: Db, id: number) {
  const row = await db.selectFrom('lease_periods').select(['id', 'name', 'renewal_deadline', 'allow_same_bed_renewals', 'open_to_renewals', 'visible']).where('id', '=', id).executeTakeFirstOrThrow();
  return { ...row, allow_same_bed_renewals: !!row.allow_same_bed_renewals, open_to_renewals: !!row.open_to_renewals, visible: !!row.visible };
}
