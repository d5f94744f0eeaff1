import { createHash, randomBytes } from 'node:crypto';

/** A random secret for API tokens and one-time links (32 bytes, base64url). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as SHA-256 hashes. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
