import { Router } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '../../shared/messages';
import { idParam } from '../../shared/schemas/common';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { presentPropertySummary } from '../presenters/property';
import { inboxCounts, listContactMessages, listReservationRequests } from '../queries/manager-inbox';
import { findOrganization } from '../queries/organizations';
import { listPropertiesOfOrganization } from '../queries/properties';
import { currentAuth, requireRole } from '../auth/authenticate';
import { staffOrganizationId } from '../services/access';

const IdParams = z.object({ id: idParam });
const PreferencesSchema = z.object({ selected_property_ids: z.array(z.number().int().positive()).max(500) });

/**
 * The manager shell's data: organization, the property selection, the inbox lists and counts.
 * `geocoding` tells the client whether the address lookup (GET /api/geocode/) is configured.
 */
export function managerRoutes(db: Db, opts: { geocoding: boolean } = { geocoding: false }): Router {
  const router = Router();
  const staff = requireRole('manager', 'maintenance');

  router.get('/api/manager/organization/', staff, async (req, res) => {
    const orgId = staffOrganizationId(req);
    const [org, properties] = await Promise.all([findOrganization(db, orgId), listPropertiesOfOrganization(db, orgId, { runningOnly: false })]);
    if (!org) throw HttpError.detail(404, API_ERRORS.notFound);
    res.json({ id: org.id, name: org.name, properties: properties.map(presentPropertySummary), geocoding: opts.geocoding });
  });

  router.get('/api/manager/preferences/', staff, async (req, res) => {
    const row = await db.selectFrom('manager_preferences').select('selected_property_ids').where('user_id', '=', currentAuth(req)!.user.id).executeTakeFirst();
    res.json({ selected_property_ids: row ? (JSON.parse(row.selected_property_ids) as number[]) : [] });
  });

  // Staff may keep their own selection (it changes nothing of the company's).
  router.put('/api/manager/preferences/', staff, validate(PreferencesSchema), async (req, res) => {
    const orgId = staffOrganizationId(req);
    const ids: number[] = [...new Set(req.body.selected_property_ids as number[])];
    const own = ids.length ? await db.selectFrom('properties').select('id').where('organization_id', '=', orgId).where('id', 'in', ids).execute() : [];
    if (own.length !== ids.length) throw HttpError.fields({ selected_property_ids: ['Choose properties of your company.'] });
    const value = JSON.stringify(ids);
    await db
      .insertInto('manager_preferences')
      .values({ user_id: currentAuth(req)!.user.id, selected_property_ids: value })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ selected_property_ids: value }))
      .execute();
    res.json({ selected_property_ids: ids });
  });

  router.get('/api/manager/counts/', staff, async (req, res) => {
    res.json(await inboxCounts(db, staffOrganizationId(req)));
  });

  router.get('/api/manager/reservations/', staff, async (req, res) => {
    res.json(await listReservationRequests(db, staffOrganizationId(req)));
  });

  router.post('/api/manager/reservations/:id/open/', requireRole('manager'), validate(IdParams, 'params'), async (req, res) => {
    const orgId = staffOrganizationId(req);
    const row = await db.selectFrom('reservation_requests').select(['id', 'opened_at']).where('id', '=', res.locals.params.id).where('organization_id', '=', orgId).executeTakeFirst();
    if (!row) throw HttpError.detail(404, API_ERRORS.notFound);
    if (!row.opened_at) await db.updateTable('reservation_requests').set({ opened_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    res.json(await inboxCounts(db, orgId));
  });

  router.get('/api/manager/messages/', staff, async (req, res) => {
    res.json(await listContactMessages(db, staffOrganizationId(req)));
  });

  router.post('/api/manager/messages/:id/read/', requireRole('manager'), validate(IdParams, 'params'), async (req, res) => {
    const orgId = staffOrganizationId(req);
    const row = await db.selectFrom('contact_messages').select(['id', 'read_at']).where('id', '=', res.locals.params.id).where('organization_id', '=', orgId).executeTakeFirst();
    if (!row) throw HttpError.detail(404, API_ERRORS.notFound);
    if (!row.read_at) await db.updateTable('contact_messages').set({ read_at: new Date().toISOString() }).where('id', '=', row.id).execute();
    res.json(await inboxCounts(db, orgId));
  });

  return router;
}
