import { bedStateOf } from '../../../../shared/alerts/bed-states';
import type { LeaseNarrowing } from '../../../../shared/alerts/manager-links';
import { NOT_FINALIZED_STATUS } from '../../../../shared/leases/execution-texts';
import { LEASE_STATUSES, type Lease } from '../../../../shared/leases/lease-types';
import { formatDateTime } from '../../components/date-time';
import type { GridField } from '../../components/grid-rows';
import { planText, tenantName } from '../lease-text';
import { premisesLabel } from '../../../../shared/leases/premises';

export type LeaseColumnKey = 'tenant' | 'property' | 'bed' | 'lease_period' | 'plan' | 'status' | 'updated_at';

/** The grid's data columns, in order: what each shows, and so what it filters on and exports. */
export const LEASE_FIELDS: GridField<Lease, LeaseColumnKey>[] = [
  // The tenant exports as "Name <e-mail>", and the filter finds either.
  { key: 'tenant', name: 'Tenant', text: (r) => `${tenantName(r)} <${r.student.email}>` },
  { key: 'property', name: 'Property', text: (r) => r.property_name },
  { key: 'bed', name: 'Bed', text: (r) => premisesLabel(r.bed) },
  { key: 'lease_period', name: 'Lease Period', text: (r) => r.lease_period_name },
  { key: 'plan', name: 'Plan', text: planText },
  // A lease that could not be finalized is its own choice (its reason is on the row and the lease).
  { key: 'status', name: 'Status', text: (r) => (r.execution_failure ? NOT_FINALIZED_STATUS : r.status), choice: true },
  // Times sort as times.
  { key: 'updated_at', name: 'Updated', text: (r) => formatDateTime(r.updated_at), order: (r) => r.updated_at },
];

/** The status filter's values, in the order a lease moves through them (one that could not be finalized after Signing). */
const AFTER_SIGNING = LEASE_STATUSES.indexOf('Signing') + 1;
export const LEASE_CHOICES = { status: [...LEASE_STATUSES.slice(0, AFTER_SIGNING), NOT_FINALIZED_STATUS, ...LEASE_STATUSES.slice(AFTER_SIGNING)] };

/** Whether a lease is one a narrowed list shows: of the lease period, at the stage its status gives its bed. */
export const inLeaseNarrowing = (lease: Pick<Lease, 'lease_period_id' | 'status'>, narrowing: LeaseNarrowing) =>
  lease.lease_period_id === narrowing.lease_period && bedStateOf(lease.status) === narrowing.stage;
