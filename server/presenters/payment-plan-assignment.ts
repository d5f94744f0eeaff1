import { ASSIGNMENT_LISTS, assignmentVersion } from '../../shared/payment-plans/offered';
import type { PaymentPlanAssignment } from '../../shared/payment-plans/types';
import type { AssignmentLink, BedRow } from '../queries/payment-plan-assignments';

/** The answer's rows: each bed with the ids of its plans per tenant type (in id order). */
export function presentAssignments(beds: readonly BedRow[], links: readonly AssignmentLink[]): PaymentPlanAssignment[] {
  const byBed = new Map<number, PaymentPlanAssignment>();
  // Literal rows (no spread): one shape for all, which keeps 10,000 of them cheap to build and write.
  const rows = beds.map((bed): PaymentPlanAssignment => {
    const row = {
      id: bed.id,
      property_id: bed.property_id,
      building: bed.building,
      floor: bed.floor,
      unit: bed.unit,
      unit_type: bed.unit_type,
      room: bed.room,
      room_type: bed.room_type,
      bed: bed.bed,
      new_tenant_payment_plan_ids: [],
      renewal_tenant_payment_plan_ids: [],
      renewal_transfer_tenant_payment_plan_ids: [],
      version: '',
    };
    byBed.set(bed.id, row);
    return row;
  });
  for (const link of links) {
    if (link.type) byBed.get(link.layout_id)?.[ASSIGNMENT_LISTS[link.type]].push(link.payment_plan_id);
  }
  for (const row of rows) {
    if (row.new_tenant_payment_plan_ids.length || row.renewal_tenant_payment_plan_ids.length || row.renewal_transfer_tenant_payment_plan_ids.length) {
      row.version = assignmentVersion([...row.new_tenant_payment_plan_ids, ...row.renewal_tenant_payment_plan_ids, ...row.renewal_transfer_tenant_payment_plan_ids]);
    }
  }
  return rows;
}
