import { Router, type Request } from 'express';
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
import { createPageUrl } from '../../render/page-url';
import { NONCE_PLACEHOLDER, RenderCache, withNonce, type CachedPage } from '../../render/render-cache';
import { boundedQueue, QueueFullError } from '../../render/render-queue';
import { createPublicRenderer, type RenderResult } from '../../render/render-public';
import { createPublicRoutes } from '../../../client/public/routes.server';
import type { RouteDeps } from '../deps';
import { answerBusy } from './busy';
import { formRoutes } from './forms';

const STAFF_ROLES = ['manager', 'maintenance'];
/** Renders at a time: under a burst, the rest wait their turn instead of all holding memory at once. */
const RENDER_CONCURRENCY = 4;

type Options = {
  db: Db;
  logger: Logger;
  manifest: () => AssetManifest;
  mapStyleUrl: string | null;
  renderCache: boolean;
  renderCacheBytes: number;
  renderQueueMax: number;
  forms: RouteDeps;
};

/** HTML pages: the manager SPA shell and the server-rendered public routes. */
export function pageRoutes({ db, logger, manifest, mapStyleUrl, renderCache, renderCacheBytes, renderQueueMax, forms }: Options): Router {
  // Strict: '/new' and '/new/' are different paths (the first redirects to the second).
  const router = Router({ strict: true });
  const source = dbDataSource(db, logger, mapStyleUrl, forms.config.dataEncryptionKey);
  const renderPublic = createPublicRenderer(() => manifest().public);
  const pageUrl = createPageUrl(createPublicRoutes());
  const cache = new RenderCache(renderCacheBytes);
  const renderQueue = boundedQueue(RENDER_CONCURRENCY, renderQueueMax);
  /** Anonymous renders under way, by version and key: visitors asking for the same page at once share one render. */
  const rendering = new Map<string, Promise<RenderResult>>();

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
    // The page sees its path and the query parameters it reads, nothing else; the cache keys on the same.
    const url = pageUrl(req.originalUrl);
    const key = `${hostOf(req)}|${url}`;
    const cacheable = renderCache && !viewer;
    const version = cacheable ? (knownVersion ?? (await contentVersion(db))) : 0;
    const cached = cacheable ? cache.get(key, version) : undefined;
    if (cached) return cached;
    const render = () =>
      renderQueue.run(() =>
        renderPublic(new Request(new URL(url, 'http://localhost')), { source, viewer: viewer && { id: viewer.id, first_name: viewer.first_name, roles: viewer.roles }, host: hostOf(req) }, NONCE_PLACEHOLDER),
      );
    const result = cacheable ? await sharedRender(`${version}|${key}`, render) : await render();
    if (result.kind === 'not-found') return null;
    if (result.kind === 'forbidden') return 'forbidden';
    if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
    const page = { status: result.status, html: result.html };
    if (cacheable && result.cacheable) cache.set(key, version, page);
    return page;
  }

  function sharedRender(id: string, render: () => Promise<RenderResult>): Promise<RenderResult> {
    const running = rendering.get(id);
    if (running) return running;
    const started = render().finally(() => rendering.delete(id));
    rendering.set(id, started);
    return started;
  }

  router.get(`${BASE_PATH}/{*rest}`, async (req, res, next) => {
    let page: Awaited<ReturnType<typeof publicPage>>;
    try {
      page = await publicPage(req, res.locals.contentVersion);
    } catch (err) {
      if (!(err instanceof QueueFullError)) throw err;
      return answerBusy(res);
    }
    if (!page) return next();
    if (page === 'forbidden') return res.status(403).type('html').send(errorPage(403));
    if ('redirect' in page) return res.redirect(page.status, page.redirect);
    // Signed-in pages differ per person: never stored by shared caches.
    if (currentAuth(req)) res.set('Cache-Control', 'private, no-store');
    res.status(page.status).type('html').send(withNonce(page.html, res.locals.nonce));
  });

  // Public forms posted without JavaScript: answered with their page, rendered in turn like any other.
  router.use(formRoutes({ ...forms, source, render: (request, context, nonce) => renderQueue.run(() => renderPublic(request, context, nonce)) }));

  return router;
}
