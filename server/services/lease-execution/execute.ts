import { dayOf } from '../../../shared/dates';
import { createHash } from 'node:crypto';
import { EXECUTION_TEXTS } from '../../../shared/leases/execution-texts';
import { allCompleted, ROLE_SIGNER, slotCaption } from '../../../shared/leases/signing-order';
import { BASE_PATH } from '../../../shared/constants';
import { leaseEventText, leaseExecutedText } from '../../../shared/leases/lease-event-texts';
import { premisesLabel } from '../../../shared/leases/premises';
import { DEFAULT_TIME_ZONE } from '../../../shared/ledger/payment-terms';
import { countersignerName, packetCode, packetFooter } from '../../../shared/leases/signed-pages';
import { SYSTEM_ACTOR, type AuditActor } from '../../audit/record-event';
import type { CertificateInput } from '../../documents/signing/certificate-pdf';
import { packetId } from '../../documents/signing/packet-id';
import { documentsOfLeases } from '../../queries/lease-documents';
import { leaseHistory } from '../../queries/lease-history';
import { presentLeaseHistoryEvent } from '../../presenters/lease-history';
import { insertExecutionFiles, leasesAwaitingExecution, signerStates, signersOfLease, slotsOfLease, type SignerRow, type SlotRow } from '../../queries/lease-signing';
import type { Db } from '../../db/database';
import { findLease, type LeaseRow } from '../../queries/leases';
import { findOrganization } from '../../queries/organizations';
import { privateFilePath, removePrivateFile, writePrivateFile } from '../../uploads/private-files';
import { recordExecutionFailure } from './failures';
import { requeueExecutions } from '../../queries/lease-execution-claims';
import { createExecutionJobs } from './jobs';
import { tryTransitionLease } from '../leasing/transition';
import { ExecutionFailed, ExecutionStepError, explained, readNeeded, shortReason, stampExplained, type NamedStamp } from './steps';
import { postPlans } from '../ledger/posting';
import { queueExecutedMails } from './mails';
import { type SigningDeps } from '../leasing/signing-notices';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const R = EXECUTION_TEXTS.reasons;

/**
 * Posts the lease's chosen plan to its ledger, in the execution's transaction (ADR 025): 'Due Today'
 * is the day the tenant signed, 'Due on Approval' the day of execution, both days on the company's
 * clock (ADR 045). Answers how many lines.
 */
async function postPlan(trx: Db, lease: { id: number; organization_id: number; payment_plan_id: number | null }, signers: SignerRow[], executedAt: string, timeZone: string): Promise<number> {
  const executedOn = dayOf(executedAt, timeZone);
  const signed = signers.find((s) => s.role === 'tenant')?.complete?.created_at;
  const signedOn = signed ? dayOf(signed, timeZone) : executedOn;
  return (await postPlans(trx, [{ ...lease, signedOn, executedOn }])).get(lease.id)!;
}

/**
 * A final PDF's or the certificate's bytes, sealed with the operator's certificate (SIGNING_P12_PATH)
 * or else the install's generated one; a seal that cannot be used is logged and the PDF goes unsealed.
 */
async function sealed(deps: SigningDeps, pdf: Uint8Array, companyName: string): Promise<{ bytes: Uint8Array; sealed: boolean }> {
  try {
    // Loaded at the first execution, not at start: node-forge and @signpdf stay out of a server that executes no lease.
    const [{ sealPdf }, { sealCredentials }] = await Promise.all([import('../../documents/signing/seal-pdf'), import('../../documents/signing/seal-credentials')]);
    const { p12, password } = await sealCredentials(deps.seal, companyName);
    return { bytes: await sealPdf(pdf, p12, password, { reason: 'Signed by every party; sealed on completion', name: companyName }), sealed: true };
  } catch (err) {
    const which = deps.seal.p12Path ? 'SIGNING_P12_PATH / SIGNING_P12_PASSWORD' : deps.seal.generatedFile;
    deps.logger.error({ err, seal: deps.seal.p12Path ?? deps.seal.generatedFile }, `the final PDF could not be sealed (${which}): it is issued unsealed`);
    return { bytes: pdf, sealed: false };
  }
}

