import { Router } from 'express';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/common';
import { API_ERRORS } from '../../shared/messages';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { presentPropertySummary } from '../presenters/property';
import { findProperty, listPropertiesOfOrganization } from '../queries/properties';
import { findPublicOrganization } from '../queries/organizations';
import { listPublicOrganizations } from '../services/public-site';

const IdParams = z.object({ id: idParam });

/** Read endpoints the public pages use. Visitors only ever see RUNNING properties in lists. */
export function publicReadRoutes(db: Db): Router {
  const router = Router();

  router.get('/api/organizations/', async (_req, res) => {
    res.json(await listPublicOrganizations(db));
  });

  router.get('/api/properties/', async (_req, res) => {
    const org = await findPublicOrganization(db);
    const rows = org ? await listPropertiesOfOrganization(db, org.id, { runningOnly: true }) : [];
    res.json(rows.map(presentPropertySummary));
  });

  router.get('/api/properties/:id/', validate(IdParams, 'params'), async (_req, res) => {
    const property = await findProperty(db, res.locals.params.id);
    if (!property) throw HttpError.detail(404, API_ERRORS.notFound);
    res.json(presentPropertySummary(property));
  });

  return router;
}
