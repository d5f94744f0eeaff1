import { OFFLINE_PATH, SERVICE_WORKER_PATH, offlinePage, serviceWorkerScript, workerVersion } from '../../render/service-worker';
import { Router, type RequestHandler } from 'express';
import { BASE_PATH } from '../../../shared/constants';
import { pageTitle } from '../../../shared/page-title';
import { LEGACY_PATHS } from '../../../shared/role-home';
import { currentAuth } from '../../auth/authenticate';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { dbDataSource } from '../../render/db-data-source';
import { errorPage, notPublishedPage } from '../../render/error-pages';
import { htmlDocument } from '../../render/html';
import { managerPage } from '../../render/manager-page';
import type { AssetManifest } from '../../render/manifest';
import { sendReadyPage, sendRenderedPage } from '../../render/ready-page';
import { CallerGoneError, QueueFullError } from '../../render/render-queue';
import type { RouteDeps } from '../deps';
import { answerBusy } from './busy';
import { formRoutes } from './forms';
import { publicPages } from './public-pages';

const STAFF_ROLES = ['manager', 'maintenance'];

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

/**
 * HTML pages: the manager SPA shell and the server-rendered public routes. `cachedPage` goes early in
 * the app (before sessions and the API) and answers cached anonymous pages; `router` does the rest.
 */
export function pageRoutes({ db, logger, manifest, mapStyleUrl, renderCache, renderCacheBytes, renderQueueMax, forms }: Options): { router: Router; cachedPage: RequestHandler; loadRenderer: () => Promise<unknown> } {
  // Strict: '/new' and '/new/' are different paths (the first redirects to the second).
  const router = Router({ strict: true });
  const autopay = { on: Boolean(forms.payments), fees: forms.config.paymentFees };
  const source = dbDataSource(db, logger, mapStyleUrl, forms.config.dataEncryptionKey, forms.config.privateFilesDir, () => forms.pdf.warm(), autopay);
  const pages = publicPages({ db, source, assets: () => manifest().public, renderCache, renderCacheBytes, renderQueueMax });

  router.get('/', (_req, res) => res.redirect(302, `${BASE_PATH}/`));
  router.get(BASE_PATH, (_req, res) => res.redirect(301, `${BASE_PATH}/`));
  router.get('/home', (_req, res) => res.type('html').send(notPublishedPage()));
  for (const [from, to] of Object.entries(LEGACY_PATHS)) {
    router.get([from, `${from}/`, `${BASE_PATH}${from}`, `${BASE_PATH}${from}/`], (_req, res) => res.redirect(301, to));
  }

  // The service worker and its offline page (ADR 040): checked on every visit, never kept stale.
  router.get(SERVICE_WORKER_PATH, (_req, res) => {
    const { public: pub, manager } = manifest();
    res.set('Cache-Control', 'no-cache').type('text/javascript').send(serviceWorkerScript(workerVersion([pub.file, ...pub.imports, manager.file])));
  });
  router.get(OFFLINE_PATH, (_req, res) => res.set('Cache-Control', 'no-cache').type('html').send(offlinePage()));

  router.get([`${BASE_PATH}/manager`, `${BASE_PATH}/manager/*rest`], (req, res) => {
    const auth = currentAuth(req);
    if (!auth) return res.redirect(302, `${BASE_PATH}/login?redirect=${encodeURIComponent(req.originalUrl)}`);
    if (!auth.user.roles.some((role) => STAFF_ROLES.includes(role))) return res.status(403).type('html').send(errorPage(403));
    res.set('Cache-Control', 'no-store');
    res.type('html').send(htmlDocument({ title: pageTitle('Manager'), entry: manifest().manager, ...managerPage() }));
  });

  router.get(`${BASE_PATH}/{*rest}`, async (req, res, next) => {
    let page: Awaited<ReturnType<typeof pages.answer>>;
    try {
      page = await pages.answer(req, res.locals.contentVersion);
    } catch (err) {
      // The visitor left while the page waited its turn: there is no one to answer.
      if (err instanceof CallerGoneError) return;
      if (!(err instanceof QueueFullError)) throw err;
      return answerBusy(res);
    }
    if (!page) return next();
    if (page === 'forbidden') return res.status(403).type('html').send(errorPage(403));
    if ('redirect' in page) return res.redirect(page.status, page.redirect);
    if ('ready' in page) return sendReadyPage(req, res, page.ready);
    // Signed-in pages differ per person, and a mailed link's page shows its person's lease: never stored, no ETag.
    const personal = !!currentAuth(req) || page.personal;
    if (personal) res.set('Cache-Control', 'private, no-store');
    await sendRenderedPage(req, res, page.status, page.html, { etag: !personal });
  });

  // Public forms posted without JavaScript: answered with their page, rendered in turn like any other.
  router.use(formRoutes({ ...forms, source, render: pages.render }));

  return { router, cachedPage: pages.cachedPage, loadRenderer: pages.load };
}
