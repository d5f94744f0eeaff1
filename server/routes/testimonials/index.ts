import { Router } from 'express';
import { PropertyQuery } from '../../../shared/schemas/common';
import { TestimonialCreateSchema, TestimonialPatchSchema } from '../../../shared/schemas/webpages';
import { propertyCollectionRoutes } from '../../http/collection-routes';
import { route } from '../../http/route';
import { visibleProperty } from '../../http/visibility';
import { presentTestimonial } from '../../presenters/public-content';
import { deleteTestimonial, findTestimonial, insertTestimonial, listPropertyTestimonials, updateTestimonial } from '../../queries/testimonials';
import type { RouteDeps } from '../deps';

/**
 * Testimonials of a property: `/api/testimonials/` for the editors (form data image, name,
 * show_on_organization, testimonial, prop) and `/api/property-testimonials/` for visitors.
 */
export function testimonialRoutes({ db, config }: RouteDeps): Router {
  const router = Router();
  const list = async (propertyId: number) => (await listPropertyTestimonials(db, propertyId)).map(presentTestimonial);

  router.get('/api/property-testimonials/', route({ query: PropertyQuery }, async ({ query }, req, res) => {
    const property = await visibleProperty(db, req, query.property);
    res.json(await list(property.id));
  }));

  router.use(
    propertyCollectionRoutes(db, config.uploadsDir, {
      path: '/api/testimonials/',
      kind: 'testimonial',
      fileField: 'image',
      accept: 'image',
      fileRequired: true,
      createSchema: TestimonialCreateSchema,
      patchSchema: TestimonialPatchSchema,
      orderTable: 'testimonials',
      list: listPropertyTestimonials,
      find: findTestimonial,
      present: presentTestimonial,
      insert: insertTestimonial,
      update: updateTestimonial,
      remove: deleteTestimonial,
    }),
  );
  return router;
}
