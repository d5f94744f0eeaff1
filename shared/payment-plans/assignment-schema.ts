import { z } from '../zod';
import { ASSIGNMENT_MESSAGES as M } from '../messages';
import { idParam } from '../schemas/common';
import { acceptingReadOnly } from '../read-only-keys';
import { LAYOUT_FIELDS } from '../layouts/schema';
import { ASSIGNMENT_LIMITS } from './constants';
import type { PaymentPlanAssignment } from './types';

/** `GET /api/payment-plan-assignments/?property=1&lease_period=2`: both required. */
export const AssignmentListQuery = z.object({
  property: idParam,
  lease_period: idParam,
});

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const planIds = z.array(id).max(ASSIGNMENT_LIMITS.plansPerList, { error: M.tooManyPlans(ASSIGNMENT_LIMITS.plansPerList) });

/** One bed's three lists: each replaces what the bed had for the lease period. */
export const AssignmentRowSchema = z.strictObject({
  id,
  new_tenant_payment_plan_ids: planIds,
  renewal_tenant_payment_plan_ids: planIds,
  renewal_transfer_tenant_payment_plan_ids: planIds,
  /** The row's version as loaded; without it the save is accepted whatever changed. */
  version: z.string().max(ASSIGNMENT_LIMITS.plansPerList * 3 * 17).optional(),
});

/** `PUT /api/payment-plan-assignments/`: the changed beds of one lease period, saved all or nothing. */
export const AssignmentSaveSchema = z.strictObject({
  lease_period_id: id,
  rows: z
    .array(AssignmentRowSchema)
    .min(1, { error: M.noRows })
    .max(ASSIGNMENT_LIMITS.rows, { error: M.tooManyRows(ASSIGNMENT_LIMITS.rows) }),
});

/**
 * The same, also taking back the rows as `GET /api/payment-plan-assignments/` answered them: each
 * bed's property and text fields are ignored (docs/decisions/020-read-only-keys.md).
 */
export const AssignmentSaveAsLoaded = acceptingReadOnly<{ lease_period_id: number; rows: PaymentPlanAssignment[] }>()(AssignmentSaveSchema, [
  'rows[].property_id',
  ...LAYOUT_FIELDS.map((field) => `rows[].${field}` as const),
]);

export type AssignmentRowInput = z.output<typeof AssignmentRowSchema>;
export type AssignmentSave = z.output<typeof AssignmentSaveSchema>;
