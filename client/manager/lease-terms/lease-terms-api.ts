import type { LeaseTerms, LeaseTermsInput } from '../../../shared/lease-terms/schema';
import { getJson, requestJson } from '../../api/http';

/** The Lease Terms screen's calls (`/api/lease-terms/`), loaded and saved whole. */
export const leaseTermsApi = {
  get: (signal?: AbortSignal) => getJson<LeaseTerms>('/api/lease-terms/', signal),
  save: (body: LeaseTermsInput) => requestJson<LeaseTerms>('PUT', '/api/lease-terms/', body),
};
