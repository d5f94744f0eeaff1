import path from 'node:path';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { ApplySlotSchema, DeclineSchema } from '../../../shared/leases/signing-schema';
import { HttpError } from '../../ground/http-error';
import { route } from '../../http/route';
import { findCertificate, finalDocumentsOfLease } from '../../queries/lease-signing';
import { findLeaseDocument, type LeaseDocumentRow } from '../../queries/lease-documents';
import { applySlot, completeSigning, consentToSign, declineSigning, notePacketOpened, recordDocumentAccess, type SignerSeat } from '../../services/leasing/signing';
import type { SigningDeps } from '../../services/leasing/signing-notices';
import { signingView } from '../../page-data/signing-view';
import { privateFilePath } from '../../uploads/private-files';

/** Sends a private file (a lease document) to its reader, never cached. */
export function sendPrivateFile(res: Response, privateDir: string, name: string, headers: Record<string, string>): void {
  res.set({ 'Cache-Control': 'private, no-store', ...headers });
  res.sendFile(path.resolve(privateFilePath(privateDir, name)));
}

export const downloadName = (name: string) => name.replace(/[^\w.() -]/g, '_');
export const pdfHeaders = (name: string) => ({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${downloadName(name)}.pdf"` });
// The snapshot is our renderer's escaped output; its own policy still lets nothing but its inline images and style load or run.
export const htmlHeaders = (name: string) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
  'Content-Disposition': `inline; filename="${downloadName(name)}.html"`,
});

type Seating<P extends z.ZodType> = {
  /** Where the four steps live: `/api/leases/:id/signing` or `/api/sign/:token`. */
  at: string;
  /** Where the documents are served: `/api/leases/:id` or `/api/sign/:token`. */
  docsAt: string;
  params: P;
  slotParams: z.ZodType;
  documentParams: z.ZodType;
  /** Where the ceremony's documents are served from, `docsAt` with the caller's values. */
  base: (params: z.output<P>) => string;
  /** The caller's seat at the lease: 404 when they have none. */
  seatOf: (req: Request, params: z.output<P>) => Promise<SignerSeat>;
  /** Counts each signing write (per link or per signed-in signer); 429 beyond the limit, before anything is read. */
  writeLimit: RequestHandler;
};

/**
 * The ceremony's endpoints for one way of reaching a seat (a signed-in tenant or landlord, or the
 * guarantor's link): its state, consent, applying a slot, complete and decline, and the packet's
 * documents (original PDF and HTML snapshot), final PDFs and certificate, each read recorded.
 */
export function addSigningEndpoints<P extends z.ZodType>(router: Router, deps: SigningDeps, s: Seating<P>, guard: RequestHandler[]): void {
  const { db, privateDir, paymentFees } = deps;
  const write = [...guard, s.writeLimit];
  const state = async (req: Request, params: z.output<P>, seat?: SignerSeat) => signingView({ db, privateDir, paymentFees }, seat ?? (await s.seatOf(req, params)), s.base(params));
  const paramsOf = (input: unknown) => input as z.output<P>;

  router.get(`${s.at}/`, ...guard, route({ params: s.params }, async ({ params }, req, res) => {
    const seat = await s.seatOf(req, paramsOf(params));
    await notePacketOpened(db, seat);
    res.set('Cache-Control', 'private, no-store').json(await state(req, paramsOf(params), seat));
  }));
  router.post(`${s.at}/consent/`, ...write, route({ params: s.params }, async ({ params }, req, res) => {
    const seat = await s.seatOf(req, paramsOf(params));
    await consentToSign(db, seat);
    res.json(await state(req, paramsOf(params), seat));
  }));
  router.put(`${s.at}/slots/:slotId/`, ...write, route({ params: s.slotParams, body: ApplySlotSchema }, async ({ params, body }, req, res) => {
    const { slotId } = params as { slotId: number };
    const seat = await s.seatOf(req, paramsOf(params));
    await applySlot({ db, privateDir }, seat, slotId, body);
    res.json(await state(req, paramsOf(params), seat));
  }));
  router.post(`${s.at}/complete/`, ...write, route({ params: s.params }, async ({ params }, req, res) => {
    const seat = await s.seatOf(req, paramsOf(params));
    await completeSigning(deps, seat);
    res.json(await state(req, paramsOf(params), seat));
  }));
  router.post(`${s.at}/decline/`, ...write, route({ params: s.params, body: DeclineSchema }, async ({ params, body }, req, res) => {
    // The seat as it was before: declining ends a guarantor's link, which could no longer seat them.
    const seat = await s.seatOf(req, paramsOf(params));
    await declineSigning(deps, seat, body.reason);
    res.json(await state(req, paramsOf(params), seat));
  }));

  const document = async (req: Request, params: unknown): Promise<{ seat: SignerSeat; document: LeaseDocumentRow }> => {
    const seat = await s.seatOf(req, paramsOf(params));
    const found = await findLeaseDocument(db, seat.lease.id, (params as { documentId: number }).documentId);
    if (!found) throw HttpError.notFound();
    return { seat, document: found };
  };
  router.get(`${s.docsAt}/documents/:documentId/pdf/`, ...guard, route({ params: s.documentParams }, async ({ params }, req, res) => {
    const { seat, document: d } = await document(req, params);
    await recordDocumentAccess(db, seat, 'lease.download', d.name);
    sendPrivateFile(res, privateDir, d.pdf_file, pdfHeaders(d.name));
  }));
  router.get(`${s.docsAt}/documents/:documentId/html/`, ...guard, route({ params: s.documentParams }, async ({ params }, req, res) => {
    const { seat, document: d } = await document(req, params);
    await recordDocumentAccess(db, seat, 'lease.view', d.name);
    sendPrivateFile(res, privateDir, d.html_file, htmlHeaders(d.name));
  }));
  router.get(`${s.docsAt}/documents/:documentId/final/pdf/`, ...guard, route({ params: s.documentParams }, async ({ params }, req, res) => {
    const { seat, document: d } = await document(req, params);
    const final = (await finalDocumentsOfLease(db, seat.lease.id)).get(d.id);
    if (!final) throw HttpError.notFound();
    await recordDocumentAccess(db, seat, 'lease.download', `${d.name} (signed)`);
    sendPrivateFile(res, privateDir, final.pdf_file, pdfHeaders(`${d.name} (signed)`));
  }));
  router.get(`${s.docsAt}/certificate/pdf/`, ...guard, route({ params: s.params }, async ({ params }, req, res) => {
    const seat = await s.seatOf(req, paramsOf(params));
    const certificate = await findCertificate(db, seat.lease.id);
    if (!certificate) throw HttpError.notFound();
    await recordDocumentAccess(db, seat, 'lease.download', 'Certificate of Completion');
    sendPrivateFile(res, privateDir, certificate.pdf_file, pdfHeaders('Certificate of Completion'));
  }));
}
