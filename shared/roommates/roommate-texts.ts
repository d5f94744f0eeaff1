import { BASE_PATH } from '../constants';

/** The anchor of My reservations' Roommate profile section (the Friends block links there). */
export const ROOMMATE_SECTION_ID = 'roommate-profile';

/** Where a student publishes their roommate profile: My reservations' Roommate profile section. */
export const ROOMMATE_PROFILE_PATH = `${BASE_PATH}/tenant/reservations#${ROOMMATE_SECTION_ID}`;

/** The query parameter My reservations reads after a publish or withdrawal posted without JavaScript (the page says which). */
export const ROOMMATE_NOTICE_PARAM = 'roommate';
export const ROOMMATE_NOTICES = ['published', 'withdrawn'] as const;
export type RoommateNotice = (typeof ROOMMATE_NOTICES)[number];
export const parseRoommateNotice = (value: string | null): RoommateNotice | null => ROOMMATE_NOTICES.find((n) => n === value) ?? null;

/** The words of roommate profiles and matches (issue 49): My reservations' section, the Friends block and the API's refusals. */
export const ROOMMATE_TEXTS = {
  heading: 'Roommate profile',
  intro: (period: string, property: string) =>
    `Your roommate profile shows you how well you match the other students of ${period} at ${property} who publish theirs, and shows you to them. They see only your first name, your last initial and the answers below. You can withdraw it at any time.`,
  noProfile: 'Your roommate profile is made from the roommate questions of your latest submitted rental application. Once you submit an application with them answered, you can publish it here.',
  preview: 'What other students see',
  publishedOn: (date: string) => `Published on ${date}. Other students of your lease period who publish theirs see it.`,
  notPublished: 'Not published: no other student sees it.',
  publish: 'Publish my profile',
  withdraw: 'Withdraw my profile',
  publishedDone: 'Your roommate profile is published.',
  withdrawnDone: 'Your roommate profile is withdrawn. Other students no longer see it.',
  /** The API's 404 when there is nothing to publish. */
  noProfileDetail: 'You have no roommate profile yet: it is made from a submitted rental application with its roommate questions answered.',
  // The property page's Friends block, for a signed-in student.
  publishToSee: 'Publish your roommate profile to see your matches here.',
  publishLink: 'Go to my roommate profile',
  otherProperty: 'Your roommate profile is for a lease period of another property: your matches show on its page.',
  finding: 'Finding your matches…',
  noMatches: 'No other student of your lease period has published a roommate profile yet.',
  loadFailed: "Couldn't load your matches",
  match: (percentage: number) => `${percentage}% match`,
  invite: 'Invite to my group',
  inviting: 'Inviting…',
  invited: 'Invitation sent.',
  noGroup: 'Start a roommate group first, then invite your matches to it.',
} as const;
