import type { Db } from '../db/database';
import type { LeaseStatus } from '../../shared/leases/lease-types';
import { SIGNABLE } from '../../shared/leases/lifecycle';
import { OPEN_TICKET_STATUSES } from '../../shared/tickets/ticket-status';
import { openReservationRequests, unreadContactMessages } from './manager-inbox';
import { ticketRows } from './tickets';

/** The chosen properties (none: all of the company's). */
export type AlertFilter = { property?: number[] };

/** A count query's number, and the first `limit` rows of `first` (not asked when none are wanted). */
async function countAndFirst<R>(count: Promise<{ n: number | string | bigint }>, limit: number, first: () => Promise<R[]>): Promise<{ count: number; rows: R[] }> {
  const [n, rows] = await Promise.all([count, limit ? first() : Promise.resolve([])]);
  return { count: Number(n.n), rows };
}

/** Submitted applications not decided yet: how many, and the first `limit` (oldest submission first) with their student, property and lease period. */
export async function submittedApplications(db: Db, organizationId: number, filter: AlertFilter, limit: number) {
  let base = db
    .selectFrom('rental_applications as a')
    .innerJoin('reservation_requests as r', 'r.id', 'a.reservation_request_id')
    .where('a.organization_id', '=', organizationId)
    .where('a.status', '=', 'Submitted');
  if (filter.property?.length) base = base.where('r.property_id', 'in', filter.property);
  return countAndFirst(base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(), limit, async () => {
    const first = await base.select(['a.id', 'a.reservation_request_id']).orderBy('a.submitted_at').orderBy('a.id').limit(limit).execute();
    // An application is named as its reservation request is: its student, property and lease period.
    const names = await requestNames(db, first.map((row) => row.reservation_request_id));
    return first.map((row) => ({ ...names.get(row.reservation_request_id)!, id: row.id }));
  });
}

/** Reservation requests by id, each with its student, property and lease period. */
async function requestNames(db: Db, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .selectFrom('reservation_requests as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .innerJoin('properties as p', 'p.id', 'r.property_id')
        .leftJoin('lease_periods as lp', 'lp.id', 'r.lease_period_id')
        .select(['r.id', 'u.first_name', 'u.last_name', 'u.email', 'p.name as property_name', 'lp.name as lease_period_name'])
        .where('r.id', 'in', [...ids])
        .execute()
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The company's leases of the statuses (at the chosen properties), the longest unchanged first: what the lease alerts narrow. */
function leasesIn(db: Db, organizationId: number, statuses: readonly LeaseStatus[], filter: AlertFilter) {
  let query = db.selectFrom('leases as x').select(['x.id', 'x.status']).where('x.organization_id', '=', organizationId).where('x.status', 'in', [...statuses]);
  if (filter.property?.length) query = query.where('x.property_id', 'in', filter.property);
  return query.orderBy('x.updated_at').orderBy('x.id');
}

/**
 * Leases being signed whose turn is the landlord's: the landlord has not completed and every signer
 * before it has (shared/leases/signing-order.ts `isTurnOf`, asked of all leases at once).
 */
export async function leasesAwaitingLandlord(db: Db, organizationId: number, filter: AlertFilter) {
  return leasesIn(db, organizationId, ['Signing'], filter)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('lease_signers as s')
          .select('s.id')
          .whereRef('s.lease_id', '=', 'x.id')
          .where('s.role', '=', 'landlord')
          // The landlord has not completed…
          .where(({ not, exists: has, selectFrom: from }) => not(has(from('lease_signing_steps as t').select('t.id').whereRef('t.lease_id', '=', 's.lease_id').whereRef('t.role', '=', 's.role').where('t.step', '=', 'complete'))))
          // …and no signer before it is still to complete.
          .where(({ not, exists: has, selectFrom: from }) =>
            not(
              has(
                from('lease_signers as b')
                  .select('b.id')
                  .whereRef('b.lease_id', '=', 's.lease_id')
                  .whereRef('b.signing_order', '<', 's.signing_order')
                  .where(({ not: no, exists: any, selectFrom: steps }) => no(any(steps('lease_signing_steps as c').select('c.id').whereRef('c.lease_id', '=', 'b.lease_id').whereRef('c.role', '=', 'b.role').where('c.step', '=', 'complete')))),
              ),
            ),
          ),
      ),
    )
    .execute();
}

/** Leases signed by everyone that could not be finalized: Signing, with a failed execution recorded (executing them ends it). */
export async function leasesNotFinalized(db: Db, organizationId: number, filter: AlertFilter) {
  return leasesIn(db, organizationId, ['Signing'], filter)
    .where(({ exists, selectFrom }) => exists(selectFrom('lease_execution_failures as f').select('f.id').whereRef('f.lease_id', '=', 'x.id')))
    .execute();
}

