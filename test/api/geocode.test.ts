import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GEOCODING_MESSAGES } from '../../shared/messages';
import { geocode } from '../../server/services/webpages/geocoding';
import { buildOrganization } from '../helpers/factories';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

const FOUND = '100 College Ave, Austin & Co';

/** A local stand-in for Nominatim: one query found, one not, one failing, one that never answers. */
type Seen = { url: string; userAgent: string | undefined; accept: string | undefined };
const seen: Seen[] = [];
const fake = http.createServer((req, res) => {
  seen.push({ url: req.url ?? '', userAgent: req.headers['user-agent'], accept: req.headers.accept });
  const q = new URL(req.url ?? '/', 'http://fake').searchParams.get('q');
  if (q === FOUND) return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([{ place_id: 1, lat: '30.2849185', lon: '-97.7340567' }]));
  if (q === 'Nowhere at all') return void res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  if (q === 'Broken service') return void res.writeHead(500).end('oops');
  // 'Hangs forever': keep the connection open without answering.
});
let template: string;

let ctx: TestContext;
let plain: TestContext;
let agents: Awaited<ReturnType<typeof agentsFor>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  template = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/search?format=jsonv2&q={query}`;
  ctx = await createTestContext({ env: { GEOCODER_URL: template } });
  plain = await createTestContext();
  const orgId = (await buildOrganization(ctx.db)).id;
  agents = await agentsFor(ctx, orgId, (await buildOrganization(ctx.db)).id);
});
afterAll(async () => {
  await ctx.close();
  await plain.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

describe('GET /api/geocode/', () => {
  it('answers the coordinates of the address to a manager', async () => {
    seen.length = 0;
    const res = await agents.manager.get('/api/geocode/').query({ q: `  ${FOUND} ` }).expect(200);
    expect(res.body).toEqual({ latitude: 30.2849185, longitude: -97.7340567 });
    expect(seen).toEqual([
      { url: `/search?format=jsonv2&q=${encodeURIComponent(FOUND)}`, userAgent: 'student-housing-leasing (self-hosted)', accept: 'application/json' },
    ]);
  });

  it('is 404 when the service found nothing', async () => {
    const res = await agents.manager.get('/api/geocode/').query({ q: 'Nowhere at all' }).expect(404);
    expect(res.body).toEqual({ detail: GEOCODING_MESSAGES.notFound });
  });

  it('is 502 when the service fails, and the log does not carry the service URL', async () => {
    const res = await agents.manager.get('/api/geocode/').query({ q: 'Broken service' }).expect(502);
    expect(res.body).toEqual({ detail: GEOCODING_MESSAGES.unreachable });
    const logged = JSON.stringify(ctx.logLines);
    expect(logged).toContain('HTTP 500');
    expect(logged).not.toContain(template.slice(0, template.indexOf('/search')));
  });

  it('is 503 when no geocoding service is configured', async () => {
    const orgId = (await buildOrganization(plain.db)).id;
    const { manager } = await agentsFor(plain, orgId, (await buildOrganization(plain.db)).id);
    const res = await manager.get('/api/geocode/').query({ q: FOUND }).expect(503);
    expect(res.body).toEqual({ detail: GEOCODING_MESSAGES.notConfigured });
  });

  it('refuses a missing, too short or too long q with a field error', async () => {
    seen.length = 0;
    expect((await agents.manager.get('/api/geocode/').expect(400)).body).toEqual({ q: [expect.any(String)] });
    expect((await agents.manager.get('/api/geocode/').query({ q: '  ab  ' }).expect(400)).body).toEqual({ q: [expect.any(String)] });
    expect((await agents.manager.get('/api/geocode/').query({ q: 'x'.repeat(301) }).expect(400)).body).toEqual({ q: [expect.any(String)] });
    expect(seen).toEqual([]);
  });

  it('is for managers: 401 signed out, 403 for students and maintenance staff', async () => {
    expect((await agents.anonymous.get('/api/geocode/').query({ q: FOUND })).status).toBe(401);
    expect((await agents.student.get('/api/geocode/').query({ q: FOUND })).status).toBe(403);
    expect((await agents.maintenance.get('/api/geocode/').query({ q: FOUND })).status).toBe(403);
  });
});

describe('GET /api/manager/organization/', () => {
  it('tells whether geocoding is configured', async () => {
    expect((await agents.manager.get('/api/manager/organization/').expect(200)).body.geocoding).toBe(true);
    const orgId = (await buildOrganization(plain.db)).id;
    const { manager } = await agentsFor(plain, orgId, (await buildOrganization(plain.db)).id);
    expect((await manager.get('/api/manager/organization/').expect(200)).body.geocoding).toBe(false);
  });
});

describe('geocode()', () => {
  const answering = (status: number, body: string) => (async () => new Response(body, { status })) as unknown as typeof fetch;

  // Without the timeout this would hang until jest's own; how long the server's answer takes is in npm run budgets.
  it('times out on a service that never answers', async () => {
    await expect(geocode(template, 'Hangs forever', { timeoutMs: 200 })).rejects.toThrow('timed out');
  });

  it('throws when the service is unreachable, without naming its URL', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await geocode(`http://127.0.0.1:${port}/?key=secret&q={query}`, 'Somewhere').catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Geocoding service unreachable (ECONNREFUSED)');
  });

  it('reads numbers or strings, and GeoJSON [lon, lat]', async () => {
    expect(await geocode('https://geo.test/?q={query}', 'x', { fetchImpl: answering(200, '[{"lat": 52.5, "lon": 13.4}]') })).toEqual({ latitude: 52.5, longitude: 13.4 });
    const geojson = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [-0.1276, 51.5072] } }] };
    expect(await geocode('https://geo.test/?q={query}', 'x', { fetchImpl: answering(200, JSON.stringify(geojson)) })).toEqual({ latitude: 51.5072, longitude: -0.1276 });
    expect(await geocode('https://geo.test/?q={query}', 'x', { fetchImpl: answering(200, '{"type": "FeatureCollection", "features": []}') })).toBeNull();
  });

  it('throws on a non-2xx answer, a body that is not JSON, an unknown shape or out-of-range coordinates', async () => {
    const bad = ['[{"lat": "91", "lon": "0"}]', '[{"lat": "10", "lon": "-180.5"}]', '[{"lat": "north", "lon": "1"}]', '{"results": []}', '<html>', ''];
    for (const body of bad) await expect(geocode('https://geo.test/?q={query}', 'x', { fetchImpl: answering(200, body) })).rejects.toThrow(/Geocoding service/);
    await expect(geocode('https://geo.test/?q={query}', 'x', { fetchImpl: answering(429, '[]') })).rejects.toThrow('HTTP 429');
  });

  it('encodes the query into every {query} placeholder', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => (urls.push(url), new Response('[]'))) as unknown as typeof fetch;
    await geocode('https://geo.test/{query}?q={query}', 'a/b ?&=#é', { fetchImpl });
    const encoded = encodeURIComponent('a/b ?&=#é');
    expect(urls).toEqual([`https://geo.test/${encoded}?q=${encoded}`]);
  });
});
