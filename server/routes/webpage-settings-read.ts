import { Router } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import type { OrganizationSettings, PropertySettings, PropertySettingsRow } from '../../shared/types/settings';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { presentPropertySummary } from '../presenters/property';
import { presentManagerFields } from '../presenters/property-settings';
import { mediaUrl } from '../presenters/media';
import { findOrganization } from '../queries/organizations';
import { listPortfolios } from '../queries/portfolios';
import { listPropertiesOfOrganization, type PropertyRow } from '../queries/properties';
import { loadManagedProperty, staffOrganizationId } from '../services/access';
import { getPropertyDetail, presentOrg } from '../services/public-site';

const IdParams = z.object({ id: idParam });

/** What the webpage editors load: the company's properties (any status) with their manager fields. */
export function webpageSettingsReadRoutes(db: Db): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');

  const ownOrganization = async (orgId: number) => {
    const org = await findOrganization(db, orgId);
    if (!org) throw HttpError.detail(404, API_ERRORS.notFound);
    return org;
  };

  router.get('/api/properties-settings/', staff, async (req, res) => {
    const org = await ownOrganization(staffOrganizationId(req));
    const rows = await listPropertiesOfOrganization(db, org.id, { runningOnly: false });
    res.json(rows.map((p): PropertySettingsRow => ({ ...presentPropertySummary(p), ...presentManagerFields(p, org.name) })));
  });

  router.get('/api/properties-settings/:id/', staff, validate(IdParams, 'params'), loadManagedProperty(db), async (_req, res) => {
    const property = res.locals.property as PropertyRow;
    const org = await ownOrganization(property.organization_id);
    res.json({ ...(await getPropertyDetail(db, property)), ...presentManagerFields(property, org.name) } satisfies PropertySettings);
  });

  router.get('/api/organizations-settings/', staff, async (req, res) => {
    const org = await ownOrganization(staffOrganizationId(req));
    const [presented, properties, portfolios] = await Promise.all([
      presentOrg(db, org),
      listPropertiesOfOrganization(db, org.id, { runningOnly: false }),
      listPortfolios(db, org.id, { runningOnly: false }),
    ]);
    res.json({
      ...presented,
      send_email_from: org.send_email_from,
      properties: properties.map(presentPropertySummary),
      portfolios: portfolios.map((p) => ({ ...p, image: mediaUrl(p.image) })),
    } satisfies OrganizationSettings);
  });

  return router;
}
