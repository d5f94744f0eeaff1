import { ACCOUNT_CODE_MESSAGES, CONFLICT_MESSAGES, LAYOUT_MESSAGES, LEASE_MESSAGES } from '../../shared/messages';
import { uniqueViolation } from '../db/dialect';
import { RENEWAL_MESSAGES } from '../../shared/leases/renewal-rules';
import { HttpError, type FieldErrors } from '../ground/http-error';

/**
 * What a unique constraint's violation tells the client, by the columns the database names
 * (`users.email`, read from the error by the dialect). Routes do not catch these: two requests racing past a
 * service's own check both reach the database, and the loser gets this 409.
 */
const CONFLICTS: Record<string, FieldErrors> = {
  'users.email': { email: [CONFLICT_MESSAGES.emailTaken] },
  'website_block_attrs.property_id, website_block_attrs.block_name': { block_name: [CONFLICT_MESSAGES.blockExists] },
  'website_block_attrs.organization_id, website_block_attrs.block_name': { block_name: [CONFLICT_MESSAGES.blockExists] },
  'account_codes.organization_id, account_codes.name': { name: [ACCOUNT_CODE_MESSAGES.duplicate] },
  // One live lease per bed and lease period, and per application (partial unique indexes).
  'leases.layout_id, leases.lease_period_id': { bed_id: [LEASE_MESSAGES.bedTaken] },
  'leases.application_id': { application_id: [LEASE_MESSAGES.hasLease] },
  // One live renewal of a lease per period (two renewals racing).
  'leases.renews_lease_id, leases.lease_period_id': { lease_id: [RENEWAL_MESSAGES.hasLease] },
};

/**
 * Constraints behind a validation rule the service checks first with a 400 field error: the loser
 * of a race gets that same 400, so the client cannot tell the two apart.
 */
const RULES: Record<string, FieldErrors> = {
  'layouts.property_id, layouts.building, layouts.unit, layouts.room, layouts.bed': { bed: [LAYOUT_MESSAGES.duplicateBed] },
};

/** The 409 (or a rule's 400) for a unique-constraint violation, or null when the error is something else. */
export function uniqueConflict(err: unknown): HttpError | null {
  const columns = uniqueViolation(err);
  if (columns === null) return null;
  const rule = RULES[columns];
  if (rule) return HttpError.fields(rule);
  const fields = CONFLICTS[columns];
  return fields ? HttpError.fields(fields, 409) : HttpError.detail(409, CONFLICT_MESSAGES.duplicate);
}
