import type { Insertable } from 'kysely';
import type { SignerState, SigningRole } from '../../shared/leases/signing-order';
import type { Db } from '../db/database';
import type { LeaseCertificatesTable, LeaseFinalDocumentsTable, LeaseSignerOpensTable, LeaseSignersTable, LeaseSigningLinksTable, LeaseSigningStepsTable, LeaseSlotFillsTable, LeaseSlotsTable } from '../db/schema';
import { hashSecret } from '../ground/secrets';

export async function insertLeaseSigners(db: Db, rows: Insertable<LeaseSignersTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('lease_signers').values(rows).execute();
}

export async function insertLeaseSlots(db: Db, rows: Insertable<LeaseSlotsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('lease_slots').values(rows).execute();
}

/** A lease's signers in order, each with the steps they took (consent, complete, decline) and who took them, and when they first opened the packet on their turn. */
export async function signersOfLease(db: Db, leaseId: number) {
  const [signers, steps, opens] = await Promise.all([
    db.selectFrom('lease_signers').select(['role', 'signing_order', 'name', 'email', 'user_id']).where('lease_id', '=', leaseId).orderBy('signing_order').orderBy('id').execute(),
    db.selectFrom('lease_signing_steps').selectAll().where('lease_id', '=', leaseId).orderBy('id').execute(),
    db.selectFrom('lease_signer_opens').select(['role', 'created_at']).where('lease_id', '=', leaseId).execute(),
  ]);
  return signers.map((signer) => {
    const mine = steps.filter((s) => s.role === signer.role);
    const step = (name: LeaseSigningStepsTable['step']) => mine.find((s) => s.step === name) ?? null;
    const opened = opens.find((o) => o.role === signer.role)?.created_at ?? null;
    return { ...signer, consent: step('consent'), complete: step('complete'), decline: step('decline'), opened_at: opened };
  });
}

