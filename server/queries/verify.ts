import { sql } from 'kysely';
import type { LeaseStatus } from '../../shared/leases/lease-types';
import type { Db } from '../db/database';

/**
 * What a verifier may learn of an issued PDF found by its SHA-256: when it was issued, its lease's
 * status and company, and (not for a certificate) its name. Each read is one indexed lookup (the
 * `…_sha256` indexes); of two rows with the same bytes the first issued answers.
 */
export type IssuedRow = { lease_id: number; created_at: string; lease_status: LeaseStatus; company: string };
export type IssuedDocumentRow = IssuedRow & { name: string };

/** The tables of issued PDFs, and what each of their rows says: its lease, its bytes' SHA-256 and when it was issued. */
type IssuedTable = 'lease_documents' | 'lease_final_documents' | 'lease_certificates';
type IssuedPdf = { id: number; lease_id: number; pdf_sha256: string; created_at: string };

/** The first-issued row (as i) of `table` with these bytes, with its lease's status and company. */
function firstIssued(db: Db, table: IssuedTable, sha256: string) {
  return db
    .selectFrom(sql<IssuedPdf>`${sql.table(table)}`.as('i'))
    .innerJoin('leases as l', 'l.id', 'i.lease_id')
    .innerJoin('organizations as o', 'o.id', 'l.organization_id')
    .select(['i.lease_id as lease_id', 'i.created_at as created_at', 'l.status as lease_status', 'o.name as company'])
    .where('i.pdf_sha256', '=', sha256)
    .orderBy('i.id')
    .limit(1);
}

/** A lease document's original PDF. */
export async function findOriginalBySha256(db: Db, sha256: string): Promise<IssuedDocumentRow | undefined> {
  return firstIssued(db, 'lease_documents', sha256).innerJoin('lease_documents as d', 'd.id', 'i.id').select('d.name as name').executeTakeFirst();
}

/** A final PDF, stamped with the signatures; named as its original. */
export async function findFinalBySha256(db: Db, sha256: string): Promise<IssuedDocumentRow | undefined> {
  return firstIssued(db, 'lease_final_documents', sha256)
    .innerJoin('lease_documents as d', (join) => join.on('d.id', '=', sql.ref<number>('i.document_id')))
    .select('d.name as name')
    .executeTakeFirst();
}

/** A lease's certificate of completion. */
export async function findCertificateBySha256(db: Db, sha256: string): Promise<IssuedRow | undefined> {
  return firstIssued(db, 'lease_certificates', sha256).executeTakeFirst();
}

/** The original SHA-256s of a lease's documents, in packet order: what its packet id is made of. */
export async function packetHashes(db: Db, leaseId: number): Promise<string[]> {
  const rows = await db.selectFrom('lease_documents').select('pdf_sha256').where('lease_id', '=', leaseId).orderBy('position').execute();
  return rows.map((row) => row.pdf_sha256);
}
