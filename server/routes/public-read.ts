import { Router, type Request } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import { currentAuth } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { mediaUrl } from '../presenters/media';
import { presentPropertySummary } from '../presenters/property';
import { organizationExists } from '../queries/organizations';
import { findPublicOrganization } from '../queries/organizations';
import { listManagerLeasePeriods } from '../services/lease-periods-admin';
import { listPortfolios } from '../queries/portfolios';
import { findProperty, listPropertiesOfOrganization } from '../queries/properties';
import {
  getOrganizationTestimonials,
  getPropertyDetail,
  getPropertyFriends,
  getPropertyTestimonials,
  getPublicLeasePeriods,
  listPublicOrganizations,
} from '../services/public-site';

const IdParams = z.object({ id: idParam });

/** Manager or maintenance staff of that company. */
function isStaffOf(req: Request, organizationId: number): boolean {
  const user = currentAuth(req)?.user;
  return !!user && user.organization_id === organizationId && user.roles.some((r) => r === 'manager' || r === 'maintenance');
}
const PropertyQuery = z.object({ property: idParam });

/** Read endpoints of the public site. Visitors never see DISABLED properties in lists. */
export function publicReadRoutes(db: Db): Router {
  const router = Router();

  /** A property a visitor may see: 404 when missing, or DISABLED unless the reader is staff of its company. */
  const visibleProperty = async (req: Request, id: number) => {
    const property = await findProperty(db, id);
    if (!property || (property.status === 'DISABLED' && !isStaffOf(req, property.organization_id))) throw HttpError.detail(404, API_ERRORS.notFound);
    return property;
  };

  router.get('/api/organizations/', async (_req, res) => {
    res.json(await listPublicOrganizations(db));
  });

  router.get('/api/properties/', async (_req, res) => {
    const org = await findPublicOrganization(db);
    const rows = org ? await listPropertiesOfOrganization(db, org.id, { runningOnly: true }) : [];
    res.json(rows.map(presentPropertySummary));
  });

  router.get('/api/properties/:id/', validate(IdParams, 'params'), async (req, res) => {
    const property = await visibleProperty(req, res.locals.params.id);
    res.json(await getPropertyDetail(db, property));
  });

  router.get('/api/portfolios/', async (_req, res) => {
    const org = await findPublicOrganization(db);
    const portfolios = org ? await listPortfolios(db, org.id) : [];
    res.json(portfolios.map((p) => ({ id: p.id, name: p.name, image: mediaUrl(p.image), properties: p.properties })));
  });

  // Staff of the property's company get every period with the manager fields; visitors only visible ones.
  router.get('/api/agreement-periods/', validate(PropertyQuery, 'query'), async (req, res) => {
    const property = await visibleProperty(req, res.locals.query.property);
    res.json(isStaffOf(req, property.organization_id) ? await listManagerLeasePeriods(db, property.id) : await getPublicLeasePeriods(db, property.id));
  });

  router.get('/api/organizations/:id/testimonials/', validate(IdParams, 'params'), async (_req, res) => {
    if (!(await organizationExists(db, res.locals.params.id))) throw HttpError.detail(404, API_ERRORS.notFound);
    res.json(await getOrganizationTestimonials(db, res.locals.params.id));
  });

  router.get('/api/property-testimonials/', validate(PropertyQuery, 'query'), async (req, res) => {
    const property = await visibleProperty(req, res.locals.query.property);
    res.json(await getPropertyTestimonials(db, property.id));
  });

  // The spec shows this path without a trailing slash; both forms answer.
  router.get(['/api/property-friends', '/api/property-friends/'], validate(PropertyQuery, 'query'), async (req, res) => {
    const property = await visibleProperty(req, res.locals.query.property);
    res.json(await getPropertyFriends(db, property.id));
  });

  return router;
}
