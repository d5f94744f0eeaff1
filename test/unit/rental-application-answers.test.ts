import { describe, expect, it } from '@jest/globals';
import { ANSWER_MESSAGES as M, askedQuestions, checkAnswer, checkAnswers, missingAnswers } from '../../shared/rental-application/answers';
import { defaultFlags, FLAG_KEYS, QUESTIONS, SECTIONS } from '../../shared/rental-application/fields';

const q = (key: string) => QUESTIONS.get(key)!;
const only = (...keys: string[]) => Object.fromEntries(FLAG_KEYS.map((k) => [k, keys.includes(k)]));

describe('the question catalog', () => {
  it('holds every field of the spec’s RentalApplication, each once, under its prefix', () => {
    expect(FLAG_KEYS).toHaveLength(119);
    expect(new Set(FLAG_KEYS).size).toBe(119);
    for (const key of ['pi_bad_passport_or_visa_explanation', 'bio_profile_photo', 'ss_school_issued_id', 'pets_training', 'ca_payed_monthly_rent', 'pa_is_landlord_contactable', 'th_accommodations_explanation', 'pfi_income_source', 'ai_smoking_explanation', 't_way_to_get_to_work_or_school', 'd_proof_type', 'smp_tumblr', 'lg_personalize_invitation', 'lg_address', 'rm_usual_wake_time', 'ec_emergency_contact', 'ari_is_airport_shuttle_needed']) {
      expect(QUESTIONS.has(key)).toBe(true);
    }
    expect(SECTIONS.map((s) => s.title)).toHaveLength(16);
    // A condition names an earlier question of the same section.
    for (const s of SECTIONS) s.questions.forEach((question, i) => question.askedWhen && expect(s.questions.slice(0, i).map((x) => x.key)).toContain(question.askedWhen.key));
  });

  it('starts a company with the optional questions off', () => {
    const flags = defaultFlags();
    expect(flags.pi_name).toBe(true);
    expect(flags.pi_middle_name).toBe(false);
    expect(flags.smp_facebook).toBe(false);
    expect(Object.keys(flags)).toEqual(FLAG_KEYS);
  });
});

describe('askedQuestions and missingAnswers', () => {
  it('asks an explanation only after Yes, and a dependent question only when its parent is asked', () => {
    const flags = only('th_ever_evicted', 'th_eviction_explanation', 'pets_name');
    expect(askedQuestions(flags, {}).map((x) => x.key)).toEqual(['th_ever_evicted']);
    expect(askedQuestions(flags, { th_ever_evicted: false }).map((x) => x.key)).toEqual(['th_ever_evicted']);
    expect(askedQuestions(flags, { th_ever_evicted: true }).map((x) => x.key)).toEqual(['th_ever_evicted', 'th_eviction_explanation']);
    // pets_is_any is off: the pet's name is never asked, whatever the answers say.
    expect(askedQuestions(flags, { pets_is_any: true }).map((x) => x.key)).not.toContain('pets_name');
  });

  it('asks the passport questions of a non-citizen, the explanation only when it is not valid', () => {
    const flags = defaultFlags();
    const keys = (answers: object) => askedQuestions(flags, answers as never).map((x) => x.key).filter((k) => k.startsWith('pi_'));
    expect(keys({ pi_is_us_citizen: true })).toEqual(['pi_name', 'pi_date_of_birth', 'pi_phone', 'pi_email', 'pi_is_us_citizen', 'pi_social_security_number', 'pi_social_security_card_copy']);
    expect(keys({ pi_is_us_citizen: false, pi_is_passport_or_visa_ok: false })).toContain('pi_bad_passport_or_visa_explanation');
    expect(keys({ pi_is_us_citizen: false, pi_is_passport_or_visa_ok: true })).not.toContain('pi_bad_passport_or_visa_explanation');
  });

  it('names what is missing, counting files as answers and a blank as none', () => {
    const asked = askedQuestions(only('pi_name', 'pi_email', 'd_proof_file'), {});
    expect(missingAnswers(asked, { pi_name: '' }, new Set()).map((x) => x.key)).toEqual(['pi_name', 'pi_email', 'd_proof_file']);
    expect(missingAnswers(asked, { pi_name: 'Ana', pi_email: 'a@b.co' }, new Set(['d_proof_file']))).toEqual([]);
  });
});

describe('checkAnswer', () => {
  it('accepts each control’s values in their stored form', () => {
    expect(checkAnswer(q('pi_date_of_birth'), '2004-02-29')).toEqual({ value: '2004-02-29' });
    expect(checkAnswer(q('ari_datetime'), '2026-08-20T14:30')).toEqual({ value: '2026-08-20T14:30' });
    expect(checkAnswer(q('rm_usual_sleep_time'), '23:30')).toEqual({ value: '23:30' });
    expect(checkAnswer(q('pi_email'), ' ana@example.com ')).toEqual({ value: 'ana@example.com' });
    expect(checkAnswer(q('pi_phone'), '+44 20 7946 0958')).toEqual({ value: '+44 20 7946 0958' });
    expect(checkAnswer(q('th_ever_evicted'), false)).toEqual({ value: false });
    expect(checkAnswer(q('pets_weight'), '12.5')).toEqual({ value: 12.5 });
    expect(checkAnswer(q('ca_total_monthly_rent'), '1250.5')).toEqual({ value: '1250.50' });
    expect(checkAnswer(q('pets_type'), 'Cat')).toEqual({ value: 'Cat' });
    expect(checkAnswer(q('pi_social_security_number'), '123-45-6789')).toEqual({ value: '123-45-6789' });
  });

  it('refuses each control’s wrong values with its message', () => {
    expect(checkAnswer(q('pi_date_of_birth'), '2003-02-29')).toEqual({ error: M.date });
    expect(checkAnswer(q('ari_datetime'), '2026-08-20')).toEqual({ error: M.datetime });
    expect(checkAnswer(q('rm_usual_sleep_time'), '24:00')).toEqual({ error: M.time });
    expect(checkAnswer(q('pi_email'), 'ana@example')).toEqual({ error: M.email });
    expect(checkAnswer(q('pi_phone'), '12345')).toEqual({ error: M.phone });
    expect(checkAnswer(q('th_ever_evicted'), 'yes')).toEqual({ error: M.yesno });
    expect(checkAnswer(q('pets_weight'), -1)).toEqual({ error: M.number });
    expect(checkAnswer(q('ca_total_monthly_rent'), '12.345')).toEqual({ error: M.money });
    expect(checkAnswer(q('pets_type'), 'Dragon')).toEqual({ error: M.choice });
    expect(checkAnswer(q('pi_social_security_number'), '<script>')).toEqual({ error: M.secret });
    expect(checkAnswer(q('bio_profile_photo'), 'x.png')).toEqual({ error: M.file });
    expect(checkAnswer(q('pi_name'), 'x'.repeat(201))).toEqual({ error: M.text(200) });
    expect(checkAnswer(q('pi_name'), 42)).toEqual({ error: M.text(200) });
  });
});

describe('checkAnswers', () => {
  it('refuses questions switched off and unknown keys, and clears with null or an empty text', () => {
    const { values, errors } = checkAnswers(only('pi_name', 'pi_email'), { pi_name: ' Ana ', pi_email: null, pi_phone: '512 555 0142', nope: 1 });
    expect(values).toEqual({ pi_name: 'Ana', pi_email: null });
    expect(errors).toEqual({ pi_phone: [M.notAsked], nope: [M.notAsked] });
  });
});
