import type { RentalApplicationUpdate } from '../../../shared/rental-application/schema';
import type { RentalApplicationSettings } from '../../../shared/rental-application/types';
import { getJson, requestJson } from '../../api/http';

/** The rental application settings screen's calls (`/api/rental-application/`), loaded and saved whole. */
export const rentalApplicationApi = {
  get: (signal?: AbortSignal) => getJson<RentalApplicationSettings>('/api/rental-application/', signal),
  update: (body: RentalApplicationUpdate) => requestJson<RentalApplicationSettings>('PUT', '/api/rental-application/', body),
};
