import type { LeaseTerms } from '../../shared/lease-terms/schema';
import type { LeaseTermsRow } from '../queries/lease-terms';

/** A company's lease terms, field by field. */
export function presentLeaseTerms(row: LeaseTermsRow): LeaseTerms {
  return { organization_id: row.organization_id, version: row.version, time_zone: row.time_zone, accepted_payment_methods: row.accepted_payment_methods, payment_order: row.payment_order };
}
