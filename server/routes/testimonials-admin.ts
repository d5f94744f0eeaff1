import { TestimonialCreateSchema, TestimonialPatchSchema, type TestimonialFields } from '../../shared/schemas/webpages';
import type { Db } from '../db/database';
import { presentTestimonial } from '../presenters/public-content';
import { nextOrder } from '../queries/ordering';
import { listPropertyTestimonials } from '../queries/testimonials';
import { mediaCollectionRoutes } from './media-collection';

const flag = (b: boolean | undefined) => (b === undefined ? {} : { show_on_organization: b ? 1 : 0 });

/** Testimonials of a property (form data image, name, show_on_organization, testimonial, prop). */
export function testimonialAdminRoutes(db: Db, uploadsDir: string) {
  return mediaCollectionRoutes<TestimonialFields, ReturnType<typeof presentTestimonial>>(db, uploadsDir, {
    path: '/api/testimonials/',
    fileField: 'image',
    accept: 'image',
    fileRequired: true,
    createSchema: TestimonialCreateSchema,
    patchSchema: TestimonialPatchSchema,
    orderTable: 'testimonials',
    find: async (db, id) => {
      const row = await db.selectFrom('testimonials').select(['id', 'property_id', 'image']).where('id', '=', id).where('property_id', 'is not', null).executeTakeFirst();
      return row && { id: row.id, propertyId: row.property_id!, file: row.image };
    },
    list: async (db, propertyId) => (await listPropertyTestimonials(db, propertyId)).map(presentTestimonial),
    insert: async (trx, propertyId, fields, file) => {
      const { organization_id } = await trx.selectFrom('properties').select('organization_id').where('id', '=', propertyId).executeTakeFirstOrThrow();
      const order = await nextOrder(trx, 'testimonials', { column: 'property_id', id: propertyId });
      const row = await trx
        .insertInto('testimonials')
        .values({ organization_id, property_id: propertyId, name: fields.name, testimonial: fields.testimonial, image: file, order, ...flag(fields.show_on_organization) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    update: async (trx, id, fields, file) => {
      const { show_on_organization, ...rest } = fields;
      const changes = { ...rest, ...flag(show_on_organization), ...(file && { image: file }) };
      if (Object.keys(changes).length) await trx.updateTable('testimonials').set(changes).where('id', '=', id).execute();
    },
    remove: async (db, id) => {
      await db.deleteFrom('testimonials').where('id', '=', id).execute();
    },
    present: (items, id) => items.find((i) => i.id === id)!,
  });
}
