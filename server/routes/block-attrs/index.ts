import { Router } from 'express';
import { IdParams, OrganizationQuery, PropQuery } from '../../../shared/schemas/common';
import { BlockPatchAsLoaded, OrganizationBlockCreateSchema, PropertyBlockCreateSchema } from '../../../shared/schemas/webpages';
import { requireRole } from '../../auth/authenticate';
import { assertOwnOrganization, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentBlockAttr } from '../../presenters/public-content';
import { findBlockAttr, insertBlockAttr, listBlockAttrs, updateBlockAttr } from '../../queries/block-attrs';
import type { RouteDeps } from '../deps';

/**
 * The webpage model: block attributes of a property (`/api/website-block-attrs/`) and of the
 * company (`/api/organization-website-block-attrs/`). Staff read, managers write.
 */
export function blockAttrRoutes({ db }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const answer = async (id: number) => presentBlockAttr(await findBlockAttr(db, id));

  router.get('/api/website-block-attrs/', staff, route({ query: PropQuery }, async ({ query }, req, res) => {
    const property = await loadOwned(db, req, 'property', query.prop);
    res.json((await listBlockAttrs(db, { propertyId: property.id })).map(presentBlockAttr));
  }));

  router.get('/api/organization-website-block-attrs/', staff, route({ query: OrganizationQuery }, async ({ query }, req, res) => {
    res.json((await listBlockAttrs(db, { organizationId: assertOwnOrganization(req, query.organization) })).map(presentBlockAttr));
  }));

  router.post('/api/website-block-attrs/', manager, route({ body: PropertyBlockCreateSchema }, async ({ body }, req, res) => {
    const property = await loadOwned(db, req, 'property', body.prop);
    res.status(201).json(await answer(await insertBlockAttr(db, { propertyId: property.id }, body)));
  }));

  router.post('/api/organization-website-block-attrs/', manager, route({ body: OrganizationBlockCreateSchema }, async ({ body }, req, res) => {
    res.status(201).json(await answer(await insertBlockAttr(db, { organizationId: assertOwnOrganization(req, body.organization) }, body)));
  }));

  for (const path of ['/api/website-block-attrs/:id/', '/api/organization-website-block-attrs/:id/']) {
    router.patch(path, manager, route({ params: IdParams, body: BlockPatchAsLoaded }, async ({ params, body }, req, res) => {
      const attr = await loadOwned(db, req, 'block-attr', params.id);
      await updateBlockAttr(db, attr.id, body);
      res.json(await answer(attr.id));
    }));
  }

  return router;
}
