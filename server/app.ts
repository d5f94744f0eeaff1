import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import session from 'express-session';
import { ASSETS_PATH, UPLOADS_PATH } from '../shared/constants';
import { authenticate } from './auth/authenticate';
import { createRateLimiters, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './auth/rate-limits';
import { SqliteSessionStore } from './auth/session-store';
import { DAY_MS } from './auth/token-use';
import type { Config } from './config';
import type { Db } from './db/database';
import { refuseCrossSite } from './http/cross-site';
import { apiNotFound, errorHandler, isApiPath } from './http/error-handler';
import { LARGE_JSON_BODIES, largeJsonBody, smallJsonBody } from './http/large-body';
import { assetHeaders, securityHeaders } from './http/security-headers';
import { precompressedAssets } from './http/precompressed-assets';
import { SESSION_COOKIE } from './auth/session-cookie';
import { siteFlags } from './http/site-flags';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { createMessageQueue, type MessageQueue } from './services/messaging/queue';
import { messageQueueHolder } from './services/messaging/queue-holder';
import { createExecutionJobs, type ExecutionJobs } from './services/lease-execution/jobs';
import { executeLease } from './services/lease-execution/execute';
import { signingDepsOf } from './services/leasing/signing-notices';
import { createPdfRenderer, type PdfRenderer } from './documents/pdf/pdf-renderer';
import { errorPage } from './render/error-pages';
import { loadManifest, type AssetManifest } from './render/manifest';
import { accessLinkRoutes } from './routes/pages/access-link';
import { verificationLinkRoutes } from './routes/pages/verification-link';
import { verifyEmailRoutes } from './routes/pages/verify-email';
import { pageRoutes } from './routes/pages';
import { apiRouters } from './routes';
import { paymentWebhookRoutes } from './routes/payments';
import { stripeCheckoutOrigin, stripeProvider } from './payments/stripe-provider';
import { autopaySetups } from './routes/payments/autopay';
import type { PaymentProvider } from './payments/provider';
import { requestTurns } from './http/request-turns';

export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  rateLimits?: RateLimitSettings;
  /** Built client assets (dist/client by default). */
  assetsDir?: string;
  /** A PDF renderer to use instead of one of its own (the tests of a file share one, and its warm worker). */
  pdf?: PdfRenderer;
};

/** `loadPages` loads the public pages' renderer, which otherwise loads with the first page asked for. */
export type App = express.Express & { locals: { sessionStore: SqliteSessionStore; loadPages: () => Promise<unknown>; pdf: PdfRenderer; messageQueue: MessageQueue; executions: ExecutionJobs; payments: PaymentProvider | null } };

/** Builds the Express application; it never listens (server/index.ts does). */
/** Room selection's calls, and how many may wait in each line for their turn (then 503). */
const SELECTION_API = '/api/selection/';
const SELECTION_WAITING = 10_000;
/**
 * How many of them are handled at a time. Reads (the bed map): on SQLite, whose reads run in this
 * process, a few, so the event loop stays free between them; on PostgreSQL, whose reads wait on the
 * network, as many as the pool has connections. Writes (holds, releases, confirmations) in a line of
 * their own that never waits behind maps, many at a time: their checks and writes are committed
 * together (services/selection/hold-commits.ts).
 */
const selectionTurns = (config: AppDeps['config']) => {
  const reads = requestTurns({ concurrency: config.databaseUrl ? config.databasePoolSize : 4, maxWaiting: SELECTION_WAITING });
  const writes = requestTurns({ concurrency: 64, maxWaiting: SELECTION_WAITING });
  const turns: RequestHandler = (req, res, next) => (req.method === 'GET' ? reads : writes)(req, res, next);
  return turns;
};

