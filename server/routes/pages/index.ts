import { Router, type Request } from 'express';
import pLimit from 'p-limit';
import { BASE_PATH } from '../../../shared/constants';
import { pageTitle } from '../../../shared/page-title';
import { LEGACY_PATHS } from '../../../shared/role-home';
import { currentAuth } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { contentVersion } from '../../queries/content-version';
import { dbDataSource } from '../../render/db-data-source';
import { errorPage, notPublishedPage } from '../../render/error-pages';
import { htmlDocument } from '../../render/html';
import type { AssetManifest } from '../../render/manifest';
import { NONCE_PLACEHOLDER, RenderCache, withNonce, type CachedPage } from '../../render/render-cache';
import { createPublicRenderer } from '../../render/render-public';
import type { RouteDeps } from '../deps';
import { formRoutes } from './forms';

const STAFF_ROLES = ['manager', 'maintenance'];

type Options = { db: Db; logger: Logger; manifest: () => AssetManifest; mapStyleUrl: string | null; renderCache: boolean; forms: RouteDeps };

/** HTML pages: the manager SPA shell and the server-rendered public routes. */
export function pageRoutes({ db, logger, manifest, mapStyleUrl, renderCache, forms }: Options): Router {
  // Strict: '/new' and '/new/' are different paths (the first redirects to the second).
  const router = Router({ strict: true });
  const source = dbDataSource(db, logger, mapStyleUrl);
  const renderPublic = createPublicRenderer(() => manifest().public);
  const cache = new RenderCache();
  // A few renders at a time: under a burst, the rest wait their turn instead of all holding memory at once.
  const renderSlot = pLimit(4);

  router.get('/', (_req, res) => res.redirect(302, `${BASE_PATH}/`));
  router.get(BASE_PATH, (_req, res) => res.redirect(301, `${BASE_PATH}/`));
  router.get('/home', (_req, res) => res.type('html').send(notPublishedPage()));
  for (const [from, to] of Object.entries(LEGACY_PATHS)) {
    router.get([from, `${from}/`, `${BASE_PATH}${from}`, `${BASE_PATH}${from}/`], (_req, res) => res.redirect(301, to));
  }

  router.get([`${BASE_PATH}/manager`, `${BASE_PATH}/manager/*rest`], (req, res) => {
    const auth = currentAuth(req);
    if (!auth) return res.redirect(302, `${BASE_PATH}/login?redirect=${encodeURIComponent(req.originalUrl)}`);
    if (!auth.user.roles.some((role) => STAFF_ROLES.includes(role))) return res.status(403).type('html').send(errorPage(403));
    res.set('Cache-Control', 'no-store');
    res.type('html').send(htmlDocument({ title: pageTitle('Manager'), nonce: res.locals.nonce, entry: manifest().manager, body: '' }));
  });

  const hostOf = (req: Request) => (req.hostname || '').toLowerCase();

  /** Renders a public page; anonymous pages come from (and go to) the render cache. */
  async function publicPage(req: Request, knownVersion: number | undefined): Promise<CachedPage | { redirect: string; status: number } | 'forbidden' | null> {
    const viewer = currentAuth(req)?.user ?? null;
    const key = `${hostOf(req)}|${req.originalUrl}`;
    const cacheable = renderCache && !viewer;
    const version = cacheable ? (knownVersion ?? (await contentVersion(db))) : 0;
    const cached = cacheable ? cache.get(key, version) : undefined;
    if (cached) return cached;
    const request = new Request(new URL(req.originalUrl, 'http://localhost'));
    const result = await renderSlot(() => renderPublic(request, { source, viewer: viewer && { id: viewer.id, first_name: viewer.first_name, roles: viewer.roles }, host: hostOf(req) }, NONCE_PLACEHOLDER));
    if (result.kind === 'not-found') return null;
    if (result.kind === 'forbidden') return 'forbidden';
    if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
    const page = { status: result.status, html: result.html };
    if (cacheable && result.cacheable) cache.set(key, version, page);
    return page;
  }

  router.get(`${BASE_PATH}/{*rest}`, async (req, res, next) => {
    const page = await publicPage(req, res.locals.contentVersion);
    if (!page) return next();
    if (page === 'forbidden') return res.status(403).type('html').send(errorPage(403));
    if ('redirect' in page) return res.redirect(page.status, page.redirect);
    // Signed-in pages differ per person: never stored by shared caches.
    if (currentAuth(req)) res.set('Cache-Control', 'private, no-store');
    res.status(page.status).type('html').send(withNonce(page.html, res.locals.nonce));
  });

  // Public forms posted without JavaScript: answered with their page, rendered in turn like any other.
  router.use(formRoutes({ ...forms, source, render: (request, context, nonce) => renderSlot(() => renderPublic(request, context, nonce)) }));

  return router;
}
