import { describe, expect, it } from '@jest/globals';
import { applyingForText } from '../../shared/applying-for';

describe('applyingForText', () => {
  it('names the period, its property and its dates in the sentence format', () => {
    expect(applyingForText({ property: 'North Hall', period: { name: 'Fall 2027', start_date: '2027-08-20', end_date: '2028-05-15' } })).toBe(
      'Applying for Fall 2027 at North Hall (Aug 20, 2027 – May 15, 2028)',
    );
  });

  it('names the property alone when no period was chosen', () => {
    expect(applyingForText({ property: 'North Hall', period: null })).toBe('Applying to North Hall');
  });
});
