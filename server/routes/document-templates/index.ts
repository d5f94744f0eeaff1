import { Router } from 'express';
import { CloneTemplateSchema, CreateTemplateSchema, UpdateTemplateAsLoaded } from '../../../shared/schemas/document-templates';
import { IdParams } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/authenticate';
import { callerActor, callerAuthor } from '../../http/author';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentTemplate, presentTemplateRow } from '../../presenters/document-template';
import { findDocumentTemplate, listDocumentTemplates } from '../../queries/document-templates';
import { approveTemplate, cloneDocumentTemplate, createDocumentTemplate, updateDocumentTemplate } from '../../services/settings/document-templates';
import type { RouteDeps } from '../deps';

/** `/api/document-templates/`: the company's lease agreements, e-mails and text messages. Staff read, managers write. */
export function documentTemplateRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const answer = async (id: number) => presentTemplate(await findDocumentTemplate(db, id));

  router.get('/api/document-templates/', staff, route({}, async (_input, req, res) => {
    res.json((await listDocumentTemplates(db, callerOrganizationId(req))).map(presentTemplateRow));
  }));

  router.get('/api/document-templates/:id/', staff, route({ params: IdParams }, async ({ params }, req, res) => {
    res.json(await answer((await loadOwned(db, req, 'document-template', params.id)).id));
  }));

  router.post('/api/document-templates/', manager, route({ body: CreateTemplateSchema }, async ({ body }, req, res) => {
    res.status(201).json(await answer(await createDocumentTemplate(db, callerOrganizationId(req), callerAuthor(req), body)));
  }));

  router.patch('/api/document-templates/:id/', manager, route({ params: IdParams, body: UpdateTemplateAsLoaded }, async ({ params, body }, req, res) => {
    const template = await loadOwned(db, req, 'document-template', params.id);
    await updateDocumentTemplate(db, callerOrganizationId(req), template, body);
    res.json(await answer(template.id));
  }));

  router.post('/api/document-templates/:id/clone/', manager, route({ params: IdParams, body: CloneTemplateSchema }, async ({ params, body }, req, res) => {
    const source = await loadOwned(db, req, 'document-template', params.id);
    res.status(201).json(await answer(await cloneDocumentTemplate(db, callerOrganizationId(req), callerAuthor(req), source.id, body.name)));
  }));

  router.post('/api/document-templates/:id/approve/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const template = await loadOwned(db, req, 'document-template', params.id);
    await approveTemplate(db, callerOrganizationId(req), template, callerActor(req));
    res.json(await answer(template.id));
  }));

  return router;
}
