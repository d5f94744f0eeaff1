import { randomBytes, scryptSync } from 'node:crypto';

/**
 * The scrypt cost of test accounts' hashes: N=2^10 instead of the server's 2^15. A hash is stored as
 * `scrypt$N$r$p$salt$key` and `verifyPassword` reads the cost from the hash, so signing in to a test
 * account runs the same code and checks a real scrypt hash in full, in about 1 ms instead of ~85
 * (a test signs in several accounts, and a run signs in over a thousand). The server's own cost is
 * what every account made through the app gets (sign-up, npm run user:create), and
 * test/unit/passwords.test.ts checks it.
 */
const TEST_COST = { N: 1024, r: 8, p: 1 };

/** A hash of the password at the test cost, made once per password for the whole test file. */
const hashes = new Map<string, Promise<string>>();
export function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 32, TEST_COST);
    hashes.set(password, (hash = Promise.resolve(['scrypt', TEST_COST.N, TEST_COST.r, TEST_COST.p, salt.toString('base64url'), key.toString('base64url')].join('$'))));
  }
  return hash;
}
