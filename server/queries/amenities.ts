import type { Db } from '../db/database';
import { imageVariantWidths } from './media-files';
import { nextOrder } from './ordering';
import { updateVersioned } from './versioned-update';

const COLUMNS = ['id', 'name', 'amenity_type', 'image', 'order', 'version'] as const;

/** A property's amenities (its features block) in display order. */
export async function listAmenities(db: Db, propertyId: number) {
  return db.selectFrom('amenities').select(COLUMNS).select(imageVariantWidths('amenities.image')).where('property_id', '=', propertyId).orderBy('order').orderBy('id').execute();
}

export async function findAmenity(db: Db, id: number) {
  return db.selectFrom('amenities').select(COLUMNS).select(imageVariantWidths('amenities.image')).where('id', '=', id).executeTakeFirstOrThrow();
}

type Fields = { name?: string; amenity_type?: string };

/** Appends an amenity to the property's list. */
export async function insertAmenity(db: Db, propertyId: number, fields: Fields & { name: string }, image: string | null): Promise<number> {
  const order = nextOrder('amenities', { column: 'property_id', id: propertyId });
  const row = await db.insertInto('amenities').values({ property_id: propertyId, ...fields, image, order }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Refused (409) when `version` is given and no longer the stored one. */
export async function updateAmenity(db: Db, id: number, fields: Fields, image: string | null, version?: number) {
  await updateVersioned(db, 'amenities', id, version, { ...fields, ...(image && { image }) });
}

export async function deleteAmenity(db: Db, id: number) {
  await db.deleteFrom('amenities').where('id', '=', id).execute();
}
