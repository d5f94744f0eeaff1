import { acceptedMethodsOf } from '../../shared/ledger/payment-terms';
import type { Db } from '../db/database';

/** A company's lease terms (issue 44): its time zone, the payment methods it accepts and its payment order, with the company's version. */
export async function findLeaseTerms(db: Db, organizationId: number) {
  const row = await db
    .selectFrom('organizations')
    .select(['id', 'version', 'time_zone', 'accepted_payment_methods', 'payment_order'])
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return { organization_id: row.id, version: row.version, time_zone: row.time_zone, accepted_payment_methods: acceptedMethodsOf(row.accepted_payment_methods), payment_order: row.payment_order };
}

export type LeaseTermsRow = Awaited<ReturnType<typeof findLeaseTerms>>;
