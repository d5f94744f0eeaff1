import { recordAuditEvent, type AuditActor } from '../audit/record-event';
import { notFinalizedMail } from '../mail/signing-mail';
import { leaseLabel } from '../presenters/lease';
import { insertExecutionFailure, latestExecutionFailures } from '../queries/lease-execution-failures';
import { companyManagerEmails, leaseStatus } from '../queries/lease-signing';
import type { LeaseRow } from '../queries/leases';
import { findOrganization } from '../queries/organizations';
import { managerLeaseLink, send, type SigningDeps } from './signing-notices';

/**
 * Records a failed attempt to execute the lease, with its reason and an audit event
 * (`lease.execute_failed`), while the lease is still Signing; false when it is not (another run
 * executed it, or a manager voided it). The managers are mailed at a lease's first failure; the
 * cause is logged in full once per reason, so a lease that keeps failing for the same reason (a
 * retry, each restart) adds one line, not a stack, and is seen on its screen and in the alerts.
 */
export async function recordExecutionFailure(deps: SigningDeps, lease: LeaseRow, reason: string, actor: AuditActor, cause: unknown): Promise<boolean> {
  const { db } = deps;
  const previous = (await latestExecutionFailures(db, [lease.id])).get(lease.id);
  const recorded = await db.transaction().execute(async (trx) => {
    if ((await leaseStatus(trx, lease.id)) !== 'Signing') return false;
    await insertExecutionFailure(trx, { lease_id: lease.id, reason });
    await recordAuditEvent(trx, { actor, action: 'lease.execute_failed', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { reason } });
    return true;
  });
  if (!recorded) return false;
  if (previous?.reason === reason) deps.logger.warn({ lease: lease.id, reason }, 'lease execution failed again for the same reason');
  else deps.logger.error({ err: cause, lease: lease.id, reason }, 'lease execution failed');
  if (!previous) {
    const company = (await findOrganization(db, lease.organization_id))?.name ?? '';
    for (const address of await companyManagerEmails(db, lease.organization_id)) {
      await send(deps, notFinalizedMail(address, company, { lease: leaseLabel(lease), reason, link: managerLeaseLink(deps.baseUrl, lease.id) }), lease.id);
    }
  }
  return true;
}
