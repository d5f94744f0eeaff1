import type { Answer } from '../rental-application/answers';
import type { PublicAnswers, PublicProfileKey } from './public-profile';

/**
 * How two answers to one question agree, from 0 (not at all) to 1 (the same); null when an answer
 * cannot be read as the question's kind (an option since renamed, a time typed otherwise), which
 * leaves the question out as if unanswered. Every kind is symmetric: same(a, b) === same(b, a).
 */
type Similarity = (a: Answer, b: Answer) => number | null;

const FREQUENCY = ['Never', 'Sometimes', 'Often'] as const;
const TIDINESS = ['Very tidy', 'Tidy', 'Relaxed'] as const;

/** Two bedtimes (or wake-up times) this far apart, or more, do not agree at all; closer ones agree in proportion. */
export const TIME_SPAN_MINUTES = 180;
/** Two ages this far apart, or more, do not agree at all. */
export const AGE_SPAN_YEARS = 10;

const text = (value: Answer): string | null => (typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null);

/** The same choice or text (case and outer spaces aside). */
const same: Similarity = (a, b) => {
  const [x, y] = [text(a), text(b)];
  return x === null || y === null ? null : x === y ? 1 : 0;
};

/** The same choice, where one choice means no answer ('Prefer not to say'). */
const sameUnless =
  (silent: string): Similarity =>
  (a, b) =>
    text(a) === silent.toLowerCase() || text(b) === silent.toLowerCase() ? null : same(a, b);

const yesNo: Similarity = (a, b) => (typeof a === 'boolean' && typeof b === 'boolean' ? (a === b ? 1 : 0) : null);

/** Choices on a scale: the nearer on it, the more they agree (neighbours of a three-step scale agree half). */
const scale =
  (steps: readonly string[]): Similarity =>
  (a, b) => {
    const [i, j] = [steps.indexOf(String(a)), steps.indexOf(String(b))];
    return i < 0 || j < 0 ? null : 1 - Math.abs(i - j) / (steps.length - 1);
  };

const minutesOf = (value: Answer): number | null => {
  const match = typeof value === 'string' ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Times of day, around the clock (23:30 and 00:30 are an hour apart). */
const timeOfDay: Similarity = (a, b) => {
  const [x, y] = [minutesOf(a), minutesOf(b)];
  if (x === null || y === null) return null;
  const apart = Math.abs(x - y);
  return Math.max(0, 1 - Math.min(apart, 24 * 60 - apart) / TIME_SPAN_MINUTES);
};

const yearsOf = (value: Answer): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
};

const age: Similarity = (a, b) => {
  const [x, y] = [yearsOf(a), yearsOf(b)];
  return x === null || y === null ? null : Math.max(0, 1 - Math.abs(x - y) / AGE_SPAN_YEARS);
};

const wordsOf = (value: Answer): Set<string> => new Set((text(value) ?? '').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1));

/** Free text listing things (clubs): the share of the words either names that both name. */
const sharedWords: Similarity = (a, b) => {
  const [x, y] = [wordsOf(a), wordsOf(b)];
  if (!x.size || !y.size) return null;
  let both = 0;
  for (const word of x) if (y.has(word)) both++;
  return both / (x.size + y.size - both);
};

/**
 * The match score's questions: each public answer's weight and how two answers to it agree
 * (docs/decisions/044-roommate-matching.md). Living together turns on the lifestyle answers (sleep and
 * wake times, tidiness, guests, smoking, parties, loud music): they weigh 3. Pets and allergies weigh 2:
 * they matter at home, though less often. Background (age, gender, school, field of study, class,
 * clubs), cooking, where one studies and having a car weigh 1 or less: shared interests, not a shared
 * home. The free text (additional_info) is shown, not scored.
 */
export const MATCH_WEIGHTS = {
  rm_usual_sleep_time: { weight: 3, agree: timeOfDay },
  rm_usual_wake_time: { weight: 3, agree: timeOfDay },
  rm_cleanliness: { weight: 3, agree: scale(TIDINESS) },
  rm_frequent_guests: { weight: 3, agree: scale(FREQUENCY) },
  rm_smoking: { weight: 3, agree: yesNo },
  rm_partying: { weight: 3, agree: scale(FREQUENCY) },
  rm_loud_music: { weight: 3, agree: scale(FREQUENCY) },
  rm_pet_friendly: { weight: 2, agree: yesNo },
  rm_animal_allergies: { weight: 2, agree: yesNo },
  rm_cooking: { weight: 1, agree: scale(FREQUENCY) },
  rm_prefer_to_study_at: { weight: 1, agree: same },
  rm_age: { weight: 1, agree: age },
  rm_gender: { weight: 1, agree: sameUnless('Prefer not to say') },
  rm_class_level: { weight: 1, agree: same },
  rm_school_or_college_or_university: { weight: 1, agree: same },
  rm_field_of_study: { weight: 1, agree: same },
  rm_clubs: { weight: 1, agree: sharedWords },
  rm_car: { weight: 0.5, agree: yesNo },
} as const satisfies Partial<Record<PublicProfileKey, { weight: number; agree: Similarity }>>;

const SCORED = Object.keys(MATCH_WEIGHTS) as (keyof typeof MATCH_WEIGHTS)[];

/**
 * How well two students' public answers agree, as a whole percentage from 0 to 100: the weighted
 * mean of each question's agreement, over the questions both answered (a question either left
 * unanswered counts for neither side). The same for (a, b) and (b, a). Null when they share no
 * answered question: no score, rather than a made-up one.
 */
export function matchScore(a: PublicAnswers, b: PublicAnswers): number | null {
  let agreed = 0;
  let weighed = 0;
  for (const key of SCORED) {
    const [x, y] = [a[key], b[key]];
    if (x === undefined || y === undefined) continue;
    const { weight, agree } = MATCH_WEIGHTS[key];
    const similarity = agree(x, y);
    if (similarity === null) continue;
    agreed += weight * similarity;
    weighed += weight;
  }
  if (weighed === 0) return null;
  return Math.min(100, Math.max(0, Math.round((100 * agreed) / weighed)));
}
