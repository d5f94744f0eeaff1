import { friendName } from '../people';
import type { Answer } from '../rental-application/answers';
import { QUESTIONS } from '../rental-application/fields';

/**
 * The spec's public roommate profile (3-templates-and-application.md §3, `rm_`): the application's
 * answers a student shows other students once they publish their profile, and no others. The
 * student's other answers (name, birth date, finances, guarantor...) never leave the application.
 */
export const PUBLIC_PROFILE_FIELDS = [
  'age',
  'gender',
  'animal_allergies',
  'field_of_study',
  'class_level',
  'clubs',
  'school_or_college_or_university',
  'frequent_guests',
  'partying',
  'loud_music',
  'cooking',
  'smoking',
  'car',
  'cleanliness',
  'prefer_to_study_at',
  'pet_friendly',
  'usual_sleep_time',
  'usual_wake_time',
  'additional_info',
] as const;

export type PublicProfileKey = `rm_${(typeof PUBLIC_PROFILE_FIELDS)[number]}`;

/** The public answers' keys as the application stores them (`rm_age` ...), in the form's order. */
export const PUBLIC_PROFILE_KEYS: readonly PublicProfileKey[] = PUBLIC_PROFILE_FIELDS.map((field) => `rm_${field}` as const);

const PUBLIC = new Set<string>(PUBLIC_PROFILE_KEYS);

/** A profile's public answers: only the keys above, only those answered. */
export type PublicAnswers = Partial<Record<PublicProfileKey, Answer>>;

export const isPublicProfileKey = (key: string): key is PublicProfileKey => PUBLIC.has(key);

/** The public answers among an application's answers: the listed keys with a text, yes/no or number given (a blank or null is no answer). */
export function publicAnswers(answers: Record<string, unknown>): PublicAnswers {
  const out: PublicAnswers = {};
  for (const key of PUBLIC_PROFILE_KEYS) {
    const value = answers[key];
    if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) out[key] = value;
    else if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/** The name other students see: first name and last initial ("Maya R."). */
export const profileName = (firstName: string, lastName: string): string => friendName(firstName, lastName);

/** A public answer's label, the application's own question ("Usual bedtime"). */
export const profileLabel = (key: PublicProfileKey): string => QUESTIONS.get(key)?.label ?? key;

/** A public answer as a person reads it: Yes / No, a number, the choice or text as given. */
export function shownProfileAnswer(value: Answer): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The answered public questions in the form's order, label and shown value, as the profile and its preview list them. */
export function profileLines(answers: PublicAnswers): { key: PublicProfileKey; label: string; value: string }[] {
  return PUBLIC_PROFILE_KEYS.flatMap((key) => {
    const value = answers[key];
    return value === undefined ? [] : [{ key, label: profileLabel(key), value: shownProfileAnswer(value) }];
  });
}
