import { Router } from 'express';
import { z } from 'zod';
import { GEOCODING_MESSAGES, MESSAGES } from '../../shared/messages';
import { requireRole } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { validate } from '../http/validate';
import { geocode } from '../services/geocoding';

const GeocodeQuery = z.object({
  q: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(3, { error: 'Enter at least 3 characters.' })
    .max(300, { error: 'Use at most 300 characters.' }),
});

/**
 * Address lookup for the property editor: turns `?q=address` into `{latitude, longitude}` with the
 * service configured in GEOCODER_URL (null: not configured). Managers only.
 */
export function geocodeRoutes(_db: Db, geocoderUrl: string | null): Router {
  const router = Router();

  router.get('/api/geocode/', requireRole('manager'), validate(GeocodeQuery, 'query'), async (_req, res) => {
    if (!geocoderUrl) throw HttpError.detail(503, GEOCODING_MESSAGES.notConfigured);
    const query = (res.locals.query as z.infer<typeof GeocodeQuery>).q;
    let place: Awaited<ReturnType<typeof geocode>>;
    try {
      place = await geocode(geocoderUrl, query);
    } catch (err) {
      // The cause names the failure (status, timeout...) for the log, never the URL or its key.
      throw Object.assign(HttpError.detail(502, GEOCODING_MESSAGES.unreachable), { cause: err });
    }
    if (!place) throw HttpError.detail(404, GEOCODING_MESSAGES.notFound);
    res.json({ latitude: place.latitude, longitude: place.longitude });
  });

  return router;
}
