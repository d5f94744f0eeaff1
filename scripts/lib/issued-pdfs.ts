// Issued PDFs to verify (issue 27), for the verification tests and bench: a lease of a company's bed
// with one original document, its final stamped PDF and the lease's certificate, rows inserted as
// the packet and signing services leave them (the tables are append-only; inserts are allowed).
import { createHash } from 'node:crypto';
import type { Db } from '../../server/db/database';

/**
 * A small valid PDF showing `text`; `padding` bytes more in a stream of their own make it as large
 * as a real lease. Same arguments, same bytes.
 */
export function samplePdf(text: string, padding = 0): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Length ${padding} >>\nstream\n${'0'.repeat(padding)}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export type IssuedPdfs = {
  leaseId: number;
  company: string;
  documentName: string;
  original: Buffer;
  final: Buffer;
  certificate: Buffer;
  createdAt: { original: string; final: string; certificate: string };
};

/** A lease on the first bed of the company's first property (a new student, application and template), with its three PDFs. */
export async function seedIssuedPdfs(db: Db, organizationId: number, opts: { documentName?: string; padding?: number } = {}): Promise<IssuedPdfs> {
  const documentName = opts.documentName ?? 'Lease Agreement 2026–2027';
  const company = (await db.selectFrom('organizations').select('name').where('id', '=', organizationId).executeTakeFirstOrThrow()).name;
  const bed = await db
    .selectFrom('layouts as b')
    .innerJoin('properties as p', 'p.id', 'b.property_id')
    .innerJoin('lease_periods as lp', 'lp.property_id', 'p.id')
    .select(['b.id as layout_id', 'p.id as property_id', 'lp.id as lease_period_id'])
    .where('p.organization_id', '=', organizationId)
    .orderBy('b.id')
    .executeTakeFirstOrThrow();
  const stamp = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const user = await db.insertInto('users').values({ organization_id: null, email: `verify.${stamp}@example.com`, password_hash: null, first_name: 'Zoë', last_name: 'Private' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role: 'student' }).execute();
  const request = await db.insertInto('reservation_requests').values({ user_id: user.id, organization_id: organizationId, property_id: bed.property_id, lease_period_id: bed.lease_period_id }).returning('id').executeTakeFirstOrThrow();
  const application = await db
    .insertInto('rental_applications')
    .values({ organization_id: organizationId, user_id: user.id, reservation_request_id: request.id, status: 'Approved' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lease = await db
    .insertInto('leases')
    .values({ organization_id: organizationId, application_id: application.id, user_id: user.id, property_id: bed.property_id, lease_period_id: bed.lease_period_id, layout_id: bed.layout_id, created_by: 'Verify seed', status: 'Executed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const template = await db
    .insertInto('document_templates')
    .values({ organization_id: organizationId, name: documentName, type: 'Lease Agreement', body: '{"type":"doc","content":[]}', approved: 1, approved_by: 'Verify seed', approved_at: '2026-11-01T00:00:00Z' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const original = samplePdf(`${documentName} ${stamp} original`, opts.padding);
  const final = samplePdf(`${documentName} ${stamp} signed`, opts.padding);
  const certificate = samplePdf(`Certificate ${stamp}`, opts.padding);
  const createdAt = { original: '2026-11-20T10:00:00.000Z', final: '2026-11-22T15:30:00.000Z', certificate: '2026-11-22T15:30:01.000Z' };
  const document = await db
    .insertInto('lease_documents')
    .values({
      lease_id: lease.id,
      position: 0,
      role: 'tenant',
      template_id: template.id,
      name: documentName,
      html_file: `verify-${stamp}.html`,
      html_sha256: sha256Of(Buffer.from(stamp)),
      pdf_file: `verify-${stamp}.pdf`,
      pdf_sha256: sha256Of(original),
      pdf_size: original.length,
      signature_slots: '[]',
      created_at: createdAt.original,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('lease_final_documents')
    .values({ lease_id: lease.id, document_id: document.id, pdf_file: `verify-${stamp}-final.pdf`, pdf_sha256: sha256Of(final), pdf_size: final.length, created_at: createdAt.final })
    .execute();
  await db
    .insertInto('lease_certificates')
    .values({ lease_id: lease.id, pdf_file: `verify-${stamp}-certificate.pdf`, pdf_sha256: sha256Of(certificate), pdf_size: certificate.length, created_at: createdAt.certificate })
    .execute();
  return { leaseId: lease.id, company, documentName, original, final, certificate, createdAt };
}
