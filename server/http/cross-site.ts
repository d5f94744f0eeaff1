import type { RequestHandler } from 'express';
import { API_ERRORS } from '../../shared/messages';
import { HttpError } from '../ground/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses unsafe requests that a browser sent from another site. Browsers mark every request with
 * Sec-Fetch-Site and send Origin on unsafe ones; requests with neither come from non-browser clients,
 * which cannot carry a victim's cookie. Requests authenticated by an Authorization header are exempt.
 */
export function refuseCrossSite(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || req.headers.authorization) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (site === 'cross-site' || site === 'same-site') return next(HttpError.detail(403, API_ERRORS.crossSite));
    // The browser vouches for the request (it may still send Origin: null, e.g. under a strict referrer policy).
    if (site === 'same-origin') return next();
    if (origin && origin !== 'null' && !allowed.has(origin) && origin !== `${req.protocol}://${req.headers.host}`) {
      return next(HttpError.detail(403, API_ERRORS.crossSite));
    }
    if (origin === 'null') return next(HttpError.detail(403, API_ERRORS.crossSite));
    next();
  };
}
