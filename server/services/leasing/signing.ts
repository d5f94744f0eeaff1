import { formatLongDate } from '../../../shared/dates';
import { allCompleted, isTurnOf, missingSlots, nextToNotify, ROLE_SIGNER, slotCaption, type SigningRole } from '../../../shared/leases/signing-order';
import { SIGNING_MESSAGES as M } from '../../../shared/leases/signing-texts';
import { SIGNABLE } from '../../../shared/leases/lifecycle';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { AuditEvents } from '../../../shared/audit/events';
import type { SeatAction } from '../../../shared/audit/lease-events';
import { recordAuditEvent, type AuditActor, type AuditEventInput } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { endSigningLinks, insertSignerOpen, insertSigningStep, markLinkOpened, insertSlotFill, leaseStatus, linkOpenedAt, signerStates, signersOfLease, slotsOfLease, type SignerRow } from '../../queries/lease-signing';
import { transitionLease } from './transition';
import { readSignatureImage } from '../../uploads/signature-image';
import { removePrivateFile, writePrivateFile } from '../../uploads/private-files';
import { queueDeclinedMails, queueSignerNotices, type SigningDeps } from './signing-notices';
import { queueExecution } from '../../queries/lease-execution-claims';
import { startExecution } from '../lease-execution/start';
import { companyToday } from '../../queries/company-day';

/** One signer at one lease: who they are, how they were identified, and from where they act. */
export type SignerSeat = {
  lease: { id: number; organization_id: number };
  role: SigningRole;
  method: 'account' | 'link';
  /** The person signing: the student, the guarantor the application names, the manager who countersigns. */
  person: { userId: number | null; name: string; email: string };
  actor: AuditActor;
  /** The link the signer came through, when they have no account. */
  linkId?: number;
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The seat's signer, when the lease is open for signing and it is their turn; 409 otherwise (read inside the caller's transaction). */
async function openSeat(db: Db, seat: SignerSeat): Promise<{ signers: SignerRow[]; me: SignerRow }> {
  const status = await leaseStatus(db, seat.lease.id);
  const signers = await signersOfLease(db, seat.lease.id);
  const me = signers.find((s) => s.role === seat.role);
  if (!me) throw HttpError.notFound();
  if (me.complete) throw HttpError.detail(409, M.alreadyCompleted);
  if (!SIGNABLE.includes(status) || me.decline) throw HttpError.detail(409, M.notSigning);
  if (!isTurnOf(signerStates(signers), seat.role)) throw HttpError.detail(409, M.notYourTurn);
  return { signers, me };
}

const who = (seat: SignerSeat) => ({ user_id: seat.person.userId, name: seat.person.name, email: seat.person.email, method: seat.method, ip: seat.actor.ip, user_agent: seat.actor.userAgent?.slice(0, 500) ?? null });
// The seat's role completes the details (TypeScript cannot follow Omit<…, 'role'> back for a generic action; recordAuditEvent checks it).
const event = <K extends SeatAction>(seat: SignerSeat, action: K, details: Omit<AuditEvents[K], 'role'>): AuditEventInput<K> => ({ actor: seat.actor, action, subject: { table: 'leases', id: seat.lease.id }, organizationId: seat.lease.organization_id, details: { role: seat.role, ...details } as AuditEvents[K] });

/** The signer agrees to electronic records and signatures; the lease is Signing from the first consent. Again is a no-op. */
export async function consentToSign(db: Db, seat: SignerSeat): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { me } = await openSeat(trx, seat);
    if (me.consent) return;
    await insertSigningStep(trx, { lease_id: seat.lease.id, role: seat.role, step: 'consent', ...who(seat) });
    await transitionLease(trx, seat.lease, 'consent', { actor: seat.actor, details: { role: seat.role, name: seat.person.name, method: seat.method } });
  });
}

/** The seat may fill its slots now: open for signing, its turn, consent given; 409 otherwise. */
async function fillingSeat(db: Db, seat: SignerSeat): Promise<void> {
  const { me } = await openSeat(db, seat);
  if (!me.consent) throw HttpError.detail(409, M.consentFirst);
}

/**
 * Fills one of the signer's own slots: a signature or initials with the image they adopted (checked,
 * stored re-encoded as a private file with the SHA-256 of what is stored), a date with today's date.
 * Saved at once, so the signer can leave and resume; applying a slot again replaces what it held.
 * Nothing of the image is read for a caller who may not sign now; the seat is checked again with the write.
 */
export async function applySlot(deps: { db: Db; privateDir: string }, seat: SignerSeat, slotId: number, input: { image?: string }): Promise<void> {
  const { db } = deps;
  const slot = (await slotsOfLease(db, seat.lease.id)).find((s) => s.id === slotId);
  if (!slot) throw HttpError.notFound();
  if (slot.signer !== ROLE_SIGNER[seat.role]) throw HttpError.detail(403, M.notYourSlot);
  if (slot.kind === 'date' && input.image !== undefined) throw HttpError.fields({ image: [M.dateTakesNoImage] });
  if (slot.kind !== 'date' && input.image === undefined) throw HttpError.fields({ image: [M.imageRequired] });
  await fillingSeat(db, seat);
  const image = input.image === undefined ? null : await readSignatureImage(input.image);
  // The day a date slot states is the company's (ADR 045), as the ceremony showed it.
  const text = slot.kind === 'date' ? formatLongDate(await companyToday(db, seat.lease.organization_id)) : null;
  const file = image ? await writePrivateFile(deps.privateDir, 'png', image) : null;
  try {
    await db.transaction().execute(async (trx) => {
      await fillingSeat(trx, seat);
      const image_sha256 = image ? sha256(image) : null;
      await insertSlotFill(trx, { lease_id: seat.lease.id, slot_id: slot.id, role: seat.role, image_file: file, image_sha256, text, user_id: seat.person.userId, ip: seat.actor.ip, user_agent: seat.actor.userAgent?.slice(0, 500) ?? null });
      await recordAuditEvent(trx, event(seat, 'lease.slot', { slot_id: slot.id, document: slot.document_name, page: slot.page, caption: slotCaption(slot), image_sha256, text }));
    });
  } catch (err) {
    if (file) await removePrivateFile(deps.privateDir, file);
    throw err;
  }
}

