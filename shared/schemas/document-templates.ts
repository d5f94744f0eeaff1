import { z } from '../zod';
import { DocumentBodySchema } from '../documents/schema';
import { DOCUMENT_TYPES } from '../documents/types';
import { DOCUMENT_MESSAGES } from '../messages';
import { acceptingReadOnly } from '../read-only-keys';
import type { ContentBlock, DocumentTemplate } from '../types/documents';
import { versionField } from './version';

const templateName = z.string({ error: DOCUMENT_MESSAGES.nameRequired }).trim().min(1, { error: DOCUMENT_MESSAGES.nameRequired }).max(200);
const subject = z.string().max(5_000);

/** `POST /api/document-templates/` (the New Document Template dialog). */
export const CreateTemplateSchema = z.strictObject({
  name: templateName,
  type: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_MESSAGES.typeRequired }),
  subject: subject.optional(),
  body: DocumentBodySchema.optional(),
});

/** `PATCH /api/document-templates/{id}/` (the editor's Save). */
export const UpdateTemplateSchema = z.strictObject({ name: templateName.optional(), subject: subject.optional(), body: DocumentBodySchema.optional(), version: versionField });
/** The same, also taking back the template as `GET` answered it (the spec's update sends "the template"); its type and approval are ignored. */
export const UpdateTemplateAsLoaded = acceptingReadOnly<DocumentTemplate>()(UpdateTemplateSchema, ['id', 'type', 'approved', 'approved_by', 'approved_at', 'created_by', 'created_at']);

/** `POST /api/document-templates/{id}/clone/`. */
export const CloneTemplateSchema = z.strictObject({ name: templateName });

const blockName = z.string({ error: DOCUMENT_MESSAGES.blockNameRequired }).trim().min(1, { error: DOCUMENT_MESSAGES.blockNameRequired }).max(200);

/** `POST /api/content-blocks/` and `PATCH /api/content-blocks/{id}/`. */
export const ContentBlockSchema = z.strictObject({ name: blockName, body: DocumentBodySchema });
export const ContentBlockUpdateSchema = z.strictObject({ name: blockName.optional(), body: DocumentBodySchema.optional(), version: versionField });
/** The same, also taking back the block as it was listed. */
export const ContentBlockUpdateAsLoaded = acceptingReadOnly<ContentBlock>()(ContentBlockUpdateSchema, ['id', 'created_at', 'updated_at']);

export type TemplateFields = { name?: string; subject?: string; body?: z.infer<typeof DocumentBodySchema> };
