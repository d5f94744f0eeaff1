import { Router, type Request } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import { OrderSchema } from '../../shared/schemas/webpages';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { presentBackgroundMedia } from '../presenters/background-media';
import { insertBackgroundMedia, listBackgroundMedia } from '../queries/background-media';
import { moveItem } from '../queries/ordering';
import { staffOrganizationId } from '../services/access';
import { deleteMedia, storeUpload } from '../uploads/media-store';
import { upload } from '../uploads/upload';

const IdParams = z.object({ id: idParam });
const OrganizationField = z.object({ organization: idParam });
const notFound = () => HttpError.detail(404, API_ERRORS.notFound);

type Owner = { propertyId: number } | { organizationId: number };

/**
 * Header media (images and videos) of properties and of the company: the company's uploads, and
 * for both delete (with the file) and reorder. Property uploads are in property-media.ts.
 */
export function backgroundMediaAdminRoutes(db: Db, uploadsDir: string): Router {
  const router = Router();
  const manager = requireRole('manager');

  /** The item and its owner when it belongs to the manager's company. */
  const ownItem = async (req: Request, id: number): Promise<{ id: number; file: string; owner: Owner }> => {
    const orgId = staffOrganizationId(req);
    const row = await db
      .selectFrom('background_media')
      .leftJoin('properties', 'properties.id', 'background_media.property_id')
      .select(['background_media.id', 'background_media.file', 'background_media.property_id', 'background_media.organization_id', 'properties.organization_id as property_org'])
      .where('background_media.id', '=', id)
      .executeTakeFirst();
    if (!row || (row.organization_id ?? row.property_org) !== orgId) throw notFound();
    return { id: row.id, file: row.file, owner: row.property_id ? { propertyId: row.property_id } : { organizationId: orgId } };
  };
  const list = async (owner: Owner) => (await listBackgroundMedia(db, owner)).map(presentBackgroundMedia);

  router.get('/api/organization-background-media/', requireRole('manager', 'maintenance'), validate(OrganizationField, 'query'), async (req, res) => {
    if (res.locals.query.organization !== staffOrganizationId(req)) throw notFound();
    res.json(await list({ organizationId: res.locals.query.organization }));
  });

  router.post('/api/organization-background-media/', manager, ...upload(uploadsDir, 'file', 'media'), validate(OrganizationField), async (req, res) => {
    const organizationId = staffOrganizationId(req);
    if (req.body.organization !== organizationId) throw notFound();
    const { result } = await storeUpload(db, uploadsDir, req.upload!, (trx, name) => insertBackgroundMedia(trx, { organizationId }, name));
    res.status(201).json((await list({ organizationId })).find((m) => m.id === result.id));
  });

  for (const base of ['/api/property-background-media/', '/api/organization-background-media/']) {
    router.delete(`${base}:id/`, manager, validate(IdParams, 'params'), async (req, res) => {
      const item = await ownItem(req, res.locals.params.id);
      await db.deleteFrom('background_media').where('id', '=', item.id).execute();
      await deleteMedia(db, uploadsDir, item.file);
      res.status(204).end();
    });

    router.post(`${base}:id/change_order/`, manager, validate(IdParams, 'params'), validate(OrderSchema), async (req, res) => {
      const item = await ownItem(req, res.locals.params.id);
      const owner = 'propertyId' in item.owner ? { column: 'property_id' as const, id: item.owner.propertyId } : { column: 'organization_id' as const, id: item.owner.organizationId };
      await moveItem(db, 'background_media', owner, item.id, req.body.order);
      res.json(await list(item.owner));
    });
  }

  return router;
}