/** The name a signature slot prints under the ink: the signer's, and the company's after the landlord's countersigner. */
function printedNames(signers: SignerRow[], company: string): Map<number, string> {
  const names = new Map<number, string>();
  for (const signer of signers) {
    const name = signer.complete?.name;
    if (name) names.set(ROLE_SIGNER[signer.role], signer.role === 'landlord' ? countersignerName(name, company) : name);
  }
  return names;
}

/**
 * Writes the final PDFs and the certificate (their names pushed to `written`), then moves the lease
 * to Executed with them in one transaction; false when another run did first. Each step that fails
 * throws an ExecutionStepError naming what failed.
 */
async function finalize(deps: SigningDeps, lease: LeaseRow, signers: SignerRow[], company: { name: string; timeZone: string }, actor: AuditActor, written: string[]): Promise<boolean> {
  const { db } = deps;
  const leaseId = lease.id;
  const documents = (await documentsOfLeases(db, [leaseId])).get(leaseId) ?? [];
  const slots = await slotsOfLease(db, leaseId);
  const image = (slot: SlotRow) =>
    slot.fill?.image_file
      ? readNeeded(privateFilePath(deps.privateDir, slot.fill.image_file), { missing: R.imageMissing(slotCaption(slot), slot.document_name), unreadable: (why) => R.imageUnreadable(slotCaption(slot), slot.document_name, why) })
      : Promise.resolve(undefined);
  const save = (bytes: Uint8Array) => explained(() => writePrivateFile(deps.privateDir, 'pdf', bytes), R.filesNotSaved).then((name) => (written.push(name), name));

  const id = packetId(documents.map((d) => d.pdf_sha256));
  const footer = packetFooter(packetCode(id), `${deps.baseUrl}${BASE_PATH}/verify`);
  const names = printedNames(signers, company.name);
  const finals: { document_id: number; name: string; original_sha256: string; pdf_file: string; pdf_sha256: string; pdf_size: number; sealed: number }[] = [];
  for (const document of documents) {
    const original = await readNeeded(privateFilePath(deps.privateDir, document.pdf_file), { missing: R.originalMissing(document.name), unreadable: (why) => R.originalUnreadable(document.name, why) });
    const stamps: NamedStamp[] = [];
    for (const slot of slots.filter((s) => s.document_id === document.id && s.fill)) {
      const name = slot.kind === 'sig' ? names.get(slot.signer) : undefined;
      stamps.push({ place: slotCaption(slot), stamp: { page: slot.page, x: slot.x, y: slot.y, width: slot.width, height: slot.height, kind: slot.kind, image: await image(slot), text: slot.fill!.text ?? undefined, name } });
    }
    const final = await sealed(deps, await stampExplained(deps.pdf, document.name, original, stamps, { footer }), company.name);
    const pdf_file = await save(final.bytes);
    finals.push({ document_id: document.id, name: document.name, original_sha256: document.pdf_sha256, pdf_file, pdf_sha256: sha256(final.bytes), pdf_size: final.bytes.length, sealed: final.sealed ? 1 : 0 });
  }

  const executedAt = new Date().toISOString();
  const signatureOf = async (role: string) => {
    const first = slots.find((s) => s.signer === ROLE_SIGNER[role as keyof typeof ROLE_SIGNER] && s.kind === 'sig' && s.fill?.image_file);
    return first ? image(first) : undefined;
  };
  // The history in the lease page's words: who acted, in which role, or that the product did.
  const history = { tenantUserId: lease.user_id, slotPages: new Map(slots.map((s) => [s.id, s.page])) };
  const input: CertificateInput = {
    leaseId,
    packetId: id,
    companyName: company.name,
    timeZone: company.timeZone,
    propertyName: lease.property_name,
    premises: premisesLabel(lease),
    periodName: lease.lease_period_name,
    executed: { at: executedAt, text: leaseExecutedText(actor, lease.user_id) },
    documents: finals.map((f) => ({ name: f.name, originalSha256: f.original_sha256, finalSha256: f.pdf_sha256 })),
    signers: await Promise.all(
      signers.map(async (s) => ({
        role: s.role,
        name: s.complete!.name,
        email: s.complete!.email,
        method: s.complete!.method,
        ip: s.complete!.ip,
        userAgent: s.complete!.user_agent,
        consentedAt: s.consent?.created_at ?? null,
        signedAt: s.complete!.created_at,
        signature: await signatureOf(s.role),
      })),
    ),
    events: (await leaseHistory(db, leaseId)).map((row) => ({ occurredAt: row.occurred_at, text: leaseEventText(presentLeaseHistoryEvent(row, history)), ip: row.ip })),
  };
  const certificate = (await sealed(deps, await explained(() => deps.pdf.certificate(input, footer), R.certificateFailed), company.name)).bytes;
  const certificateFile = await save(certificate);

  return explained(
    () =>
      db.transaction().execute(async (trx) => {
        let posted = 0;
        const won = await tryTransitionLease(trx, lease, 'execute', {
          actor,
          alongside: async () => {
            await insertExecutionFiles(trx, {
              finals: finals.map(({ document_id, pdf_file, pdf_sha256, pdf_size, sealed: isSealed }) => ({ lease_id: leaseId, document_id, pdf_file, pdf_sha256, pdf_size, sealed: isSealed })),
              certificate: { lease_id: leaseId, pdf_file: certificateFile, pdf_sha256: sha256(certificate), pdf_size: certificate.length },
            });
            posted = await postPlan(trx, lease, signers, executedAt, company.timeZone);
          },
          details: () => ({ executed_at: executedAt, documents: finals.map((f) => ({ name: f.name, final_sha256: f.pdf_sha256, sealed: !!f.sealed })), certificate_sha256: sha256(certificate), ledger_lines: posted }),
        });
        if (won) await queueExecutedMails(trx, deps.baseUrl, lease, signers, company.name);
        return won;
      }),
    () => R.notRecorded,
  );
}

