import type { Db } from '../db/database';
import { ownerColumn, type PageOwner } from './page-owner';
import { updateVersioned } from './versioned-update';

const COLUMNS = ['id', 'block_name', 'visibility', 'description', 'version'] as const;

/** Website block attributes of a property or organization. */
export async function listBlockAttrs(db: Db, owner: PageOwner) {
  const { column, id } = ownerColumn(owner);
  return db.selectFrom('website_block_attrs').select(COLUMNS).where(column, '=', id).orderBy('id').execute();
}

export async function findBlockAttr(db: Db, id: number) {
  return db.selectFrom('website_block_attrs').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

/** A block's settings for the owner; a second one for the same block is a unique-constraint violation (409). */
export async function insertBlockAttr(db: Db, owner: PageOwner, fields: { block_name: string; description: string; visibility: boolean }): Promise<number> {
  const { column, id } = ownerColumn(owner);
  const row = await db
    .insertInto('website_block_attrs')
    .values({ block_name: fields.block_name, description: fields.description, visibility: fields.visibility ? 1 : 0, [column]: id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Refused (409) when `version` is given and no longer the stored one. */
export async function updateBlockAttr(db: Db, id: number, fields: { description?: string; visibility?: boolean; version?: number }) {
  const changes = { ...(fields.description !== undefined && { description: fields.description }), ...(fields.visibility !== undefined && { visibility: fields.visibility ? 1 : 0 }) };
  await updateVersioned(db, 'website_block_attrs', id, fields.version, changes);
}
