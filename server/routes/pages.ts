import { Router } from 'express';
import { BASE_PATH } from '../../shared/constants';
import { pageTitle } from '../../shared/page-title';
import { currentAuth } from '../auth/authenticate';
import type { Db } from '../db/database';
import { dbDataSource } from '../render/db-data-source';
import { errorPage } from '../render/error-pages';
import { htmlDocument } from '../render/html';
import type { AssetManifest } from '../render/manifest';
import { createPublicRenderer } from '../render/render-public';

const STAFF_ROLES = ['manager', 'maintenance'];

/** HTML pages: the manager SPA shell and the server-rendered public routes. */
export function pageRoutes(db: Db, manifest: () => AssetManifest): Router {
  // Strict: '/new' and '/new/' are different paths (the first redirects to the second).
  const router = Router({ strict: true });
  const renderPublic = createPublicRenderer(dbDataSource(db), () => manifest().public);

  router.get('/', (_req, res) => res.redirect(302, `${BASE_PATH}/`));
  router.get(BASE_PATH, (_req, res) => res.redirect(301, `${BASE_PATH}/`));

  router.get([`${BASE_PATH}/manager`, `${BASE_PATH}/manager/*rest`], (req, res) => {
    const auth = currentAuth(req);
    if (!auth) return res.redirect(302, `${BASE_PATH}/login?redirect=${encodeURIComponent(req.originalUrl)}`);
    if (!auth.user.roles.some((role) => STAFF_ROLES.includes(role))) return res.status(403).type('html').send(errorPage(403));
    res.set('Cache-Control', 'no-store');
    res.type('html').send(htmlDocument({ title: pageTitle('Manager'), nonce: res.locals.nonce, entry: manifest().manager, body: '' }));
  });

  router.get(`${BASE_PATH}/{*rest}`, async (req, res, next) => {
    const result = await renderPublic(new Request(new URL(req.originalUrl, 'http://localhost')), res.locals.nonce);
    if (!result) return next();
    if (result.kind === 'redirect') return res.redirect(result.status, result.location);
    res.status(result.status).type('html').send(result.html);
  });

  return router;
}
