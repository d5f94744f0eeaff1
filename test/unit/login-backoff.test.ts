import { describe, expect, it } from '@jest/globals';
import { afterFailure, waitMs } from '../../server/auth/login-backoff';
import type { LoginFailures } from '../../server/queries/rate-limits';

const settings = { freeFailures: 3, baseLockMs: 1000, maxLockMs: 10_000, forgetAfterMs: 60_000 };

/** The key's entry after failures at each of `times`. */
const failAt = (times: number[], start?: LoginFailures) => times.reduce<LoginFailures | undefined>((entry, now) => afterFailure(entry, now, settings), start);

describe('the sign-in backoff', () => {
  it('locks after the free failures and doubles the lock with each further failure, up to the maximum', () => {
    const waits: number[] = [];
    let entry: LoginFailures | undefined;
    for (let i = 0; i < 8; i++) {
      entry = afterFailure(entry, 0, settings);
      waits.push(waitMs(entry, 0, settings));
    }
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(waitMs(undefined, 0, settings)).toBe(0);
  });

  it('forgets a key after a quiet window', () => {
    const locked = failAt([0, 0, 0, 0]);
    expect(waitMs(locked, 1000, settings)).toBe(1000);
    const longer = failAt([2000], locked);
    expect(waitMs(longer, 2000, settings)).toBe(4000);
    expect(waitMs(longer, 2000 + 4000 + 60_001, settings)).toBe(0);
    // A failure after the quiet window is the first again.
    expect(failAt([70_000], longer)).toEqual({ failures: 1, last_failure_at: 70_000, locked_until: 0 });
  });
});
