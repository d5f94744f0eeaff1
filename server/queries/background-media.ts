import type { Db } from '../db/database';

/** Header media of a property or organization, in display order. */
export async function listBackgroundMedia(db: Db, owner: { propertyId: number } | { organizationId: number }) {
  let query = db
    .selectFrom('background_media')
    .innerJoin('media_files', 'media_files.name', 'background_media.file')
    .select(['background_media.id', 'background_media.file', 'background_media.order', 'media_files.kind', 'media_files.width', 'media_files.height', 'media_files.variant_widths'])
    .orderBy('background_media.order')
    .orderBy('background_media.id');
  query = 'propertyId' in owner ? query.where('property_id', '=', owner.propertyId) : query.where('organization_id', '=', owner.organizationId);
  return query.execute();
}

export type BackgroundMediaRow = Awaited<ReturnType<typeof listBackgroundMedia>>[number];

/** Appends a header media item after the existing ones. */
export async function insertBackgroundMedia(db: Db, owner: { propertyId: number } | { organizationId: number }, file: string) {
  const column = 'propertyId' in owner ? 'property_id' : 'organization_id';
  const ownerId = 'propertyId' in owner ? owner.propertyId : owner.organizationId;
  const last = await db
    .selectFrom('background_media')
    .select((eb) => eb.fn.max('order').as('max'))
    .where(column, '=', ownerId)
    .executeTakeFirst();
  return db
    .insertInto('background_media')
    .values({ [column]: ownerId, file, order: (last?.max ?? -1) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
}
