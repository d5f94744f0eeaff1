import { describe, expect, it } from '@jest/globals';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../server/auth/passwords';
import { hashSecret, newSecret } from '../../server/ground/secrets';
import { MESSAGES } from '../../shared/messages';
import { passwordProblem } from '../../shared/password-rules';
import { hashOnce } from '../helpers/password-hash';

describe('password hashing', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = await hashPassword('Secret-password-1');
    const b = await hashPassword('Secret-password-1');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret-password-1', a)).toBe(true);
    expect(await verifyPassword('secret-password-1', a)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'garbage')).toBe(false);
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
  });

  it('verifies at the cost written in the hash (test accounts use a lower one: test/helpers/password-hash.ts)', async () => {
    const cheap = await hashOnce('Secret-password-1');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Secret-password-1', cheap)).toBe(true);
    expect(await verifyPassword('Secret-password-2', cheap)).toBe(false);
  });
});

describe('password rules', () => {
  it('answers the spec messages', () => {
    expect(passwordProblem('Ab1')).toBe(MESSAGES.passwordMin);
    expect(passwordProblem('alllowercase')).toBe(MESSAGES.passwordCase);
    expect(passwordProblem('ALLUPPERCASE')).toBe(MESSAGES.passwordCase);
    expect(passwordProblem('MixedCase')).toBeNull();
  });
});

describe('secrets', () => {
  it('are random and stored as a stable hash', () => {
    const a = newSecret();
    expect(a).not.toBe(newSecret());
    expect(hashSecret(a)).toBe(hashSecret(a));
    expect(hashSecret(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
