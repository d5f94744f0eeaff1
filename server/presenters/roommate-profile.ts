import { profileName, publicAnswers } from '../../shared/roommates/public-profile';
import type { RoommateMatch, RoommateProfile } from '../../shared/roommates/roommate-profile';
import type { RoommateSourceRow } from '../queries/roommate-profiles';
import { presentFriend } from './public-content';

/** The public answers of a profile's row (the JSON object of its `rm_` fields), only those answered. */
export const publicAnswersOf = (row: { public_answers: string }) => publicAnswers(JSON.parse(row.public_answers) as Record<string, unknown>);

/** The student's own profile: what others see (name, public answers), whether it is published, and where it is drawn from. */
export function presentRoommateProfile(
  source: RoommateSourceRow,
  profile: { published: number; published_at: string | null } | undefined,
  groupId: number | null,
): RoommateProfile {
  return {
    published: !!profile?.published,
    published_at: profile?.published ? profile.published_at : null,
    name: profileName(source.first_name, source.last_name),
    answers: publicAnswersOf(source),
    application_id: source.application_id,
    property_id: source.property_id,
    property_name: source.property_name,
    lease_period_id: source.lease_period_id,
    lease_period_name: source.lease_period_name,
    group_id: groupId,
  };
}

/** Another student's published profile with its score: a friend card as the seeds' (first name, last initial, image) with the profile's id, name and public answers. */
export function presentRoommateMatch(
  row: { profile_id: number; first_name: string; last_name: string; image: string | null; image_variant_widths: string | null },
  answers: RoommateMatch['answers'],
  score: number,
): RoommateMatch {
  return {
    ...presentFriend({ id: row.profile_id, match_percentage: score, first_name: row.first_name, last_name: row.last_name, image: row.image, image_variant_widths: row.image_variant_widths }),
    profile_id: row.profile_id,
    name: profileName(row.first_name, row.last_name),
    answers,
  };
}
