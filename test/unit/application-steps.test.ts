import { describe, expect, it } from '@jest/globals';
import { checkAnswer } from '../../shared/rental-application/answers';
import { defaultFlags, FLAG_KEYS, QUESTIONS, SECTIONS } from '../../shared/rental-application/fields';
import { applicationSteps, STEP_GROUPS, stepIndex, stepProgress } from '../../shared/rental-application/steps';
import { mergedAnswers, patchValue, shownValue } from '../../client/public/islands/application/draft-values';

const q = (key: string) => QUESTIONS.get(key)!;
const only = (...keys: string[]) => Object.fromEntries(FLAG_KEYS.map((k) => [k, keys.includes(k)]));

describe('application steps', () => {
  it('group every catalog section exactly once', () => {
    const grouped = STEP_GROUPS.flatMap((g) => g.sections as readonly string[]);
    expect([...grouped].sort()).toEqual(SECTIONS.map((s) => s.id).sort());
  });

  it('hold only the asked questions, and leave out sections and steps with none', () => {
    const steps = applicationSteps(only('pi_name', 'th_ever_evicted', 'th_eviction_explanation', 'ec_phone'), {});
    expect(steps.map((s) => s.id)).toEqual(['about-you', 'home', 'contacts']);
    expect(steps[1]!.sections.map((s) => s.section.id)).toEqual(['tenant-history']);
    expect(steps[1]!.questions.map((x) => x.key)).toEqual(['th_ever_evicted']);
  });

  it('recompute as answers change: an explanation joins its step only after Yes', () => {
    const flags = only('th_ever_evicted', 'th_eviction_explanation');
    expect(applicationSteps(flags, { th_ever_evicted: false })[0]!.questions.map((x) => x.key)).toEqual(['th_ever_evicted']);
    expect(applicationSteps(flags, { th_ever_evicted: true })[0]!.questions.map((x) => x.key)).toEqual(['th_ever_evicted', 'th_eviction_explanation']);
  });

  it('count the answered questions of a step, files included, blanks not', () => {
    const [step] = applicationSteps(only('pi_name', 'pi_email', 'bio_profile_photo'), {});
    expect(stepProgress(step!, {}, new Set())).toEqual({ answered: 0, asked: 3 });
    expect(stepProgress(step!, { pi_name: 'Kim', pi_email: '' }, new Set(['bio_profile_photo']))).toEqual({ answered: 2, asked: 3 });
  });

  it('find a step by id, else by one of its questions, else the first', () => {
    const steps = applicationSteps(defaultFlags(), {});
    expect(stepIndex(steps, 'money')).toBe(steps.findIndex((s) => s.id === 'money'));
    expect(stepIndex(steps, null, 'ec_phone')).toBe(steps.findIndex((s) => s.id === 'contacts'));
    expect(stepIndex(steps, 'nope')).toBe(0);
  });
});

describe('draft values', () => {
  it('show edits over saved answers, numbers as text, and never a saved identity number', () => {
    const saved = { pets_weight: 12, pi_social_security_number: '•••• 6789', pi_name: 'Kim' };
    expect(shownValue(q('pets_weight'), saved, {})).toBe('12');
    expect(shownValue(q('pi_name'), saved, { pi_name: 'Kim Lee' })).toBe('Kim Lee');
    expect(shownValue(q('pi_social_security_number'), saved, {})).toBe('');
  });

  it('merge edits on top; a blank clears, except an empty identity-number box', () => {
    const secrets = new Set(['pi_social_security_number']);
    expect(mergedAnswers({ pi_name: 'Kim', pi_social_security_number: '•••• 6789' }, { pi_name: '', pi_social_security_number: '' }, secrets)).toEqual({ pi_social_security_number: '•••• 6789' });
  });

  it('send what checkAnswer accepts, null for a blank, and its message otherwise', () => {
    expect(patchValue(q('pi_email'), '')).toEqual({ value: null });
    expect(patchValue(q('ca_total_monthly_rent'), '650')).toEqual({ value: '650.00' });
    expect(patchValue(q('pi_email'), 'kim@')).toEqual(checkAnswer(q('pi_email'), 'kim@'));
    expect('error' in patchValue(q('pi_email'), 'kim@')).toBe(true);
  });
});
