import { Router } from 'express';
import { IdParams, OrganizationQuery, PropQuery } from '../../../shared/schemas/common';
import { OrderSchema, OrganizationMediaUploadSchema, PropertyMediaUploadSchema } from '../../../shared/schemas/webpages';
import { requireRole } from '../../auth/authenticate';
import { assertOwnOrganization, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { presentBackgroundMedia } from '../../presenters/background-media';
import { deleteBackgroundMedia, findBackgroundMedia, insertBackgroundMedia, listBackgroundMedia } from '../../queries/background-media';
import { ownerColumn, type PageOwner } from '../../queries/page-owner';
import { moveItem } from '../../services/webpages/reorder';
import { deleteWithMedia, storeUpload } from '../../uploads/media-store';
import { upload, type CheckedUpload } from '../../uploads/upload';
import type { RouteDeps } from '../deps';

/**
 * Header media (images and videos) of a property (`/api/property-background-media/`) and of the
 * company (`/api/organization-background-media/`): staff list, managers upload, delete (with the
 * file) and reorder.
 */
export function backgroundMediaRoutes({ db, config }: RouteDeps): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');
  const { uploadsDir } = config;

  const list = async (owner: PageOwner) => (await listBackgroundMedia(db, owner)).map(presentBackgroundMedia);
  /** Stores the upload as the owner's last item and answers it. */
  const append = async (owner: PageOwner, file: CheckedUpload | undefined) => {
    const { result: id } = await storeUpload(db, uploadsDir, file!, (trx, name) => insertBackgroundMedia(trx, owner, name));
    return presentBackgroundMedia(await findBackgroundMedia(db, id));
  };

  router.get('/api/property-background-media/', staff, route({ query: PropQuery }, async ({ query }, req, res) => {
    const property = await loadOwned(db, req, 'property', query.prop);
    res.json(await list({ propertyId: property.id }));
  }));

  router.get('/api/organization-background-media/', staff, route({ query: OrganizationQuery }, async ({ query }, req, res) => {
    res.json(await list({ organizationId: assertOwnOrganization(req, query.organization) }));
  }));

  router.post('/api/property-background-media/', manager, route({ upload: upload(uploadsDir, 'file', 'media'), body: PropertyMediaUploadSchema }, async ({ body }, req, res) => {
    const property = await loadOwned(db, req, 'property', body.prop);
    res.status(201).json(await append({ propertyId: property.id }, req.upload));
  }));

  router.post('/api/organization-background-media/', manager, route({ upload: upload(uploadsDir, 'file', 'media'), body: OrganizationMediaUploadSchema }, async ({ body }, req, res) => {
    res.status(201).json(await append({ organizationId: assertOwnOrganization(req, body.organization) }, req.upload));
  }));

  for (const base of ['/api/property-background-media/', '/api/organization-background-media/']) {
    router.delete(`${base}:id/`, manager, route({ params: IdParams }, async ({ params }, req, res) => {
      const item = await loadOwned(db, req, 'background-media', params.id);
      await deleteWithMedia(db, uploadsDir, { table: 'background_media', id: item.id }, (trx) => deleteBackgroundMedia(trx, item.id));
      res.status(204).end();
    }));

    router.post(`${base}:id/change_order/`, manager, route({ params: IdParams, body: OrderSchema }, async ({ params, body }, req, res) => {
      const item = await loadOwned(db, req, 'background-media', params.id);
      const owner: PageOwner = item.property_id ? { propertyId: item.property_id } : { organizationId: item.organization_id! };
      await moveItem(db, 'background_media', ownerColumn(owner), item.id, body.order);
      res.json(await list(owner));
    }));
  }

  return router;
}
