import { afterAll, expect, it } from '@jest/globals';
import { openDatabase } from '../../server/db/database';
import { countHitQuery } from '../../server/queries/rate-limits';

const db = openDatabase(':memory:');
afterAll(() => db.destroy());

it('counts a hit with the same SQL at every moment, every value a parameter (so the statement stays prepared)', () => {
  const first = countHitQuery(db, 'login:1.2.3.4', 1_796_021_428_546, 60_000).compile();
  const later = countHitQuery(db, 'contact:5.6.7.8', 1_796_021_499_000, 3_600_000).compile();
  expect(later.sql).toBe(first.sql);
  expect(first.sql).not.toMatch(/\d{6,}/);
  expect(first.parameters).toEqual(expect.arrayContaining([1_796_021_428_546, 1_796_021_488_546]));
});
