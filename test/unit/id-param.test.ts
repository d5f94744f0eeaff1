import { describe, expect, it } from '@jest/globals';
import { idParam } from '../../shared/schemas/common';

describe('idParam', () => {
  it('takes plain positive whole numbers, as digits or as numbers', () => {
    for (const [value, id] of [['1', 1], ['42', 42], ['9007199254740991', Number.MAX_SAFE_INTEGER], [7, 7]] as const) expect(idParam.parse(value)).toBe(id);
  });

  it("refuses every other notation with 'A whole number is expected.'", () => {
    for (const value of ['0x1', ' 1', '1 ', '+1', '-1', '0', '01', '1e3', '1.0', '1.5', 'abc', '', '9007199254740992', '99999999999999999', 0, -3, 1.5, null, undefined]) {
      const result = idParam.safeParse(value);
      expect({ value, success: result.success, messages: result.error?.issues.map((i) => i.message) }).toEqual({ value, success: false, messages: ['A whole number is expected.'] });
    }
  });
});
