import { hashPassword } from '../../server/auth/passwords';

/**
 * A password's hash, made once per password for the whole test file: scrypt takes ~85 ms by design,
 * and a file makes many users with the same few passwords. Each is still a real scrypt hash that
 * signing in checks in full.
 */
const hashes = new Map<string, Promise<string>>();
export function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}
