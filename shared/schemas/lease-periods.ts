import { z } from '../zod';
import { GENDERS } from '../constants';
import { CONTRACT_TEMPLATE_MESSAGES } from '../messages';
import { versionField } from './version';
import { isIsoDate } from '../dates';

export const LEASE_PERIOD_MESSAGES = {
  nameRequired: 'Name is required',
  semestersRequired: 'Choose at least one semester',
  tooManySemesters: 'Choose at most 100 semesters',
  tooManyRenewalPeriods: 'Choose at most 400 lease periods to renew from',
  propertyRequired: 'Property is required',
  createFailed: 'The was a problem with our server. Please contact support or try again later.',
  created: 'Lease period created.',
  edited: 'Lease period edited.',
  /** A switch in the grid saved (as the other settings screens say it). */
  saved: 'Saved',
  toggleFailed: (period: string) => `Couldn't update ${period}`,
  /** The renewal deadline (issue 47). */
  badDeadline: 'Enter a date as YYYY-MM-DD, or leave it empty.',
  deadlineAfterEnd: 'The renewal deadline must be before the lease period ends.',
} as const;

const name = z.string({ error: LEASE_PERIOD_MESSAGES.nameRequired }).trim().min(1, { error: LEASE_PERIOD_MESSAGES.nameRequired }).max(120);
/** Bounds of the id lists a lease period takes (a list beyond them is a 400, never a query of 40,000 ids). */
export const LEASE_PERIOD_LIMITS = { semesters: 100, renewalPeriods: 400 } as const;

const semesters = z
  .array(z.number().int().positive(), { error: LEASE_PERIOD_MESSAGES.semestersRequired })
  .min(1, { error: LEASE_PERIOD_MESSAGES.semestersRequired })
  .max(LEASE_PERIOD_LIMITS.semesters, { error: LEASE_PERIOD_MESSAGES.tooManySemesters });
const description = z.string().trim().max(2000);
const genders = z.array(z.enum(GENDERS)).max(GENDERS.length).refine((g) => new Set(g).size === g.length, { error: 'Each gender once' });

/** The add/edit dialog; the chosen semesters become the sub periods and give the dates. */
export const LeasePeriodFormSchema = z.object({
  name,
  description: description.default(''),
  semesters,
  genders_available: genders.default(['M', 'F']),
});

export const LeasePeriodCreateSchema = LeasePeriodFormSchema.extend({
  property_id: z.number({ error: LEASE_PERIOD_MESSAGES.propertyRequired }).int().positive(),
});

// No defaults here: zod applies a default even inside .partial(), which would reset omitted fields.
export const LeasePeriodPatchSchema = z.object({ name, description, semesters, genders_available: genders }).partial().extend({ version: versionField });

/** Whose contract a lease period's template is: the tenant's or the guarantor's. */
export const CONTRACT_TEMPLATE_KINDS = ['tenant', 'guarantor'] as const;
export type ContractTemplateKind = (typeof CONTRACT_TEMPLATE_KINDS)[number];

/** The request and answer field that carries each kind's template ids. */
export const CONTRACT_TEMPLATE_FIELDS = { tenant: 'contract_template_ids', guarantor: 'guarantor_contract_template_ids' } as const satisfies Record<ContractTemplateKind, string>;

/** At most this many templates of one kind per period: a real lease has one or two versions in use. */
export const MAX_CONTRACT_TEMPLATES = 20;

const templateIds = z
  .array(z.number({ error: CONTRACT_TEMPLATE_MESSAGES.notAnId }).int({ error: CONTRACT_TEMPLATE_MESSAGES.notAnId }).positive({ error: CONTRACT_TEMPLATE_MESSAGES.notAnId }), {
    error: CONTRACT_TEMPLATE_MESSAGES.notAList,
  })
  .max(MAX_CONTRACT_TEMPLATES, { error: CONTRACT_TEMPLATE_MESSAGES.tooMany(MAX_CONTRACT_TEMPLATES) })
  .refine((ids) => new Set(ids).size === ids.length, { error: CONTRACT_TEMPLATE_MESSAGES.duplicate });

/** What a PUT changes: one of the flag, the renewal deadline, the renewal sources, or the contract templates (one kind or both). */
export type LeasePeriodPut =
  | { allow_same_bed_renewals: boolean }
  | { renewal_deadline: string | null }
  | { periods_to_renew_from: number[] }
  | { contract_templates: Partial<Record<ContractTemplateKind, number[]>> };

/**
 * PUT /api/agreement-periods/{id}/: one of the settings it takes (the two template lists count as
 * one). One object rather than a union, so a bad value is reported under its own field instead of
 * a generic union error.
 */
export const LeasePeriodPutSchema = z
  .object({
    allow_same_bed_renewals: z.boolean().optional(),
    renewal_deadline: z.string({ error: LEASE_PERIOD_MESSAGES.badDeadline }).refine(isIsoDate, { error: LEASE_PERIOD_MESSAGES.badDeadline }).nullable().optional(),
    periods_to_renew_from: z.array(z.number().int().positive()).max(LEASE_PERIOD_LIMITS.renewalPeriods, { error: LEASE_PERIOD_MESSAGES.tooManyRenewalPeriods }).optional(),
    contract_template_ids: templateIds.optional(),
    guarantor_contract_template_ids: templateIds.optional(),
  })
  .strict()
  .refine(
    (b) => [b.allow_same_bed_renewals, b.renewal_deadline, b.periods_to_renew_from, b.contract_template_ids ?? b.guarantor_contract_template_ids].filter((v) => v !== undefined).length === 1,
    { error: 'Send one of allow_same_bed_renewals, renewal_deadline, periods_to_renew_from, or contract_template_ids and guarantor_contract_template_ids.' },
  )
  .transform((b): LeasePeriodPut => {
    if (b.allow_same_bed_renewals !== undefined) return { allow_same_bed_renewals: b.allow_same_bed_renewals };
    if (b.renewal_deadline !== undefined) return { renewal_deadline: b.renewal_deadline };
    if (b.periods_to_renew_from !== undefined) return { periods_to_renew_from: b.periods_to_renew_from };
    return {
      contract_templates: {
        ...(b.contract_template_ids && { tenant: b.contract_template_ids }),
        ...(b.guarantor_contract_template_ids && { guarantor: b.guarantor_contract_template_ids }),
      },
    };
  });

export const LEASE_PERIOD_ACTIONS = ['visible-to-tenants', 'invisible-to-tenants', 'visible-to-managers', 'invisible-to-managers', 'renewals-only', 'not-renewals-only'] as const;
export type LeasePeriodAction = (typeof LEASE_PERIOD_ACTIONS)[number];

/** The flag changes of each toggle action (2-manager-settings.md §4). */
export function actionChanges(action: LeasePeriodAction): { visible?: boolean; visible_to_managers?: boolean; open_to_renewals?: boolean } {
  switch (action) {
    case 'visible-to-tenants':
      return { visible: true };
    case 'invisible-to-tenants':
      return { visible: false, open_to_renewals: false };
    case 'visible-to-managers':
      return { visible_to_managers: true };
    case 'invisible-to-managers':
      return { visible_to_managers: false };
    case 'renewals-only':
      return { open_to_renewals: true, visible: true };
    case 'not-renewals-only':
      return { open_to_renewals: false };
  }
}
