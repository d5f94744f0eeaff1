import type { AlertGroup, Glance } from '../../../shared/alerts/alert-types';
import { getJson } from '../../api/http';

const chosen = (propertyIds: readonly number[]) => `?property=${propertyIds.join(',')}`;

/** The Alerts screen's calls (`/api/manager/alerts/`), for the chosen properties. */
export const alertsApi = {
  list: (propertyIds: readonly number[], signal?: AbortSignal) => getJson<AlertGroup[]>(`/api/manager/alerts/${chosen(propertyIds)}`, signal),
  glance: (propertyIds: readonly number[], signal?: AbortSignal) => getJson<Glance>(`/api/manager/alerts/glance/${chosen(propertyIds)}`, signal),
};
