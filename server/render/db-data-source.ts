import type { PublicDataSource } from '../../client/public/data-source';
import type { Db } from '../db/database';
import { getHomePageData, getPropertyPageData, getPublicOrganization } from '../services/public-site';

/** The server's data source for the public routes: straight from the database. */
export function dbDataSource(db: Db): PublicDataSource {
  return {
    organization: () => getPublicOrganization(db),
    home: () => getHomePageData(db),
    property: (id) => getPropertyPageData(db, id),
  };
}
