import { Router } from 'express';
import { GEOCODING_MESSAGES } from '../../../shared/messages';
import type { GeocodeAnswer } from '../../../shared/types/manager';
import { requireRole } from '../../auth/authenticate';
import { HttpError } from '../../ground/http-error';
import { route } from '../../http/route';
import { geocode } from '../../services/webpages/geocoding';
import type { RouteDeps } from '../deps';
import { GeocodeQuery } from './schema';

/**
 * `/api/geocode/`: address lookup for the property editor; turns `?q=address` into
 * `{latitude, longitude}` with the service configured in GEOCODER_URL. Managers only.
 */
export function geocodeRoutes({ config }: RouteDeps): Router {
  const router = Router();

  router.get('/api/geocode/', requireRole('manager'), route({ query: GeocodeQuery }, async ({ query }, _req, res) => {
    if (!config.geocoderUrl) throw HttpError.detail(503, GEOCODING_MESSAGES.notConfigured);
    let place: Awaited<ReturnType<typeof geocode>>;
    try {
      place = await geocode(config.geocoderUrl, query.q);
    } catch (err) {
      // The cause names the failure (status, timeout...) for the log, never the URL or its key.
      throw Object.assign(HttpError.detail(502, GEOCODING_MESSAGES.unreachable), { cause: err });
    }
    if (!place) throw HttpError.detail(404, GEOCODING_MESSAGES.notFound);
    res.json({ latitude: place.latitude, longitude: place.longitude } satisfies GeocodeAnswer);
  }));

  return router;
}
