import { Router } from 'express';
import { FORM_MESSAGES } from '../../../shared/messages';
import { ContactSchema } from '../../../shared/schemas/contact';
import { IdParams } from '../../../shared/schemas/common';
import { PropertyPatchAsLoaded } from '../../../shared/schemas/webpages';
import type { PropertySettings, PropertySettingsRow } from '../../../shared/types/settings';
import { currentAuth, requireRole } from '../../auth/authenticate';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { visiblePropertyAndCompany, visiblePublicOrganization, visibleProperty } from '../../http/visibility';
import { presentPropertySummary } from '../../presenters/property';
import { presentManagerFields } from '../../presenters/property-settings';
import { findProperty, listPropertiesOfOrganization, setPropertyBackgroundImage } from '../../queries/properties';
import { sendContactMessage } from '../../services/webpages/contact';
import { getPropertyAnswer, getPropertyDetail, getPropertyFriends } from '../../page-data/property-pages';
import { getRoommateMatches } from '../../page-data/roommates';
import { saveProperty } from '../../services/webpages/edits';
import { replaceMedia } from '../../uploads/media-store';
import { upload } from '../../uploads/upload';
import type { RouteDeps } from '../deps';
import { FriendsQuery } from './schema';

/**
 * Properties: `/api/properties/` and `/api/properties-site/{id}/` (visitors: running ones; a DISABLED one only for its staff), saves
 * and the primary image (managers), the contact form, the editors' reads (`/api/properties-settings/`)
 * and the roommate matches (`/api/property-friends`: a signed-in student's own, docs/decisions/044-roommate-matching.md).
 */
export function propertyRoutes(deps: RouteDeps): Router {
  const { db, config } = deps;
  const router = Router();
  const staff = requireRole('manager', 'maintenance');
  const manager = requireRole('manager');

  router.get('/api/properties/', async (req, res) => {
    const org = await visiblePublicOrganization(db, req);
    res.json(org ? (await listPropertiesOfOrganization(db, org.id, { shownOnly: true })).map(presentPropertySummary) : []);
  });

  // `/api/properties-site/{id}/` is the spec's name for the same read (its shared data calls).
  router.get(['/api/properties/:id/', '/api/properties-site/:id/'], route({ params: IdParams }, async ({ params }, req, res) => {
    res.json(await getPropertyAnswer(db, await visibleProperty(db, req, params.id)));
  }));

  router.patch('/api/properties/:id/', manager, route({ params: IdParams, body: PropertyPatchAsLoaded }, async ({ params, body }, req, res) => {
    const property = await loadOwned(db, req, 'property', params.id);
    await saveProperty(db, property.id, body);
    res.json(await getPropertyDetail(db, (await findProperty(db, property.id))!));
  }));

  // The primary image (form data `image`): replaces the previous one, whose file is deleted.
  router.post('/api/properties/:id/upload_header/', manager, route({ params: IdParams, upload: upload(config.uploadsDir, 'image', 'image') }, async ({ params }, req, res) => {
    const property = await loadOwned(db, req, 'property', params.id);
    const row = await replaceMedia(db, config.uploadsDir, req.upload!, { table: 'properties', id: property.id }, async (trx, name) => {
      await setPropertyBackgroundImage(trx, property.id, name);
      return findProperty(trx, property.id);
    });
    res.status(201).json(presentPropertySummary(row!));
  }));

  router.post('/api/properties/:id/contact/', deps.limits.contact, route({ params: IdParams, body: ContactSchema }, async ({ params, body }, req, res) => {
    // As its page: 404 while DISABLED or its company is not published, unless the caller is its company's staff.
    const id = await sendContactMessage({ ...deps, baseUrl: config.baseUrl }, await visiblePropertyAndCompany(db, req, params.id), body);
    res.status(201).json({ id, detail: FORM_MESSAGES.messageSent });
  }));

  // What the webpage editors load: the company's properties (any status) with their manager fields.
  router.get('/api/properties-settings/', staff, async (req, res) => {
    const org = await loadOwned(db, req, 'organization', callerOrganizationId(req));
    const rows = await listPropertiesOfOrganization(db, org.id, { shownOnly: false });
    res.json(rows.map((p): PropertySettingsRow => ({ ...presentPropertySummary(p), ...presentManagerFields(p, org.name) })));
  });

  router.get('/api/properties-settings/:id/', staff, route({ params: IdParams }, async ({ params }, req, res) => {
    const property = await loadOwned(db, req, 'property', params.id);
    const org = await loadOwned(db, req, 'organization', property.organization_id);
    res.json({ ...(await getPropertyDetail(db, property)), ...presentManagerFields(property, org.name) } satisfies PropertySettings);
  }));

  // The spec shows this path without a trailing slash; both forms answer.
  // A signed-in student with a published profile for a lease period of this property gets their
  // matches, best first (never kept by any cache); anyone else what every visitor gets.
  router.get(['/api/property-friends', '/api/property-friends/'], route({ query: FriendsQuery }, async ({ query }, req, res) => {
    const property = await visibleProperty(db, req, query.property);
    const viewer = currentAuth(req)?.user;
    const matches = viewer?.roles.includes('student') ? await getRoommateMatches(db, viewer.id, property.id) : null;
    if (matches) return void res.set('Cache-Control', 'private, no-store').json(matches);
    res.json(await getPropertyFriends(db, property.id));
  }));

  return router;
}
