import type { Db } from '../db/database';

const COLUMNS = ['id', 'name', 'testimonial', 'image', 'show_on_organization'] as const;

export async function listPropertyTestimonials(db: Db, propertyId: number) {
  return db.selectFrom('testimonials').select(COLUMNS).where('property_id', '=', propertyId).orderBy('order').orderBy('id').execute();
}

/** Testimonials the company shows on its home page. */
export async function listOrganizationTestimonials(db: Db, organizationId: number) {
  return db
    .selectFrom('testimonials')
    .select(COLUMNS)
    .where('organization_id', '=', organizationId)
    .where('show_on_organization', '=', 1)
    .orderBy('id')
    .execute();
}

export type TestimonialRow = Awaited<ReturnType<typeof listPropertyTestimonials>>[number];
