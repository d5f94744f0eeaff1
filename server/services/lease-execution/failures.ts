import { recordAuditEvent, type AuditActor } from '../../audit/record-event';
import { notFinalizedMail } from '../../mail/signing-mail';
import { leaseLabel } from '../../presenters/lease';
import { insertExecutionFailure, latestExecutionFailures } from '../../queries/lease-execution-failures';
import { companyManagerEmails, leaseStatus } from '../../queries/lease-signing';
import type { LeaseRow } from '../../queries/leases';
import { findOrganization } from '../../queries/organizations';
import { queueStaffMail } from '../messaging/notify';
import { managerLeaseLink, type SigningDeps } from '../leasing/signing-notices';

/**
 * Records a failed attempt to execute the lease, with its reason and an audit event
 * (`lease.execute_failed`), while the lease is still Signing; false when it is not (another run
 * executed it, or a manager voided it). At a lease's first failure the managers' mail is queued in
 * the same transaction and sent by the message queue after the commit; the cause is logged in full
 * once per reason, so a lease that keeps failing for the same reason (a retry, each restart) adds
 * one line, not a stack, and is seen on its screen and in the alerts.
 */
export async function recordExecutionFailure(deps: SigningDeps, lease: LeaseRow, reason: string, actor: AuditActor, cause: unknown): Promise<boolean> {
  const { db } = deps;
  const recorded = await db.transaction().execute(async (trx) => {
    if ((await leaseStatus(trx, lease.id)) !== 'Signing') return null;
    const previous = (await latestExecutionFailures(trx, [lease.id])).get(lease.id);
    await insertExecutionFailure(trx, { lease_id: lease.id, reason });
    await recordAuditEvent(trx, { actor, action: 'lease.execute_failed', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { reason } });
    if (!previous) {
      const company = (await findOrganization(trx, lease.organization_id))?.name ?? '';
      for (const address of await companyManagerEmails(trx, lease.organization_id)) {
        await queueStaffMail(trx, notFinalizedMail(address, company, { lease: leaseLabel(lease), reason, link: managerLeaseLink(deps.baseUrl, lease.id) }), { organizationId: lease.organization_id, event: null, about: { lease_id: lease.id } });
      }
    }
    return { previous };
  });
  if (!recorded) return false;
  if (!recorded.previous) deps.messageQueue?.kick();
  if (recorded.previous?.reason === reason) deps.logger.warn({ lease: lease.id, reason }, 'lease execution failed again for the same reason');
  else deps.logger.error({ err: cause, lease: lease.id, reason }, 'lease execution failed');
  return true;
}
