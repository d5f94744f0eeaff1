import { Router } from 'express';
import { ContentBlockSchema, ContentBlockUpdateAsLoaded } from '../../../shared/schemas/document-templates';
import { IdParams } from '../../../shared/schemas/common';
import { requireRole } from '../../auth/authenticate';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentContentBlock } from '../../presenters/document-template';
import { findContentBlock, listContentBlocks } from '../../queries/content-blocks';
import { createContentBlock, removeContentBlock, updateContentBlock } from '../../services/settings/document-templates';
import type { RouteDeps } from '../deps';

/** `/api/content-blocks/`: the passages lease agreements insert. Staff read, managers write. */
export function contentBlockRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');

  router.get('/api/content-blocks/', staff, route({}, async (_input, req, res) => {
    res.json((await listContentBlocks(db, callerOrganizationId(req))).map(presentContentBlock));
  }));

  router.post('/api/content-blocks/', manager, route({ body: ContentBlockSchema }, async ({ body }, req, res) => {
    res.status(201).json(presentContentBlock(await findContentBlock(db, await createContentBlock(db, callerOrganizationId(req), body))));
  }));

  router.patch('/api/content-blocks/:id/', manager, route({ params: IdParams, body: ContentBlockUpdateAsLoaded }, async ({ params, body }, req, res) => {
    const block = await loadOwned(db, req, 'content-block', params.id);
    await updateContentBlock(db, block.id, body);
    res.json(presentContentBlock(await findContentBlock(db, block.id)));
  }));

  router.delete('/api/content-blocks/:id/', manager, route({ params: IdParams }, async ({ params }, req, res) => {
    const block = await loadOwned(db, req, 'content-block', params.id);
    await removeContentBlock(db, block.id);
    res.status(204).end();
  }));

  return router;
}
