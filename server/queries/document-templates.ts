import type { Signer } from '../../shared/documents/signature-tags';
import type { DocNode } from '../../shared/documents/types';
import { parseSigningSigners, signingSigners } from '../../shared/leases/seats-to-sign';
import type { Db } from '../db/database';
import type { DocumentTemplatesTable } from '../db/schema';

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
  return (await db.insertInto('document_templates').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * The signers who sign or initial in each template, as recorded with its save; a row with nothing
 * recorded (written around the product's saves) is read from its body, fetched for those rows only.
 */
export async function signersOfTemplates(db: Db, rows: readonly { id: number; signing_signers: string | null }[]): Promise<Map<number, Signer[]>> {
  const unrecorded = rows.filter((r) => r.signing_signers === null).map((r) => r.id);
  const bodies = unrecorded.length ? await db.selectFrom('document_templates').select(['id', 'body']).where('id', 'in', unrecorded).execute() : [];
  return new Map([
    ...rows.filter((r) => r.signing_signers !== null).map((r): [number, Signer[]] => [r.id, parseSigningSigners(r.signing_signers!)]),
    ...bodies.map((r): [number, Signer[]] => [r.id, signingSigners(JSON.parse(r.body) as DocNode)]),
  ]);
}

/** Records which content blocks the template's body inserts (replacing what was recorded). */
export async function setTemplateBlocks(db: Db, templateId: number, blockIds: number[]): Promise<void> {
  await db.deleteFrom('document_template_blocks').where('template_id', '=', templateId).execute();
  if (blockIds.length) await db.insertInto('document_template_blocks').values(blockIds.map((block_id) => ({ template_id: templateId, block_id }))).execute();
}
