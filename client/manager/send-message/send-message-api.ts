import type { BatchInput, BatchProgress, MessagePreview, RecipientList } from '../../../shared/notifications/types';
import { getJson, requestJson } from '../../api/http';

/** Whose message a preview fills: a tenant's (their lease) or an applicant's (their application). */
export type PreviewOf = { lease_id: number } | { application_id: number };

/** The Send message screen's calls (ADR 028). */
export const sendMessageApi = {
  recipients: (input: BatchInput, signal?: AbortSignal) => requestJson<RecipientList>('POST', '/api/messages/recipients/', input, signal),
  preview: (templateId: number, of: PreviewOf, signal?: AbortSignal) => requestJson<MessagePreview>('POST', '/api/messages/preview/', { template_id: templateId, ...of }, signal),
  send: (input: BatchInput) => requestJson<BatchProgress>('POST', '/api/messages/batches/', input),
  batch: (id: number, signal?: AbortSignal) => getJson<BatchProgress>(`/api/messages/batches/${id}/`, signal),
};
