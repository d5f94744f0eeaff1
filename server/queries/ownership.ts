import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { ReachedKind, RecordOwner } from '../../shared/access-policy';
import { findLease } from './leases';
import { findProperty } from './properties';
import { findApplication } from './rental-applications';
import { findTicket } from './tickets';

type Finder<Row> = (db: Db, orgId: number, id: number) => Promise<Row | undefined>;

/** A record of one of the company's properties: its id, property and file. */
function ofCompanyProperty(table: 'property_images' | 'amenities' | 'property_resources' | 'testimonials', fileColumn: 'image' | 'resource_file'): Finder<{ id: number; property_id: number; file: string | null }> {
  return async (db, orgId, id) =>
    (
      await sql<{ id: number; property_id: number; file: string | null }>`
        select t.id, t.property_id, t.${sql.ref(fileColumn)} as file from ${sql.table(table)} t
        join properties p on p.id = t.property_id
        where t.id = ${id} and p.organization_id = ${orgId}`.execute(db)
    ).rows[0];
}

/** A record of a page: of one of the company's properties, or of the company's own page. */
function ofCompanyPage<Extra extends object = object>(table: 'background_media' | 'website_block_attrs', extraColumn?: 'file'): Finder<{ id: number; property_id: number | null; organization_id: number | null } & Extra> {
  return async (db, orgId, id) =>
    (
      await sql<{ id: number; property_id: number | null; organization_id: number | null } & Extra>`
        select t.id, t.property_id, t.organization_id${extraColumn ? sql`, t.${sql.ref(extraColumn)}` : sql``} from ${sql.table(table)} t
        left join properties p on p.id = t.property_id
        where t.id = ${id} and (t.organization_id = ${orgId} or p.organization_id = ${orgId})`.execute(db)
    ).rows[0];
}

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

  'background-media': ofCompanyPage<{ file: string }>('background_media', 'file'),
  'block-attr': ofCompanyPage('website_block_attrs'),
  'property-image': ofCompanyProperty('property_images', 'image'),
  amenity: ofCompanyProperty('amenities', 'image'),
  'property-resource': ofCompanyProperty('property_resources', 'resource_file'),
  /** A property's testimonial (the company page only chooses among them). */
  testimonial: ofCompanyProperty('testimonials', 'image'),

  portfolio: (db: Db, orgId: number, id: number) => db.selectFrom('portfolios').select(['id', 'image']).where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  'document-template': (db: Db, orgId: number, id: number) =>
    db.selectFrom('document_templates').select(['id', 'type', 'approved', 'version']).where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  'content-block': (db: Db, orgId: number, id: number) => db.selectFrom('content_blocks').select('id').where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  'payment-plan': (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('payment_plans')
      .innerJoin('properties', 'properties.id', 'payment_plans.property_id')
      .select(['payment_plans.id', 'payment_plans.approved', 'payment_plans.lease_period_id', 'payment_plans.version'])
      .where('payment_plans.id', '=', id)
      .where('properties.organization_id', '=', orgId)
      .executeTakeFirst(),

  /** A bed, with the fields an update merges its changes into. */
  layout: (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('layouts')
      .innerJoin('properties', 'properties.id', 'layouts.property_id')
      .select(['layouts.id', 'layouts.property_id', 'layouts.building', 'layouts.floor', 'layouts.unit', 'layouts.unit_type', 'layouts.room', 'layouts.room_type', 'layouts.bed', 'layouts.version'])
      .where('layouts.id', '=', id)
      .where('properties.organization_id', '=', orgId)
      .executeTakeFirst(),

  'account-code': (db: Db, orgId: number, id: number) => db.selectFrom('account_codes').select(['id', 'type']).where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  /** A submitted application (a draft is its student's alone). */
  'rental-application': (db: Db, orgId: number, id: number) =>
    db.selectFrom('rental_applications').select('id').where('id', '=', id).where('organization_id', '=', orgId).where('status', '!=', 'Draft').executeTakeFirst(),

  'reservation-request': (db: Db, orgId: number, id: number) =>
    db.selectFrom('reservation_requests').select('id').where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  'contact-message': (db: Db, orgId: number, id: number) =>
    db.selectFrom('contact_messages').select('id').where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  lease: (db: Db, orgId: number, id: number) => db.selectFrom('leases').select(['id', 'status', 'version', 'organization_id']).where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  ticket: (db: Db, orgId: number, id: number) => db.selectFrom('tickets').select(['id', 'status', 'version']).where('id', '=', id).where('organization_id', '=', orgId).executeTakeFirst(),

  /** A bed hold of room selection, whatever its status (ending one no longer live is the lifecycle's 409, not a 404). */
  'bed-hold': (db: Db, orgId: number, id: number) =>
    db
      .selectFrom('bed_holds')
      .select(['id', 'organization_id', 'lease_period_id', 'layout_id', 'user_id', 'held_by', 'group_id', 'status', 'expires_at', 'lease_id'])
      .where('id', '=', id)
      .where('organization_id', '=', orgId)
      .executeTakeFirst(),
};

export type OwnedKind = keyof typeof ownedRecordFinders;
export type OwnedRecord<K extends OwnedKind> = NonNullable<Awaited<ReturnType<(typeof ownedRecordFinders)[K]>>>;

/** Kinds that requests name in lists of ids (a portfolio's properties, a period's semesters, ...). */
const ownedIdQueries = {
  property: (db: Db, orgId: number, ids: number[]) => db.selectFrom('properties').select('id').where('organization_id', '=', orgId).where('id', 'in', ids).execute(),
  semester: (db: Db, orgId: number, ids: number[]) => db.selectFrom('semesters').select('id').where('organization_id', '=', orgId).where('id', 'in', ids).execute(),
  /** Lease periods, the company's through their property. */
  'lease-period': (db: Db, orgId: number, ids: number[]) =>
    db.selectFrom('lease_periods as lp').innerJoin('properties as p', 'p.id', 'lp.property_id').select('lp.id').where('p.organization_id', '=', orgId).where('lp.id', 'in', ids).execute(),
  lease: (db: Db, orgId: number, ids: number[]) => db.selectFrom('leases').select('id').where('organization_id', '=', orgId).where('id', 'in', ids).execute(),
  template: (db: Db, orgId: number, ids: number[]) => db.selectFrom('document_templates').select('id').where('organization_id', '=', orgId).where('id', 'in', ids).execute(),
  /** Submitted applications (a draft is the student's alone). */
  application: (db: Db, orgId: number, ids: number[]) =>
    db.selectFrom('rental_applications').select('id').where('organization_id', '=', orgId).where('status', '!=', 'Draft').where('id', 'in', ids).execute(),
};

export type OwnedIdKind = keyof typeof ownedIdQueries;

/** Which of the ids are records of the organization. */
export async function ownedIds(db: Db, kind: OwnedIdKind, orgId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await ownedIdQueries[kind](db, orgId, ids)).map((r) => r.id));
}

