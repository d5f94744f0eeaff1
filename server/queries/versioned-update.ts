import { sql, type Kysely, type Updateable } from 'kysely';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../ground/http-error';

/** Tables whose records the manager editors save with the version they loaded. */
export type VersionedTable = 'organizations' | 'properties' | 'lease_periods' | 'property_images' | 'amenities' | 'property_resources' | 'testimonials' | 'portfolios' | 'website_block_attrs' | 'document_templates' | 'content_blocks' | 'payment_plans' | 'account_codes' | 'layouts' | 'rental_application_settings' | 'late_fee_policies';

/** A record is found by `id`, except one-row settings, found by their company or property. */
const KEY_COLUMN: Partial<Record<VersionedTable, 'organization_id' | 'property_id'>> = { rental_application_settings: 'organization_id', late_fee_policies: 'property_id' };

/**
 * An editor's save of one record, as one statement: sets the changes and bumps the version, only
 * while the stored version is still `expected` (when the save sent one), so the check and the write
 * cannot be split by another save. When it is not, nothing is written and the save answers 409.
 * Inside a transaction, the 409 also undoes the transaction's other writes. A record deleted meanwhile answers 404.
 */
export async function updateVersioned<T extends VersionedTable>(db: Db, table: T, id: number, expected: number | undefined, changes: Updateable<Database[T]>): Promise<void> {
  // Kysely cannot type a table chosen at run time; the signature keeps `changes` typed per table.
  const typed = db as unknown as Kysely<Record<VersionedTable, { id: number; organization_id: number; property_id: number; version: number }>>;
  const key = KEY_COLUMN[table] ?? 'id';
  let query = typed
    .updateTable(table as VersionedTable)
    .set({ ...(changes as object), version: sql<number>`version + 1` })
    .where(key, '=', id);
  if (expected !== undefined) query = query.where('version', '=', expected);
  const { numUpdatedRows } = await query.executeTakeFirstOrThrow();
  if (numUpdatedRows > 0n) return;
  // Deleted since the caller loaded it (a save racing a delete): gone, not stale.
  const exists = await typed.selectFrom(table as VersionedTable).select(key).where(key, '=', id).executeTakeFirst();
  if (!exists) throw HttpError.notFound();
  if (expected !== undefined) throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
}
