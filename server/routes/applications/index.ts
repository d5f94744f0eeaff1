import path from 'node:path';
import { Router, type Request } from 'express';
import { APPLICATION_MESSAGES as M, API_ERRORS } from '../../../shared/messages';
import { ApplicationFileParams, ApplicationFileSchema, DecisionSchema, DraftSaveSchema, RevealSchema, StartApplicationSchema } from '../../../shared/rental-application/application-schema';
import { IdParams } from '../../../shared/schemas/common';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { authorize } from '../../auth/authorize';
import { callerActor } from '../../http/author';
import { HttpError } from '../../ground/http-error';
import { callerOf } from '../../http/authorize';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentApplication, presentApplicationSummary } from '../../presenters/application';
import { findOrganization } from '../../queries/organizations';
import {
  findApplication,
  findApplicationFile,
  findOwnReservationRequest,
  listApplicationFiles,
  listApplicationsOf,
  listSubmittedApplications,
  markApplicationOpened,
  type ApplicationRow,
} from '../../queries/rental-applications';
import { attachFile, companyQuestionFlags, decideApplication, detachFile, revealSecret, saveDraft, startApplication, submitApplication, tellApplicantDecision } from '../../services/applications/rental-applications';
import { privateFilePath } from '../../uploads/private-files';
import { upload } from '../../uploads/upload';
import type { RouteDeps } from '../deps';
import { tellLateStudent } from '../../services/selection/slot-notices';
import { personName } from '../../../shared/people';
import type { ApplicationActorKind } from '../../../shared/rental-application/lifecycle';

/** Where a student follows their applications. */
export const STUDENT_APPLICATIONS_PATH = '/new/tenant/applications';

/**
 * Rental applications: students fill in their own (`/api/applications/`), managers of the company
 * read the submitted ones and decide (`/api/manager/applications/`). Maintenance staff never see
 * them (identity data). Files are private: served to their student and the company's managers only.
 */
