import type { Db } from '../db/database';
import { nextOrder } from './ordering';
import { updateVersioned } from './versioned-update';

const selectImages = (db: Db) =>
  db
    .selectFrom('property_images')
    .innerJoin('media_files', 'media_files.name', 'property_images.image')
    .select(['property_images.id', 'image', 'caption', 'amenity_type', 'order', 'version', 'media_files.width', 'media_files.height', 'media_files.variant_widths']);

/** Gallery images in display order, with their pixel sizes. */
export async function listPropertyImages(db: Db, propertyId: number) {
  return selectImages(db).where('property_id', '=', propertyId).orderBy('order').orderBy('property_images.id').execute();
}

export async function findPropertyImage(db: Db, id: number) {
  return selectImages(db).where('property_images.id', '=', id).executeTakeFirstOrThrow();
}

type Fields = { caption?: string; amenity_type?: string };

/** Appends an image to the property's gallery. */
export async function insertPropertyImage(db: Db, propertyId: number, fields: Fields, image: string): Promise<number> {
  const order = nextOrder('property_images', { column: 'property_id', id: propertyId });
  const row = await db.insertInto('property_images').values({ property_id: propertyId, image, ...fields, order }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Refused (409) when `version` is given and no longer the stored one. */
export async function updatePropertyImage(db: Db, id: number, fields: Fields, image: string | null, version?: number) {
  await updateVersioned(db, 'property_images', id, version, { ...fields, ...(image && { image }) });
}

export async function deletePropertyImage(db: Db, id: number) {
  await db.deleteFrom('property_images').where('id', '=', id).execute();
}
