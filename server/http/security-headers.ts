import { SW_REGISTRATION_HASH } from '../render/service-worker';
import type { RequestHandler, Response } from 'express';
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
  /** Origins a form post may lead on to: the payment provider's hosted pages (a post answered with a redirect there). */
  formOrigins?: readonly string[];
};

const locals = (res: unknown) => (res as Response).locals as { gtmHash?: string };

/**
 * Security headers. Scripts come from this site only: pages carry no inline executable script, so
 * every visitor gets the same bytes (the render cache serves them compressed, with an ETag). When the
 * company has a tag manager id, its loader is allowed by hash and the tag manager's origin is
 * allowed. Styles allow inline because styled-components inserts <style> rules at run time. HSTS
 * only when the site is served over https (BASE_URL).
 */
export function securityHeaders({ https, mapOrigin, formOrigins = [] }: Options): RequestHandler {
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
        'form-action': ["'self'", ...formOrigins],
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
