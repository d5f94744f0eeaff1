import type { Db } from '../db/database';
import { imageVariantWidths } from './media-files';
import { nextOrder } from './ordering';
import { updateVersioned } from './versioned-update';

const COLUMNS = ['id', 'name', 'testimonial', 'image', 'show_on_organization', 'version'] as const;

export async function listPropertyTestimonials(db: Db, propertyId: number) {
  return db.selectFrom('testimonials').select(COLUMNS).select(imageVariantWidths('testimonials.image')).where('property_id', '=', propertyId).orderBy('order').orderBy('id').execute();
}

/** Testimonials the company shows on its home page: a DISABLED property's stay off it. */
export async function listOrganizationTestimonials(db: Db, organizationId: number) {
  return db
    .selectFrom('testimonials')
    .leftJoin('properties', 'properties.id', 'testimonials.property_id')
    .select(COLUMNS.map((c) => `testimonials.${c}` as const))
    .select(imageVariantWidths('testimonials.image'))
    .where('testimonials.organization_id', '=', organizationId)
    .where('testimonials.show_on_organization', '=', 1)
    .where((eb) => eb.or([eb('testimonials.property_id', 'is', null), eb('properties.status', '=', 'RUNNING')]))
    .orderBy('testimonials.id')
    .execute();
}

export async function findTestimonial(db: Db, id: number) {
  return db.selectFrom('testimonials').select(COLUMNS).select(imageVariantWidths('testimonials.image')).where('id', '=', id).executeTakeFirstOrThrow();
}

export type TestimonialRow = Awaited<ReturnType<typeof findTestimonial>>;

type Fields = { name?: string; testimonial?: string; show_on_organization?: boolean };

const columns = ({ show_on_organization, ...rest }: Fields) => ({ ...rest, ...(show_on_organization !== undefined && { show_on_organization: show_on_organization ? 1 : 0 }) });

/** Appends a testimonial to the property's list (it belongs to the property's company too). */
export async function insertTestimonial(db: Db, property: { id: number; organization_id: number }, fields: Fields & { name: string; testimonial: string }, image: string | null): Promise<number> {
  const order = nextOrder('testimonials', { column: 'property_id', id: property.id });
  const row = await db
    .insertInto('testimonials')
    .values({ organization_id: property.organization_id, property_id: property.id, ...columns(fields), name: fields.name, testimonial: fields.testimonial, image, order })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Refused (409) when `version` is given and no longer the stored one. */
export async function updateTestimonial(db: Db, id: number, fields: Fields, image: string | null, version?: number) {
  await updateVersioned(db, 'testimonials', id, version, { ...columns(fields), ...(image && { image }) });
}

export async function deleteTestimonial(db: Db, id: number) {
  await db.deleteFrom('testimonials').where('id', '=', id).execute();
}
