import type { LeaseStatus } from '../../../shared/leases/lease-types';
import { createHash } from 'node:crypto';
import { CONFLICT_MESSAGES, LEASE_MESSAGES as M } from '../../../shared/messages';
import { renderDocument } from '../../../shared/documents/render';
import { contentBlockIds } from '../../../shared/documents/formats';
import type { DocNode } from '../../../shared/documents/types';
import { leaseMoney } from '../../../shared/leases/lease-money';
import { leaseSchedule } from '../../../shared/leases/lease-schedule';
import { leaseFactsOf, leaseVariableValues, type LeaseFacts } from '../../../shared/leases/lease-values';
import { packetSigners, type SigningRole } from '../../../shared/leases/signing-order';
import { emptySeats, emptySeatsMessage } from '../../../shared/leases/seats-to-sign';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../../audit/record-event';
import { leaseHtmlPage } from '../../documents/lease-html';
import type { PdfRenderer, SignatureSlot } from '../../documents/pdf/pdf-renderer';
import { withInlineImages } from '../../documents/snapshot-images';
import { HttpError } from '../../ground/http-error';
import type { Logger } from '../../logger';
import { contentBlockBodies } from '../../queries/content-blocks';
import { findPacketFacts, insertLeaseDocument, packetTemplates, planTypedEntries } from '../../queries/lease-documents';
import { insertLeaseSigners, insertLeaseSlots } from '../../queries/lease-signing';
import { transitionLease } from './transition';
import { canStartFrom } from '../../../shared/leases/lifecycle';
import { removePrivateFile, writePrivateFile } from '../../uploads/private-files';
import { fullName } from '../../../shared/people';

export type PacketDeps = { db: Db; privateDir: string; uploadsDir: string; pdf: PdfRenderer; logger: Logger };

type LeaseToPrice = { id: number; organization_id: number; user_id: number; lease_period_id: number; status: LeaseStatus; version: number };

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** Who signs as each role: the student, the guarantor the application names, the company (its manager is named when one countersigns). */
function signerOf(role: SigningRole, f: LeaseFacts, studentId: number): { name: string; email: string; user_id: number | null } {
  if (role === 'tenant') return { name: fullName(f.student.first_name, f.student.last_name), email: f.student.email, user_id: studentId };
  if (role === 'guarantor') return { name: f.guarantor?.name ?? '', email: f.guarantor?.email ?? '', user_id: null };
  return { name: f.company.name, email: '', user_id: null };
}

type MadeDocument = { role: 'tenant' | 'guarantor'; template_id: number; name: string; html_file: string; html_sha256: string; pdf_file: string; pdf_sha256: string; pdf_size: number; slots: SignatureSlot[] };

/**
 * The student chooses one of the plans offered for their bed (the caller has checked it is offered):
 * the lease packet is made from the lease period's approved contract templates as they are now (one
 * per tenant template, and one per guarantor template when the application names a guarantor),
 * each stored as HTML and PDF private files with their SHA-256, with its signature slots and the
 * packet's signers in order, and the lease becomes Ready to sign. A packet in which a signer would
 * have nothing to sign or initial is refused before anything is rendered, naming the documents.
 * The files are written first and the rows in one transaction after; when that fails (a second
 * choice won the race), the files are removed and nothing changes. `announce` writes what goes with
 * the packet in that transaction, after its event (the notice to the tenant: issue 46).
 */
export async function choosePlan(deps: PacketDeps, lease: LeaseToPrice, planId: number, input: { version?: number; today: string }, actor: AuditActor, announce?: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  const { db } = deps;
  if (!canStartFrom('choosePlan', lease.status)) throw HttpError.detail(409, M.notOffered);
  if (input.version !== undefined && input.version !== lease.version) throw HttpError.detail(409, CONFLICT_MESSAGES.staleVersion);
  const row = await findPacketFacts(db, lease.id);
  const period = { start_date: row.start_date, end_date: row.end_date };
  const entries = await planTypedEntries(db, planId);
  const schedule = leaseSchedule(entries);
  const leaseFacts = leaseFactsOf(row, { money: leaseMoney(entries, period), schedule }, input.today);
  const templates = await packetTemplates(db, lease.lease_period_id, lease.organization_id, leaseFacts.guarantor ? ['tenant', 'guarantor'] : ['tenant']);
  if (!templates.some((t) => t.role === 'tenant')) throw HttpError.detail(409, M.noContractTemplates);
  const empty = emptySeats(templates);
  if (empty.length) throw HttpError.detail(409, emptySeatsMessage(empty));
  const values = leaseVariableValues(leaseFacts);
  const blocks = await contentBlockBodies(db, lease.organization_id, [...new Set(templates.flatMap((t) => contentBlockIds(t.body)))]);

  const written: string[] = [];
  try {
    const made: MadeDocument[] = [];
    for (const template of templates) {
      const doc = await withInlineImages(template.body, deps.uploadsDir);
      const ownBlocks: Record<number, DocNode> = {};
      for (const id of contentBlockIds(doc)) {
        const body = blocks.get(id);
        if (body) ownBlocks[id] = await withInlineImages(body, deps.uploadsDir);
      }
      const html = leaseHtmlPage({ title: template.name, companyName: leaseFacts.company.name, body: renderDocument(doc, { values, schedule, blockBody: (id) => ownBlocks[id] }) });
      const started = performance.now();
      const { pdf, slots } = await deps.pdf.render({ title: template.name, companyName: leaseFacts.company.name, doc, blocks: ownBlocks, values, schedule });
      // npm run bench:documents reads these.
      deps.logger.info({ lease: lease.id, document: template.name, ms: Math.round(performance.now() - started), bytes: pdf.length }, 'lease document rendered');
      const html_file = await writePrivateFile(deps.privateDir, 'html', html);
      written.push(html_file);
      const pdf_file = await writePrivateFile(deps.privateDir, 'pdf', pdf);
      written.push(pdf_file);
      made.push({ role: template.role, template_id: template.id, name: template.name, html_file, html_sha256: sha256(html), pdf_file, pdf_sha256: sha256(pdf), pdf_size: pdf.length, slots });
    }
    await db.transaction().execute(async (trx) => {
      await transitionLease(trx, lease, 'choosePlan', {
        actor,
        version: input.version,
        changes: { payment_plan_id: planId },
        details: { payment_plan_id: planId, documents: made.map((d) => ({ name: d.name, role: d.role, template_id: d.template_id, pdf_sha256: d.pdf_sha256, html_sha256: d.html_sha256 })) },
        alongside: async () => {
          for (const [position, { slots, ...document }] of made.entries()) {
            const documentId = await insertLeaseDocument(trx, { ...document, lease_id: lease.id, position, signature_slots: JSON.stringify(slots) });
            await insertLeaseSlots(trx, slots.map((slot, index) => ({ ...slot, lease_id: lease.id, document_id: documentId, position: index })));
          }
          await insertLeaseSigners(trx, packetSigners(made.map((d) => d.role)).map(({ role, order }) => ({ lease_id: lease.id, role, signing_order: order, ...signerOf(role, leaseFacts, lease.user_id) })));
          return {};
        },
      });
      if (announce) await announce(trx);
    });
  } catch (err) {
    await Promise.all(written.map((name) => removePrivateFile(deps.privateDir, name)));
    throw err;
  }
}
