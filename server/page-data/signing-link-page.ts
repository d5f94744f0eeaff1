import { guarantySummary, type GuarantySummary } from '../../shared/leases/guaranty-summary';
import { SIGNABLE } from '../../shared/leases/lifecycle';
import { linkHolder, permitted } from '../auth/authorize';
import type { Db } from '../db/database';
import { findSigningLink } from '../queries/lease-signing';
import { namedEntriesOfPlans } from '../queries/student-leases';

/**
 * The guarantor's mailed signing link as its page shows it: null when the link no longer works (the
 * page says so before she starts), else whose lease she is asked to guarantee and for how much.
 */
export async function signingLinkSummary(db: Db, token: string): Promise<GuarantySummary | null> {
  const link = token ? await findSigningLink(db, token) : undefined;
  const lease = link && (await permitted(db, linkHolder(link), 'lease.guaranty', link.lease_id));
  if (!lease) return null;
  const entries = lease.payment_plan_id === null ? null : ((await namedEntriesOfPlans(db, [lease.payment_plan_id])).get(lease.payment_plan_id) ?? []);
  return guarantySummary(lease, entries, SIGNABLE.includes(lease.status));
}
