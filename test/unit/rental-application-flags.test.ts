import { describe, expect, it } from '@jest/globals';
import { askedWhenText, changedCount, flagsOf, followsAnOffQuestion, sectionCount, withSection } from '../../client/manager/rental-application/flags';
import { FLAG_KEYS, QUESTIONS, SECTIONS, defaultFlags } from '../../shared/rental-application/fields';

const section = (id: string) => SECTIONS.find((s) => s.id === id)!;

describe('the rental application settings form’s helpers', () => {
  it('reads every catalog flag of an answer as a boolean, leaving out the id and version', () => {
    const flags = flagsOf({ organization_id: 4, version: 7, ...defaultFlags(), pi_name: false });
    expect(Object.keys(flags)).toEqual(FLAG_KEYS);
    expect(flags).toEqual({ ...defaultFlags(), pi_name: false });
  });

  it('counts a section’s questions on, and switches a whole section on or off without touching the others', () => {
    const pets = section('pets');
    const off = withSection(defaultFlags(), pets, false);
    expect(sectionCount(pets, off)).toEqual({ on: 0, total: 8 });
    expect(changedCount(defaultFlags(), off)).toBe(8);
    expect(sectionCount(section('bio'), off)).toEqual(sectionCount(section('bio'), defaultFlags()));
    expect(sectionCount(pets, withSection(off, pets, true))).toEqual({ on: 8, total: 8 });
    expect(changedCount(defaultFlags(), withSection(off, pets, true))).toBe(0);
  });

  it('says when a follow-up is asked: after a yes, a no, or a choice', () => {
    expect(askedWhenText(QUESTIONS.get('th_eviction_explanation')!)).toBe('Asked when "Have you ever been evicted?" is Yes');
    expect(askedWhenText(QUESTIONS.get('pi_passport_or_visa_number')!)).toBe('Asked when "Are you a US citizen?" is No');
    expect(askedWhenText(QUESTIONS.get('ca_landlord_name')!)).toBe('Asked when "Rented or owned" is Rented');
    expect(askedWhenText(QUESTIONS.get('th_ever_evicted')!)).toBeNull();
  });

  it('knows a follow-up that is never asked because a question it follows is off, however far up', () => {
    const q = (key: string) => QUESTIONS.get(key)!;
    expect(followsAnOffQuestion(q('th_eviction_explanation'), defaultFlags())).toBe(false);
    expect(followsAnOffQuestion(q('th_eviction_explanation'), { ...defaultFlags(), th_ever_evicted: false })).toBe(true);
    expect(followsAnOffQuestion(q('th_ever_evicted'), { ...defaultFlags(), th_ever_evicted: false })).toBe(false);
    // Two steps: the passport problem follows the passport check, which follows citizenship.
    expect(followsAnOffQuestion(q('pi_bad_passport_or_visa_explanation'), { ...defaultFlags(), pi_is_us_citizen: false })).toBe(true);
  });
});