/**
 * The signer signs and completes: every required slot of theirs must hold something (refused with
 * each missing one named). Once per signer: a replayed or raced complete is a 409 and sends nothing.
 * The signers whose turn it now is are told by notices queued in the complete's transaction (sent by
 * the message queue after the commit: a stalled mail server never holds the answer, and a refused
 * complete queues nothing); the last one's complete queues the lease's execution instead and answers
 * at once: the lease shows "Finishing…" until the job has executed it (or recorded why it could not:
 * the lease then says it could not be finalized yet).
 */
export async function completeSigning(deps: SigningDeps, seat: SignerSeat): Promise<void> {
  const { db } = deps;
  const last = await db.transaction().execute(async (trx) => {
    const { signers, me } = await openSeat(trx, seat);
    if (!me.consent) throw HttpError.detail(409, M.consentFirst);
    const slots = await slotsOfLease(trx, seat.lease.id);
    const filled = new Set(slots.filter((s) => s.fill).map((s) => `${s.document_id}:${s.position}`));
    const missing = missingSlots(slots.map((s) => ({ documentId: s.document_id, documentName: s.document_name, index: s.position, signer: s.signer, kind: s.kind })), seat.role, filled);
    if (missing.length) throw HttpError.detail(400, M.missingSlots(missing));
    if (!(await insertSigningStep(trx, { lease_id: seat.lease.id, role: seat.role, step: 'complete', ...who(seat) }))) throw HttpError.detail(409, M.alreadyCompleted);
    await transitionLease(trx, seat.lease, 'sign', { actor: seat.actor, details: { role: seat.role, name: seat.person.name, email: seat.person.email, method: seat.method } });
    const before = signerStates(signers);
    const everyone = allCompleted(before.map((s) => (s.role === seat.role ? { ...s, completed: true } : s)));
    // The execution is follow-up work (issue 46): queued with the last signature, so a crash after this commit still finishes it.
    if (everyone) await queueExecution(trx, seat.lease.id);
    else await queueSignerNotices(trx, deps, seat.lease.id, nextToNotify(before, seat.role));
    return everyone;
  });
  if (last) startExecution(deps, seat.lease.id);
  else deps.messageQueue?.kick();
}

/**
 * The signer declines, with a reason: the lease stops (Declined), the managers are told (their mail
 * queued in the decline's transaction, sent after the commit), the bed stays held until a manager voids it.
 */
export async function declineSigning(deps: SigningDeps, seat: SignerSeat, reason: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await openSeat(trx, seat);
    if (!(await insertSigningStep(trx, { lease_id: seat.lease.id, role: seat.role, step: 'decline', reason, ...who(seat) }))) throw HttpError.detail(409, M.notSigning);
    await transitionLease(trx, seat.lease, 'decline', { actor: seat.actor, details: { role: seat.role, name: seat.person.name, reason }, alongside: async () => (await endSigningLinks(trx, seat.lease.id), {}) });
    await queueDeclinedMails(trx, deps.baseUrl, seat.lease.id, seat.role, reason);
  });
  deps.messageQueue?.kick();
}

/**
 * The first time a signer's link is opened, and the first time the signer opens the packet on their
 * turn (until then the signer list says "Waiting for {name}"), each once in the lease's trail. A
 * reload writes nothing: it is read first, and the unique rows make two first opens at once one.
 */
export async function notePacketOpened(db: Db, seat: SignerSeat): Promise<void> {
  const linkId = seat.linkId;
  const [status, signers, link] = await Promise.all([leaseStatus(db, seat.lease.id), signersOfLease(db, seat.lease.id), linkId === undefined ? null : linkOpenedAt(db, linkId)]);
  const me = signers.find((s) => s.role === seat.role);
  const firstOnTurn = !!me && !me.opened_at && !me.complete && !me.decline && SIGNABLE.includes(status) && isTurnOf(signerStates(signers), seat.role);
  const firstLinkOpen = linkId !== undefined && link === null;
  if (!firstOnTurn && !firstLinkOpen) return;
  await db.transaction().execute(async (trx) => {
    if (firstLinkOpen && (await markLinkOpened(trx, linkId))) await recordAuditEvent(trx, event(seat, 'lease.link_opened', { link_id: linkId }));
    if (firstOnTurn && (await insertSignerOpen(trx, { lease_id: seat.lease.id, role: seat.role, user_id: seat.person.userId, ip: seat.actor.ip, user_agent: seat.actor.userAgent?.slice(0, 500) ?? null }))) {
      await recordAuditEvent(trx, event(seat, 'lease.open', { name: seat.person.name }));
    }
  });
}

/** A signer read or downloaded a document of the packet: an event in the lease's trail. */
export async function recordDocumentAccess(db: Db, seat: SignerSeat, action: 'lease.view' | 'lease.download', document: string): Promise<void> {
  await db.transaction().execute((trx) => recordAuditEvent(trx, event(seat, action, { document })));
}
