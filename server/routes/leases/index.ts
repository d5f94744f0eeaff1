import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import { isoToday } from '../../../shared/dates';
import { AssignBedSchema, ChoosePlanSchema, FreeBedsQuery, LeaseDocumentParams, LeaseListQuery, VoidLeaseSchema } from '../../../shared/leases/lease-schema';
import { IdParams } from '../../../shared/schemas/common';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { assertOwnIds, callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentFreeBed, presentLease } from '../../presenters/lease';
import { presentLeaseHistoryEvent } from '../../presenters/lease-history';
import { documentsOfLeases, findLeaseDocument, type LeaseDocumentRow } from '../../queries/lease-documents';
import { leaseHistory } from '../../queries/lease-history';
import { findLease, listFreeBeds, listLeases, plansAssignedToLeases, type LeaseRow } from '../../queries/leases';
import { chooseOwnPlan } from '../../services/student-plan-choice';
import { privateFilePath } from '../../uploads/private-files';
import { applicationToLease, assignBed, voidLease } from '../../services/leases';
import type { RouteDeps } from '../deps';

/**
 * `/api/leases/`: managers assign beds to approved applications and void offers; the company's
 * staff read its leases; a student reads their own. Anyone else's lease is a 404.
 */
export function leaseRoutes({ db, config, pdf, logger }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  /** The leases as answered, their offered plans and documents read for all of them at once. */
  const present = async (rows: LeaseRow[]) => {
    const ids = rows.map((row) => row.id);
    const [plans, documents] = await Promise.all([plansAssignedToLeases(db, ids), documentsOfLeases(db, ids)]);
    const today = isoToday();
    return rows.map((row) => presentLease(row, plans.get(row.id) ?? [], documents.get(row.id) ?? [], today));
  };
  const presentOne = async (row: LeaseRow) => (await present([row]))[0]!;

  /** The lease for the caller: staff of its company, or its student. */
  const readable = async (req: Request, id: number): Promise<LeaseRow> => {
    const { user } = currentAuth(req)!;
    const lease = await findLease(db, id);
    const isStaff = user.roles.some((role) => role === 'manager' || role === 'maintenance') && lease?.organization_id === user.organization_id;
    if (!lease || !(isStaff || lease.user_id === user.id)) throw HttpError.notFound();
    return lease;
  };

  /** The company's application named in a query or body (a field error otherwise), ready for a lease. */
  const ownApplication = async (req: Request, id: number) => {
    await assertOwnIds(db, callerOrganizationId(req), 'application', [id], 'application_id');
    return applicationToLease(db, callerOrganizationId(req), id);
  };

  router.get('/api/leases/', staff, route({ query: LeaseListQuery }, async ({ query }, req, res) => {
    res.json(await present(await listLeases(db, callerOrganizationId(req), query)));
  }));

  router.get('/api/leases/free-beds/', manager, route({ query: FreeBedsQuery }, async ({ query }, req, res) => {
    const app = await ownApplication(req, query.application);
    res.json((await listFreeBeds(db, app.property_id, app.lease_period_id)).map(presentFreeBed));
  }));

  router.post('/api/leases/', manager, route({ body: AssignBedSchema }, async ({ body }, req, res) => {
    const id = await assignBed(db, await ownApplication(req, body.application_id), body.bed_id, callerActor(req));
    res.status(201).json(await presentOne((await findLease(db, id))!));
  }));

  router.get('/api/leases/:id/', requireRole('manager', 'maintenance', 'student'), route({ params: IdParams }, async ({ params }, req, res) => {
    res.json(await presentOne(await readable(req, params.id)));
  }));

  router.get('/api/leases/:id/history/', staff, route({ params: IdParams }, async ({ params }, req, res) => {
    const lease = await loadOwned(db, req, 'lease', params.id);
    res.json((await leaseHistory(db, lease.id)).map(presentLeaseHistoryEvent));
  }));

  // The lease's student chooses an offered plan; the packet is made in the same request.
  router.put('/api/leases/:id/plan/', requireRole('student'), route({ params: IdParams, body: ChoosePlanSchema }, async ({ params, body }, req, res) => {
    await chooseOwnPlan({ db, privateDir: config.privateFilesDir, uploadsDir: config.uploadsDir, pdf, logger }, currentAuth(req)!.user.id, params.id, body, callerActor(req));
    res.json(await presentOne((await findLease(db, params.id))!));
  }));

  /** A document of a lease the caller may open; 404 for any other. */
  // Documents hold what the student signs (money, guarantor): their student and the company's managers only, not maintenance staff.
  const readableDocument = async (req: Request, leaseId: number, documentId: number): Promise<LeaseDocumentRow> => {
    const { user } = currentAuth(req)!;
    const lease = await findLease(db, leaseId);
    const isManager = user.roles.includes('manager') && lease?.organization_id === user.organization_id;
    if (!lease || !(isManager || lease.user_id === user.id)) throw HttpError.notFound();
    const document = await findLeaseDocument(db, lease.id, documentId);
    if (!document) throw HttpError.notFound();
    return document;
  };
  const sendPrivate = (res: Response, name: string, headers: Record<string, string>) => {
    res.set({ 'Cache-Control': 'private, no-store', ...headers });
    res.sendFile(path.resolve(privateFilePath(config.privateFilesDir, name)));
  };
  const fileName = (document: LeaseDocumentRow) => document.name.replace(/[^\w.() -]/g, '_');
  const readers = requireRole('manager', 'student');

  router.get('/api/leases/:id/documents/:documentId/pdf/', readers, route({ params: LeaseDocumentParams }, async ({ params }, req, res) => {
    const document = await readableDocument(req, params.id, params.documentId);
    sendPrivate(res, document.pdf_file, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName(document)}.pdf"` });
  }));

  // The snapshot is our renderer's escaped output; its own policy still lets nothing but its inline images and style load or run.
  router.get('/api/leases/:id/documents/:documentId/html/', readers, route({ params: LeaseDocumentParams }, async ({ params }, req, res) => {
    const document = await readableDocument(req, params.id, params.documentId);
    sendPrivate(res, document.html_file, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
      'Content-Disposition': `inline; filename="${fileName(document)}.html"`,
    });
  }));

  router.post('/api/leases/:id/void/', manager, route({ params: IdParams, body: VoidLeaseSchema }, async ({ params, body }, req, res) => {
    const lease = await loadOwned(db, req, 'lease', params.id);
    await voidLease(db, lease, body, callerActor(req));
    res.json(await presentOne((await findLease(db, lease.id))!));
  }));

  return router;
}
