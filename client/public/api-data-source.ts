import type { PropertySummary } from '../../shared/types/public';
import { ApiError, getJson } from '../api/http';
import type { PublicDataSource } from './data-source';
import type { PublicOrganization } from '../../shared/types/public';

/** The browser's data source: the public read API. */
export const apiDataSource: PublicDataSource = {
  async organization() {
    const orgs = await getJson<PublicOrganization[]>('/api/organizations/');
    return orgs[0] ?? null;
  },
  async home() {
    return { properties: await getJson<PropertySummary[]>('/api/properties/') };
  },
  async property(id) {
    try {
      return { property: await getJson<PropertySummary>(`/api/properties/${id}/`) };
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
};