export function createApp({ db, config, mailer, logger, rateLimits = DEFAULT_RATE_LIMITS, assetsDir, pdf = createPdfRenderer({ uploadsDir: config.uploadsDir }) }: AppDeps): App {
  const app = express() as App;
  const clientDir = assetsDir ?? path.resolve('dist/client');
  let manifest: AssetManifest | undefined;
  const getManifest = () => (manifest ??= loadManifest(clientDir));
  const sessionStore = new SqliteSessionStore(db);
  app.locals.sessionStore = sessionStore;

  app.disable('x-powered-by');
  // Public pages carry their own ETag (server/render/ready-page.ts); API answers need none.
  app.set('etag', false);
  // Proxies whose X-Forwarded-For names the client (TRUST_PROXY; loopback by default): rate limits count that address.
  app.set('trust proxy', config.trustProxy);
  // Lease documents render to PDF in a worker thread, started on first use (server/documents/pdf/).
  app.locals.pdf = pdf;
  // Messages a manager sends are queued and sent in the background (server/index.ts starts the sweep).
  const messageQueue = createMessageQueue({ db, mailer, logger, holder: messageQueueHolder(config) });
  app.locals.messageQueue = messageQueue;
  // Leases signed by everyone are executed by a claimed job the last complete queues (issue 46; server/index.ts starts the sweep).
  const executions = createExecutionJobs({ db, logger, holder: messageQueueHolder(config), execute: (leaseId) => executeLease(signingDepsOf({ db, config, pdf, logger, mailer, messageQueue }), leaseId) });
  app.locals.executions = executions;
  // Online payments (issue 48): Stripe when its secret key and webhook secret are set, else off.
  const payments = config.payments ? stripeProvider(config.payments) : null;
  app.locals.payments = payments;
  const deps = { db, config, mailer, logger, limits: createRateLimiters(db, rateLimits), pdf, messageQueue, executions, payments };
  // The provider's webhook first: it reads its raw body (the signature is over the bytes), answers the
  // provider a few bytes of JSON (nothing to compress, no page to harden) and needs no session.
  app.use(paymentWebhookRoutes(deps, autopaySetups(deps)));
  // Brotli at the speed setting with a 512 KB window (no page is larger): each response compressed on
  // the fly then holds well under a megabyte, instead of brotli's default 4 MB window.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 19 } } }));
  // Built assets never change under a name (hashed). They are our own scripts and styles, not
  // documents: a page policy means nothing on them, so they carry only nosniff (a page loads a dozen,
  // and a kilobyte of document headers on each would be most of a small chunk's bytes).
  app.use(ASSETS_PATH, assetHeaders, precompressedAssets(clientDir), express.static(clientDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false, etag: false, lastModified: false, acceptRanges: false }));
  app.use(siteFlags(db), securityHeaders({ https: config.secureCookies, mapOrigin: config.mapStyleUrl && new URL(config.mapStyleUrl).origin, checkoutOrigin: config.payments ? stripeCheckoutOrigin(config.payments) : null }));

  // Uploads never change under a name (random, written once). They keep every security header:
  // an uploaded file opened on its own is a document.
  app.use(UPLOADS_PATH, express.static(config.uploadsDir, { immutable: true, maxAge: '1y', index: false, dotfiles: 'ignore', fallthrough: false }));

  const pages = pageRoutes({ db, logger, manifest: getManifest, mapStyleUrl: config.mapStyleUrl, renderCache: config.renderCache, renderCacheBytes: config.renderCacheBytes, renderQueueMax: config.renderQueueMax, forms: deps });
  app.locals.loadPages = pages.loadRenderer;
  app.use(pages.cachedPage);
  // A student's room selection calls take turns (server/http/request-turns.ts): at a slot's first
  // second the rest of the site is answered meanwhile, and holds go ahead of maps.
  app.use(SELECTION_API, selectionTurns(config));

  app.use(smallJsonBody());
  app.use(
    session({
      name: SESSION_COOKIE,
      store: sessionStore,
      secret: config.sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
    }),
  );
  app.use(refuseCrossSite([new URL(config.baseUrl).origin]));
  app.use(authenticate(db, { tokenIdleMs: config.tokenIdleDays * DAY_MS }));
  for (const { path: bodyPath, limit } of LARGE_JSON_BODIES) app.use(bodyPath, largeJsonBody(limit, 'manager'));

  // Every API router answers under /api only: a page request leaves this router at once ('router')
  // instead of trying each API route's path.
  const api = express.Router();
  api.use((req, _res, next) => next(isApiPath(req.path) ? undefined : 'router'));
  for (const routes of apiRouters) api.use(routes(deps));
  api.use(apiNotFound);
  app.use(api);
  app.use(accessLinkRoutes(db));
  app.use(verifyEmailRoutes(db));
  app.use(verificationLinkRoutes({ db, mailer, logger, baseUrl: config.baseUrl }));
  app.use(pages.router);

  app.use((_req, res) => void res.status(404).type('html').send(errorPage(404)));
  app.use(errorHandler(logger, errorPage));
  return app;
}
