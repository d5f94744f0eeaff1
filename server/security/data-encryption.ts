import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A version prefix, so the format (or the key) can change while older values stay readable. */
export const ENCRYPTED_PREFIX = 'v1:';
const PREFIX = ENCRYPTED_PREFIX;

/**
 * Identity numbers at rest (social security, passport or visa): AES-256-GCM with a fresh IV per
 * value, stored as `v1:` + base64url(iv | tag | ciphertext). The tag makes a tampered or
 * wrongly-keyed value fail loudly instead of decrypting to garbage.
 */
export function encryptText(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptText(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) throw new Error('Not an encrypted value');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** '•••• 6789': what managers see until they ask to reveal the number. */
export function maskSecret(plain: string): string {
  const visible = plain.replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return `•••• ${visible}`;
}

/** What a key check encrypts: a stored check that opens to this text proves the key is the data's. */
const KEY_CHECK_TEXT = 'student-leasing data encryption key check';

/** A key check to keep with the data: AES-256-GCM of a known text (never the key or a plain hash of it). */
export function makeKeyCheck(key: Buffer): string {
  return encryptText(key, KEY_CHECK_TEXT);
}

/** Whether the key opens a stored value (and, when given, finds this text in it). */
export function keyOpens(key: Buffer, stored: string, expected?: string): boolean {
  try {
    const plain = decryptText(key, stored);
    return expected === undefined || plain === expected;
  } catch {
    return false;
  }
}

export const keyOpensCheck = (key: Buffer, check: string): boolean => keyOpens(key, check, KEY_CHECK_TEXT);
