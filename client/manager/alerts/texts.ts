import type { AlertKind } from '../../../shared/alerts/alert-kinds';
import { RENEWAL_DEADLINE_ALERT_DAYS } from '../../../shared/alerts/alert-kinds';
import { TICKET_ALERT_DAYS } from '../../../shared/tickets/ticket-status';

/** The Alerts screen's own texts (the spec leaves them to the product). */
export const ALERT_TEXTS = {
  title: 'Alerts',
  intro: 'Everything that needs you now at the chosen properties. An alert goes away once its cause is handled.',
  chooseProperty: 'Choose a property above to see its alerts.',
  loadFailed: 'Couldn’t load alerts',
  glanceFailed: 'Couldn’t load leasing at a glance',
  listTitle: 'Needs you now',
  allClear: 'Nothing needs you right now.',
  jump: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'alert needs' : 'alerts need'} you now: go to ${n === 1 ? 'it' : 'them'}`,
  nothingWaiting: 'Nothing waiting:',
  more: (n: number) => `${n.toLocaleString('en-US')} more`,
  openList: 'Open the list',
  /** Each kind's heading, and the list a manager works it from. */
  kinds: {
    applications_submitted: { title: 'Applications to decide', list: '/applications?status=Submitted' },
    leases_landlord_signature: { title: 'Leases waiting for your signature', list: '/leases' },
    leases_not_finalized: { title: 'Signed leases that could not be finalized', list: '/leases' },
    leases_declined_or_link_expired: { title: 'Leases declined, or with an expired guarantor link', list: '/leases' },
    offers_without_plan: { title: 'Offers with no plan for their bed', list: '/settings/assign-plans' },
    seasons_not_ready: { title: 'Lease periods open to leasing but not ready', list: '/settings/lease-periods' },
    renewals_not_started: { title: `Renewal deadlines within ${RENEWAL_DEADLINE_ALERT_DAYS} days, residents not started`, list: '/renewals' },
    tenants_past_due: { title: 'Tenants past due', list: '/collections' },
    unread_messages: { title: 'Unread messages', list: '/messages' },
    reservation_requests: { title: 'Reservation requests waiting for an answer', list: '/reservations' },
    tickets_needing_attention: { title: `Tickets open more than ${TICKET_ALERT_DAYS} days, or urgent`, list: '/tickets?attention=1' },
  } satisfies Record<AlertKind, { title: string; list: string }>,
  glance: {
    title: 'Leasing at a glance',
    beds: 'Beds by state',
    bedsIntro: 'Each lease period shown on the manager dashboard that has not ended.',
    noPeriods: 'No lease period of these properties is shown on the manager dashboard.',
    beds_count: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'bed' : 'beds'}`,
    period: 'Lease period',
    applications: (season: string) => `Applications this season (${season})`,
    applicationsIntro: (since: string) => `Submitted since ${since}.`,
    status: 'Status',
    applicationsCount: 'Applications',
    aging: 'Collections aging',
    agingIntro: 'What executed leases owe, by how late it is.',
    bucket: 'Aging',
    amount: 'Amount',
    leases: 'Leases',
    leasesCount: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lease' : 'leases'}`,
    renewals: 'Renewal rate',
    renewalsIntro: 'Residents renewed of those eligible, for each lease period taking renewals.',
    renewalRate: 'Renewal rate',
    renewedOf: (rate: string, renewed: number, eligible: number) => `${rate} · ${renewed.toLocaleString('en-US')} of ${eligible.toLocaleString('en-US')}`,
  },
} as const;
