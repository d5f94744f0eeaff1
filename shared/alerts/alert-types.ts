import type { AGING_BUCKETS } from '../ledger/ledger-view';
import type { Amount } from '../ledger/ledger-types';
import type { LISTED_APPLICATION_STATUSES } from '../rental-application/application-types';
import type { AlertKind } from './alert-kinds';
import type { BedState } from './bed-states';

/** What a manager may do to an alert's record right on the Alerts screen: run a lease's execution again. */
export type AlertAction = 'retry_execution';

/** A record an alert names: its id, how a manager knows it, its screen in the manager area, and the action it offers. */
export type AlertItem = { id: number; label: string; url: string; action?: AlertAction };

/** `GET /api/manager/alerts/`: one group per kind the caller sees, each with its true count and its first records. */
export type AlertGroup = { kind: AlertKind; count: number; items: AlertItem[] };

/** A bar of a glance chart: what it counts, and the list behind it (null: there is none). */
export type GlanceBar<K extends string> = { key: K; count: number; url: string | null };

/** One lease period's beds by state. */
export type BedsOfPeriod = {
  lease_period_id: number;
  lease_period_name: string;
  property_id: number;
  property_name: string;
  start_date: string;
  end_date: string;
  beds: number;
  states: GlanceBar<BedState>[];
};

/** A lease period residents renew into (it has Valid Renewal Periods), with its renewal rate: renewed ÷ eligible, null when none is eligible. */
export type RenewalRateOfPeriod = {
  lease_period_id: number;
  lease_period_name: string;
  property_name: string;
  renewed: number;
  eligible: number;
  rate: number | null;
  /** Its Renewals screen. */
  url: string;
};

export type AgingBucketKey = (typeof AGING_BUCKETS)[number];
export type ApplicationStatusKey = (typeof LISTED_APPLICATION_STATUSES)[number];

/**
 * `GET /api/manager/alerts/glance/`: leasing at a glance for the chosen properties: beds by state for
 * each lease period not yet ended; for managers, the season's applications by status and the
 * executed leases' money by aging bucket (each bucket's amount and how many leases owe in it), and
 * the renewal rate of each of those lease periods that takes renewals.
 */
export type Glance = {
  beds: BedsOfPeriod[];
  renewals: RenewalRateOfPeriod[] | null;
  applications: { season: { from: string; to: string; label: string }; statuses: GlanceBar<ApplicationStatusKey>[] } | null;
  aging: (GlanceBar<AgingBucketKey> & { amount: Amount })[] | null;
};
