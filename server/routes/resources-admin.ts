import { ResourceCreateSchema, ResourcePatchSchema, type ResourceFields } from '../../shared/schemas/webpages';
import type { Db } from '../db/database';
import { presentResource } from '../presenters/public-content';
import { nextOrder } from '../queries/ordering';
import { listResources } from '../queries/property-content';
import { mediaCollectionRoutes } from './media-collection';

/** Additional resources of a property: PDF documents (form data resource_file, name, prop). */
export function resourceAdminRoutes(db: Db, uploadsDir: string) {
  return mediaCollectionRoutes<ResourceFields, ReturnType<typeof presentResource>>(db, uploadsDir, {
    path: '/api/property-resources/',
    fileField: 'resource_file',
    accept: 'document',
    fileRequired: true,
    createSchema: ResourceCreateSchema,
    patchSchema: ResourcePatchSchema,
    orderTable: 'property_resources',
    find: async (db, id) => {
      const row = await db.selectFrom('property_resources').select(['id', 'property_id', 'resource_file']).where('id', '=', id).executeTakeFirst();
      return row && { id: row.id, propertyId: row.property_id, file: row.resource_file };
    },
    list: async (db, propertyId) => (await listResources(db, propertyId)).map(presentResource),
    insert: async (trx, propertyId, fields, file) => {
      const order = await nextOrder(trx, 'property_resources', { column: 'property_id', id: propertyId });
      const row = await trx.insertInto('property_resources').values({ property_id: propertyId, name: fields.name, resource_file: file!, order }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    update: async (trx, id, fields, file) => {
      const changes = { ...fields, ...(file && { resource_file: file }) };
      if (Object.keys(changes).length) await trx.updateTable('property_resources').set(changes).where('id', '=', id).execute();
    },
    remove: async (db, id) => {
      await db.deleteFrom('property_resources').where('id', '=', id).execute();
    },
    present: (items, id) => items.find((i) => i.id === id)!,
  });
}
