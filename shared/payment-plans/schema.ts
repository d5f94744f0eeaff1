import { z } from '../zod';
import { idList, idParam } from '../schemas/common';
import { versionField } from '../schemas/version';
import { acceptingReadOnly } from '../read-only-keys';
import { isIsoDate } from '../dates';
import { PAYMENT_PLAN_MESSAGES as M } from '../messages';
import { LEDGER_TYPES, PAYMENT_PLAN_LIMITS, PAYMENT_PLAN_TYPES, SPECIAL_DUE_DATES } from './constants';
import { parseAmount } from '../money';
import type { AccountCode, PaymentPlan } from './types';

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max);
const requiredId = (message: string) => z.union([z.number(), z.string()], { error: message }).pipe(idParam);

/** A ledger amount: decimal text or a number, in whole cents, never negative; parsed to cents. */
const amount = (required: string, positive: string) =>
  z
    .union([z.string(), z.number()], { error: required })
    .refine((v) => String(v).trim() !== '', { error: required, abort: true })
    .refine((v) => !String(v).trim().startsWith('-'), { error: positive, abort: true })
    .transform((v, ctx) => {
      const cents = parseAmount(v);
      if (cents === null || cents > PAYMENT_PLAN_LIMITS.amountCents) {
        ctx.addIssue({ code: 'custom', message: M.amountFormat });
        return z.NEVER;
      }
      return cents;
    });

const dueDate = z
  .string({ error: M.dueDateRequired })
  .trim()
  .min(1, { error: M.dueDateRequired, abort: true })
  .refine((v) => (SPECIAL_DUE_DATES as readonly string[]).includes(v) || isIsoDate(v), { error: M.dueDateFormat });

const optionalDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isIsoDate, { error: 'Use YYYY-MM-DD' });

/** One ledger entry of a plan's PUT; amounts come out in cents. */
export const LedgerEntryInputSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  sub_period_id: requiredId(M.subPeriodRequired).nullable().refine((v) => v !== null, { error: M.subPeriodsMissing }),
  due_date: dueDate,
  account_code_id: requiredId(M.accountRequired),
  description: requiredText(M.descriptionRequired, PAYMENT_PLAN_LIMITS.description),
  credit_amount: amount(M.creditRequired, M.creditPositive),
  charge_amount: amount(M.chargeRequired, M.chargePositive),
});

/** `POST /api/payment-plans/` (the Add Payment Plan dialog) and `POST /api/payment-plans/{id}/clone/`. */
export const NewPaymentPlanSchema = z.strictObject({
  name: requiredText(M.templateNameRequired, PAYMENT_PLAN_LIMITS.name),
  property_id: requiredId(M.propertyRequired),
  lease_period_id: requiredId(M.leasePeriodRequired),
});

/** `PUT /api/payment-plans/{id}/`: the whole plan with its entries, in the order the editor lists them. */
export const PaymentPlanUpdateSchema = z
  .strictObject({
    property_id: requiredId(M.propertyRequired),
    lease_period_id: requiredId(M.agreementPeriodRequired),
    name: requiredText(M.nameRequired, PAYMENT_PLAN_LIMITS.name),
    type: z.enum(PAYMENT_PLAN_TYPES, { error: M.typeRequired }),
    effective_start_date: optionalDate(M.startRequired),
    effective_end_date: optionalDate(M.endRequired),
    ledger_entries: z.array(LedgerEntryInputSchema).max(PAYMENT_PLAN_LIMITS.entries, { error: M.tooManyEntries(PAYMENT_PLAN_LIMITS.entries) }),
    version: versionField,
  })
  .refine((p) => p.effective_end_date >= p.effective_start_date, { error: M.endBeforeStart, path: ['effective_end_date'] });

/**
 * The same, also taking back the plan as `GET /api/payment-plans/{id}/` answered it: what the server
 * works out or records (`total`, `active`, the approval, the author, the linked names) is ignored
 * (docs/decisions/020-read-only-keys.md).
 */
export const PaymentPlanUpdateAsLoaded = acceptingReadOnly<PaymentPlan>()(PaymentPlanUpdateSchema, [
  'id',
  'total',
  'property_name',
  'lease_period_name',
  'active',
  'approved',
  'approved_by',
  'approved_at',
  'created_by',
  'created_at',
]);

export type PaymentPlanUpdate = z.output<typeof PaymentPlanUpdateSchema>;
export type LedgerEntryInput = z.output<typeof LedgerEntryInputSchema>;

/** `GET /api/payment-plans/?property=1,2&lease_period=3,4`: both lists optional, ids comma-separated. */
export const PaymentPlanListQuery = z.object({ property: idList.optional(), lease_period: idList.optional() });

/** `POST /api/ledger_types/` and `PATCH /api/ledger_types/{id}/` (the account codes screen). */
export const AccountCodeSchema = z.strictObject({
  name: z.string({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(100),
  type: z.enum(LEDGER_TYPES, { error: 'Type is required' }),
});
export const AccountCodeUpdateSchema = z.strictObject({ name: AccountCodeSchema.shape.name.optional(), type: AccountCodeSchema.shape.type.optional(), version: versionField });
/** The same, also taking back the code as it was listed (its `id` is ignored). */
export const AccountCodeUpdateAsLoaded = acceptingReadOnly<AccountCode>()(AccountCodeUpdateSchema, ['id']);
