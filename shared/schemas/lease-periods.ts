import { z } from 'zod';
import { GENDERS } from '../constants';
import { versionField } from './version';

export const LEASE_PERIOD_MESSAGES = {
  nameRequired: 'Name is required',
  semestersRequired: 'Choose at least one semester',
  propertyRequired: 'Property is required',
  createFailed: 'The was a problem with our server. Please contact support or try again later.',
  created: 'Lease period created.',
  edited: 'Lease period edited.',
} as const;

const name = z.string({ error: LEASE_PERIOD_MESSAGES.nameRequired }).trim().min(1, { error: LEASE_PERIOD_MESSAGES.nameRequired }).max(120);
const semesters = z.array(z.number().int().positive(), { error: LEASE_PERIOD_MESSAGES.semestersRequired }).min(1, { error: LEASE_PERIOD_MESSAGES.semestersRequired });
const description = z.string().trim().max(2000);
const genders = z.array(z.enum(GENDERS)).refine((g) => new Set(g).size === g.length, { error: 'Each gender once' });

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

/**
 * PUT /api/agreement-periods/{id}/: exactly one of the two settings it takes. One object rather than a
 * union, so a bad value is reported under its own field instead of a generic union error.
 */
export const LeasePeriodPutSchema = z
  .object({ allow_same_bed_renewals: z.boolean().optional(), periods_to_renew_from: z.array(z.number().int().positive()).optional() })
  .strict()
  .refine((b) => (b.allow_same_bed_renewals === undefined) !== (b.periods_to_renew_from === undefined), {
    error: 'Send either allow_same_bed_renewals or periods_to_renew_from.',
  })
  .transform((b): { allow_same_bed_renewals: boolean } | { periods_to_renew_from: number[] } =>
    b.allow_same_bed_renewals !== undefined ? { allow_same_bed_renewals: b.allow_same_bed_renewals } : { periods_to_renew_from: b.periods_to_renew_from! },
  );

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
