import type { AssignmentSave } from '../../../shared/payment-plans/assignment-schema';
import type { PaymentPlanAssignment, PaymentPlanRow } from '../../../shared/payment-plans/types';
import { getJson, requestJson } from '../../api/http';
import { plansApi } from '../payment-plans/plans-api';

/** The Assign Plans screen's calls (ASSIGN-API.md), one function each. */
export const assignmentsApi = {
  /** Every bed of the property with its plans for the lease period. */
  list: (propertyId: number, leasePeriodId: number, signal?: AbortSignal) =>
    getJson<PaymentPlanAssignment[]>(`/api/payment-plan-assignments/?property=${propertyId}&lease_period=${leasePeriodId}`, signal),
  /** The lease period's plans, of every status (the screen works out which are offered). */
  plans: (propertyId: number, leasePeriodId: number, signal?: AbortSignal): Promise<PaymentPlanRow[]> =>
    plansApi.plans({ propertyIds: [propertyId], leasePeriodIds: [leasePeriodId] }, signal),
  /** Saves the changed beds all or nothing; answers them as saved. */
  save: (body: AssignmentSave) => requestJson<PaymentPlanAssignment[]>('PUT', '/api/payment-plan-assignments/', body),
};
