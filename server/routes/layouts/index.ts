import { Router } from 'express';
import { LAYOUT_IMPORT_LIMITS } from '../../../shared/layouts/import-rows';
import { LayoutCreateSchema, LayoutImportSchema, LayoutListQuery, LayoutUpdateAsLoaded } from '../../../shared/layouts/schema';
import { LAYOUT_IMPORT_MESSAGES } from '../../../shared/messages';
import { IdParams } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/authenticate';
import { callerOrganizationId, loadOwned, requireOwnIds } from '../../http/ownership';
import { route } from '../../http/route';
import { presentLayout } from '../../presenters/layout';
import { deleteLayout, findLayout, listLayouts } from '../../queries/layouts';
import { createLayout, importLayouts, updateLayout } from '../../services/settings/layouts';
import { textUpload } from '../../uploads/text-upload';
import type { RouteDeps } from '../deps';

/** `/api/layouts/`: the beds of the company's properties, one row each. Staff read, managers write. */
export function layoutRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const answer = async (id: number) => presentLayout(await findLayout(db, id));

  router.get('/api/layouts/', staff, route({ query: LayoutListQuery }, async ({ query }, req, res) => {
    const orgId = callerOrganizationId(req);
    const propertyIds = query.property && (await requireOwnIds(db, orgId, 'property', query.property));
    res.json((await listLayouts(db, orgId, propertyIds)).map(presentLayout));
  }));

  router.post('/api/layouts/', manager, route({ body: LayoutCreateSchema }, async ({ body }, req, res) => {
    res.status(201).json(await answer(await createLayout(db, callerOrganizationId(req), body)));
  }));

  const csvFile = textUpload('file', LAYOUT_IMPORT_LIMITS.bytes, {
    missing: LAYOUT_IMPORT_MESSAGES.fileMissing,
    tooLarge: LAYOUT_IMPORT_MESSAGES.tooLarge(LAYOUT_IMPORT_LIMITS.bytes / 1024 / 1024),
    notText: LAYOUT_IMPORT_MESSAGES.notCsv,
  });
  router.post('/api/layouts/import/', manager, route({ upload: csvFile, body: LayoutImportSchema }, async ({ body }, req, res) => {
    res.status(201).json({ imported: await importLayouts(db, callerOrganizationId(req), body.property_id, req.uploadedText!) });
  }));

  router.patch('/api/layouts/:id/', manager, route({ params: IdParams, body: LayoutUpdateAsLoaded }, async ({ params, body }, req, res) => {
    const layout = await loadOwned(db, req, 'layout', params.id);
    await updateLayout(db, callerOrganizationId(req), layout, body);
    res.json(await answer(layout.id));
  }));

  router.delete('/api/layouts/:id/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    await deleteLayout(db, (await loadOwned(db, req, 'layout', params.id)).id);
    res.status(204).end();
  }));

  return router;
}
