import type { Db } from '../db/database';
import { imageVariantWidths } from './media-files';

/** Roommate matches shown on the property page, best match first. */
export async function listFriends(db: Db, propertyId: number) {
  return db
    .selectFrom('property_friends')
    .innerJoin('users', 'users.id', 'property_friends.user_id')
    .select(['property_friends.id', 'match_percentage', 'users.first_name', 'users.last_name', 'users.image'])
    .select(imageVariantWidths('users.image'))
    .where('property_id', '=', propertyId)
    .where('users.is_active', '=', 1)
    .orderBy('match_percentage', 'desc')
    .orderBy('property_friends.id')
    .execute();
}
