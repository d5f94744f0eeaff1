import { z } from '../zod';
import { DocumentBodySchema } from '../documents/schema';
import { DOCUMENT_TYPES } from '../documents/types';
import { DOCUMENT_MESSAGES } from '../messages';
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

/** `POST /api/document-templates/{id}/clone/`. */
export const CloneTemplateSchema = z.strictObject({ name: templateName });

const blockName = z.string({ error: DOCUMENT_MESSAGES.blockNameRequired }).trim().min(1, { error: DOCUMENT_MESSAGES.blockNameRequired }).max(200);

/** `POST /api/content-blocks/` and `PATCH /api/content-blocks/{id}/`. */
export const ContentBlockSchema = z.strictObject({ name: blockName, body: DocumentBodySchema });
export const ContentBlockUpdateSchema = z.strictObject({ name: blockName.optional(), body: DocumentBodySchema.optional(), version: versionField });

export type TemplateFields = { name?: string; subject?: string; body?: z.infer<typeof DocumentBodySchema> };
