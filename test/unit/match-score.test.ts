import { describe, expect, it } from '@jest/globals';
import { MATCH_WEIGHTS, matchScore } from '../../shared/roommates/match-score';
import { PUBLIC_PROFILE_KEYS, publicAnswers, type PublicAnswers } from '../../shared/roommates/public-profile';
import { QUESTIONS } from '../../shared/rental-application/fields';
import { TIDY_ANSWERS } from '../helpers/roommate-answers';

/** A seeded generator (mulberry32): the same "random" profiles on every run. */
function generator(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A profile as students answer it: each question answered or not, choices from the form's options, some odd values too. */
function randomProfile(random: () => number): PublicAnswers {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const answers: Record<string, unknown> = {};
  for (const key of PUBLIC_PROFILE_KEYS) {
    if (random() < 0.25) continue;
    const q = QUESTIONS.get(key)!;
    if (q.control === 'select') answers[key] = random() < 0.05 ? 'Something renamed' : pick(q.options!);
    else if (q.control === 'yesno') answers[key] = random() < 0.5;
    else if (q.control === 'number') answers[key] = random() < 0.1 ? String(17 + Math.floor(random() * 20)) : 17 + Math.floor(random() * 20);
    else if (q.control === 'time') answers[key] = random() < 0.05 ? 'late' : `${pad(Math.floor(random() * 24))}:${pad(Math.floor(random() * 60))}`;
    else answers[key] = pick(['Biology', 'biology ', 'Chess club, Rowing', 'rowing', 'UT Austin', 'Computer Science', 'Drama', '—']);
  }
  return publicAnswers(answers);
}

// A tidy early sleeper (the API tests' student) who names their clubs and sleeps a little later.
const base: PublicAnswers = { ...TIDY_ANSWERS, rm_clubs: 'Chess club, Rowing', rm_usual_sleep_time: '23:00', rm_usual_wake_time: '07:00' };

describe('matchScore', () => {
  it('is symmetric and a whole percentage from 0 to 100 (or no score) for many random pairs', () => {
    const random = generator(49);
    let scored = 0;
    for (let i = 0; i < 5000; i++) {
      const [a, b] = [randomProfile(random), randomProfile(random)];
      const score = matchScore(a, b);
      expect(matchScore(b, a)).toBe(score);
      if (score === null) continue;
      scored++;
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(scored).toBeGreaterThan(4900);
  });

  it('gives 100 to identical answers, random or not', () => {
    expect(matchScore(base, { ...base })).toBe(100);
    const random = generator(7);
    for (let i = 0; i < 500; i++) {
      const a = randomProfile(random);
      const score = matchScore(a, structuredClone(a));
      // Identical answers agree on every question both can read; only unreadable ones (a renamed choice, a time typed otherwise) leave it unscored.
      if (score !== null) expect(score).toBe(100);
    }
  });

  it('gives 0 to answers that disagree on everything scored', () => {
    const opposite: PublicAnswers = {
      ...base,
      rm_age: 35,
      rm_gender: 'Male',
      rm_animal_allergies: true,
      rm_field_of_study: 'History',
      rm_class_level: 'Graduate',
      rm_clubs: 'Drama',
      rm_school_or_college_or_university: 'ACC',
      rm_frequent_guests: 'Often',
      rm_partying: 'Often',
      rm_loud_music: 'Often',
      rm_cooking: 'Never',
      rm_smoking: true,
      rm_car: true,
      rm_cleanliness: 'Relaxed',
      rm_prefer_to_study_at: 'At home',
      rm_pet_friendly: false,
      rm_usual_sleep_time: '03:00',
      rm_usual_wake_time: '11:00',
    };
    expect(matchScore(base, opposite)).toBe(0);
  });

  it('weighs lifestyle above background: a different bedtime costs more than a different field of study', () => {
    const otherBedtime = matchScore(base, { ...base, rm_usual_sleep_time: '03:00' })!;
    const otherField = matchScore(base, { ...base, rm_field_of_study: 'History' })!;
    expect(otherBedtime).toBeLessThan(otherField);
    expect(otherField).toBeLessThan(100);
    for (const lifestyle of ['rm_usual_sleep_time', 'rm_usual_wake_time', 'rm_cleanliness', 'rm_frequent_guests', 'rm_smoking', 'rm_partying', 'rm_loud_music'] as const) {
      for (const background of ['rm_field_of_study', 'rm_clubs', 'rm_class_level', 'rm_school_or_college_or_university', 'rm_age', 'rm_gender'] as const) {
        expect(MATCH_WEIGHTS[lifestyle].weight).toBeGreaterThan(MATCH_WEIGHTS[background].weight);
      }
    }
  });

  it('counts closeness on scales and clocks: nearer answers agree more, around midnight too', () => {
    const at = (time: string) => matchScore({ rm_usual_sleep_time: '23:30' }, { rm_usual_sleep_time: time });
    expect(at('23:30')).toBe(100);
    expect(at('00:30')).toBe(67);
    expect(at('22:30')).toBe(67);
    expect(at('02:30')).toBe(0);
    expect(at('12:00')).toBe(0);
    const tidy = (answer: string) => matchScore({ rm_cleanliness: 'Very tidy' }, { rm_cleanliness: answer });
    expect([tidy('Very tidy'), tidy('Tidy'), tidy('Relaxed')]).toEqual([100, 50, 0]);
    expect(matchScore({ rm_age: 20 }, { rm_age: 25 })).toBe(50);
    expect(matchScore({ rm_age: 20 }, { rm_age: '22' })).toBe(80);
    expect(matchScore({ rm_field_of_study: 'Biology' }, { rm_field_of_study: ' biology' })).toBe(100);
    expect(matchScore({ rm_clubs: 'Chess club, Rowing' }, { rm_clubs: 'rowing and chess' })).toBe(50);
  });

  it('leaves a question out of both sides when either did not answer it, or its answer cannot be read', () => {
    const withoutBedtime: PublicAnswers = { ...base };
    delete withoutBedtime.rm_usual_sleep_time;
    // Unanswered on one side: the rest still agree entirely.
    expect(matchScore(base, withoutBedtime)).toBe(100);
    expect(matchScore(withoutBedtime, { ...base, rm_usual_sleep_time: '04:00' })).toBe(100);
    // A choice since renamed, a time typed otherwise, 'Prefer not to say': as if unanswered.
    expect(matchScore(base, { ...base, rm_cleanliness: 'Spotless' })).toBe(100);
    expect(matchScore(base, { ...base, rm_usual_wake_time: 'early' })).toBe(100);
    expect(matchScore(base, { ...base, rm_gender: 'Prefer not to say' })).toBe(100);
    // The free text is shown, not scored.
    expect(matchScore(base, { ...base, rm_additional_info: 'Something else entirely.' })).toBe(100);
  });

  it('has no score when the two share no answered question', () => {
    expect(matchScore({}, {})).toBeNull();
    expect(matchScore(base, {})).toBeNull();
    expect(matchScore({ rm_usual_sleep_time: '23:00' }, { rm_cleanliness: 'Tidy' })).toBeNull();
    expect(matchScore({ rm_additional_info: 'Hi' }, { rm_additional_info: 'Hi' })).toBeNull();
    expect(matchScore({ rm_usual_sleep_time: 'late' }, { rm_usual_sleep_time: 'late' })).toBeNull();
  });
});

describe('the public profile', () => {
  it('keeps only the spec’s public rm_ answers that were given', () => {
    const answers = publicAnswers({ rm_age: 20, rm_smoking: false, rm_clubs: '  ', rm_cooking: null, pi_name: 'Ana Ruiz', lg_email: 'zoe@example.com', rm_unknown: 'x', rm_field_of_study: ' Biology ' });
    expect(answers).toEqual({ rm_age: 20, rm_smoking: false, rm_field_of_study: 'Biology' });
    // Every public key is a question of the application.
    expect(PUBLIC_PROFILE_KEYS.filter((key) => !QUESTIONS.has(key))).toEqual([]);
    expect(PUBLIC_PROFILE_KEYS).toHaveLength(19);
  });
});
