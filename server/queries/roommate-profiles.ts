import { sql } from 'kysely';
import { PUBLIC_PROFILE_KEYS } from '../../shared/roommates/public-profile';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';
import { imageVariantWidths } from './media-files';

/**
 * Roommate profiles (issue 49, docs/decisions/044-roommate-matching.md). A student's profile is drawn
 * from their latest application that a leasing team has (Submitted or Approved) for a lease period:
 * its public `rm_` answers and that period. Only the public answers are read out of the answers'
 * JSON (`jsonFields`), never the rest of the application.
 */

/** The statuses of an application a profile is drawn from: submitted, and not declined. */
const SOURCE_STATUSES = ['Submitted', 'Approved'] as const;

/** The id of the student's (`userRef`) latest application a profile may be drawn from: the most recently submitted (created, for one never submitted by the student: a renewal's copy). */
const latestSourceId = (db: Db, userRef: 'users.id' | 'rp.user_id') =>
  db
    .selectFrom('rental_applications as l')
    .innerJoin('reservation_requests as lr', 'lr.id', 'l.reservation_request_id')
    .select('l.id')
    .where('l.user_id', '=', sql.ref<number>(userRef))
    .where('l.status', 'in', SOURCE_STATUSES)
    .where('lr.lease_period_id', 'is not', null)
    .orderBy(sql`coalesce(l.submitted_at, l.created_at)`, 'desc')
    .orderBy('l.id', 'desc')
    .limit(1);

export type RoommateSourceRow = {
  first_name: string;
  last_name: string;
  application_id: number;
  organization_id: number;
  lease_period_id: number;
  lease_period_name: string;
  property_id: number;
  property_name: string;
  /** The public answers as a JSON object (a field not answered is null). */
  public_answers: string;
};

/** What the student's profile is drawn from: their latest submitted or approved application for a lease period, or undefined when there is none. */
export async function roommateSource(db: Db, userId: number): Promise<RoommateSourceRow | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('rental_applications as a', (join) => join.on('a.id', '=', latestSourceId(db, 'users.id')))
    .innerJoin('reservation_requests as r', 'r.id', 'a.reservation_request_id')
    .innerJoin('lease_periods as p', 'p.id', 'r.lease_period_id')
    .innerJoin('properties as pr', 'pr.id', 'p.property_id')
    .select(['users.first_name', 'users.last_name', 'a.id as application_id', 'a.organization_id', 'p.id as lease_period_id', 'p.name as lease_period_name', 'pr.id as property_id', 'pr.name as property_name'])
    .select((eb) => dialectOf(db).jsonFields(eb.ref('a.answers'), PUBLIC_PROFILE_KEYS).as('public_answers'))
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The student's profile row (published or not), or undefined when they never published one. */
export async function findRoommateProfile(db: Db, userId: number) {
  return db.selectFrom('roommate_profiles').select(['id', 'user_id', 'published', 'published_at', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
}

/** Publishes the student's profile (now) or withdraws it; the row is made on the first publish or withdrawal. */
export async function setRoommateProfile(db: Db, userId: number, published: boolean): Promise<void> {
  const now = new Date().toISOString();
  const values = { published: published ? 1 : 0, published_at: published ? now : null, updated_at: now };
  await db
    .insertInto('roommate_profiles')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The roommate group the student is in for the lease period, if any. */
export async function roommateGroupOf(db: Db, userId: number, leasePeriodId: number): Promise<number | null> {
  const row = await db.selectFrom('roommate_group_members').select('group_id').where('lease_period_id', '=', leasePeriodId).where('user_id', '=', userId).executeTakeFirst();
  return row?.group_id ?? null;
}

/**
 * The published profiles of a lease period's students other than `exceptUserId` (active accounts,
 * whose latest application is for that period), the most recently published first, at most `limit`.
 * The match scores are worked out from these rows, so `limit` bounds that work however many students
 * of a period publish.
 */
export async function publishedRoommates(db: Db, leasePeriodId: number, exceptUserId: number, limit: number) {
  return db
    .selectFrom('roommate_profiles as rp')
    .innerJoin('users', 'users.id', 'rp.user_id')
    .innerJoin('rental_applications as a', (join) => join.on('a.id', '=', latestSourceId(db, 'rp.user_id')))
    .innerJoin('reservation_requests as r', 'r.id', 'a.reservation_request_id')
    .select(['rp.id as profile_id', 'rp.published_at', 'users.first_name', 'users.last_name', 'users.image'])
    .select(imageVariantWidths('users.image'))
    .select((eb) => dialectOf(db).jsonFields(eb.ref('a.answers'), PUBLIC_PROFILE_KEYS).as('public_answers'))
    .where('rp.published', '=', 1)
    .where('rp.user_id', '<>', exceptUserId)
    .where('users.is_active', '=', 1)
    .where('r.lease_period_id', '=', leasePeriodId)
    .orderBy('rp.published_at', 'desc')
    .orderBy('rp.id', 'desc')
    .limit(limit)
    .execute();
}
