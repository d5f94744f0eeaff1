import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, dataKeyFile, type Config } from '../../config';
import type { Db } from '../../db/database';
import { findEncryptedAnswer } from '../../queries/rental-applications';
import { findSystemSetting, insertSystemSettingOnce } from '../../queries/system-settings';
import { keyOpens, keyOpensCheck, makeKeyCheck } from '../../security/data-encryption';

/** The system setting holding the key check. */
export const DATA_KEY_CHECK = 'data_key_check';

type KeySource = Pick<Config, 'databasePath' | 'dataEncryptionKey' | 'dataKeyOrigin'>;

/** Why the server does not start with this key: which key it expected, and where. */
export function dataKeyRefusal({ databasePath, dataKeyOrigin }: Pick<KeySource, 'databasePath' | 'dataKeyOrigin'>): string {
  const file = dataKeyFile(databasePath);
  const given = {
    env: 'were encrypted with a different key than the one set in DATA_ENCRYPTION_KEY.',
    file: `were encrypted with a different key than the one in ${file}.`,
    new: `were encrypted with a key that is missing: ${file} does not exist and DATA_ENCRYPTION_KEY is not set (no new key was generated).`,
  }[dataKeyOrigin];
  return (
    `Data encryption key: the identity numbers stored in ${databasePath} ${given} ` +
    `Expected: the key they were encrypted with, in ${file} (a backup holds a generated key as data-encryption-key) or set in DATA_ENCRYPTION_KEY. ` +
    'The server does not start with another key: the stored numbers would be unreadable and new ones stored under a different key.'
  );
}

/** Keeps a newly generated key beside the database; if another process wrote one meanwhile, that one is used. */
function keepNewKey(databasePath: string, key: Buffer): Buffer {
  const file = dataKeyFile(databasePath);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  }
}

/**
 * At start, before anything is encrypted: the key must open the key check stored with the data.
 * A database without a check gets one: from its key when it holds no encrypted value (a new key is
 * only now written to its file), or once the key opens one of its stored values (installs from
 * before the check). Any other key stops the start with dataKeyRefusal (a ConfigError). Returns
 * the key to use.
 */
export async function settleDataKey(db: Db, source: KeySource): Promise<Buffer> {
  let key = source.dataEncryptionKey;
  const check = await findSystemSetting(db, DATA_KEY_CHECK);
  if (check !== undefined) {
    if (!keyOpensCheck(key, check)) throw new ConfigError(dataKeyRefusal(source));
    return key;
  }
  const stored = await findEncryptedAnswer(db);
  if (stored !== undefined && !keyOpens(key, stored)) throw new ConfigError(dataKeyRefusal(source));
  if (stored === undefined && source.dataKeyOrigin === 'new') key = keepNewKey(source.databasePath, key);
  await insertSystemSettingOnce(db, DATA_KEY_CHECK, makeKeyCheck(key));
  // Another process starting at the same moment may have stored its check first.
  if (!keyOpensCheck(key, (await findSystemSetting(db, DATA_KEY_CHECK))!)) throw new ConfigError(dataKeyRefusal(source));
  return key;
}
