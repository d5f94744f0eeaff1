import { AmenityCreateSchema, AmenityPatchSchema, type AmenityFields } from '../../shared/schemas/webpages';
import type { Db } from '../db/database';
import { presentAmenity } from '../presenters/public-content';
import { nextOrder } from '../queries/ordering';
import { listAmenities } from '../queries/property-content';
import { mediaCollectionRoutes } from './media-collection';

/** Amenities of a property (form data name, image, prop). */
export function amenityRoutes(db: Db, uploadsDir: string) {
  return mediaCollectionRoutes<AmenityFields, ReturnType<typeof presentAmenity>>(db, uploadsDir, {
    path: '/api/amenities/',
    fileField: 'image',
    accept: 'image',
    fileRequired: true,
    createSchema: AmenityCreateSchema,
    patchSchema: AmenityPatchSchema,
    orderTable: 'amenities',
    find: async (db, id) => {
      const row = await db.selectFrom('amenities').select(['id', 'property_id', 'image']).where('id', '=', id).executeTakeFirst();
      return row && { id: row.id, propertyId: row.property_id, file: row.image };
    },
    list: async (db, propertyId) => (await listAmenities(db, propertyId)).map(presentAmenity),
    insert: async (trx, propertyId, fields, file) => {
      const order = await nextOrder(trx, 'amenities', { column: 'property_id', id: propertyId });
      const row = await trx.insertInto('amenities').values({ property_id: propertyId, name: fields.name, image: file, order }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    update: async (trx, id, fields, file) => {
      const changes = { ...fields, ...(file && { image: file }) };
      if (Object.keys(changes).length) await trx.updateTable('amenities').set(changes).where('id', '=', id).execute();
    },
    remove: async (db, id) => {
      await db.deleteFrom('amenities').where('id', '=', id).execute();
    },
    present: (items, id) => items.find((i) => i.id === id)!,
  });
}
