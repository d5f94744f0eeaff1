import type { z } from 'zod';
import type { LayoutCreateSchema, LayoutUpdateSchema } from '../../../shared/layouts/schema';
import type { Layout, LayoutImportAnswer } from '../../../shared/layouts/types';
import { getJson, requestJson } from '../../api/http';
import { formData, sendForm, type Progress } from '../../api/send-form';

export type { Layout };

type LayoutBody = z.input<typeof LayoutCreateSchema>;
type LayoutPatch = z.input<typeof LayoutUpdateSchema>;

/** The layouts screen's calls, one function each (bodies as the shared schemas take them). */
export const layoutsApi = {
  /** The beds of these properties; none chosen is an empty list (no call). */
  list: (propertyIds: readonly number[], signal?: AbortSignal) =>
    propertyIds.length ? getJson<Layout[]>(`/api/layouts/?property=${propertyIds.join(',')}`, signal) : Promise.resolve([] as Layout[]),
  create: (body: LayoutBody) => requestJson<Layout>('POST', '/api/layouts/', body),
  update: (id: number, body: LayoutPatch) => requestJson<Layout>('PATCH', `/api/layouts/${id}/`, body),
  remove: (id: number) => requestJson<null>('DELETE', `/api/layouts/${id}/`),
  /** Uploads a CSV of beds for one property (all rows or none go in); reports upload progress. */
  importCsv: (propertyId: number, file: File, onProgress?: Progress) => sendForm<LayoutImportAnswer>('POST', '/api/layouts/import/', formData({ property_id: propertyId, file }), onProgress),
};