/** Records that a signer opened the packet on their turn unless it was recorded already; false when it was (a reload, or two opens at once). */
export async function insertSignerOpen(db: Db, row: Insertable<LeaseSignerOpensTable>): Promise<boolean> {
  const result = await db.insertInto('lease_signer_opens').values(row).onConflict((oc) => oc.columns(['lease_id', 'role']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type SignerRow = Awaited<ReturnType<typeof signersOfLease>>[number];

/** The signers as the signing order rule reads them (shared/leases/signing-order.ts). */
export const signerStates = (signers: readonly Pick<SignerRow, 'role' | 'signing_order' | 'complete'>[]): SignerState[] => signers.map((s) => ({ role: s.role, order: s.signing_order, completed: !!s.complete }));

/** A lease's slots in packet order with their document's name and the latest fill of each. */
export async function slotsOfLease(db: Db, leaseId: number) {
  const [slots, fills] = await Promise.all([
    db
      .selectFrom('lease_slots as s')
      .innerJoin('lease_documents as d', 'd.id', 's.document_id')
      .select(['s.id', 's.document_id', 'd.name as document_name', 'd.position as document_position', 's.position', 's.signer', 's.kind', 's.page', 's.x', 's.y', 's.width', 's.height'])
      .where('s.lease_id', '=', leaseId)
      .orderBy('d.position')
      .orderBy('s.position')
      .execute(),
    db.selectFrom('lease_slot_fills').select(['id', 'slot_id', 'image_file', 'image_sha256', 'text', 'created_at']).where('lease_id', '=', leaseId).orderBy('id').execute(),
  ]);
  const latest = new Map(fills.map((fill) => [fill.slot_id, fill]));
  return slots.map((slot) => ({ ...slot, fill: latest.get(slot.id) ?? null }));
}

export type SlotRow = Awaited<ReturnType<typeof slotsOfLease>>[number];

/** Records a signer's step unless they took it already; false when they had (a replay, or the loser of a race). */
export async function insertSigningStep(db: Db, row: Insertable<LeaseSigningStepsTable>): Promise<boolean> {
  const result = await db
    .insertInto('lease_signing_steps')
    .values(row)
    .onConflict((oc) => oc.columns(['lease_id', 'role', 'step']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function leaseStatus(db: Db, leaseId: number) {
  return (await db.selectFrom('leases').select('status').where('id', '=', leaseId).executeTakeFirstOrThrow()).status;
}

export async function insertSlotFill(db: Db, row: Insertable<LeaseSlotFillsTable>): Promise<void> {
  await db.insertInto('lease_slot_fills').values(row).execute();
}

/** The live link of this secret: not ended, not expired. */
export async function findSigningLink(db: Db, token: string) {
  return db
    .selectFrom('lease_signing_links')
    .select(['id', 'lease_id', 'role', 'email', 'expires_at'])
    .where('token_hash', '=', hashSecret(token))
    .where('ended_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
}

export type SigningLinkRow = NonNullable<Awaited<ReturnType<typeof findSigningLink>>>;

/** When a link was first opened; null while it never was. */
export async function linkOpenedAt(db: Db, linkId: number): Promise<string | null> {
  return (await db.selectFrom('lease_signing_links').select('opened_at').where('id', '=', linkId).executeTakeFirst())?.opened_at ?? null;
}

/** Marks a link opened; true only the first time (two opens at once: one is first). */
export async function markLinkOpened(db: Db, linkId: number): Promise<boolean> {
  const result = await db.updateTable('lease_signing_links').set({ opened_at: new Date().toISOString() }).where('id', '=', linkId).where('opened_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a signer's live links (a new one is sent, or the lease stops). */
export async function endSigningLinks(db: Db, leaseId: number, role?: SigningRole): Promise<void> {
  let query = db.updateTable('lease_signing_links').set({ ended_at: new Date().toISOString() }).where('lease_id', '=', leaseId).where('ended_at', 'is', null);
  if (role) query = query.where('role', '=', role);
  await query.execute();
}

export async function insertSigningLink(db: Db, row: Insertable<LeaseSigningLinksTable>): Promise<void> {
  await db.insertInto('lease_signing_links').values(row).execute();
}

/** The final PDFs of a lease's documents, by document id. */
export async function finalDocumentsOfLease(db: Db, leaseId: number) {
  const rows = await db.selectFrom('lease_final_documents').select(['id', 'document_id', 'pdf_file', 'pdf_sha256', 'pdf_size', 'sealed', 'created_at']).where('lease_id', '=', leaseId).execute();
  return new Map(rows.map((row) => [row.document_id, row]));
}

export async function findCertificate(db: Db, leaseId: number) {
  return db.selectFrom('lease_certificates').select(['id', 'pdf_file', 'pdf_sha256', 'pdf_size', 'created_at']).where('lease_id', '=', leaseId).executeTakeFirst();
}

/** Leases whose signers have all completed but that are not executed yet (a crash between the last signature and the final files). */
export async function leasesAwaitingExecution(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('leases as x')
    .select('x.id')
    .where('x.status', '=', 'Signing')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lease_signers as s')
            .select('s.id')
            .whereRef('s.lease_id', '=', 'x.id')
            .where(({ not: n, exists: e, selectFrom: from }) => n(e(from('lease_signing_steps as t').select('t.id').whereRef('t.lease_id', '=', 's.lease_id').whereRef('t.role', '=', 's.role').where('t.step', '=', 'complete')))),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The e-mail addresses of the company's active managers (told when a lease awaits the landlord or is declined). */
export async function companyManagerEmails(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .select('u.email')
    .distinct()
    .where('u.organization_id', '=', organizationId)
    .where('u.is_active', '=', 1)
    .where('r.role', '=', 'manager')
    .orderBy('u.email')
    .execute();
  return rows.map((row) => row.email);
}

/** An executed lease's final PDFs and certificate, inside the transaction that executes it (server/services/leasing/transition.ts). */
export async function insertExecutionFiles(db: Db, rows: { finals: Insertable<LeaseFinalDocumentsTable>[]; certificate: Insertable<LeaseCertificatesTable> }): Promise<void> {
  if (rows.finals.length) await db.insertInto('lease_final_documents').values(rows.finals).execute();
  await db.insertInto('lease_certificates').values(rows.certificate).execute();
}
