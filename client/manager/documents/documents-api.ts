import type { z } from 'zod';
import type { CloneTemplateSchema, ContentBlockSchema, ContentBlockUpdateSchema, CreateTemplateSchema, UpdateTemplateSchema } from '../../../shared/schemas/document-templates';
import type { ContentBlock, DocumentTemplate, DocumentTemplateRow } from '../../../shared/types/documents';
import type { VariableKey } from '../../../shared/documents/variables';
import { getJson, requestJson } from '../../api/http';

/** The document templates' and content blocks' calls, one function each (bodies as the server's schemas take them). */
export const documentsApi = {
  templates: (signal?: AbortSignal) => getJson<DocumentTemplateRow[]>('/api/document-templates/', signal),
  template: (id: number, signal?: AbortSignal) => getJson<DocumentTemplate>(`/api/document-templates/${id}/`, signal),
  createTemplate: (body: z.input<typeof CreateTemplateSchema>) => requestJson<DocumentTemplate>('POST', '/api/document-templates/', body),
  updateTemplate: (id: number, body: z.input<typeof UpdateTemplateSchema>) => requestJson<DocumentTemplate>('PATCH', `/api/document-templates/${id}/`, body),
  cloneTemplate: (id: number, body: z.input<typeof CloneTemplateSchema>) => requestJson<DocumentTemplate>('POST', `/api/document-templates/${id}/clone/`, body),
  approveTemplate: (id: number) => requestJson<DocumentTemplate>('POST', `/api/document-templates/${id}/approve/`),
  variables: () => getJson<Record<VariableKey, string>>('/api/messages/variables'),
  contentBlocks: (signal?: AbortSignal) => getJson<ContentBlock[]>('/api/content-blocks/', signal),
  createContentBlock: (body: z.input<typeof ContentBlockSchema>) => requestJson<ContentBlock>('POST', '/api/content-blocks/', body),
  updateContentBlock: (id: number, body: z.input<typeof ContentBlockUpdateSchema>) => requestJson<ContentBlock>('PATCH', `/api/content-blocks/${id}/`, body),
  deleteContentBlock: (id: number) => requestJson<null>('DELETE', `/api/content-blocks/${id}/`),
};
