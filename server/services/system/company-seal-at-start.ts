import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { findPublicOrganization } from '../../queries/organizations';
import { companySealFile, ensureCompanySeal } from '../../security/company-seal';

/**
 * At start, unless the operator brings a certificate (SIGNING_P12_PATH): the install's seal, made on
 * its first start for the company its site shows and kept beside the database, like the session
 * secret, so that it is in every backup from the first one on.
 */
export async function settleCompanySeal(db: Db, config: Pick<Config, 'databasePath' | 'signingP12Path'>, logger: Pick<Logger, 'info'>): Promise<void> {
  if (config.signingP12Path) return;
  const file = companySealFile(config.databasePath);
  const company = (await findPublicOrganization(db))?.name ?? '';
  const { made } = await ensureCompanySeal(file, company);
  if (made) logger.info({ file }, 'made the company seal (a signing key and its self-signed certificate) that seals executed leases');
}
