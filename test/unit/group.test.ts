import { describe, expect, it } from '@jest/globals';
import { pushTo } from '../../shared/group';

describe('pushTo', () => {
  it('groups values under their keys in the order they come', () => {
    const groups = new Map<number, string[]>();
    for (const [k, v] of [[1, 'a'], [2, 'b'], [1, 'c']] as const) pushTo(groups, k, v);
    expect([...groups]).toEqual([[1, ['a', 'c']], [2, ['b']]]);
  });
});
