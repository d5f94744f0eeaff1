import { BASE_PATH } from '../../../shared/constants';
import { MY_LEASE_PATH } from '../../../shared/leases/student-lease';
import { SYSTEM_ACTOR } from '../../audit/record-event';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { executedMail } from '../../mail/signing-mail';
import { companyManagerEmails, type SignerRow } from '../../queries/lease-signing';
import type { LeaseRow } from '../../queries/leases';
import { queueNoticeAboutLease, queueStaffMail } from '../messaging/notify';
import { issueGuarantorLinkIn, managerLeaseLink } from '../leasing/signing-notices';

const LABEL = 'Download the signed documents';

/**
 * Every party's mail about an executed lease, written to the message queue in the transaction that
 * executes it (issue 46): the tenant's (My lease), the guarantor's (a new secret link, which the
 * product issues on its own) and each manager's. A crash after the commit loses none of them: the
 * queue sends them after a restart.
 */
export async function queueExecutedMails(trx: Transaction<Database>, baseUrl: string, lease: LeaseRow, signers: readonly SignerRow[], company: string): Promise<void> {
  const verify = `${baseUrl}${BASE_PATH}/verify`;
  const tenantLink = `${baseUrl}${MY_LEASE_PATH}`;
  await queueNoticeAboutLease(trx, lease.id, { event: 'lease_executed', to: lease.email, userId: lease.user_id, link: { url: tenantLink, kind: 'plain', label: LABEL }, builtIn: () => executedMail(lease.email, company, tenantLink, verify) });
  const guarantor = signers.find((s) => s.role === 'guarantor');
  if (guarantor?.email) {
    const issued = await issueGuarantorLinkIn(trx, lease, guarantor, SYSTEM_ACTOR);
    const link = `${baseUrl}${issued.link}`;
    await queueNoticeAboutLease(trx, lease.id, { event: 'lease_executed', to: issued.email, userId: null, link: { url: link, kind: 'secret', label: LABEL }, builtIn: () => executedMail(issued.email, company, link, verify) });
  }
  for (const address of await companyManagerEmails(trx, lease.organization_id)) {
    await queueStaffMail(trx, executedMail(address, company, managerLeaseLink(baseUrl, lease.id), verify), { organizationId: lease.organization_id, event: 'lease_executed', about: { lease_id: lease.id } });
  }
}
