import type { Signer } from '../../shared/documents/signature-tags';
import type { DocNode } from '../../shared/documents/types';
import { parseSigningSigners } from '../../shared/leases/seats-to-sign';
import { DOCUMENT_MESSAGES } from '../../shared/messages';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import type { DocumentTemplatesTable } from '../db/schema';
import { HttpError } from '../ground/http-error';

const LIST_COLUMNS = ['id', 'name', 'type', 'approved', 'approved_by', 'approved_at', 'created_by', 'created_at'] as const;
const DETAIL_COLUMNS = [...LIST_COLUMNS, 'subject', 'body', 'signing_signers', 'version'] as const;

/** The company's templates, newest first. */
export async function listDocumentTemplates(db: Db, organizationId: number) {
  return db.selectFrom('document_templates').select(LIST_COLUMNS).where('organization_id', '=', organizationId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findDocumentTemplate(db: Db, id: number) {
  return db.selectFrom('document_templates').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

export type DocumentTemplateListRow = Awaited<ReturnType<typeof listDocumentTemplates>>[number];
export type DocumentTemplateRow = Awaited<ReturnType<typeof findDocumentTemplate>>;

type NewTemplate = Pick<DocumentTemplatesTable, 'organization_id' | 'name' | 'type' | 'body' | 'created_by_id'> & { subject: string; created_by: string; signing_signers: string };

export async function insertDocumentTemplate(db: Db, values: NewTemplate): Promise<number> {
  return insertedId(db, 'document_templates', values);
}

const unreadable = (template: { name: string }) => HttpError.detail(409, DOCUMENT_MESSAGES.unreadableBody(template.name));

/** A stored template's body; one that does not parse as a document (a corrupt body stored earlier) is refused by name (409). */
export function templateBody(template: { name: string; body: string }): DocNode {
  let body: unknown;
  try {
    body = JSON.parse(template.body);
  } catch {
    throw unreadable(template);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw unreadable(template);
  return body as DocNode;
}

/**
 * The signers who sign or initial in a template, as recorded with its save. Every template has them
 * (2026_11_29_2300_fill_template_signers) but one whose body could not be read: refused by name (409).
 */
export function templateSigners(template: { name: string; signing_signers: string | null }): Signer[] {
  if (template.signing_signers === null) throw unreadable(template);
  return parseSigningSigners(template.signing_signers);
}

/** Records which content blocks the template's body inserts (replacing what was recorded). */
export async function setTemplateBlocks(db: Db, templateId: number, blockIds: number[]): Promise<void> {
  await db.deleteFrom('document_template_blocks').where('template_id', '=', templateId).execute();
  if (blockIds.length) await db.insertInto('document_template_blocks').values(blockIds.map((block_id) => ({ template_id: templateId, block_id }))).execute();
}
