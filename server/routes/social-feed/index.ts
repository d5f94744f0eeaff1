import { Router } from 'express';
import { requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { callerActor } from '../../http/author';
import { callerOrganizationId, loadOwned } from '../../http/ownership';
import { route } from '../../http/route';
import { connectSocialFeed, disconnectSocialFeed, refreshSocialFeed, socialFeedStatus, type SocialFeedDeps } from '../../services/webpages/social-feed';
import type { RouteDeps } from '../deps';
import { ConnectSocialFeed } from './schema';

/**
 * `/api/social-feed/`: the company's connected Instagram behind the social image widget (ADR 040).
 * Staff read how the last refresh went; managers connect (PUT a long-lived token), refresh now
 * (POST `refresh/`) and disconnect (DELETE).
 */
export function socialFeedRoutes({ db, config }: RouteDeps): Router {
  const router = Router();
  const deps: SocialFeedDeps = { db, uploadsDir: config.uploadsDir, dataEncryptionKey: config.dataEncryptionKey, graphUrl: config.instagramGraphUrl };
  const ownOrganization = async (req: Parameters<typeof callerOrganizationId>[0]) => (await loadOwned(db, req, 'organization', callerOrganizationId(req))).id;

  router.get('/api/social-feed/', requireRole('manager', 'maintenance'), async (req, res) => {
    res.json(await socialFeedStatus(db, await ownOrganization(req)));
  });

  router.put('/api/social-feed/', requireRole('manager'), route({ body: ConnectSocialFeed }, async ({ body }, req, res) => {
    const organizationId = await ownOrganization(req);
    const error = await connectSocialFeed(deps, organizationId, body.access_token, callerActor(req));
    // A token Instagram refuses, or whose posts cannot be read, is not kept: the field says why.
    if (error) throw HttpError.fields({ access_token: [error] });
    res.json(await socialFeedStatus(db, organizationId));
  }));

  router.post('/api/social-feed/refresh/', requireRole('manager'), async (req, res) => {
    const organizationId = await ownOrganization(req);
    if (!(await socialFeedStatus(db, organizationId)).connected) throw HttpError.detail(409, 'Connect Instagram first.');
    const error = await refreshSocialFeed(deps, organizationId);
    if (error) throw HttpError.detail(502, error);
    res.json(await socialFeedStatus(db, organizationId));
  });

  router.delete('/api/social-feed/', requireRole('manager'), async (req, res) => {
    await disconnectSocialFeed(db, config.uploadsDir, await ownOrganization(req), callerActor(req));
    res.status(204).end();
  });

  return router;
}
