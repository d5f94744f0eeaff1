import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { ConfigError, dataKeyFile, loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { encryptText } from '../../server/security/data-encryption';
import { DATA_KEY_CHECK, dataKeyRefusal, settleDataKey } from '../../server/services/system/data-key';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';

const opened: { db: Db; dir: string }[] = [];
afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A migrated database in a new folder, and the environment that points at it. */
async function install() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'data-key-'));
  const env = { DATABASE_PATH: path.join(dir, 'app.db'), UPLOADS_DIR: path.join(dir, 'uploads'), SESSION_SECRET: 'x'.repeat(40) };
  const db = openDatabase(env.DATABASE_PATH);
  await migrateToLatest(db);
  opened.push({ db, dir });
  return { db, env, keyFile: dataKeyFile(env.DATABASE_PATH) };
}

const checkOf = async (db: Db) => (await db.selectFrom('system_settings').select('value').where('name', '=', DATA_KEY_CHECK).executeTakeFirst())?.value;

/** An application holding an identity number encrypted with the key, as installs from before the key check have. */
async function storeEncryptedAnswer(db: Db, key: Buffer) {
  const org = await buildOrganization(db);
  const property = await buildProperty(db, org.id);
  const user = await buildUser(db, 'student');
  const request = await db.insertInto('reservation_requests').values({ user_id: user.id, organization_id: org.id, property_id: property.id }).returning('id').executeTakeFirstOrThrow();
  const answers = JSON.stringify({ pi_name: 'Ana', pi_social_security_number: encryptText(key, '123-45-6789') });
  await db.insertInto('rental_applications').values({ organization_id: org.id, user_id: user.id, reservation_request_id: request.id, answers }).execute();
}

const refusal = async (db: Db, env: Record<string, string>): Promise<string> => {
  try {
    await settleDataKey(db, loadConfig(env));
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the key was accepted');
};

describe('the data encryption key at start', () => {
  it('is generated for a new install, kept beside the database (owner-only) with a key check in the data, and read back the next time', async () => {
    const { db, env, keyFile } = await install();
    const config = loadConfig(env);
    expect(config.dataKeyOrigin).toBe('new');
    // Reading the configuration writes nothing: the data decides whether a new key may be kept.
    expect(existsSync(keyFile)).toBe(false);
    const key = await settleDataKey(db, config);
    expect(key.equals(config.dataEncryptionKey)).toBe(true);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(key.toString('hex'));
    const again = loadConfig(env);
    expect(again.dataKeyOrigin).toBe('file');
    expect((await settleDataKey(db, again)).equals(key)).toBe(true);
  });

  it('keeps a key check that is neither the key nor a plain hash of it', async () => {
    const { db, env } = await install();
    const key = await settleDataKey(db, loadConfig(env));
    const check = (await checkOf(db))!;
    expect(check).toMatch(/^v1:/);
    for (const form of [key.toString('hex'), key.toString('base64url'), createHash('sha256').update(key).digest('hex'), createHash('sha256').update(key).digest('base64url')]) {
      expect(check).not.toContain(form);
    }
  });

  it('refuses to start when the key file is missing after data was stored, and generates none', async () => {
    const { db, env, keyFile } = await install();
    await settleDataKey(db, loadConfig(env));
    rmSync(keyFile);
    const message = await refusal(db, env);
    expect(message).toBe(dataKeyRefusal({ databasePath: env.DATABASE_PATH, dataKeyOrigin: 'new' }));
    expect(message).toContain(`were encrypted with a key that is missing: ${keyFile} does not exist and DATA_ENCRYPTION_KEY is not set`);
    expect(message).toContain(`Expected: the key they were encrypted with, in ${keyFile}`);
    expect(existsSync(keyFile)).toBe(false);
  });

  it('refuses a DATA_ENCRYPTION_KEY, or a key file, that differs from the key the data was encrypted with', async () => {
    const { db, env, keyFile } = await install();
    const key = await settleDataKey(db, loadConfig(env));
    const other = randomBytes(32).toString('hex');
    expect(await refusal(db, { ...env, DATA_ENCRYPTION_KEY: other })).toContain('were encrypted with a different key than the one set in DATA_ENCRYPTION_KEY. Expected: the key they were encrypted with');
    writeFileSync(keyFile, other + '\n');
    expect(await refusal(db, env)).toContain(`were encrypted with a different key than the one in ${keyFile}.`);
    // The right key set in the environment opens it, whatever the file holds.
    expect((await settleDataKey(db, loadConfig({ ...env, DATA_ENCRYPTION_KEY: key.toString('hex') }))).equals(key)).toBe(true);
  });

  it('gives an install from before the key check its check once its key opens a stored number, and refuses one that does not', async () => {
    const { db, env, keyFile } = await install();
    const key = randomBytes(32);
    await storeEncryptedAnswer(db, key);
    // Restored without its key file: no new key, no check.
    expect(await refusal(db, env)).toContain('were encrypted with a key that is missing');
    expect(existsSync(keyFile)).toBe(false);
    expect(await refusal(db, { ...env, DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') })).toContain('than the one set in DATA_ENCRYPTION_KEY');
    expect(await checkOf(db)).toBeUndefined();
    writeFileSync(keyFile, key.toString('hex') + '\n', { mode: 0o600 });
    expect((await settleDataKey(db, loadConfig(env))).equals(key)).toBe(true);
    expect(await checkOf(db)).toMatch(/^v1:/);
    expect(await refusal(db, { ...env, DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') })).toContain('than the one set in DATA_ENCRYPTION_KEY');
  });

  it('refuses a key file that holds no key', async () => {
    const { env, keyFile } = await install();
    writeFileSync(keyFile, 'not a key\n');
    expect(() => loadConfig(env)).toThrow(`DATA_ENCRYPTION_KEY: ${keyFile} does not hold a data encryption key`);
  });
});
