import type { PublicDataSource } from '../../client/public/data-source.server';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { oneTimeLinkIsValid } from '../queries/one-time-links';
import { findVanityProperty } from '../queries/vanity-hosts';
import { getStudentApplication, getStudentApplicationStatuses } from '../services/student-application-pages';
import { getStudentArea } from '../services/student-area';
import { getHomePageData, getPublicOrganization } from '../services/company-pages';
import { getPropertyPageData } from '../services/property-pages';

/** The server's data source for the public routes: straight from the database. */
export function dbDataSource(db: Db, logger: Logger, mapStyleUrl: string | null, dataEncryptionKey: Buffer): PublicDataSource {
  const logBlockError = (err: unknown) => logger.error({ err }, 'a page block failed to load');
  return {
    organization: () => getPublicOrganization(db),
    home: (organizationId) => getHomePageData(db, organizationId, logBlockError),
    property: (organizationId, id) => getPropertyPageData(db, organizationId, id, mapStyleUrl, logBlockError),
    vanityProperty: (host) => findVanityProperty(db, host),
    studentArea: (userId) => getStudentArea(db, userId),
    studentApplications: (userId) => getStudentApplicationStatuses(db, userId),
    studentApplication: (userId, id) => getStudentApplication(db, dataEncryptionKey, userId, id),
    linkValid: (purpose, token) => oneTimeLinkIsValid(db, purpose, token),
  };
}
