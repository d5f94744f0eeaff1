import { pushTo } from '../../shared/group';
import type { Insertable } from 'kysely';
import type { TypedEntry } from '../../shared/leases/lease-money';
import type { Db } from '../db/database';
import { insertedId } from './inserted-id';
import type { LeaseDocumentsTable } from '../db/schema';
import { templateBody, templateSigners } from './document-templates';
import { leaseMessageFacts } from './message-facts';
import { slices } from './payment-plan-assignments';

/** Everything a lease's documents state but the plan: student, property, company, bed, lease period and the application's answers. */
export async function findPacketFacts(db: Db, leaseId: number) {
  const [row] = await leaseMessageFacts(db, [leaseId]);
  if (!row) throw new Error(`lease ${leaseId} has no packet facts`);
  return row;
}

export type PacketFactsRow = Awaited<ReturnType<typeof findPacketFacts>>;

/** A plan's ledger entries with the ledger type of each one's account code, and their descriptions. */
export async function planTypedEntries(db: Db, planId: number): Promise<TypedEntry[]> {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('account_codes as c', 'c.id', 'e.account_code_id')
    .select(['e.due_date', 'c.type', 'e.charge_cents', 'e.credit_cents', 'e.description'])
    .where('e.payment_plan_id', '=', planId)
    .orderBy('e.position')
    .orderBy('e.id')
    .execute();
}

/** The lease period's approved contract templates for these roles, tenant first, each role in name order, with their bodies as they are now. */
export async function packetTemplates(db: Db, leasePeriodId: number, organizationId: number, roles: readonly ('tenant' | 'guarantor')[]) {
  const rows = await db
    .selectFrom('lease_period_templates as t')
    .innerJoin('document_templates as d', 'd.id', 't.template_id')
    .select(['t.kind', 'd.id', 'd.name', 'd.body', 'd.signing_signers'])
    .where('t.lease_period_id', '=', leasePeriodId)
    .where('t.kind', 'in', [...roles])
    .where('d.organization_id', '=', organizationId)
    .where('d.type', '=', 'Lease Agreement')
    .where('d.approved', '=', 1)
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
  const ordered = [...rows.filter((r) => r.kind === 'tenant'), ...rows.filter((r) => r.kind === 'guarantor')];
  return ordered.map((r) => ({ role: r.kind, id: r.id, name: r.name, body: templateBody(r), signers: templateSigners(r) }));
}

export type PacketTemplate = Awaited<ReturnType<typeof packetTemplates>>[number];

export async function insertLeaseDocument(db: Db, row: Insertable<LeaseDocumentsTable>): Promise<number> {
  return insertedId(db, 'lease_documents', row);
}

const DOCUMENT_COLUMNS = ['id', 'lease_id', 'position', 'role', 'template_id', 'name', 'html_file', 'html_sha256', 'pdf_file', 'pdf_sha256', 'pdf_size', 'signature_slots', 'created_at'] as const;

/** The documents of each lease, in packet order, by lease id: one query per 500 leases. */
export async function documentsOfLeases(db: Db, leaseIds: readonly number[]) {
  const byLease = new Map<number, LeaseDocumentRow[]>();
  for (const ids of slices(leaseIds)) {
    const rows = await db.selectFrom('lease_documents').select(DOCUMENT_COLUMNS).where('lease_id', 'in', ids).orderBy('lease_id').orderBy('position').execute();
    for (const row of rows) pushTo(byLease, row.lease_id, row);
  }
  return byLease;
}

export async function findLeaseDocument(db: Db, leaseId: number, documentId: number) {
  return db.selectFrom('lease_documents').select(DOCUMENT_COLUMNS).where('lease_id', '=', leaseId).where('id', '=', documentId).executeTakeFirst();
}

export type LeaseDocumentRow = NonNullable<Awaited<ReturnType<typeof findLeaseDocument>>>;
