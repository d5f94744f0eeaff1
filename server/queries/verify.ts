import type { LeaseStatus } from '../../shared/leases/lease-types';
import type { Db } from '../db/database';

/**
 * What a verifier may learn of an issued PDF found by its SHA-256: when it was issued, its lease's
 * status and company, and (not for a certificate) its name. Each read is one indexed lookup (the
 * `…_sha256` indexes); of two rows with the same bytes the first issued answers.
 */
export type IssuedRow = { lease_id: number; created_at: string; lease_status: LeaseStatus; company: string };
export type IssuedDocumentRow = IssuedRow & { name: string };

/** A lease document's original PDF. */
export async function findOriginalBySha256(db: Db, sha256: string): Promise<IssuedDocumentRow | undefined> {
  return db
    .selectFrom('lease_documents as d')
    .innerJoin('leases as l', 'l.id', 'd.lease_id')
    .innerJoin('organizations as o', 'o.id', 'l.organization_id')
    .select(['d.lease_id as lease_id', 'd.name as name', 'd.created_at as created_at', 'l.status as lease_status', 'o.name as company'])
    .where('d.pdf_sha256', '=', sha256)
    .orderBy('d.id')
    .limit(1)
    .executeTakeFirst();
}

/** A final PDF, stamped with the signatures; named as its original. */
export async function findFinalBySha256(db: Db, sha256: string): Promise<IssuedDocumentRow | undefined> {
  return db
    .selectFrom('lease_final_documents as f')
    .innerJoin('lease_documents as d', 'd.id', 'f.document_id')
    .innerJoin('leases as l', 'l.id', 'f.lease_id')
    .innerJoin('organizations as o', 'o.id', 'l.organization_id')
    .select(['f.lease_id as lease_id', 'd.name as name', 'f.created_at as created_at', 'l.status as lease_status', 'o.name as company'])
    .where('f.pdf_sha256', '=', sha256)
    .orderBy('f.id')
    .limit(1)
    .executeTakeFirst();
}

/** A lease's certificate of completion. */
export async function findCertificateBySha256(db: Db, sha256: string): Promise<IssuedRow | undefined> {
  return db
    .selectFrom('lease_certificates as c')
    .innerJoin('leases as l', 'l.id', 'c.lease_id')
    .innerJoin('organizations as o', 'o.id', 'l.organization_id')
    .select(['c.lease_id as lease_id', 'c.created_at as created_at', 'l.status as lease_status', 'o.name as company'])
    .where('c.pdf_sha256', '=', sha256)
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst();
}

/** The original SHA-256s of a lease's documents, in packet order: what its packet id is made of. */
export async function packetHashes(db: Db, leaseId: number): Promise<string[]> {
  const rows = await db.selectFrom('lease_documents').select('pdf_sha256').where('lease_id', '=', leaseId).orderBy('position').execute();
  return rows.map((row) => row.pdf_sha256);
}
