import { SW_REGISTRATION_HASH } from '../render/service-worker';
import type { Request, RequestHandler, Response } from 'express';
import { MY_BALANCE_PATH } from '../../shared/ledger/my-balance';
import helmet from 'helmet';
import { GTM_ORIGIN } from '../render/gtm';

/** Powerful browser features the site never uses are off for it and anything it embeds. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** The one header the built scripts need: browsers run them only as the type they are sent as. */
export const assetHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
};

type Options = {
  https: boolean;
  /** Origin of MAP_STYLE_URL: the map fetches its style, tiles and glyphs from there. */
  mapOrigin: string | null;
  /** Origin of the payment provider's hosted checkout pages (null: online payments off). */
  checkoutOrigin?: string | null;
};

/**
 * Pages whose forms go on to the payment provider: Pay now on My balance posts to the page, which
 * answers with a redirect (303) to the provider's hosted checkout, and browsers hold each redirect of
 * a form's submission to the submitting page's form-action (Chromium does), so that page's
 * form-action names the provider's checkout origin, and no other page's does.
 */
const CHECKOUT_FORM_PATHS: readonly string[] = [MY_BALANCE_PATH];

const locals = (res: unknown) => (res as Response).locals as { gtmHash?: string };

/**
 * Security headers. Scripts come from this site only: pages carry no inline executable script, so
 * every visitor gets the same bytes (the render cache serves them compressed, with an ETag). When the
 * company has a tag manager id, its loader is allowed by hash and the tag manager's origin is
 * allowed. Styles allow inline because styled-components inserts <style> rules at run time. Forms
 * post to this site only, but for Pay now's (CHECKOUT_FORM_PATHS). HSTS
 * only when the site is served over https (BASE_URL).
 */
export function securityHeaders({ https, mapOrigin, checkoutOrigin = null }: Options): RequestHandler {
  const map = mapOrigin ? [mapOrigin] : [];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': [(_req, res) => ["'self'", SW_REGISTRATION_HASH, ...(locals(res).gtmHash ? [locals(res).gtmHash, GTM_ORIGIN] : [])].join(' ')],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...map],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", ...map],
        'worker-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': [(req) => ["'self'", ...(checkoutOrigin && CHECKOUT_FORM_PATHS.includes((req as Request).path) ? [checkoutOrigin] : [])].join(' ')],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Full URLs stay on this site; other sites see only the origin (helmet's default no-referrer makes form posts carry Origin: null).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60 } : false,
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}
