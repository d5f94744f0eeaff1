import { PropertyImageCreateSchema, PropertyImagePatchSchema, type PropertyImageFields } from '../../shared/schemas/webpages';
import type { Db } from '../db/database';
import { presentPropertyImage } from '../presenters/public-content';
import { nextOrder } from '../queries/ordering';
import { listPropertyImages } from '../queries/property-content';
import { mediaCollectionRoutes } from './media-collection';

/** Gallery images of a property (form data image, caption, prop). */
export function propertyImageRoutes(db: Db, uploadsDir: string) {
  return mediaCollectionRoutes<PropertyImageFields, ReturnType<typeof presentPropertyImage>>(db, uploadsDir, {
    path: '/api/property-images/',
    fileField: 'image',
    accept: 'image',
    fileRequired: true,
    createSchema: PropertyImageCreateSchema,
    patchSchema: PropertyImagePatchSchema,
    orderTable: 'property_images',
    find: async (db, id) => {
      const row = await db.selectFrom('property_images').select(['id', 'property_id', 'image']).where('id', '=', id).executeTakeFirst();
      return row && { id: row.id, propertyId: row.property_id, file: row.image };
    },
    list: async (db, propertyId) => (await listPropertyImages(db, propertyId)).map(presentPropertyImage),
    insert: async (trx, propertyId, fields, file) => {
      const order = await nextOrder(trx, 'property_images', { column: 'property_id', id: propertyId });
      const row = await trx.insertInto('property_images').values({ property_id: propertyId, image: file!, ...fields, order }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    update: async (trx, id, fields, file) => {
      const changes = { ...fields, ...(file && { image: file }) };
      if (Object.keys(changes).length) await trx.updateTable('property_images').set(changes).where('id', '=', id).execute();
    },
    remove: async (db, id) => {
      await db.deleteFrom('property_images').where('id', '=', id).execute();
    },
    present: (items, id) => items.find((i) => i.id === id)!,
  });
}
