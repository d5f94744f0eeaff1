import type { SigningState } from '../../shared/leases/signing-types';
import { getJson, requestJson } from '../api/http';

/** The ceremony's calls under one base: `/api/leases/{id}/signing` (tenant, landlord) or `/api/sign/{token}` (guarantor). Each answers the new state. */
export function signingApi(base: string) {
  return {
    state: (signal?: AbortSignal) => getJson<SigningState>(`${base}/`, signal),
    consent: (signal?: AbortSignal) => requestJson<SigningState>('POST', `${base}/consent/`, undefined, signal),
    /** A signature or initials slot takes the adopted image; a date slot takes nothing (the server dates it). */
    apply: (slotId: number, image: string | null, signal?: AbortSignal) => requestJson<SigningState>('PUT', `${base}/slots/${slotId}/`, image ? { image } : {}, signal),
    complete: (signal?: AbortSignal) => requestJson<SigningState>('POST', `${base}/complete/`, undefined, signal),
    decline: (reason: string, signal?: AbortSignal) => requestJson<SigningState>('POST', `${base}/decline/`, { reason }, signal),
  };
}

export type SigningApi = ReturnType<typeof signingApi>;
