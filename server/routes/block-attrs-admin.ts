import { Router, type Request } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import { BlockPatchSchema, OrganizationBlockCreateSchema, PropertyBlockCreateSchema } from '../../shared/schemas/webpages';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { presentBlockAttr } from '../presenters/public-content';
import { listBlockAttrs } from '../queries/block-attrs';
import { ownPropertyId, staffOrganizationId } from '../services/access';

const IdParams = z.object({ id: idParam });
const notFound = () => HttpError.detail(404, API_ERRORS.notFound);

/**
 * The webpage model: block attributes of a property (`/api/website-block-attrs/`) and of the
 * company (`/api/organization-website-block-attrs/`). Staff read, managers write, own company only.
 */
export function blockAttrAdminRoutes(db: Db): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');

  const ownProperty = (req: Request, id: number) => ownPropertyId(db, req, id);
  const ownOrganization = (req: Request, id: number) => {
    if (id !== staffOrganizationId(req)) throw notFound();
    return id;
  };
  /** The attribute when it belongs to the signed-in staff member's company (directly or through a property). */
  const ownAttr = async (req: Request, id: number) => {
    const orgId = staffOrganizationId(req);
    const row = await db
      .selectFrom('website_block_attrs')
      .leftJoin('properties', 'properties.id', 'website_block_attrs.property_id')
      .select(['website_block_attrs.id', 'website_block_attrs.organization_id', 'properties.organization_id as property_org'])
      .where('website_block_attrs.id', '=', id)
      .executeTakeFirst();
    if (!row || (row.organization_id ?? row.property_org) !== orgId) throw notFound();
    return row.id;
  };
  const answer = async (id: number) => presentBlockAttr(await db.selectFrom('website_block_attrs').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  const duplicate = (err: { code?: string }) => {
    if (err.code === 'SQLITE_CONSTRAINT_UNIQUE') throw HttpError.fields({ block_name: ['This block already has its settings; change them instead.'] }, 409);
    throw err;
  };

  router.get('/api/website-block-attrs/', staff, validate(z.object({ prop: idParam }), 'query'), async (req, res) => {
    const propertyId = await ownProperty(req, res.locals.query.prop);
    res.json((await listBlockAttrs(db, { propertyId })).map(presentBlockAttr));
  });

  router.get('/api/organization-website-block-attrs/', staff, validate(z.object({ organization: idParam }), 'query'), async (req, res) => {
    const organizationId = ownOrganization(req, res.locals.query.organization);
    res.json((await listBlockAttrs(db, { organizationId })).map(presentBlockAttr));
  });

  router.post('/api/website-block-attrs/', manager, validate(PropertyBlockCreateSchema), async (req, res) => {
    const propertyId = await ownProperty(req, req.body.prop);
    const { block_name, description, visibility } = req.body;
    const row = await db
      .insertInto('website_block_attrs')
      .values({ block_name, description, visibility: visibility ? 1 : 0, property_id: propertyId })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(duplicate);
    res.status(201).json(await answer(row.id));
  });

  router.post('/api/organization-website-block-attrs/', manager, validate(OrganizationBlockCreateSchema), async (req, res) => {
    const organizationId = ownOrganization(req, req.body.organization);
    const { block_name, description, visibility } = req.body;
    const row = await db
      .insertInto('website_block_attrs')
      .values({ block_name, description, visibility: visibility ? 1 : 0, organization_id: organizationId })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch(duplicate);
    res.status(201).json(await answer(row.id));
  });

  for (const path of ['/api/website-block-attrs/:id/', '/api/organization-website-block-attrs/:id/']) {
    router.patch(path, manager, validate(IdParams, 'params'), validate(BlockPatchSchema), async (req, res) => {
      const id = await ownAttr(req, res.locals.params.id);
      const { description, visibility } = req.body;
      const changes = { ...(description !== undefined && { description }), ...(visibility !== undefined && { visibility: visibility ? 1 : 0 }) };
      if (Object.keys(changes).length) await db.updateTable('website_block_attrs').set(changes).where('id', '=', id).execute();
      res.json(await answer(id));
    });
  }

  return router;
}
