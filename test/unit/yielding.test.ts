import { describe, expect, it } from '@jest/globals';
import { forEachYielding, SLICE_MS } from '../../server/ground/yielding';

/** Keeps the CPU busy for `ms`, as a slow check of one row would. */
const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('forEachYielding', () => {
  it('lets other work run between slices of a long loop, and none inside a short one', async () => {
    // Work of 64 items × SLICE_MS / 8 each spans several slices on any machine (a busier one only makes it longer).
    const turns: number[] = [];
    let done = 0;
    setImmediate(() => turns.push(done));
    await forEachYielding(Array.from({ length: 64 * 3 }), () => {
      busy(SLICE_MS / 8);
      done++;
    });
    expect(turns).toHaveLength(1);
    expect(turns[0]).toBeGreaterThan(0);
    expect(turns[0]).toBeLessThan(64 * 3);

    const none: number[] = [];
    let count = 0;
    setImmediate(() => none.push(count));
    await forEachYielding(Array.from({ length: 10 }), () => void count++);
    expect(none).toEqual([]);
  });

  it('stops when an item answers false', async () => {
    const seen: number[] = [];
    await forEachYielding([1, 2, 3, 4], (n) => (seen.push(n), n < 2));
    expect(seen).toEqual([1, 2]);
  });
});
