import type { PublicDataSource } from '../../client/public/data-source.server';
import type { PublicOrganization } from '../../shared/types/public';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { contentVersion } from '../queries/content-version';
import { oneTimeLinkIsValid } from '../queries/one-time-links';
import { findVanityProperty } from '../queries/vanity-hosts';
import { getStudentApplication, getStudentApplicationStatuses } from '../services/student-application-pages';
import { getStudentArea } from '../services/student-area';
import { getHomePageData, getPublicOrganization } from '../services/company-pages';
import { getPropertyPageData } from '../services/property-pages';

/**
 * The company every public page shows (header, footer, menus), read once per content version: any
 * write to public content moves the version on, and the next page reads it again.
 */
function organizationPerVersion(db: Db): () => Promise<PublicOrganization | null> {
  let held: { version: number; organization: Promise<PublicOrganization | null> } | null = null;
  return async () => {
    const version = await contentVersion(db);
    if (held?.version !== version) {
      const organization = getPublicOrganization(db);
      held = { version, organization };
      // A failed read is not kept: the next page tries again.
      organization.catch(() => {
        if (held?.organization === organization) held = null;
      });
    }
    return held.organization;
  };
}

/** The server's data source for the public routes: straight from the database. */
export function dbDataSource(db: Db, logger: Logger, mapStyleUrl: string | null, dataEncryptionKey: Buffer): PublicDataSource {
  const logBlockError = (err: unknown) => logger.error({ err }, 'a page block failed to load');
  return {
    organization: organizationPerVersion(db),
    home: (organizationId) => getHomePageData(db, organizationId, logBlockError),
    property: (organizationId, id) => getPropertyPageData(db, organizationId, id, mapStyleUrl, logBlockError),
    vanityProperty: (host) => findVanityProperty(db, host),
    studentArea: (userId) => getStudentArea(db, userId),
    studentApplications: (userId) => getStudentApplicationStatuses(db, userId),
    studentApplication: (userId, id) => getStudentApplication(db, dataEncryptionKey, userId, id),
    linkValid: (purpose, token) => oneTimeLinkIsValid(db, purpose, token),
  };
}
