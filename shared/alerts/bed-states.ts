import { LEASE_STATUSES, type LeaseStatus } from '../leases/lease-types';

/** A bed's state in a lease period, as the leasing glance draws it. */
export const BED_STATES = ['free', 'offered', 'signing', 'leased'] as const;
export type BedState = (typeof BED_STATES)[number];
/** The states a lease gives its bed (free is a bed without one). */
export type LeaseStage = Exclude<BedState, 'free'>;
export const LEASE_STAGES = ['offered', 'signing', 'leased'] as const satisfies readonly LeaseStage[];

/**
 * The state a bed is in for a lease period, from its live lease's status (none, or a void one: free).
 * A packet being signed, or declined and not yet voided (the bed stays held until it is), is signing.
 */
export function bedStateOf(status: LeaseStatus | null): BedState {
  switch (status) {
    case null:
    case 'Void':
      return 'free';
    case 'Offered':
      return 'offered';
    case 'Executed':
      return 'leased';
    default:
      return 'signing';
  }
}

/** The lease statuses of a stage, in the order a lease moves through them. */
export const stageStatuses = (stage: LeaseStage): LeaseStatus[] => LEASE_STATUSES.filter((status) => bedStateOf(status) === stage);

export const BED_STATE_LABELS: Record<BedState, string> = { free: 'Free', offered: 'Offered', signing: 'Signing', leased: 'Leased' };
