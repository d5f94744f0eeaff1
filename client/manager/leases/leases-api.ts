import type { z } from '../../../shared/zod';
import type { AssignBedSchema, VoidLeaseSchema } from '../../../shared/leases/lease-schema';
import type { FreeBed, Lease, LeaseHistoryEvent } from '../../../shared/leases/lease-types';
import { getJson, requestJson } from '../../api/http';

const documentPath = (leaseId: number, documentId: number) => `/api/leases/${leaseId}/documents/${documentId}`;

/** The managers' calls for leases (`/api/leases/`). */
export const leasesApi = {
  list: (signal?: AbortSignal) => getJson<Lease[]>('/api/leases/', signal),
  /** An application's leases, newest change first: its live one, and those voided. */
  ofApplication: (applicationId: number, signal?: AbortSignal) => getJson<Lease[]>(`/api/leases/?application=${applicationId}`, signal),
  one: (id: number, signal?: AbortSignal) => getJson<Lease>(`/api/leases/${id}/`, signal),
  history: (id: number, signal?: AbortSignal) => getJson<LeaseHistoryEvent[]>(`/api/leases/${id}/history/`, signal),
  freeBeds: (applicationId: number, signal?: AbortSignal) => getJson<FreeBed[]>(`/api/leases/free-beds/?application=${applicationId}`, signal),
  assign: (body: z.output<typeof AssignBedSchema>) => requestJson<Lease>('POST', '/api/leases/', body),
  /** Ends the guarantor's signing link and mails them a new one. */
  guarantorLink: (id: number) => requestJson<Lease>('POST', `/api/leases/${id}/guarantor-link/`),
  /** The landlord's signing ceremony's API base. */
  signingBase: (id: number) => `/api/leases/${id}/signing`,
  /** Runs the execution of a lease signed by everyone again (after it could not be finalized): the executed lease, or a 409 with the reason. */
  retryExecution: (id: number) => requestJson<Lease>('POST', `/api/leases/${id}/execute/`),
  void: (id: number, body: z.output<typeof VoidLeaseSchema>) => requestJson<Lease>('POST', `/api/leases/${id}/void/`, body),
  /** The document's snapshot as a page of its own, and its PDF (a download). */
  documentHtml: (leaseId: number, documentId: number) => `${documentPath(leaseId, documentId)}/html/`,
  documentPdf: (leaseId: number, documentId: number) => `${documentPath(leaseId, documentId)}/pdf/`,
};
