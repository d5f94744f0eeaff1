import { MANAGER_PATH } from '../constants';
import { isIsoDate } from '../dates';
import { AGING_BUCKETS } from '../ledger/ledger-view';
import { LISTED_APPLICATION_STATUSES } from '../rental-application/application-types';
import { idList, idParam } from '../schemas/common';
import { z } from '../zod';
import { LEASE_STAGES } from './bed-states';

/** The manager screen of each record an alert names, as full paths (the API answers them). */
export const managerLinks = {
  application: (id: number) => `${MANAGER_PATH}/applications/${id}`,
  lease: (id: number) => `${MANAGER_PATH}/leases/${id}`,
  ledger: (leaseId: number) => `${MANAGER_PATH}/collections/${leaseId}`,
  messages: () => `${MANAGER_PATH}/messages`,
  reservations: () => `${MANAGER_PATH}/reservations`,
  ticket: (id: number) => `${MANAGER_PATH}/tickets/${id}`,
  leasePeriods: (propertyId: number) => `${MANAGER_PATH}/settings/lease-periods?property=${propertyId}`,
  assignPlans: (propertyId: number, leasePeriodId: number) => `${MANAGER_PATH}/settings/assign-plans?property=${propertyId}&lease_period=${leasePeriodId}`,
  paymentPlans: () => `${MANAGER_PATH}/settings/payment-plans`,
  documentTemplates: () => `${MANAGER_PATH}/settings/document-templates`,
  layouts: () => `${MANAGER_PATH}/settings/layouts`,
  rentalApplication: () => `${MANAGER_PATH}/settings/rental-application`,
  renewals: (leasePeriodId: number) => `${MANAGER_PATH}/renewals?lease_period=${leasePeriodId}`,
};

/**
 * What a glance bar's list is narrowed to, in its address: the leases of one lease period at one
 * stage (`/leases?lease_period=3&stage=signing`), the applications of one status submitted since a
 * day at some properties, the executed leases with money in one aging bucket.
 */
export const LeaseListNarrowing = z.object({ lease_period: idParam, stage: z.enum(LEASE_STAGES) });
export const ApplicationListNarrowing = z.object({
  status: z.enum(LISTED_APPLICATION_STATUSES),
  submitted_from: z.string().refine(isIsoDate).optional(),
  property: idList.optional(),
});
export const CollectionListNarrowing = z.object({ aging: z.enum(AGING_BUCKETS) });

export type LeaseNarrowing = z.output<typeof LeaseListNarrowing>;
export type ApplicationNarrowing = z.output<typeof ApplicationListNarrowing>;
export type CollectionNarrowing = z.output<typeof CollectionListNarrowing>;

/** A path with its narrowing as the query (lists of ids comma-separated; missing values left out). */
function narrowed(path: string, values: Record<string, string | number | readonly number[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `${path}?${query.toString()}`;
}

/** The lists a glance's bars open. */
export const narrowedLinks = {
  leases: (n: LeaseNarrowing) => narrowed(`${MANAGER_PATH}/leases`, n),
  applications: (n: ApplicationNarrowing) => narrowed(`${MANAGER_PATH}/applications`, n),
  collections: (n: CollectionNarrowing) => narrowed(`${MANAGER_PATH}/collections`, n),
};

/** The narrowing an address asks for, or null when it asks for none (or for one that does not parse). */
export function narrowingOf<S extends z.ZodType>(schema: S, search: URLSearchParams): z.output<S> | null {
  if (![...search.keys()].length) return null;
  const parsed = schema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : null;
}

/** A manager-area path as the manager router takes it (without its basename). */
export const managerRoute = (path: string): string => (path.startsWith(`${MANAGER_PATH}/`) ? path.slice(MANAGER_PATH.length) : path === MANAGER_PATH ? '/' : path);
