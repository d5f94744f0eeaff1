import { z } from 'zod';
import { GEOCODER_QUERY } from '../../config';

export type Coordinates = { latitude: number; longitude: number };

/** Nominatim's usage policy asks for an identifying User-Agent. */
const HEADERS = { 'User-Agent': 'student-housing-leasing (self-hosted)', Accept: 'application/json' };
const DEFAULT_TIMEOUT_MS = 5000;

/** A number, or a numeric string (Nominatim sends strings), within [min, max]. */
const coordinate = (min: number, max: number) => z.union([z.number(), z.string().trim().min(1).transform(Number)]).pipe(z.number().min(min).max(max));
const latitude = coordinate(-90, 90);
const longitude = coordinate(-180, 180);

/** A Nominatim place (also LocationIQ and other compatible services): `{lat, lon, ...}`. */
const NominatimPlace = z.object({ lat: latitude, lon: longitude }).transform(({ lat, lon }) => ({ latitude: lat, longitude: lon }));
/** A GeoJSON point feature (Nominatim `format=geojson`, Photon): coordinates are [lon, lat]. */
const GeoJsonFeature = z
  .object({ geometry: z.object({ coordinates: z.tuple([longitude, latitude], z.unknown()) }) })
  .transform(({ geometry: { coordinates } }) => ({ latitude: coordinates[1], longitude: coordinates[0] }));
const FeatureCollection = z.object({ features: z.array(z.unknown()) });

/**
 * Looks the address up with the geocoding service at `template` (its `{query}` replaced by the
 * encoded query); null when the service found nothing. Throws on network failure, timeout, a
 * non-2xx answer or a body it cannot read. Error messages never carry the URL (it may hold an API key).
 */
export async function geocode(template: string, query: string, opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): Promise<Coordinates | null> {
  const url = template.split(GEOCODER_QUERY).join(encodeURIComponent(query));
  const fetchImpl = opts.fetchImpl ?? fetch;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { headers: HEADERS, signal: AbortSignal.timeout(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS), redirect: 'follow' });
    text = await response.text();
  } catch (err) {
    // Only the error's name and code go on: undici's messages can quote the URL, which may hold an API key.
    const { name, cause } = (err ?? {}) as { name?: string; cause?: { code?: unknown } };
    const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
    // eslint-disable-next-line preserve-caught-error -- the caught error is deliberately dropped, see above
    throw new Error(name === 'TimeoutError' || name === 'AbortError' ? 'Geocoding service timed out' : `Geocoding service unreachable${code}`);
  }
  if (!response.ok) throw new Error(`Geocoding service answered HTTP ${response.status}`);
  return parseAnswer(text);
}

/** Reads the best (first) place of a Nominatim array or a GeoJSON FeatureCollection. */
function parseAnswer(text: string): Coordinates | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error('Geocoding service answered a body that is not JSON');
  }
  const collection = FeatureCollection.safeParse(body);
  const [schema, places] = Array.isArray(body) ? [NominatimPlace, body] : collection.success ? [GeoJsonFeature, collection.data.features] : [null, null];
  if (!schema) throw new Error('Geocoding service answered an unexpected shape');
  if (places.length === 0) return null;
  const place = schema.safeParse(places[0]);
  if (!place.success) throw new Error('Geocoding service answered a place without valid coordinates');
  return place.data;
}
