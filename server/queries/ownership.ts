import type { Db } from '../db/database';
import { findProperty } from './properties';

/**
 * "Does this record belong to the company?": for each kind of record a manager can address by id,
 * the record when it is the organization's (directly or through its property), else undefined.
 * server/http/ownership.ts turns a miss into the one refusal.
 */
export const ownedRecordFinders = {
  organization: (db: Db, orgId: number, id: number) => (id === orgId ? db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst() : Promise.resolve(undefined)),

  property: async (db: Db, orgId: number, id: number) => {
    const property = await findProperty(db, id);
    return property?.organization_id === orgId ? property : undefined;
  },

  semester: (db: Db, orgId: number, id: number) =>
    db.selectFrom('semesters').select(['id', 'name', 'start_date', 'end_date']).where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  'agreement-period': (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('lease_periods')
      .innerJoin('properties', 'properties.id', 'lease_periods.property_id')
      .select(['lease_periods.id', 'lease_periods.property_id'])
      .where('lease_periods.id', '=', id)
      .where('properties.organization_id', '=', orgId)
      .executeTakeFirst(),

  /** Header media of a property or of the company itself. */
  'background-media': (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('background_media')
      .leftJoin('properties', 'properties.id', 'background_media.property_id')
      .select(['background_media.id', 'background_media.file', 'background_media.property_id', 'background_media.organization_id'])
      .where('background_media.id', '=', id)
      .where((eb) => eb.or([eb('background_media.organization_id', '=', orgId), eb('properties.organization_id', '=', orgId)]))
      .executeTakeFirst(),

  /** A block attribute of a property or of the company itself. */
  'block-attr': (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('website_block_attrs')
      .leftJoin('properties', 'properties.id', 'website_block_attrs.property_id')
      .select(['website_block_attrs.id'])
      .where('website_block_attrs.id', '=', id)
      .where((eb) => eb.or([eb('website_block_attrs.organization_id', '=', orgId), eb('properties.organization_id', '=', orgId)]))
      .executeTakeFirst(),

  'property-image': (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('property_images')
      .innerJoin('properties', 'properties.id', 'property_images.property_id')
      .select(['property_images.id', 'property_images.property_id', 'property_images.image as file'])
      .where('property_images.id', '=', id)
      .where('properties.organization_id', '=', orgId)
      .executeTakeFirst(),

  amenity: (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('amenities')
      .innerJoin('properties', 'properties.id', 'amenities.property_id')
      .select(['amenities.id', 'amenities.property_id', 'amenities.image as file'])
      .where('amenities.id', '=', id)
      .where('properties.organization_id', '=', orgId)
      .executeTakeFirst(),

  'property-resource': (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('property_resources')
      .innerJoin('properties', 'properties.id', 'property_resources.property_id')
      .select(['property_resources.id', 'property_resources.property_id', 'property_resources.resource_file as file'])
      .where('property_resources.id', '=', id)
      .where('properties.organization_id', '=', orgId)
      .executeTakeFirst(),

  /** A property's testimonial (the company page only chooses among them). */
  testimonial: (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('testimonials')
      .innerJoin('properties', 'properties.id', 'testimonials.property_id')
      .select(['testimonials.id', 'properties.id as property_id', 'testimonials.image as file'])
      .where('testimonials.id', '=', id)
      .where('properties.organization_id', '=', orgId)
      .executeTakeFirst(),

  portfolio: (db: Db, orgId: number, id: number) => db.selectFrom('portfolios').select(['id', 'image']).where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  'reservation-request': (db: Db, orgId: number, id: number) =>
    db.selectFrom('reservation_requests').select('id').where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  'contact-message': (db: Db, orgId: number, id: number) =>
    db.selectFrom('contact_messages').select('id').where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),
};

export type OwnedKind = keyof typeof ownedRecordFinders;
export type OwnedRecord<K extends OwnedKind> = NonNullable<Awaited<ReturnType<(typeof ownedRecordFinders)[K]>>>;

/** Kinds that requests name in lists of ids (a portfolio's properties, a period's semesters, ...). */
const ownedIdQueries = {
  property: (db: Db, orgId: number, ids: number[]) => db.selectFrom('properties').select('id').where('organization_id', '=', orgId).where('id', 'in', ids).execute(),
  semester: (db: Db, orgId: number, ids: number[]) => db.selectFrom('semesters').select('id').where('organization_id', '=', orgId).where('id', 'in', ids).execute(),
};

export type OwnedIdKind = keyof typeof ownedIdQueries;

/** Which of the ids are records of the organization. */
export async function ownedIds(db: Db, kind: OwnedIdKind, orgId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await ownedIdQueries[kind](db, orgId, ids)).map((r) => r.id));
}
