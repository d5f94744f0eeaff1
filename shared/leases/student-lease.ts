import { BASE_PATH } from '../constants';
import type { ExecutionFailure } from './execution-texts';
import type { DocumentRole, LeaseStatus } from './lease-types';
import type { LeaseAction } from './lifecycle';

/** A plan's ledger entry as the student reads it: amounts as money text, nothing where zero. */
export type ScheduleRow = { due: string; description: string; account: string; charge: string; credit: string };

/** A plan's schedule and totals, as the manager's plan previewer sums them. */
export type PlanSchedule = {
  rows: ScheduleRow[];
  subtotals: { account: string; total: string }[];
  dueToday: string;
  dueOnApproval: string;
  total: string;
};

export type StudentPlanOffer = { id: number; name: string; schedule: PlanSchedule };

/** A document of the student's packet; `html` is the snapshot's body, null when its file does not match its hash. */
export type StudentLeaseDocument = { id: number; name: string; role: DocumentRole; html: string | null };

/** A lease as the My lease page shows it to its student. */
export type StudentLease = {
  id: number;
  status: LeaseStatus;
  version: number;
  property_name: string;
  lease_period_name: string;
  start_date: string;
  end_date: string;
  bed: { building: string; floor: string; unit: string; room: string; bed: string };
  /** Only while the lease is Offered. */
  offered_plans: StudentPlanOffer[];
  chosen_plan_name: string | null;
  /** None while Offered or once Void. */
  documents: StudentLeaseDocument[];
  void_reason: string | null;
  /** Signed by everyone, but it could not be finalized (yet): the latest failure; null otherwise. */
  execution_failure: ExecutionFailure | null;
  /** Signed by everyone and being finalized by its execution job: shown as \"Finishing…\" until it is Executed (issue 46). */
  finishing: boolean;
  /** What the student may do to it now (shared/leases/lifecycle.ts). */
  can: LeaseAction[];
};

/** Where the student's My lease page lives (the plan choice posts there without JavaScript too). */
export const MY_LEASE_PATH = `${BASE_PATH}/tenant/lease`;
