import type { Db } from '../db/database';
import { leasesWithNames } from './leases';

/** The person a message goes to (users as u): their name, addresses and what they agreed to. */
const PERSON = ['u.first_name', 'u.last_name', 'u.email', 'u.cell_phone', 'u.is_active', 'u.informational_opt_in', 'u.marketing_opt_in'] as const;

/** The property (as p) and the company (as o) a message or a lease document names. */
const PLACES = [
  'p.name as property_name',
  'p.street as property_street',
  'p.city as property_city',
  'p.state as property_state',
  'p.code as property_code',
  'p.phone_number as property_phone',
  'p.manager_email as property_email',
  'o.name as company_name',
  'o.street as company_street',
  'o.city as company_city',
  'o.state as company_state',
  'o.code as company_code',
  'o.phone_number as company_phone',
  'o.time_zone as company_time_zone',
  'o.accepted_payment_methods',
  'o.payment_order',
] as const;

/** What a lease's documents and a message about it say: the tenant, the property, the company, the bed, the period, the application's answers, the plan and the balance. */
export async function leaseMessageFacts(db: Db, leaseIds: readonly number[]) {
  if (!leaseIds.length) return [];
  return leasesWithNames(db)
    .innerJoin('organizations as o', 'o.id', 'x.organization_id')
    .innerJoin('rental_applications as a', 'a.id', 'x.application_id')
    .leftJoin('ledger_summaries as s', 's.lease_id', 'x.id')
    .select([
      'x.id',
      'x.organization_id',
      'x.user_id',
      'x.payment_plan_id',
      ...PERSON,
      ...PLACES,
      'l.building',
      'l.floor',
      'l.unit',
      'l.room',
      'l.bed',
      'lp.name as period_name',
      'lp.start_date',
      'lp.end_date',
      'a.answers',
      's.balance_cents',
    ])
    .where('x.id', 'in', leaseIds)
    .orderBy('x.id')
    .execute();
}

export type LeaseMessageFacts = Awaited<ReturnType<typeof leaseMessageFacts>>[number];

/** What a message about an application can say: the applicant, the property and lease period asked for, the company, the decision's note. */
export async function applicationMessageFacts(db: Db, applicationIds: readonly number[]) {
  if (!applicationIds.length) return [];
  return db
    .selectFrom('rental_applications as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('reservation_requests as r', 'r.id', 'a.reservation_request_id')
    .innerJoin('properties as p', 'p.id', 'r.property_id')
    .innerJoin('organizations as o', 'o.id', 'a.organization_id')
    .leftJoin('lease_periods as lp', 'lp.id', 'r.lease_period_id')
    .select([
      'a.id',
      'a.organization_id',
      'a.user_id',
      'a.decision_note',
      'a.status',
      ...PERSON,
      ...PLACES,
      'lp.name as period_name',
      'r.start_date',
      'r.end_date',
      'lp.start_date as period_start',
      'lp.end_date as period_end',
    ])
    .where('a.id', 'in', applicationIds)
    .orderBy('a.id')
    .execute();
}

export type ApplicationMessageFacts = Awaited<ReturnType<typeof applicationMessageFacts>>[number];

/** A person and the company, for a message about their account. */
export async function accountMessageFacts(db: Db, organizationId: number, userId: number | null) {
  const [company, person] = await Promise.all([
    db.selectFrom('organizations').select(['name', 'street', 'city', 'state', 'code', 'phone_number', 'time_zone']).where('id', '=', organizationId).executeTakeFirst(),
    userId === null ? undefined : db.selectFrom('users').select(['first_name', 'last_name', 'email', 'cell_phone']).where('id', '=', userId).executeTakeFirst(),
  ]);
  return { company, person };
}

/** The company's executed leases (of one property, or all): 'tenants'. */
export async function executedLeaseIds(db: Db, organizationId: number, propertyId: number | null): Promise<number[]> {
  let query = db.selectFrom('leases').select('id').where('organization_id', '=', organizationId).where('status', '=', 'Executed');
  if (propertyId !== null) query = query.where('property_id', '=', propertyId);
  return (await query.orderBy('id').execute()).map((r) => r.id);
}

/** The company's applications awaiting or past a positive decision (of one property, or all): 'applicants'. */
export async function applicantIds(db: Db, organizationId: number, propertyId: number | null): Promise<number[]> {
  let query = db
    .selectFrom('rental_applications as a')
    .innerJoin('reservation_requests as r', 'r.id', 'a.reservation_request_id')
    .select('a.id')
    .where('a.organization_id', '=', organizationId)
    .where('a.status', 'in', ['Submitted', 'Approved']);
  if (propertyId !== null) query = query.where('r.property_id', '=', propertyId);
  return (await query.orderBy('a.id').execute()).map((r) => r.id);
}
