import type { Db } from '../db/database';
import type { DocumentTemplatesTable } from '../db/schema';

const LIST_COLUMNS = ['id', 'name', 'type', 'approved', 'approved_by', 'approved_at', 'created_by', 'created_at'] as const;
const DETAIL_COLUMNS = [...LIST_COLUMNS, 'subject', 'body', 'version'] as const;

/** The company's templates, newest first. */
export async function listDocumentTemplates(db: Db, organizationId: number) {
  return db.selectFrom('document_templates').select(LIST_COLUMNS).where('organization_id', '=', organizationId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findDocumentTemplate(db: Db, id: number) {
  return db.selectFrom('document_templates').select(DETAIL_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

export type DocumentTemplateListRow = Awaited<ReturnType<typeof listDocumentTemplates>>[number];
export type DocumentTemplateRow = Awaited<ReturnType<typeof findDocumentTemplate>>;

type NewTemplate = Pick<DocumentTemplatesTable, 'organization_id' | 'name' | 'type' | 'body' | 'created_by_id'> & { subject: string; created_by: string };

export async function insertDocumentTemplate(db: Db, values: NewTemplate): Promise<number> {
  return (await db.insertInto('document_templates').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Records which content blocks the template's body inserts (replacing what was recorded). */
export async function setTemplateBlocks(db: Db, templateId: number, blockIds: number[]): Promise<void> {
  await db.deleteFrom('document_template_blocks').where('template_id', '=', templateId).execute();
  if (blockIds.length) await db.insertInto('document_template_blocks').values(blockIds.map((block_id) => ({ template_id: templateId, block_id }))).execute();
}
