import { describe, expect, it } from '@jest/globals';
import { checkAnswers } from '../../shared/rental-application/answers';
import { FLAG_KEYS } from '../../shared/rental-application/fields';
import { postedAnswers } from '../../shared/rental-application/form-post';

const only = (...keys: string[]) => Object.fromEntries(FLAG_KEYS.map((k) => [k, keys.includes(k)]));
const FLAGS = only('pi_name', 'pi_email', 'pi_is_us_citizen', 'pi_social_security_number', 'bio_profile_photo', 'rm_age', 'th_ever_evicted', 'th_eviction_explanation');

describe('the application form posted without JavaScript, as a draft save', () => {
  it('turns yes/no radios into booleans, keeps text as typed, and clears empty fields', () => {
    const { answers, kept } = postedAnswers(FLAGS, { pi_email: 'old@example.com' }, 'about-you', { pi_name: 'Kim Lee', pi_email: '', pi_is_us_citizen: 'no', intent: 'next', version: '3' });
    expect(answers).toEqual({ pi_name: 'Kim Lee', pi_email: null, pi_is_us_citizen: false });
    expect(kept).toEqual({ pi_name: 'Kim Lee', pi_email: '', pi_is_us_citizen: false });
    expect(checkAnswers(FLAGS, answers).errors).toEqual({});
  });

  it('takes only the posted step’s asked questions: not another step’s, not a switched-off one, not files', () => {
    const { answers } = postedAnswers(FLAGS, {}, 'about-you', { pi_name: 'Kim', rm_age: '20', pi_middle_name: 'J', bio_profile_photo: 'x.png', th_ever_evicted: 'yes' });
    expect(answers).toEqual({ pi_name: 'Kim' });
  });

  it('leaves alone what was not posted (a yes/no never chosen)', () => {
    expect(postedAnswers(FLAGS, { th_ever_evicted: true }, 'home', {}).answers).toEqual({});
  });

  it('never clears nor sends back an identity number: an empty box keeps the saved one, a typed one replaces it', () => {
    const saved = { pi_is_us_citizen: true, pi_social_security_number: 'encrypted' };
    expect(postedAnswers(FLAGS, saved, 'about-you', { pi_social_security_number: '' }).answers).toEqual({});
    const typed = postedAnswers(FLAGS, saved, 'about-you', { pi_social_security_number: '123-45-6789' });
    expect(typed.answers).toEqual({ pi_social_security_number: '123-45-6789' });
    expect(typed.kept).toEqual({});
  });

  it('takes the question a posted Yes asks (shown on the page of a refused post) along with it', () => {
    const { answers } = postedAnswers(FLAGS, {}, 'home', { th_ever_evicted: 'yes', th_eviction_explanation: 'Sold.' });
    expect(answers).toEqual({ th_ever_evicted: true, th_eviction_explanation: 'Sold.' });
  });

  it('leaves a wrong e-mail or radio value for the save’s own checks to refuse, and keeps it to show again', () => {
    const { answers, kept } = postedAnswers(FLAGS, {}, 'about-you', { pi_email: 'kim@', pi_is_us_citizen: 'maybe' });
    expect(kept).toEqual({ pi_email: 'kim@' });
    expect(Object.keys(checkAnswers(FLAGS, answers).errors).sort()).toEqual(['pi_email', 'pi_is_us_citizen']);
  });

  it('takes nothing for an unknown step', () => {
    expect(postedAnswers(FLAGS, {}, 'nowhere', { pi_name: 'Kim' }).answers).toEqual({});
  });
});
