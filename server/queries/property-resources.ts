import type { Db } from '../db/database';
import { nextOrder } from './ordering';
import { updateVersioned } from './versioned-update';

const COLUMNS = ['id', 'name', 'resource_file', 'version'] as const;

/** A property's downloadable documents in display order. */
export async function listResources(db: Db, propertyId: number) {
  return db.selectFrom('property_resources').select(COLUMNS).where('property_id', '=', propertyId).orderBy('order').orderBy('id').execute();
}

export async function findResource(db: Db, id: number) {
  return db.selectFrom('property_resources').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Appends a document to the property's resources. */
export async function insertResource(db: Db, propertyId: number, fields: { name: string }, file: string): Promise<number> {
  const order = nextOrder('property_resources', { column: 'property_id', id: propertyId });
  const row = await db.insertInto('property_resources').values({ property_id: propertyId, name: fields.name, resource_file: file, order }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Refused (409) when `version` is given and no longer the stored one. */
export async function updateResource(db: Db, id: number, fields: { name?: string }, file: string | null, version?: number) {
  await updateVersioned(db, 'property_resources', id, version, { ...fields, ...(file && { resource_file: file }) });
}

export async function deleteResource(db: Db, id: number) {
  await db.deleteFrom('property_resources').where('id', '=', id).execute();
}
