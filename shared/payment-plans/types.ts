/** Shapes of the payment plan and account code answers: the server builds them, the client reads them. */
import type { LedgerType, PaymentPlanType } from './constants';

/** An account code of the company (`GET /api/ledger_types/`, and `account_codes` of the organization). */
export type AccountCode = { id: number; name: string; type: LedgerType; version: number };

/** A ledger entry as the API answers it: amounts as decimal text ("655.50"). */
export type LedgerEntry = {
  id: number;
  sub_period_id: number | null;
  due_date: string;
  account_code_id: number;
  description: string;
  credit_amount: string;
  charge_amount: string;
};

/** A row of `GET /api/payment-plans/`. */
export type PaymentPlanRow = {
  id: number;
  name: string;
  type: PaymentPlanType | null;
  total: string;
  property_id: number;
  property_name: string;
  lease_period_id: number;
  lease_period_name: string;
  effective_start_date: string | null;
  effective_end_date: string | null;
  active: boolean;
  approved: boolean;
  approved_by: string | null;
  approved_at: string | null;
  created_by: string;
  created_at: string;
};

/** `GET /api/payment-plans/{id}/`: the row plus its entries (in ledger order) and the version an editor sends back. */
export type PaymentPlan = PaymentPlanRow & { ledger_entries: LedgerEntry[]; version: number };

/** A row of `GET /api/payment-plan-assignments/`: a bed and the plans it is offered under, per tenant type. */
export type PaymentPlanAssignment = {
  id: number;
  property_id: number;
  building: string;
  floor: string;
  unit: string;
  unit_type: string;
  room: string;
  room_type: string;
  bed: string;
  new_tenant_payment_plan_ids: number[];
  renewal_tenant_payment_plan_ids: number[];
  renewal_transfer_tenant_payment_plan_ids: number[];
  /** What a save sends back to be refused if the bed's plans changed meanwhile (assignmentVersion). */
  version: string;
};
