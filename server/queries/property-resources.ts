import type { Db } from '../db/database';
import { nextOrder } from './ordering';

const COLUMNS = ['id', 'name', 'resource_file'] as const;

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

export async function updateResource(db: Db, id: number, fields: { name?: string }, file: string | null) {
  const changes = { ...fields, ...(file && { resource_file: file }) };
  if (Object.keys(changes).length) await db.updateTable('property_resources').set(changes).where('id', '=', id).execute();
}

export async function deleteResource(db: Db, id: number) {
  await db.deleteFrom('property_resources').where('id', '=', id).execute();
}
