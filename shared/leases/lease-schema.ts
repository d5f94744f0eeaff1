import { z } from '../zod';
import { LEASE_MESSAGES as M } from '../messages';
import { idList, idParam } from '../schemas/common';
import { versionField } from '../schemas/version';
import { LEASE_STATUSES } from './lease-types';

export const VOID_REASON_MAX = 1000;

/** `POST /api/leases/`: a manager assigns a bed to an approved application. */
export const AssignBedSchema = z.strictObject({
  application_id: idParam,
  bed_id: idParam,
});

/** `POST /api/leases/{id}/void/`: why the offer is withdrawn. */
export const VoidLeaseSchema = z.strictObject({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, { error: M.reasonRequired }).max(VOID_REASON_MAX, { error: M.reasonTooLong(VOID_REASON_MAX) }),
  version: versionField,
});

/** `PUT /api/leases/{id}/plan/`: the student's choice among the offered plans. */
export const ChoosePlanSchema = z.strictObject({
  payment_plan_id: z.number({ error: M.choosePlan }).int({ error: M.choosePlan }).positive({ error: M.choosePlan }),
  version: versionField,
});

/** `/api/leases/{id}/documents/{documentId}/pdf/` and `/html/`. */
export const LeaseDocumentParams = z.object({ id: idParam, documentId: idParam });

/** `GET /api/leases/free-beds/?application={id}`. */
export const FreeBedsQuery = z.object({ application: idParam });

/** `GET /api/leases/?property=1,2&lease_period=3&status=Offered&application=4`. */
export const LeaseListQuery = z.object({
  property: idList.optional(),
  application: idParam.optional(),
  lease_period: idParam.optional(),
  status: z.enum(LEASE_STATUSES, { error: M.unknownStatus }).optional(),
});
