import { matchScore } from '../../shared/roommates/match-score';
import type { RoommateMatch, RoommateProfile } from '../../shared/roommates/roommate-profile';
import type { Db } from '../db/database';
import { presentRoommateMatch, presentRoommateProfile, publicAnswersOf } from '../presenters/roommate-profile';
import { findRoommateProfile, publishedRoommates, roommateGroupOf, roommateSource } from '../queries/roommate-profiles';

/** Matches a student is shown, best first. */
export const MATCHES_SHOWN = 50;
/**
 * Published profiles scored for one student at most: the period's most recently published. Reading
 * and scoring 2,000 takes about 45 ms on SQLite and 85 ms on PostgreSQL (about 12 µs a score); the
 * bound keeps a period with many thousands of published profiles at that, and at well under a
 * kilobyte of public answers a profile read.
 */
export const MATCHES_SCORED = 2000;

/**
 * The student's roommate profile (`GET /api/tenant/roommate-profile/`, My reservations' section):
 * null when they have no submitted or approved application for a lease period, or its latest has no
 * public roommate answer (nothing to show anyone).
 */
export async function getRoommateProfile(db: Db, userId: number): Promise<RoommateProfile | null> {
  const [source, profile] = await Promise.all([roommateSource(db, userId), findRoommateProfile(db, userId)]);
  if (!source || !Object.keys(publicAnswersOf(source)).length) return null;
  return presentRoommateProfile(source, profile, await roommateGroupOf(db, userId, source.lease_period_id));
}

/**
 * The student's matches at a property (`GET /api/property-friends/?property=`): the other published
 * profiles of their profile's lease period, best match first (the most recently published first among
 * equals), at most MATCHES_SHOWN, scored over at most MATCHES_SCORED of them. Null when the answer is
 * not theirs to have: no published profile, or one for another property's lease period (the block
 * then shows what every visitor sees). A profile sharing no scored answer with theirs has no score and
 * is left out.
 */
export async function getRoommateMatches(db: Db, userId: number, propertyId: number): Promise<RoommateMatch[] | null> {
  const [source, profile] = await Promise.all([roommateSource(db, userId), findRoommateProfile(db, userId)]);
  if (!source || !profile?.published || source.property_id !== propertyId) return null;
  const mine = publicAnswersOf(source);
  const rows = await publishedRoommates(db, source.lease_period_id, userId, MATCHES_SCORED);
  const scored = rows.flatMap((row) => {
    const answers = publicAnswersOf(row);
    const score = matchScore(mine, answers);
    return score === null ? [] : [{ row, answers, score }];
  });
  // A stable sort: among equal scores the rows keep their order, the most recently published first.
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, MATCHES_SHOWN).map(({ row, answers, score }) => presentRoommateMatch(row, answers, score));
}
