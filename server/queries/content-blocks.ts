import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import type { DocNode } from '../../shared/documents/types';

const COLUMNS = ['id', 'name', 'body', 'version', 'created_at', 'updated_at'] as const;

export async function listContentBlocks(db: Db, organizationId: number) {
  return db.selectFrom('content_blocks').select(COLUMNS).where('organization_id', '=', organizationId).orderBy('name').orderBy('id').execute();
}

export async function findContentBlock(db: Db, id: number) {
  return db.selectFrom('content_blocks').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

export type ContentBlockRow = Awaited<ReturnType<typeof findContentBlock>>;

/** The bodies of the company's blocks among these ids (others are not the company's, or gone). */
export async function contentBlockBodies(db: Db, organizationId: number, ids: number[]): Promise<Map<number, DocNode>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('content_blocks').select(['id', 'body']).where('organization_id', '=', organizationId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, JSON.parse(r.body) as DocNode]));
}

export async function insertContentBlock(db: Db, organizationId: number, fields: { name: string; body: DocNode }): Promise<number> {
  return insertedId(db, 'content_blocks', { organization_id: organizationId, name: fields.name, body: JSON.stringify(fields.body) });
}

/** Whether an approved template inserts the block: its text is then part of what was approved. */
export async function blockInApprovedTemplate(db: Db, blockId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('document_template_blocks as b')
    .innerJoin('document_templates as t', 't.id', 'b.template_id')
    .select('t.id')
    .where('b.block_id', '=', blockId)
    .where('t.approved', '=', 1)
    .executeTakeFirst());
}

/** Deletes the block; drafts that inserted it show nothing in its place until edited. */
export async function deleteContentBlock(db: Db, id: number): Promise<void> {
  await db.deleteFrom('document_template_blocks').where('block_id', '=', id).execute();
  await db.deleteFrom('content_blocks').where('id', '=', id).execute();
}
