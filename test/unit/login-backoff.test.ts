import { describe, expect, it } from '@jest/globals';
import { LoginBackoff } from '../../server/auth/login-backoff';

const settings = { freeFailures: 3, baseLockMs: 1000, maxLockMs: 10_000, forgetAfterMs: 60_000, maxKeys: 3 };

describe('LoginBackoff', () => {
  it('locks after the free failures and doubles the lock with each further failure, up to the maximum', () => {
    const backoff = new LoginBackoff(settings);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      backoff.failed('a', 0);
      waits.push(backoff.waitMs('a', 0));
    }
    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(backoff.waitMs('b', 0)).toBe(0);
  });

  it('forgets a key after a quiet window and on success', () => {
    const backoff = new LoginBackoff(settings);
    for (let i = 0; i < 4; i++) backoff.failed('a', 0);
    expect(backoff.waitMs('a', 1000)).toBe(1000);
    backoff.failed('a', 2000);
    expect(backoff.waitMs('a', 2000)).toBe(4000);
    expect(backoff.waitMs('a', 2000 + 4000 + 60_001)).toBe(0);
    backoff.failed('a', 70_000);
    expect(backoff.waitMs('a', 70_000)).toBe(0);
    for (let i = 0; i < 5; i++) backoff.failed('b', 0);
    backoff.succeeded('b');
    expect(backoff.waitMs('b', 0)).toBe(0);
  });

  it('keeps at most maxKeys keys, forgetting the least recently failed first', () => {
    const backoff = new LoginBackoff(settings);
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 3; i++) backoff.failed(key, 0);
    backoff.failed('a', 1);
    backoff.failed('d', 1);
    expect(backoff.waitMs('b', 1)).toBe(0);
    expect(backoff.waitMs('a', 1)).toBeGreaterThan(0);
    expect(backoff.waitMs('c', 1)).toBeGreaterThan(0);
  });
});
