import { ALERT_ITEMS_SHOWN, ALERT_KINDS, alertKindsFor, RENEWAL_DEADLINE_ALERT_DAYS, seesLeasingFigures, type AlertKind } from '../../shared/alerts/alert-kinds';
import type { AlertGroup, AlertItem, Glance } from '../../shared/alerts/alert-types';
import { seasonOf } from '../../shared/alerts/season';
import type { Role } from '../../shared/constants';
import { shiftDays } from '../../shared/dates';
import { pastDueOf, type Aging } from '../../shared/ledger/ledger-view';
import { TICKET_ALERT_DAYS } from '../../shared/tickets/ticket-status';
import type { InboxCounts } from '../../shared/types/manager';
import type { Db } from '../db/database';
import { plansInEffect } from '../../shared/payment-plans/offered';
import { alertItem, presentAgingBars, presentBedsOfPeriod, presentRenewalRate, presentSeasonApplications } from '../presenters/manager-alert';
import { collectionMoney, pastDueMoney } from '../queries/collections';
import { latestExecutionFailures } from '../queries/lease-execution-failures';
import { findLeases, plansAssignedToLeases, type LeaseRow } from '../queries/leases';
import { applicationCountsSince, dashboardLeasePeriods, liveLeaseCounts, periodIdsTakingRenewals } from '../queries/leasing-glance';
import {
  findTickets,
  leasesAwaitingLandlord,
  leasesDeclinedOrLinkExpired,
  leasesNotFinalized,
  newReservationRequests,
  offeredLeases,
  periodsWithRenewalDeadline,
  submittedApplications,
  ticketsNeedingAttention,
  unreadMessages,
  type AlertFilter,
} from '../queries/manager-alerts';
import { seasonFacts } from '../queries/season-readiness';
import { periodRenewalStatuses } from './renewals';
import { renewalRate } from '../../shared/leases/renewal-rules';
import { seasonReadiness } from '../../shared/season-readiness/readiness';
import { countUnopenedApplications } from '../queries/rental-applications';
import { countNewTickets } from '../queries/tickets';
import { companyToday } from '../queries/company-day';

/** Whose alerts, where, when. */
/** Whose alerts, for which properties, and when: `today` is the company's day at `now` (ADR 045). */
export type AlertScope = { organizationId: number; filter: AlertFilter; now: Date; today: string };

type Found = { count: number; items: AlertItem[] };

const DAY_MS = 86_400_000;

/** The first `shown` of the leases (ids in alert order), named by `item`. */
async function leaseItems(db: Db, ids: readonly number[], shown: number, item: (row: LeaseRow) => AlertItem): Promise<Found> {
  const first = ids.slice(0, shown);
  const rows = new Map((await findLeases(db, first)).map((row) => [row.id, row]));
  return { count: ids.length, items: first.map((id) => item(rows.get(id)!)) };
}

/** Late money first by its oldest bucket (over 90 days before 61–90 …), then by how much is late. */
const LATE_FIRST: readonly (keyof Aging)[] = ['over_90', 'd61_90', 'd31_60', 'd1_30'];
const mostOverdueFirst = (a: Aging & { lease_id: number }, b: Aging & { lease_id: number }) => {
  for (const bucket of LATE_FIRST) if (a[bucket] > 0 !== b[bucket] > 0) return a[bucket] > 0 ? -1 : 1;
  return pastDueOf(b) - pastDueOf(a) || a.lease_id - b.lease_id;
};

/** How each kind is found: its true count and its first `shown` records, the most urgent (the longest waiting) first. */
const FINDERS: Record<AlertKind, (db: Db, scope: AlertScope, shown: number) => Promise<Found>> = {
  applications_submitted: async (db, { organizationId, filter }, shown) => {
    const { count, rows } = await submittedApplications(db, organizationId, filter, shown);
    return { count, items: rows.map(alertItem.application) };
  },
  leases_landlord_signature: async (db, { organizationId, filter }, shown) =>
    leaseItems(db, (await leasesAwaitingLandlord(db, organizationId, filter)).map((l) => l.id), shown, alertItem.awaitingLandlord),
  // Signed by everyone, but the execution failed: named with the latest reason, and retried from the alert.
  leases_not_finalized: async (db, { organizationId, filter }, shown) => {
    const ids = (await leasesNotFinalized(db, organizationId, filter)).map((l) => l.id);
    const failures = await latestExecutionFailures(db, ids.slice(0, shown));
    return leaseItems(db, ids, shown, (row) => alertItem.notFinalized(row, failures.get(row.id)!.reason));
  },
  leases_declined_or_link_expired: async (db, { organizationId, filter, now }, shown) =>
    leaseItems(db, (await leasesDeclinedOrLinkExpired(db, organizationId, filter, now.toISOString())).map((l) => l.id), shown, alertItem.declinedOrLinkExpired),
  // An offer whose bed has no plan the student can choose (lacksPlan on the lease screens): the office must assign or approve one.
  offers_without_plan: async (db, { organizationId, filter, today }, shown) => {
    const offered = (await offeredLeases(db, organizationId, filter)).map((l) => l.id);
    const plans = await plansAssignedToLeases(db, offered);
    return leaseItems(db, offered.filter((id) => !plansInEffect(plans.get(id) ?? [], today).length), shown, alertItem.offerWithoutPlan);
  },
  // A period open to leasing that is not ready (shared/season-readiness): the soonest to start first.
  seasons_not_ready: async (db, { organizationId, filter, today }, shown) => {
    const notReady = (await seasonFacts(db, { organizationId, filter, today }, today)).map(seasonReadiness).filter((r) => !r.ready);
    return { count: notReady.length, items: notReady.slice(0, shown).map(alertItem.seasonNotReady) };
  },
  // A deadline at most a week away (today counts) while residents have not started: the soonest first, each opening its Renewals screen.
  renewals_not_started: async (db, { organizationId, filter, today }, shown) => {
    const periods = await periodsWithRenewalDeadline(db, organizationId, filter, today, shiftDays(today, RENEWAL_DEADLINE_ALERT_DAYS));
    const waiting = await Promise.all(
      periods.map(async (period) => ({ period, notStarted: (await periodRenewalStatuses(db, period.id)).filter((status) => status === 'Not started').length })),
    );
    const alerting = waiting.filter((w) => w.notStarted > 0);
    return { count: alerting.length, items: alerting.slice(0, shown).map((w) => alertItem.renewalsNotStarted(w.period, w.notStarted)) };
  },
  tenants_past_due: async (db, { organizationId, filter, today }, shown) => {
    const late = (await pastDueMoney(db, organizationId, filter, today)).sort(mostOverdueFirst);
    const cents = new Map(late.map((m) => [m.lease_id, pastDueOf(m)]));
    return leaseItems(db, late.map((m) => m.lease_id), shown, (row) => alertItem.pastDue(row, cents.get(row.id)!));
  },
  unread_messages: async (db, { organizationId, filter }, shown) => {
    const { count, rows } = await unreadMessages(db, organizationId, filter, shown);
    return { count, items: rows.map(alertItem.message) };
  },
  reservation_requests: async (db, { organizationId, filter }, shown) => {
    const { count, rows } = await newReservationRequests(db, organizationId, filter, shown);
    return { count, items: rows.map(alertItem.reservation) };
  },
  tickets_needing_attention: async (db, { organizationId, filter, now }, shown) => {
    const cutoff = new Date(now.getTime() - TICKET_ALERT_DAYS * DAY_MS).toISOString();
    const { count, ids } = await ticketsNeedingAttention(db, organizationId, filter, cutoff, shown);
    const rows = new Map((await findTickets(db, ids)).map((row) => [row.id, row]));
    return { count, items: ids.map((id) => alertItem.ticket(rows.get(id)!, now)) };
  },
};

