import type { SigningState } from '../../shared/leases/signing-types';
import { getJson, requestJson } from '../api/http';

/** The ceremony's calls under one base: `/api/leases/{id}/signing` (tenant, landlord) or `/api/sign/{token}` (guarantor). Each answers the new state. */
export function signingApi(base: string) {
  return {
    state: (signal?: AbortSignal) => getJson<SigningState>(`${base}/`, signal),
    consent: () => requestJson<SigningState>('POST', `${base}/consent/`),
    /** A signature or initials slot takes the adopted image; a date slot takes nothing (the server dates it). */
    apply: (slotId: number, image: string | null) => requestJson<SigningState>('PUT', `${base}/slots/${slotId}/`, image ? { image } : {}),
    complete: () => requestJson<SigningState>('POST', `${base}/complete/`),
    decline: (reason: string) => requestJson<SigningState>('POST', `${base}/decline/`, { reason }),
  };
}

export type SigningApi = ReturnType<typeof signingApi>;
