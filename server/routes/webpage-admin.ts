import { Router } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import { OrganizationPatchSchema, PropertyPatchSchema, type OrganizationPatch, type PropertyPatch } from '../../shared/schemas/webpages';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { findProperty, type PropertyRow } from '../queries/properties';
import { loadManagedProperty, staffOrganizationId } from '../services/access';
import { getPropertyDetail, presentOrg } from '../services/public-site';
import { sanitizeRichText } from '../services/rich-text';
import { findOrganization } from '../queries/organizations';

const IdParams = z.object({ id: idParam });

/** Saves of a property's and the company's webpage fields (managers of that company). */
export function webpageAdminRoutes(db: Db): Router {
  const router = Router();
  const manager = requireRole('manager');

  router.patch('/api/properties/:id/', manager, validate(IdParams, 'params'), loadManagedProperty(db), validate(PropertyPatchSchema), async (req, res) => {
    const property = res.locals.property as PropertyRow;
    const { id: _ignored, general_info, ...fields } = req.body as PropertyPatch;
    const changes = { ...fields, ...(general_info !== undefined && { general_info: sanitizeRichText(general_info) }) };
    if (Object.keys(changes).length) await db.updateTable('properties').set(changes).where('id', '=', property.id).execute();
    res.json(await getPropertyDetail(db, (await findProperty(db, property.id))!));
  });

  router.patch('/api/organizations-update/:id/', manager, validate(IdParams, 'params'), validate(OrganizationPatchSchema), async (req, res) => {
    const orgId = staffOrganizationId(req);
    if (res.locals.params.id !== orgId) throw HttpError.detail(404, API_ERRORS.notFound);
    const { id: _ignored, serve_new_site, description, ...fields } = req.body as OrganizationPatch;
    const changes = {
      ...fields,
      ...(description !== undefined && { description: sanitizeRichText(description) }),
      ...(serve_new_site !== undefined && { serve_new_site: serve_new_site ? 1 : 0 }),
    };
    if (Object.keys(changes).length) await db.updateTable('organizations').set(changes).where('id', '=', orgId).execute();
    res.json(await presentOrg(db, (await findOrganization(db, orgId))!));
  });

  return router;
}