/**
 * Leases a signer declined (the bed stays held until a manager voids them), and leases still to
 * sign whose guarantor has not signed and whose one live link has expired (resending ends it).
 */
export async function leasesDeclinedOrLinkExpired(db: Db, organizationId: number, filter: AlertFilter, now: string) {
  return leasesIn(db, organizationId, [...SIGNABLE, 'Declined'], filter)
    .where(({ eb, or, exists, selectFrom }) =>
      or([
        eb('x.status', '=', 'Declined'),
        exists(
          selectFrom('lease_signing_links as k')
            .select('k.id')
            .whereRef('k.lease_id', '=', 'x.id')
            .where('k.role', '=', 'guarantor')
            .where('k.ended_at', 'is', null)
            .where('k.expires_at', '<=', now)
            .where(({ not, exists: has, selectFrom: from }) =>
              not(has(from('lease_signing_steps as t').select('t.id').whereRef('t.lease_id', '=', 'k.lease_id').where('t.role', '=', 'guarantor').where('t.step', 'in', ['complete', 'decline']))),
            ),
        ),
      ]),
    )
    .execute();
}

/** Offered leases (the student has a plan to choose, or the office a bed to give one). */
export async function offeredLeases(db: Db, organizationId: number, filter: AlertFilter) {
  return leasesIn(db, organizationId, ['Offered'], filter).execute();
}

/** Contact messages not read yet (as the navigation counts them): how many, and the first `limit`, oldest first. */
export async function unreadMessages(db: Db, organizationId: number, filter: AlertFilter, limit: number) {
  const base = unreadContactMessages(db, organizationId, filter);
  return countAndFirst(base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(), limit, () =>
    base.leftJoin('properties as p', 'p.id', 'm.property_id').select(['m.id', 'm.name', 'p.name as property_name']).orderBy('m.created_at').orderBy('m.id').limit(limit).execute(),
  );
}

/** Reservation requests waiting for an answer (as the navigation counts them): how many, and the first `limit`, oldest first. */
export async function newReservationRequests(db: Db, organizationId: number, filter: AlertFilter, limit: number) {
  const base = openReservationRequests(db, organizationId, filter);
  return countAndFirst(base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(), limit, async () => {
    const first = await base.select('r.id').orderBy('r.created_at').orderBy('r.id').limit(limit).execute();
    const names = await requestNames(db, first.map((row) => row.id));
    return first.map((row) => names.get(row.id)!);
  });
}

/**
 * Open tickets that are urgent or were reported before `cutoff` (an ISO time: TICKET_ALERT_DAYS
 * before now, worked out by the caller, so no date arithmetic runs in SQL): how many, and the
 * first `limit` ids, urgent ones first, then the oldest.
 */
export async function ticketsNeedingAttention(db: Db, organizationId: number, filter: AlertFilter, cutoff: string, limit: number) {
  let base = db
    .selectFrom('tickets as t')
    .where('t.organization_id', '=', organizationId)
    .where('t.status', 'in', [...OPEN_TICKET_STATUSES])
    .where((eb) => eb.or([eb('t.urgent', '=', 1), eb('t.created_at', '<', cutoff)]));
  if (filter.property?.length) base = base.where('t.property_id', 'in', filter.property);
  const { count, rows } = await countAndFirst(base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(), limit, () =>
    base.select('t.id').orderBy('t.urgent', 'desc').orderBy('t.created_at').orderBy('t.id').limit(limit).execute(),
  );
  return { count, ids: rows.map((row) => row.id) };
}

/** The tickets of the ids, as the tickets' answers read them (in no particular order). */
export async function findTickets(db: Db, ids: readonly number[]) {
  return ids.length ? ticketRows(db).where('t.id', 'in', [...ids]).execute() : [];
}

/**
 * Lease periods taking renewals (they have Valid Renewal Periods) whose renewal deadline is from
 * `from` to `to`, both counted, at the chosen properties: the soonest deadline first.
 */
export async function periodsWithRenewalDeadline(db: Db, organizationId: number, filter: AlertFilter, from: string, to: string) {
  let query = db
    .selectFrom('lease_periods as q')
    .innerJoin('properties as p', 'p.id', 'q.property_id')
    .select(['q.id', 'q.name', 'q.property_id', 'p.name as property_name', 'q.renewal_deadline'])
    .where('p.organization_id', '=', organizationId)
    .where('q.renewal_deadline', '>=', from)
    .where('q.renewal_deadline', '<=', to)
    .where((eb) => eb.exists(eb.selectFrom('lease_period_renewal_sources as s').select('s.source_period_id').whereRef('s.lease_period_id', '=', 'q.id')));
  if (filter.property?.length) query = query.where('q.property_id', 'in', filter.property);
  return query.orderBy('q.renewal_deadline').orderBy('q.id').execute();
}
