import { BASE_PATH } from '../../shared/constants';
import { formatShortDate } from '../../shared/dates';
import { MY_LEASE_PATH } from '../../shared/leases/student-lease';
import type { LeaseStatus } from '../../shared/leases/lease-types';
import { SIGNABLE } from '../../shared/leases/lifecycle';
import { SIGNERS } from '../../shared/documents/signature-tags';
import { isTurnOf, ROLE_SIGNER, type SigningRole } from '../../shared/leases/signing-order';
import { SIGNING_LINK_DAYS, SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import { recordAuditEvent, SYSTEM_ACTOR, type AuditActor } from '../audit/record-event';
import { HttpError } from '../ground/http-error';
import { hashSecret, newSecret } from '../ground/secrets';
import type { MailMessage, Mailer } from '../mail/mailer';
import { declinedMail, guarantorSignMail, landlordSignMail, tenantSignMail } from '../mail/signing-mail';
import { companyManagerEmails, endSigningLinks, insertSigningLink, signerStates, signersOfLease } from '../queries/lease-signing';
import { leaseLabel } from '../presenters/lease';
import { findLease } from '../queries/leases';
import { findOrganization } from '../queries/organizations';
import type { MessageLink, Values } from '../../shared/notifications/fill';
import { notifyAboutLease } from './notify';
import { companySealFile } from '../security/company-seal';
import type { SealSettings } from '../documents/signing/seal-credentials';
import type { Config } from '../config';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { MessageQueue } from './message-queue';
import type { PacketDeps } from './lease-packet';
import type { ExecutionJobs } from './execution-jobs';
import { fullName } from '../../shared/people';

/** `executions`: the process's worker of lease executions (server/services/execution-jobs.ts), which the last complete kicks. */
/** `messageQueue`: the queue a mail written in a transaction is sent by (kicked after the commit); a script without one leaves it to the next server start. */
export type SigningDeps = PacketDeps & { mailer: Mailer; baseUrl: string; seal: SealSettings; executions?: ExecutionJobs; messageQueue?: MessageQueue };

const DAY_MS = 24 * 60 * 60 * 1000;

export const managerLeaseLink = (baseUrl: string, leaseId: number) => `${baseUrl}${BASE_PATH}/manager/leases/${leaseId}`;

export async function send(deps: SigningDeps, message: MailMessage, leaseId: number): Promise<void> {
  await deps.mailer.send(message).catch((err: unknown) => deps.logger.error({ err, lease: leaseId, to: message.to }, 'signing mail failed'));
}

/**
 * A signing message to the tenant or the guarantor, in the company's words when it chose a template
 * for the event (server/services/notify.ts). The guarantor's link opens their packet: a secret link.
 */
export async function sendToSigner(deps: SigningDeps, event: 'lease_ready_to_sign' | 'guarantor_invitation' | 'lease_executed', leaseId: number, to: { email: string; userId: number | null }, link: MessageLink, builtIn: MailMessage, extra: Values = {}): Promise<void> {
  await notifyAboutLease(deps, leaseId, { event, to: to.email, userId: to.userId, values: extra, link, builtIn: () => builtIn }).catch((err: unknown) =>
    deps.logger.error({ err, lease: leaseId, to: to.email }, 'signing mail failed'),
  );
}

/**
 * A new link for the guarantor (14 days; the one before it stops working) to the address the
 * application gave. The secret is stored hashed; only the mail that carries it knows it. `actor` is
 * who sends it: a manager who asks for a new one, else the product (SYSTEM_ACTOR), never the signer
 * whose completion caused it.
 */
export async function issueGuarantorLink(db: Db, leaseId: number, actor: AuditActor): Promise<IssuedLink> {
  const lease = (await findLease(db, leaseId))!;
  const guarantor = (await signersOfLease(db, leaseId)).find((s) => s.role === 'guarantor');
  if (!guarantor?.email) throw HttpError.detail(409, M.noGuarantor);
  return db.transaction().execute((trx) => issueGuarantorLinkIn(trx, lease, guarantor, actor));
}

type IssuedLink = { link: string; email: string; name: string; expiresOn: string };

/** issueGuarantorLink's writes, in the caller's transaction (the execution's, which mails the link with it). */
export async function issueGuarantorLinkIn(trx: Transaction<Database>, lease: { id: number; organization_id: number }, guarantor: { email: string; name: string }, actor: AuditActor): Promise<IssuedLink> {
  const token = newSecret();
  const expires = new Date(Date.now() + SIGNING_LINK_DAYS * DAY_MS).toISOString();
  await endSigningLinks(trx, lease.id, 'guarantor');
  await insertSigningLink(trx, { lease_id: lease.id, role: 'guarantor', token_hash: hashSecret(token), email: guarantor.email, expires_at: expires });
  await recordAuditEvent(trx, { actor, action: 'lease.link_sent', subject: { table: 'leases', id: lease.id }, organizationId: lease.organization_id, details: { role: 'guarantor', to: guarantor.email, expires_at: expires } });
  return { link: `${BASE_PATH}/sign/${token}`, email: guarantor.email, name: guarantor.name, expiresOn: formatShortDate(expires.slice(0, 10)) };
}

/** Mails the guarantor a new signing link. */
export async function sendGuarantorLink(deps: SigningDeps, leaseId: number, actor: AuditActor): Promise<void> {
  const { db } = deps;
  const issued = await issueGuarantorLink(db, leaseId, actor);
  const lease = (await findLease(db, leaseId))!;
  const company = (await findOrganization(db, lease.organization_id))?.name ?? '';
  const studentName = fullName(lease.first_name, lease.last_name) || 'The student';
  const link = `${deps.baseUrl}${issued.link}`;
  await sendToSigner(
    deps,
    'guarantor_invitation',
    leaseId,
    { email: issued.email, userId: null },
    { url: link, kind: 'secret', label: 'Read and sign the guaranty' },
    guarantorSignMail(issued.email, company, { guarantorName: issued.name, studentName, link, expiresOn: issued.expiresOn }),
    { link_expires_on: issued.expiresOn },
  );
}

/**
 * Tells the signers whose turn has come: the tenant and the landlord's managers by mail with a link
 * to their screen, the guarantor with a signing link. The product sends these on its own: the events
 * name the system as the sender and the recipients in their details, not the person whose request
 * (a plan chosen, a signer's completion) made it their turn.
 */
export async function notifySigners(deps: SigningDeps, leaseId: number, roles: readonly SigningRole[]): Promise<void> {
  const { db } = deps;
  const actor = SYSTEM_ACTOR;
  for (const role of roles) {
    if (role === 'guarantor') {
      await sendGuarantorLink(deps, leaseId, actor);
      continue;
    }
    const lease = (await findLease(db, leaseId))!;
    const company = (await findOrganization(db, lease.organization_id))?.name ?? '';
    const to = role === 'tenant' ? [lease.email] : await companyManagerEmails(db, lease.organization_id);
    await db.transaction().execute((trx) => recordAuditEvent(trx, { actor, action: 'lease.sent', subject: { table: 'leases', id: leaseId }, organizationId: lease.organization_id, details: { role, to } }));
    if (role === 'tenant') {
      const link = `${deps.baseUrl}${MY_LEASE_PATH}`;
      await sendToSigner(deps, 'lease_ready_to_sign', leaseId, { email: lease.email, userId: lease.user_id }, { url: link, kind: 'plain', label: 'Read and sign your lease' }, tenantSignMail(lease.email, company, link));
      continue;
    }
    for (const address of to) await send(deps, landlordSignMail(address, company, { lease: leaseLabel(lease), link: managerLeaseLink(deps.baseUrl, leaseId) }), leaseId);
  }
}

/** Tells the company's managers that a signer declined, and why. */
export async function tellManagersDeclined(deps: SigningDeps, leaseId: number, role: SigningRole, reason: string): Promise<void> {
  const lease = (await findLease(deps.db, leaseId))!;
  const company = (await findOrganization(deps.db, lease.organization_id))?.name ?? '';
  for (const address of await companyManagerEmails(deps.db, lease.organization_id)) {
    await send(deps, declinedMail(address, company, { lease: leaseLabel(lease), role: SIGNERS[ROLE_SIGNER[role]], reason, link: managerLeaseLink(deps.baseUrl, leaseId) }), leaseId);
  }
}

/** What signing needs, from the app's parts and configuration. */
export function signingDepsOf(deps: { db: Db; config: Config; pdf: PacketDeps['pdf']; logger: PacketDeps['logger']; mailer: Mailer; executions?: ExecutionJobs; messageQueue?: MessageQueue }): SigningDeps {
  const { db, config, pdf, logger, mailer, executions, messageQueue } = deps;
  return { db, pdf, logger, mailer, executions, messageQueue, privateDir: config.privateFilesDir, uploadsDir: config.uploadsDir, baseUrl: config.baseUrl, seal: { p12Path: config.signingP12Path, password: config.signingP12Password, generatedFile: companySealFile(config.databasePath) } };
}

/** A manager sends the guarantor a new signing link (the old one stops working): only while it is the guarantor's turn. */
export async function resendGuarantorLink(deps: SigningDeps, lease: { id: number; status: LeaseStatus }, actor: AuditActor): Promise<void> {
  if (!SIGNABLE.includes(lease.status)) throw HttpError.detail(409, M.notSigning);
  const signers = await signersOfLease(deps.db, lease.id);
  const guarantor = signers.find((s) => s.role === 'guarantor');
  if (!guarantor) throw HttpError.detail(409, M.noGuarantor);
  if (guarantor.complete || guarantor.decline) throw HttpError.detail(409, M.guarantorDone);
  if (!isTurnOf(signerStates(signers), 'guarantor')) throw HttpError.detail(409, M.guarantorNotYet);
  await sendGuarantorLink(deps, lease.id, actor);
}