export function applicationRoutes({ db, config, mailer, logger, messageQueue }: RouteDeps): Router {
  const router = Router();
  const student = requireRole('student');
  const manager = requireRole('manager');
  const key = config.dataEncryptionKey;
  const dir = config.privateFilesDir;
  const userId = (req: Request) => currentAuth(req)!.user.id;

  /** The caller's own application for the action (404 for anyone else's, as for a missing one). */
  const own = async (req: Request, action: 'application.read' | 'application.edit', id: number): Promise<ApplicationRow> => (await authorize(db, callerOf(req), action, id)).record;
  /** The application as `caller` reads it: its student, or a manager of its company. */
  const detail = async (id: number, caller: ApplicationActorKind) => {
    const app = (await findApplication(db, id))!;
    return presentApplication(key, app, await listApplicationFiles(db, id), await companyQuestionFlags(db, app.organization_id), caller);
  };

  router.get('/api/applications/', student, route({}, async (_input, req, res) => {
    res.json((await listApplicationsOf(db, userId(req))).map(presentApplicationSummary));
  }));

  router.post('/api/applications/', student, route({ body: StartApplicationSchema }, async ({ body }, req, res) => {
    const request = await findOwnReservationRequest(db, userId(req), body.reservation_request_id);
    if (!request) throw HttpError.fields({ reservation_request_id: [M.notYourRequest] });
    const { id, created } = await startApplication(db, request);
    res.status(created ? 201 : 200).json(await detail(id, 'student'));
  }));

  router.get('/api/applications/:id/', student, route({ params: IdParams }, async ({ params }, req, res) => {
    res.json(await detail((await own(req, 'application.read', params.id)).id, 'student'));
  }));

  router.patch('/api/applications/:id/', student, route({ params: IdParams, body: DraftSaveSchema }, async ({ params, body }, req, res) => {
    const app = await own(req, 'application.edit', params.id);
    await saveDraft(db, key, app, await companyQuestionFlags(db, app.organization_id), body);
    res.json(await detail(app.id, 'student'));
  }));

  router.post('/api/applications/:id/files/', student, route({ params: IdParams, upload: upload(config.uploadsDir, 'file', 'proof'), body: ApplicationFileSchema }, async ({ params, body }, req, res) => {
    const app = await own(req, 'application.edit', params.id);
    await attachFile(db, dir, app, await companyQuestionFlags(db, app.organization_id), body.question_key, req.upload!);
    res.status(201).json(await detail(app.id, 'student'));
  }));

  router.delete('/api/applications/:id/files/:fileId/', student, route({ params: ApplicationFileParams }, async ({ params }, req, res) => {
    const app = await own(req, 'application.edit', params.id);
    const file = await findApplicationFile(db, app.id, params.fileId);
    if (!file) throw HttpError.notFound();
    await detachFile(db, dir, app, file);
    res.json(await detail(app.id, 'student'));
  }));

  router.post('/api/applications/:id/submit/', student, route({ params: IdParams }, async ({ params }, req, res) => {
    const app = await own(req, 'application.edit', params.id);
    const organization = await findOrganization(db, app.organization_id);
    const { user } = currentAuth(req)!;
    await submitApplication(
      { db, mailer, logger, companyName: organization?.name ?? 'Student Leasing', studentEmail: user.email, studentName: personName(user.first_name, user.last_name, user.email), link: `${config.baseUrl}${STUDENT_APPLICATIONS_PATH}/${app.id}` },
      app,
      await companyQuestionFlags(db, app.organization_id),
    );
    res.json(await detail(app.id, 'student'));
  }));

  // A private file: its student, or a manager of the company once the application is submitted; 403 for anyone else.
  router.get('/api/applications/:id/files/:fileId/', requireRole('student', 'manager', 'maintenance'), route({ params: ApplicationFileParams }, async ({ params }, req, res) => {
    const { record: app } = await authorize(db, callerOf(req), 'application.file', params.id);
    const file = await findApplicationFile(db, app.id, params.fileId);
    if (!file) throw HttpError.detail(403, API_ERRORS.permissionDenied);
    res.set({ 'Cache-Control': 'private, no-store', 'Content-Type': file.mime, 'Content-Disposition': `inline; filename="${file.original_name.replace(/[^\w.() -]/g, '_')}"` });
    res.sendFile(path.resolve(privateFilePath(dir, file.name)));
  }));

  router.get('/api/manager/applications/', manager, route({}, async (_input, req, res) => {
    res.json((await listSubmittedApplications(db, callerOrganizationId(req))).map(presentApplicationSummary));
  }));

  router.get('/api/manager/applications/:id/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const { id } = await loadOwned(db, req, 'rental-application', params.id);
    await markApplicationOpened(db, id);
    res.json(await detail(id, 'manager'));
  }));

  router.post('/api/manager/applications/:id/reveal/', manager, route({ params: IdParams, body: RevealSchema }, async ({ params, body }, req, res) => {
    const { id } = await loadOwned(db, req, 'rental-application', params.id);
    const value = await revealSecret(db, key, logger, (await findApplication(db, id))!, body.question_key, userId(req));
    res.set('Cache-Control', 'private, no-store').json({ question_key: body.question_key, value });
  }));

  router.post('/api/manager/applications/:id/decision/', manager, route({ params: IdParams, body: DecisionSchema }, async ({ params, body }, req, res) => {
    const { id } = await loadOwned(db, req, 'rental-application', params.id);
    const app = (await findApplication(db, id))!;
    await decideApplication(db, app, body, callerActor(req));
    await tellApplicantDecision({ db, mailer, logger, link: `${config.baseUrl}${STUDENT_APPLICATIONS_PATH}/${id}` }, id);
    // Approved after the period's selection window was saved: the student is placed in its order and told their time (issue 49).
    if (body.status === 'Approved' && app.lease_period_id !== null) {
      await tellLateStudent(db, config.baseUrl, app.lease_period_id, app.user_id)
        .then((told) => told && messageQueue.kick())
        .catch((err: unknown) => logger.error({ err, applicationId: id }, 'selection slot notice failed'));
    }
    res.json(await detail(id, 'manager'));
  }));

  return router;
}
