import { ASSIGNMENT_LISTS } from '../../shared/payment-plans/offered';
import type { PaymentPlanAssignment } from '../../shared/payment-plans/types';
import type { AssignmentLink, BedRow } from '../queries/payment-plan-assignments';

/** The answer's rows: each bed with the ids of its plans per tenant type (in id order). */
export function presentAssignments(beds: readonly BedRow[], links: readonly AssignmentLink[]): PaymentPlanAssignment[] {
  const byBed = new Map<number, PaymentPlanAssignment>();
  const rows = beds.map((bed) => {
    const row: PaymentPlanAssignment = { ...bed, new_tenant_payment_plan_ids: [], renewal_tenant_payment_plan_ids: [], renewal_transfer_tenant_payment_plan_ids: [] };
    byBed.set(bed.id, row);
    return row;
  });
  for (const link of links) {
    if (link.type) byBed.get(link.layout_id)?.[ASSIGNMENT_LISTS[link.type]].push(link.payment_plan_id);
  }
  return rows;
}
