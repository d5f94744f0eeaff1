import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, dataKeyFile, loadConfig } from '../../server/config';
import { decryptText, encryptText, maskSecret } from '../../server/security/data-encryption';

const key = randomBytes(32);

describe('identity numbers at rest', () => {
  it('round-trips, with a fresh IV each time, and never holds the plain text', () => {
    const a = encryptText(key, '123-45-6789');
    const b = encryptText(key, '123-45-6789');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('6789');
    expect(decryptText(key, a)).toBe('123-45-6789');
  });

  it('refuses a tampered value, another key and a plain value', () => {
    const stored = encryptText(key, 'X1234567');
    const raw = Buffer.from(stored.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => decryptText(key, `v1:${raw.toString('base64url')}`)).toThrow();
    expect(() => decryptText(randomBytes(32), stored)).toThrow();
    expect(() => decryptText(key, 'X1234567')).toThrow();
  });

  it('masks all but the last four letters or digits', () => {
    expect(maskSecret('123-45-6789')).toBe('•••• 6789');
    expect(maskSecret('X12')).toBe('•••• X12');
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  const base = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'key-'));
    return { DATABASE_PATH: path.join(dir, 'app.db'), SESSION_SECRET: 'x'.repeat(40) };
  };

  // Generating, keeping and checking the key against the data: test/api/data-key.test.ts.
  it('takes 64 hex digits or base64 from the environment, and refuses anything else', () => {
    const hex = randomBytes(32);
    expect(loadConfig({ ...base(), DATA_ENCRYPTION_KEY: hex.toString('hex') }).dataEncryptionKey.equals(hex)).toBe(true);
    expect(loadConfig({ ...base(), DATA_ENCRYPTION_KEY: hex.toString('base64') }).dataEncryptionKey.equals(hex)).toBe(true);
    expect(() => loadConfig({ ...base(), DATA_ENCRYPTION_KEY: 'too-short' })).toThrow(ConfigError);
  });

  it('is not written by reading the configuration when unset: a new key waits for the data (settleDataKey)', () => {
    const env = base();
    const config = loadConfig(env);
    expect({ origin: config.dataKeyOrigin, length: config.dataEncryptionKey.length }).toEqual({ origin: 'new', length: 32 });
    expect(existsSync(dataKeyFile(path.resolve(env.DATABASE_PATH)))).toBe(false);
  });
});
