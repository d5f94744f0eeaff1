import { BED_STATES, bedStateOf, type BedState } from '../../shared/alerts/bed-states';
import type { AgingBucketKey, AlertItem, BedsOfPeriod, Glance, RenewalRateOfPeriod } from '../../shared/alerts/alert-types';
import { managerLinks, narrowedLinks } from '../../shared/alerts/manager-links';
import type { Season } from '../../shared/alerts/season';
import { notReadyLabel } from '../../shared/season-readiness/readiness';
import type { PeriodReadiness } from '../../shared/season-readiness/types';
import { EXECUTION_TEXTS } from '../../shared/leases/execution-texts';
import type { LeaseStatus } from '../../shared/leases/lease-types';
import { AGING_BUCKETS, type Aging } from '../../shared/ledger/ledger-view';
import { centsToAmount, formatUsd } from '../../shared/money';
import { LISTED_APPLICATION_STATUSES, type ApplicationStatus } from '../../shared/rental-application/application-types';
import { ticketAgeDays } from '../../shared/tickets/ticket-status';
import { TICKET_CATEGORIES } from '../../shared/tickets/ticket-texts';
import type { AlertFilter } from '../queries/manager-alerts';
import type { LeaseRow } from '../queries/leases';
import type { TicketRow } from '../queries/tickets';
import { leaseLabel } from './lease';
import { personName } from '../../shared/people';
import { formatShortDate } from '../../shared/dates';

type Person = { first_name: string; last_name: string; email: string };
const where = (property: string, leasePeriod: string | null) => (leasePeriod ? `${property}, ${leasePeriod}` : property);
const days = (n: number) => (n === 0 ? 'today' : n === 1 ? '1 day ago' : `${n} days ago`);

/** Each alert's record as the Alerts screen names it, with the manager screen it opens. */
export const alertItem = {
  application: (row: Person & { id: number; property_name: string; lease_period_name: string | null }): AlertItem => ({
    id: row.id,
    label: `${personName(row.first_name, row.last_name, row.email)} (${where(row.property_name, row.lease_period_name)})`,
    url: managerLinks.application(row.id),
  }),
  awaitingLandlord: (row: LeaseRow): AlertItem => ({ id: row.id, label: leaseLabel(row), url: managerLinks.lease(row.id) }),
  notFinalized: (row: LeaseRow, reason: string): AlertItem => ({ id: row.id, label: `${leaseLabel(row)}: ${EXECUTION_TEXTS.notFinalized(reason)}`, url: managerLinks.lease(row.id), action: 'retry_execution' }),
  declinedOrLinkExpired: (row: LeaseRow): AlertItem => ({
    id: row.id,
    label: `${leaseLabel(row)}: ${row.status === 'Declined' ? 'declined' : 'the guarantor’s signing link has expired'}`,
    url: managerLinks.lease(row.id),
  }),
  offerWithoutPlan: (row: LeaseRow): AlertItem => ({ id: row.id, label: `${leaseLabel(row)}, ${row.lease_period_name}`, url: managerLinks.lease(row.id) }),
  seasonNotReady: (readiness: PeriodReadiness): AlertItem => ({ id: readiness.lease_period_id, label: notReadyLabel(readiness), url: managerLinks.leasePeriods(readiness.property_id) }),
  renewalsNotStarted: (period: { id: number; name: string; property_name: string; renewal_deadline: string | null }, notStarted: number): AlertItem => ({
    id: period.id,
    label: `${where(period.property_name, period.name)}: ${notStarted} ${notStarted === 1 ? 'resident has' : 'residents have'} not started, deadline ${formatShortDate(period.renewal_deadline!)}`,
    url: managerLinks.renewals(period.id),
  }),
  pastDue: (row: LeaseRow, pastDueCents: number): AlertItem => ({ id: row.id, label: `${leaseLabel(row)}: ${formatUsd(pastDueCents)} past due`, url: managerLinks.ledger(row.id) }),
  message: (row: { id: number; name: string; property_name: string | null }): AlertItem => ({ id: row.id, label: `${row.name} (${row.property_name ?? 'the company'})`, url: managerLinks.messages() }),
  reservation: (row: Person & { id: number; property_name: string; lease_period_name: string | null }): AlertItem => ({
    id: row.id,
    label: `${personName(row.first_name, row.last_name, row.email)} (${where(row.property_name, row.lease_period_name)})`,
    url: managerLinks.reservations(),
  }),
  ticket: (row: TicketRow, now: Date): AlertItem => ({
    id: row.id,
    label: `${TICKET_CATEGORIES[row.category]} at ${row.property_name}, unit ${row.unit}: ${row.urgent ? 'urgent, ' : ''}reported ${days(ticketAgeDays(row.created_at, now))}`,
    url: managerLinks.ticket(row.id),
  }),
};

type PeriodRow = { id: number; name: string; start_date: string; end_date: string; property_id: number; property_name: string; beds: number | string | bigint | null };

/** A lease period's beds by state: each live lease's status gives its bed's; the beds left are free. Each state but free opens its leases. */
export function presentBedsOfPeriod(period: PeriodRow, leases: readonly { status: LeaseStatus; n: number | string | bigint }[]): BedsOfPeriod {
  const beds = Number(period.beds ?? 0);
  const count: Record<BedState, number> = { free: 0, offered: 0, signing: 0, leased: 0 };
  for (const row of leases) count[bedStateOf(row.status)] += Number(row.n);
  count.free = Math.max(0, beds - count.offered - count.signing - count.leased);
  return {
    lease_period_id: period.id,
    lease_period_name: period.name,
    property_id: period.property_id,
    property_name: period.property_name,
    start_date: period.start_date,
    end_date: period.end_date,
    beds,
    states: BED_STATES.map((state) => ({ key: state, count: count[state], url: state === 'free' ? null : narrowedLinks.leases({ lease_period: period.id, stage: state }) })),
  };
}

/** The season's applications by status, each opening the Applications list narrowed to it. */
export function presentSeasonApplications(season: Season, rows: readonly { status: ApplicationStatus; n: number | string | bigint }[], filter: AlertFilter): NonNullable<Glance['applications']> {
  const count = (status: ApplicationStatus) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return {
    season,
    statuses: LISTED_APPLICATION_STATUSES.map((status) => ({
      key: status,
      count: count(status),
      url: narrowedLinks.applications({ status, submitted_from: season.from, property: filter.property?.length ? filter.property : undefined }),
    })),
  };
}

/** The executed leases' open money by aging bucket: each bucket's amount and how many leases owe in it, opening Collections narrowed to them. */
export function presentAgingBars(money: readonly Aging[]): NonNullable<Glance['aging']> {
  return AGING_BUCKETS.map((bucket: AgingBucketKey) => {
    let cents = 0;
    let leases = 0;
    for (const m of money) {
      cents += m[bucket];
      if (m[bucket] > 0) leases += 1;
    }
    return { key: bucket, count: leases, amount: centsToAmount(cents), url: narrowedLinks.collections({ aging: bucket }) };
  });
}

/** A period's renewal rate as the glance shows it, opening its Renewals screen. */
export function presentRenewalRate(period: { id: number; name: string; property_name: string }, rate: { renewed: number; eligible: number; rate: number | null }): RenewalRateOfPeriod {
  return { lease_period_id: period.id, lease_period_name: period.name, property_name: period.property_name, renewed: rate.renewed, eligible: rate.eligible, rate: rate.rate, url: managerLinks.renewals(period.id) };
}
