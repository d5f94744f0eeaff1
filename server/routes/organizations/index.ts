import { Router } from 'express';
import { FORM_MESSAGES } from '../../../shared/messages';
import { ContactSchema } from '../../../shared/schemas/contact';
import { IdParams } from '../../../shared/schemas/common';
import { OrganizationPatchAsLoaded } from '../../../shared/schemas/webpages';
import type { OrganizationSettings } from '../../../shared/types/settings';
import { requireRole } from '../../auth/authenticate';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { organizationIsVisible, visibleOrganization } from '../../http/visibility';
import { presentPortfolio } from '../../presenters/portfolio';
import { presentPropertySummary } from '../../presenters/property';
import { findOrganization } from '../../queries/organizations';
import { listPortfolios } from '../../queries/portfolios';
import { listPropertiesOfOrganization } from '../../queries/properties';
import { getOrganizationTestimonials, listPublicOrganizations, presentOrg } from '../../page-data/company-pages';
import { sendContactMessage } from '../../services/webpages/contact';
import { saveOrganization } from '../../services/webpages/edits';
import type { RouteDeps } from '../deps';

/**
 * Organizations: `/api/organizations/` for visitors (with the company's testimonials and contact
 * form), the company editor's save (`/api/organizations-update/{id}/`) and read (`/api/organizations-settings/`).
 */
export function organizationRoutes(deps: RouteDeps): Router {
  const { db, config } = deps;
  const router = Router();

  // A company that is not published (`serve_new_site` off) is shown only to its own staff.
  router.get('/api/organizations/', async (req, res) => {
    res.json(await listPublicOrganizations(db, (org) => organizationIsVisible(req, org)));
  });

  router.get('/api/organizations/:id/testimonials/', route({ params: IdParams }, async ({ params }, req, res) => {
    const org = await visibleOrganization(db, req, params.id);
    res.json(await getOrganizationTestimonials(db, org.id));
  }));

  router.post('/api/organizations/:id/contact/', deps.limits.contact, route({ params: IdParams, body: ContactSchema }, async ({ params, body }, req, res) => {
    // As its pages: 404 while the company is not published, unless the caller is its staff.
    const organization = await visibleOrganization(db, req, params.id);
    const id = await sendContactMessage({ ...deps, baseUrl: config.baseUrl }, { organization, property: null }, body);
    res.status(201).json({ id, detail: FORM_MESSAGES.messageSent });
  }));

  router.patch('/api/organizations-update/:id/', requireRole('manager'), route({ params: IdParams, body: OrganizationPatchAsLoaded }, async ({ params, body }, req, res) => {
    const org = await loadOwned(db, req, 'organization', params.id);
    await saveOrganization(db, org.id, body);
    res.json(await presentOrg(db, (await findOrganization(db, org.id))!));
  }));

  router.get('/api/organizations-settings/', requireRole('manager', 'maintenance'), async (req, res) => {
    const org = await loadOwned(db, req, 'organization', callerOrganizationId(req));
    const [presented, properties, portfolios] = await Promise.all([
      presentOrg(db, org),
      listPropertiesOfOrganization(db, org.id, { shownOnly: false }),
      listPortfolios(db, org.id, { shownOnly: false }),
    ]);
    res.json({
      ...presented,
      send_email_from: org.send_email_from,
      properties: properties.map(presentPropertySummary),
      portfolios: portfolios.map(presentPortfolio),
    } satisfies OrganizationSettings);
  });

  return router;
}
