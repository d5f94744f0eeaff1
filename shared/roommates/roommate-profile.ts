import { z } from '../zod';
import type { PropertyFriend } from '../types/public';
import type { PublicAnswers } from './public-profile';

/**
 * A student's roommate profile as they read it (`GET /api/tenant/roommate-profile/`): whether it is
 * published, the name and public answers others see, and the application and lease period it is
 * drawn from (their latest submitted or approved one). `group_id`: the roommate group they are in for
 * that period, if any (its invitations are sent to their matches).
 */
export type RoommateProfile = {
  published: boolean;
  published_at: string | null;
  name: string;
  answers: PublicAnswers;
  application_id: number;
  property_id: number;
  property_name: string;
  lease_period_id: number;
  lease_period_name: string;
  group_id: number | null;
};

/**
 * Another student's published profile as a match (`GET /api/property-friends/?property=` for a
 * student with a published profile): a property friend (the Friends block's card: `id` is the
 * profile's, the last name its initial) with the profile's id, the name others see and the public answers.
 */
export type RoommateMatch = PropertyFriend & { profile_id: number; name: string; answers: PublicAnswers };

/**
 * What a property page's Friends block knows of the signed-in student's profile: whether they have one
 * to publish, whether it is published, whether its lease period is of this property (`here`: their
 * matches are shown here), and their roommate group.
 */
export type RoommateViewer = { has_profile: boolean; published: boolean; here: boolean; group_id: number | null };

export const roommateViewerOf = (profile: RoommateProfile | null, propertyId: number): RoommateViewer => ({
  has_profile: !!profile,
  published: !!profile?.published,
  here: profile?.property_id === propertyId,
  group_id: profile?.group_id ?? null,
});

/** `PUT /api/tenant/roommate-profile/`: publish the profile, or withdraw it. */
export const RoommateProfileSchema = z.strictObject({
  published: z.boolean({ error: 'Choose whether to publish your profile (true or false).' }),
});
export type RoommateProfileInput = z.output<typeof RoommateProfileSchema>;
