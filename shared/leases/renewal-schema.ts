import { z } from '../zod';
import { MESSAGES } from '../messages';
import { emailField, idParam, refineMatching, requiredString, US_PHONE_PATTERN } from '../schemas/common';
import { RENEWAL_MESSAGES as M } from './renewal-rules';

export const NOT_RENEWING_REASON_MAX = 1000;
/** At most this many residents in one bulk invitation (a period of a large property has a few thousand). */
export const INVITATIONS_MAX = 5000;

/** The guarantor the renewal names (it replaces the one the copied application named); null: none. */
const GuarantorSchema = z.strictObject({
  name: requiredString().max(200),
  email: emailField(),
  phone: z.string().trim().max(40).refine(...refineMatching(US_PHONE_PATTERN, MESSAGES.incorrectPhone)).default(''),
  address: z.string().trim().max(500).default(''),
});

/**
 * `POST /api/renewals/`: renew the lease into the period, on this bed (its own: the same bed; another:
 * a transfer). The student confirms or updates their mobile number and the guarantor in the same
 * step; what is left out stays as the last application had it.
 */
export const RenewSchema = z.strictObject({
  lease_id: idParam,
  lease_period_id: idParam,
  bed_id: idParam,
  cell_phone: requiredString().max(40).refine(...refineMatching(US_PHONE_PATTERN, MESSAGES.incorrectPhone)).optional(),
  guarantor: GuarantorSchema.nullable().optional(),
});
export type RenewInput = z.output<typeof RenewSchema>;

/** `POST /api/leases/{id}/not-renewing/`. */
export const NotRenewingSchema = z.strictObject({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, { error: M.reasonRequired }).max(NOT_RENEWING_REASON_MAX, { error: `Use at most ${NOT_RENEWING_REASON_MAX} characters.` }),
});

/** `POST /api/renewals/invitations/`: invite these residents to renew into the period. */
export const InvitationsSchema = z.strictObject({
  lease_period_id: idParam,
  lease_ids: z
    .array(idParam, { error: M.chooseLeases })
    .min(1, { error: M.chooseLeases })
    .max(INVITATIONS_MAX, { error: `Choose at most ${INVITATIONS_MAX} residents at once.` })
    .transform((ids) => [...new Set(ids)]),
});

/** `GET /api/renewals/?lease_period={id}` and `GET /api/renewals/free-beds/?lease={id}&lease_period={id}`. */
export const RenewalListQuery = z.object({ lease_period: idParam });
export const RenewalBedsQuery = z.object({ lease: idParam, lease_period: idParam });
