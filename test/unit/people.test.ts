import { describe, expect, it } from '@jest/globals';
import { fullAddress } from '../../shared/address';
import { copyrightYears, friendName, managerLabel, testimonialLimit } from '../../shared/people';
import { pageTitle } from '../../shared/page-title';

describe('display rules', () => {
  it('shows a friend as first name and last initial', () => {
    expect(friendName('Maya', 'rodriguez')).toBe('Maya R.');
    expect(friendName('Leo', '')).toBe('Leo');
  });

  it('caps testimonials at 6 on extra-small and 8 on small screens', () => {
    expect(testimonialLimit(375)).toBe(6);
    expect(testimonialLimit(700)).toBe(8);
    expect(testimonialLimit(1280)).toBe(Infinity);
  });

  it('runs the copyright from 2014 to the current year', () => {
    expect(copyrightYears(2026)).toBe('2014–2026');
    expect(copyrightYears(2014)).toBe('2014');
  });

  it('builds addresses and titles', () => {
    expect(fullAddress({ street: '1 A St', city: 'Austin', state: 'TX', code: '78705' })).toBe('1 A St, Austin, TX 78705');
    expect(fullAddress({ street: '', city: 'Austin', state: 'TX', code: '' })).toBe('Austin, TX');
    expect(pageTitle('Maple Hall')).toBe('Student Leasing - Maple Hall');
  });
});

describe('managerLabel', () => {
  it('shows the name, and the e-mail in parentheses only when present', () => {
    expect(managerLabel('Ana', 'Diaz', 'ana@maple.test')).toBe('Ana Diaz (ana@maple.test)');
    expect(managerLabel('Ana', 'Diaz', '')).toBe('Ana Diaz');
    expect(managerLabel('', '', 'desk@maple.test')).toBe('(desk@maple.test)');
    expect(managerLabel(' ', '', ' ')).toBe('');
  });
});