/** The scope of a company's alerts at `now`, with its day on the company's clock. */
export async function alertScope(db: Db, organizationId: number, filter: AlertFilter, now = new Date()): Promise<AlertScope> {
  return { organizationId, filter, now, today: await companyToday(db, organizationId, now) };
}

async function findAlerts(db: Db, scope: AlertScope, kinds: readonly AlertKind[], shown: number): Promise<AlertGroup[]> {
  return Promise.all(kinds.map(async (kind) => ({ kind, ...(await FINDERS[kind](db, scope, shown)) })));
}

/** Everything that needs the caller now, one group per kind they see (counted even when none), in the screen's order. */
export async function managerAlerts(db: Db, roles: readonly Role[], scope: AlertScope): Promise<AlertGroup[]> {
  return findAlerts(db, scope, alertKindsFor(roles), ALERT_ITEMS_SHOWN);
}

/**
 * The side navigation's counts, company-wide: requests, messages and past-due leases as their
 * alerts count them, applications not yet opened, tickets nobody has taken, and the total of the
 * caller's alerts.
 */
export async function navigationCounts(db: Db, organizationId: number, roles: readonly Role[], now = new Date()): Promise<InboxCounts> {
  const [groups, applications, ticketsNew] = await Promise.all([
    findAlerts(db, await alertScope(db, organizationId, {}, now), ALERT_KINDS, 0),
    countUnopenedApplications(db, organizationId),
    countNewTickets(db, organizationId),
  ]);
  const count = (kind: AlertKind) => groups.find((g) => g.kind === kind)!.count;
  const mine = alertKindsFor(roles);
  return {
    reservations_unopened: count('reservation_requests'),
    messages_unread: count('unread_messages'),
    applications_unopened: applications,
    collections_past_due: count('tenants_past_due'),
    tickets_new: ticketsNew,
    alerts: mine.reduce((sum, kind) => sum + count(kind), 0),
  };
}

/** The renewal rate of each of the periods that takes renewals, as the Renewals screen works it out. */
async function renewalRates(db: Db, periods: readonly { id: number; name: string; property_name: string }[]) {
  const taking = await periodIdsTakingRenewals(db, periods.map((p) => p.id));
  const targets = periods.filter((p) => taking.has(p.id));
  return Promise.all(targets.map(async (period) => presentRenewalRate(period, renewalRate(await periodRenewalStatuses(db, period.id)))));
}

/**
 * Leasing at a glance for the chosen properties: beds by state per lease period; for managers, the
 * season's applications, the aging of what is owed, and the renewal rate of the periods taking renewals.
 */
export async function leasingGlance(db: Db, roles: readonly Role[], { organizationId, filter, today }: AlertScope): Promise<Glance> {
  const periods = await dashboardLeasePeriods(db, organizationId, filter, today);
  const counts = await liveLeaseCounts(db, periods.map((p) => p.id));
  const beds = periods.map((period) => presentBedsOfPeriod(period, counts.filter((c) => c.lease_period_id === period.id)));
  if (!seesLeasingFigures(roles)) return { beds, renewals: null, applications: null, aging: null };
  const season = seasonOf(today);
  const [applications, money, renewals] = await Promise.all([applicationCountsSince(db, organizationId, filter, season.from), collectionMoney(db, organizationId, filter, today), renewalRates(db, periods)]);
  return { beds, renewals, applications: presentSeasonApplications(season, applications, filter), aging: presentAgingBars([...money.values()]) };
}
