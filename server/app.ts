import path from 'node:path';
import compression from 'compression';
import express from 'express';
import session from 'express-session';
import { ASSETS_PATH, UPLOADS_PATH } from '../shared/constants';
import { authenticate } from './auth/authenticate';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './auth/rate-limits';
import { SqliteSessionStore } from './auth/session-store';
import type { Config } from './config';
import type { Db } from './db/database';
import { refuseCrossSite } from './http/cross-site';
import { apiNotFound, errorHandler } from './http/error-handler';
import { assignNonce, securityHeaders } from './http/security-headers';
import { siteFlags } from './http/site-flags';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { errorPage } from './render/error-pages';
import { loadManifest, type AssetManifest } from './render/manifest';
import { accessLinkRoutes } from './routes/access-link';
import { accountRoutes } from './routes/accounts';
import { amenityRoutes } from './routes/amenities';
import { authRoutes } from './routes/auth';
import { backgroundMediaAdminRoutes } from './routes/background-media-admin';
import { blockAttrAdminRoutes } from './routes/block-attrs-admin';
import { contactRoutes } from './routes/contact';
import { geocodeRoutes } from './routes/geocode';
import { leasePeriodAdminRoutes } from './routes/lease-periods-admin';
import { managerRoutes } from './routes/manager';
import { pageRoutes } from './routes/pages';
import { resourceAdminRoutes } from './routes/resources-admin';
import { semesterRoutes } from './routes/semesters';
import { testimonialAdminRoutes } from './routes/testimonials-admin';
import { webpageAdminRoutes } from './routes/webpage-admin';
import { webpageSettingsReadRoutes } from './routes/webpage-settings-read';
import { portfolioAdminRoutes } from './routes/portfolios-admin';
import { propertyImageRoutes } from './routes/property-images';
import { propertyMediaRoutes } from './routes/property-media';
import { publicReadRoutes } from './routes/public-read';

export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  rateLimits?: RateLimitSettings;
  /** Built client assets (dist/client by default). */
  assetsDir?: string;
};

export type App = express.Express & { locals: { sessionStore: SqliteSessionStore } };

/** Builds the Express application; it never listens (server/index.ts does). */
export function createApp({ db, config, mailer, logger, rateLimits = DEFAULT_RATE_LIMITS, assetsDir }: AppDeps): App {
  const app = express() as App;
  const clientDir = assetsDir ?? path.resolve('dist/client');
  let manifest: AssetManifest | undefined;
  const getManifest = () => (manifest ??= loadManifest(clientDir));
  const sessionStore = new SqliteSessionStore(db);
  app.locals.sessionStore = sessionStore;

  app.disable('x-powered-by');
  // Every page carries a fresh CSP nonce, so an ETag would never match; hashing each body is wasted work.
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  app.use(compression());
  app.use(assignNonce, siteFlags(db), securityHeaders({ https: config.secureCookies, mapOrigin: config.mapStyleUrl && new URL(config.mapStyleUrl).origin }));

  app.use(ASSETS_PATH, express.static(clientDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  app.use(UPLOADS_PATH, express.static(config.uploadsDir, { maxAge: '7d', index: false, dotfiles: 'ignore', fallthrough: false }));

  app.use(express.json({ limit: '1mb' }));
  app.use(
    session({
      name: 'sid',
      store: sessionStore,
      secret: config.sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
    }),
  );
  app.use(refuseCrossSite([new URL(config.baseUrl).origin]));
  app.use(authenticate(db));

  app.use(authRoutes(db, rateLimits));
  app.use(accountRoutes({ db, mailer, baseUrl: config.baseUrl }, rateLimits));
  app.use(publicReadRoutes(db));
  app.use(leasePeriodAdminRoutes(db));
  app.use(semesterRoutes(db));
  app.use(managerRoutes(db, { geocoding: !!config.geocoderUrl }));
  app.use(webpageAdminRoutes(db));
  app.use(webpageSettingsReadRoutes(db));
  app.use(blockAttrAdminRoutes(db));
  app.use(propertyImageRoutes(db, config.uploadsDir));
  app.use(amenityRoutes(db, config.uploadsDir));
  app.use(testimonialAdminRoutes(db, config.uploadsDir));
  app.use(resourceAdminRoutes(db, config.uploadsDir));
  app.use(backgroundMediaAdminRoutes(db, config.uploadsDir));
  app.use(portfolioAdminRoutes(db, config.uploadsDir));
  app.use(propertyMediaRoutes(db, config.uploadsDir));
  app.use(contactRoutes({ db, mailer, logger, baseUrl: config.baseUrl }, rateLimits));
  app.use(geocodeRoutes(db, config.geocoderUrl));
  app.use(apiNotFound);
  app.use(accessLinkRoutes(db));
  app.use(pageRoutes({ db, logger, manifest: getManifest, mapStyleUrl: config.mapStyleUrl, renderCache: config.renderCache }));

  app.use((_req, res) => void res.status(404).type('html').send(errorPage(404)));
  app.use(errorHandler(logger, errorPage));
  return app;
}
