import { Router, type RequestHandler } from 'express';
import { PropertyQuery } from '../../../shared/schemas/common';
import { CompanyTestimonialsQuery, TestimonialCreateSchema, TestimonialPatchSchema } from '../../../shared/schemas/webpages';
import { propertyCollectionRoutes } from '../../http/collection-routes';
import { HttpError } from '../../ground/http-error';
import { route } from '../../http/route';
import { visiblePublicOrganization, visibleProperty } from '../../http/visibility';
import { getOrganizationTestimonials } from '../../page-data/company-pages';
import { presentTestimonial } from '../../presenters/public-content';
import { deleteTestimonial, findTestimonial, insertTestimonial, listPropertyTestimonials, updateTestimonial } from '../../queries/testimonials';
import type { RouteDeps } from '../deps';

/**
 * Testimonials of a property: `/api/testimonials/` for the editors (form data image, name,
 * show_on_organization, testimonial, prop) and `/api/property-testimonials/` for visitors; and
 * `/api/testimonials/?show_on_organization=true`, the company home page's (spec 3 §7), for everyone.
 */
export function testimonialRoutes({ db, config }: RouteDeps): Router {
  const router = Router();
  const list = async (propertyId: number) => (await listPropertyTestimonials(db, propertyId)).map(presentTestimonial);

  router.get('/api/property-testimonials/', route({ query: PropertyQuery }, async ({ query }, req, res) => {
    const property = await visibleProperty(db, req, query.property);
    res.json(await list(property.id));
  }));

  // With `show_on_organization` in the query the list is the company's (the site's company, as its
  // home page shows it: 404 while not published, except to its staff); without, the editors' list.
  const companyList: RequestHandler = (req, _res, next) => next('show_on_organization' in req.query ? undefined : 'route');
  router.get('/api/testimonials/', companyList, route({ query: CompanyTestimonialsQuery }, async (_input, req, res) => {
    const org = await visiblePublicOrganization(db, req);
    if (!org) throw HttpError.notFound();
    res.json(await getOrganizationTestimonials(db, org.id));
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
