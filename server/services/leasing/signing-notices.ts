import type { FeeTerms } from '../../../shared/payments/fees';
import { BASE_PATH } from '../../../shared/constants';
import { formatShortDate, dayOf } from '../../../shared/dates';
import { MY_LEASE_PATH } from '../../../shared/leases/student-lease';
import { SIGNABLE } from '../../../shared/leases/lifecycle';
import { SIGNERS } from '../../../shared/documents/signature-tags';
import { isTurnOf, ROLE_SIGNER, type SigningRole } from '../../../shared/leases/signing-order';
import { SIGNING_LINK_DAYS, SIGNING_MESSAGES as M } from '../../../shared/leases/signing-texts';
import { recordAuditEvent, SYSTEM_ACTOR, type AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { hashSecret, newSecret } from '../../ground/secrets';
import type { Mailer } from '../../mail/mailer';
import { declinedMail, guarantorSignMail, landlordSignMail, tenantSignMail } from '../../mail/signing-mail';
import { companyManagerEmails, endSigningLinks, insertSigningLink, leaseStatus, signerStates, signersOfLease } from '../../queries/lease-signing';
import { leaseLabel } from '../../presenters/lease';
import { findLease } from '../../queries/leases';
import { findOrganization } from '../../queries/organizations';
import { companyTimeZone } from '../../queries/company-day';
import { queueNoticeAboutLease, queueStaffMail } from '../messaging/notify';
import { companySealFile } from '../../security/company-seal';
import type { SealSettings } from '../../documents/signing/seal-credentials';
import type { Config } from '../../config';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { MessageQueue } from '../messaging/queue';
import type { PacketDeps } from './packet';
import type { ExecutionJobs } from '../lease-execution/jobs';
import { fullName } from '../../../shared/people';

/** `executions`: the process's worker of lease executions (server/services/lease-execution/jobs.ts), which the last complete kicks. */
/** `messageQueue`: the queue a mail written in a transaction is sent by (kicked after the commit); a script without one leaves it to the next server start. */
export type SigningDeps = PacketDeps & { mailer: Mailer; baseUrl: string; seal: SealSettings; executions?: ExecutionJobs; messageQueue?: MessageQueue; /** Online payments' fees when they are on (issue 48: the tenant pays what is due at the end of signing). */ paymentFees?: FeeTerms | null };

const DAY_MS = 24 * 60 * 60 * 1000;

export const managerLeaseLink = (baseUrl: string, leaseId: number) => `${baseUrl}${BASE_PATH}/manager/leases/${leaseId}`;

type IssuedLink = { link: string; email: string; name: string; expiresOn: string };

/**
 * A new link for the guarantor (14 days; the one before it stops working) to the address the
 * application gave, in the caller's transaction. The secret is stored hashed; only the mail that
 * carries it knows it. `actor` is who sends it: a manager who asks for a new one, else the product
 * (SYSTEM_ACTOR), never the signer whose completion caused it.
 */
export async function issueGuarantorLinkIn(trx: Transaction<Database>, lease: { id: number; organization_id: number }, guarantor: { email: string; name: string }, actor: AuditActor): Promise<IssuedLink> {
  const token = newSecret();
  const expires = new Date(Date.now() + SIGNING_LINK_DAYS * DAY_MS).toISOString();
  await endSigningLinks(trx, lease.id, 'guarantor');
  await insertSigningLink(trx, { lease_id: lease.id, role: 'guarantor', token_hash: hashSecret(token), email: guarantor.email, expires_at: expires });
  await recordAuditEvent(trx, { actor, action: 'lease.link_sent', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { role: 'guarantor', to: guarantor.email, expires_at: expires } });
  return { link: `${BASE_PATH}/sign/${token}`, email: guarantor.email, name: guarantor.name, expiresOn: formatShortDate(dayOf(expires, await companyTimeZone(trx, lease.organization_id))) };
}

/** The lease and its company's name, read in the caller's transaction. */
async function leaseAndCompany(trx: Db, leaseId: number) {
  const lease = (await findLease(trx, leaseId))!;
  return { lease, company: (await findOrganization(trx, lease.organization_id))?.name ?? '' };
}

/**
 * Issues the guarantor a new signing link (issueGuarantorLinkIn) and queues her invitation with it,
 * in the caller's transaction: the link and its mail commit together, and the queue sends it after
 * the commit (a crash after it too). The secret stays beside the queued text only until it is sent.
 */
async function queueGuarantorLink(trx: Transaction<Database>, baseUrl: string, leaseId: number, guarantor: { email: string; name: string }, actor: AuditActor): Promise<void> {
  const { lease, company } = await leaseAndCompany(trx, leaseId);
  const issued = await issueGuarantorLinkIn(trx, lease, guarantor, actor);
  const studentName = fullName(lease.first_name, lease.last_name) || 'The student';
  const link = `${baseUrl}${issued.link}`;
  await queueNoticeAboutLease(trx, leaseId, {
    event: 'guarantor_invitation',
    to: issued.email,
    userId: null,
    values: { link_expires_on: issued.expiresOn },
    link: { url: link, kind: 'secret', label: 'Read and sign the guaranty' },
    builtIn: () => guarantorSignMail(issued.email, company, { guarantorName: issued.name, studentName, link, expiresOn: issued.expiresOn }),
  });
}

/**
 * Queues the notices to the signers whose turn has come, in the transaction of the change that made
 * it their turn (a plan chosen, a signer's completion), each with its audit event: the tenant and
 * the landlord's managers by mail with a link to their screen, the guarantor with a new signing link.
 * The product sends these on its own: the events name the system as the sender and the recipients in
 * their details, not the person whose request made it their turn. The caller kicks the message queue
 * after the commit; a change rolled back queues nothing.
 */
export async function queueSignerNotices(trx: Transaction<Database>, deps: Pick<SigningDeps, 'baseUrl' | 'logger'>, leaseId: number, roles: readonly SigningRole[]): Promise<void> {
  const actor = SYSTEM_ACTOR;
  for (const role of roles) {
    if (role === 'guarantor') {
      const guarantor = (await signersOfLease(trx, leaseId)).find((s) => s.role === 'guarantor');
      // An application that names a guarantor without an address: the signature stands, and no link can go.
      if (guarantor?.email) await queueGuarantorLink(trx, deps.baseUrl, leaseId, guarantor, actor);
      else deps.logger.warn({ lease: leaseId }, 'the guarantor has no e-mail address: no signing link was sent');
      continue;
    }
    const { lease, company } = await leaseAndCompany(trx, leaseId);
    const to = role === 'tenant' ? [lease.email] : await companyManagerEmails(trx, lease.organization_id);
    await recordAuditEvent(trx, { actor, action: 'lease.sent', subject: { table: 'leases', id: leaseId }, organizationId: lease.organization_id, details: { role, to } });
    if (role === 'tenant') {
      const link = `${deps.baseUrl}${MY_LEASE_PATH}`;
      await queueNoticeAboutLease(trx, leaseId, { event: 'lease_ready_to_sign', to: lease.email, userId: lease.user_id, link: { url: link, kind: 'plain', label: 'Read and sign your lease' }, builtIn: () => tenantSignMail(lease.email, company, link) });
      continue;
    }
    for (const address of to) {
      await queueStaffMail(trx, landlordSignMail(address, company, { lease: leaseLabel(lease), link: managerLeaseLink(deps.baseUrl, leaseId) }), { organizationId: lease.organization_id, event: 'lease_ready_to_sign', about: { lease_id: leaseId } });
    }
  }
}

/** Queues the mail telling the company's managers that a signer declined, and why, in the decline's transaction. */
export async function queueDeclinedMails(trx: Transaction<Database>, baseUrl: string, leaseId: number, role: SigningRole, reason: string): Promise<void> {
  const { lease, company } = await leaseAndCompany(trx, leaseId);
  for (const address of await companyManagerEmails(trx, lease.organization_id)) {
    await queueStaffMail(trx, declinedMail(address, company, { lease: leaseLabel(lease), role: SIGNERS[ROLE_SIGNER[role]], reason, link: managerLeaseLink(baseUrl, leaseId) }), { organizationId: lease.organization_id, event: null, about: { lease_id: leaseId } });
  }
}

/** What signing needs, from the app's parts and configuration. */
export function signingDepsOf(deps: { db: Db; config: Config; pdf: PacketDeps['pdf']; logger: PacketDeps['logger']; mailer: Mailer; executions?: ExecutionJobs; messageQueue?: MessageQueue }): SigningDeps {
  const { db, config, pdf, logger, mailer, executions, messageQueue } = deps;
  return { db, pdf, logger, mailer, executions, messageQueue, privateDir: config.privateFilesDir, uploadsDir: config.uploadsDir, baseUrl: config.baseUrl, paymentFees: config.payments ? config.paymentFees : null, seal: { p12Path: config.signingP12Path, password: config.signingP12Password, generatedFile: companySealFile(config.databasePath) } };
}

/**
 * A manager sends the guarantor a new signing link (the old one stops working): only while it is the
 * guarantor's turn, as read in the transaction that issues the link and queues its mail (the
 * manager's own act: the event names the manager). The queue is kicked after the commit.
 */
export async function resendGuarantorLink(deps: SigningDeps, lease: { id: number }, actor: AuditActor): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!SIGNABLE.includes(await leaseStatus(trx, lease.id))) throw HttpError.detail(409, M.notSigning);
    const signers = await signersOfLease(trx, lease.id);
    const guarantor = signers.find((s) => s.role === 'guarantor');
    if (!guarantor?.email) throw HttpError.detail(409, M.noGuarantor);
    if (guarantor.complete || guarantor.decline) throw HttpError.detail(409, M.guarantorDone);
    if (!isTurnOf(signerStates(signers), 'guarantor')) throw HttpError.detail(409, M.guarantorNotYet);
    await queueGuarantorLink(trx, deps.baseUrl, lease.id, guarantor, actor);
  });
  deps.messageQueue?.kick();
}
