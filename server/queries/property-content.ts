import type { Db } from '../db/database';

/** Gallery images in display order, with their pixel sizes. */
export async function listPropertyImages(db: Db, propertyId: number) {
  return db
    .selectFrom('property_images')
    .innerJoin('media_files', 'media_files.name', 'property_images.image')
    .select(['property_images.id', 'image', 'caption', 'amenity_type', 'order', 'media_files.width', 'media_files.height', 'media_files.variant_widths'])
    .where('property_id', '=', propertyId)
    .orderBy('order')
    .orderBy('property_images.id')
    .execute();
}

export async function listAmenities(db: Db, propertyId: number) {
  return db.selectFrom('amenities').select(['id', 'name', 'image', 'order']).where('property_id', '=', propertyId).orderBy('order').orderBy('id').execute();
}

export async function listResources(db: Db, propertyId: number) {
  return db.selectFrom('property_resources').select(['id', 'name', 'resource_file']).where('property_id', '=', propertyId).orderBy('order').orderBy('id').execute();
}

/** Roommate matches shown on the property page, best match first. */
export async function listFriends(db: Db, propertyId: number) {
  return db
    .selectFrom('property_friends')
    .innerJoin('users', 'users.id', 'property_friends.user_id')
    .select(['property_friends.id', 'match_percentage', 'users.first_name', 'users.last_name', 'users.image'])
    .where('property_id', '=', propertyId)
    .where('users.is_active', '=', 1)
    .orderBy('match_percentage', 'desc')
    .orderBy('property_friends.id')
    .execute();
}