/** Whose a lease is, as the policy asks: its company, its student, itself. */
export const leaseOwner = (lease: { id: number; organization_id: number; user_id: number }): RecordOwner => ({ organizationId: lease.organization_id, userId: lease.user_id, leaseId: lease.id, staffSees: true });

/**
 * Records that people outside the back office reach too (a student their own, a signing link its
 * lease's): the row by id, and whose it is. server/auth/authorize.ts decides with it.
 */
export const reachedRecordFinders = {
  lease: async (db: Db, id: number) => {
    const row = await findLease(db, id);
    return row && { row, owner: leaseOwner(row) };
  },
  /** A draft is its student's alone: the company's staff see an application once it is submitted. */
  application: async (db: Db, id: number) => {
    const row = await findApplication(db, id);
    return row && { row, owner: { organizationId: row.organization_id, userId: row.user_id, leaseId: null, staffSees: row.status !== 'Draft' } };
  },
  ticket: async (db: Db, id: number) => {
    const row = await findTicket(db, id);
    return row && { row, owner: { organizationId: row.organization_id, userId: row.student_user_id, leaseId: row.lease_id, staffSees: true } };
  },
} satisfies Record<ReachedKind, (db: Db, id: number) => Promise<{ row: unknown; owner: RecordOwner } | undefined>>;

export type ReachedRow<K extends ReachedKind> = NonNullable<Awaited<ReturnType<(typeof reachedRecordFinders)[K]>>>['row'];