/**
 * Executes a lease whose signers have all completed: each document's final PDF is its original
 * bytes with every slot stamped in, and the certificate of completion lists the documents' hashes,
 * the signers and the event log. The files are written first and the rows in one transaction that
 * moves the lease from Signing to Executed; of two runs at once (a request and the start-up
 * recovery) one commits, the other removes its files. Then every party is mailed. Answers whether
 * this run executed the lease. A run that fails removes its files, records why (a reason a manager
 * can act on: which file, document or signature) and throws ExecutionFailed: the lease stays
 * Signing and shows "Could not be finalized" until a later run executes it (issue 43).
 */
export async function executeLease(deps: SigningDeps, leaseId: number, actor: AuditActor = SYSTEM_ACTOR): Promise<boolean> {
  const { db } = deps;
  const lease = await findLease(db, leaseId);
  const signers = await signersOfLease(db, leaseId);
  if (lease?.status !== 'Signing' || !allCompleted(signerStates(signers))) return false;
  const organization = await findOrganization(db, lease.organization_id);
  const company = organization?.name ?? '';

  const written: string[] = [];
  const removeWritten = () => Promise.all(written.map((name) => removePrivateFile(deps.privateDir, name)));
  let won: boolean;
  try {
    won = await finalize(deps, lease, signers, { name: company, timeZone: organization?.time_zone ?? DEFAULT_TIME_ZONE }, actor, written);
  } catch (err) {
    await removeWritten();
    const reason = err instanceof ExecutionStepError ? err.reason : R.unexpected(shortReason(err));
    if (await recordExecutionFailure(deps, lease, reason, actor, err)) throw new ExecutionFailed(reason);
    return false;
  }
  if (!won) {
    await removeWritten();
    return false;
  }

  // Every party's mail was queued with the execution: it goes now.
  deps.messageQueue?.kick();
  return true;
}

/**
 * At start: queues again the executions of leases a crash left signed by everyone but not executed
 * (their job was queued, or running in the process that died), and once more those that could not
 * be finalized (a failure again is recorded: the lease and its alert show it). The worker's first
 * sweep runs them (server/services/lease-execution/jobs.ts). Answers the leases queued.
 */
export async function queuePendingExecutions(db: Db): Promise<number[]> {
  const ids = await leasesAwaitingExecution(db);
  await requeueExecutions(db, ids);
  return ids;
}

/** queuePendingExecutions, then runs them here and now under a holder of its own; answers the leases this run executed. */
export async function finishPendingExecutions(deps: SigningDeps): Promise<number[]> {
  await queuePendingExecutions(deps.db);
  const done: number[] = [];
  const holder = `finish-pending ${process.pid} ${Date.now()}`;
  await createExecutionJobs({ db: deps.db, logger: deps.logger, holder, execute: async (id) => (await executeLease(deps, id)) && done.push(id) }).sweep();
  if (done.length) deps.logger.warn({ leases: done }, 'leases signed by everyone before a stop are executed now');
  return done;
}
