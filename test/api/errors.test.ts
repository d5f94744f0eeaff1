import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

describe('error responses', () => {
  it('answers malformed JSON with 400 and a detail', async () => {
    const res = await request(ctx.app).post('/api-token-auth/').set('Content-Type', 'application/json').send('{"username": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: API_ERRORS.malformedJson });
  });

  it('takes ids in paths and queries only as plain positive whole numbers', async () => {
    const org = await buildOrganization(ctx.db);
    const { id } = await buildProperty(ctx.db, org.id);
    expect((await request(ctx.app).get(`/api/properties/${id}/`)).status).toBe(200);
    for (const bad of ['0x1', '%201', '1e0', '+1', '01']) {
      const path = await request(ctx.app).get(`/api/properties/${bad.replace('1', String(id))}/`);
      expect({ bad, status: path.status, body: path.body }).toEqual({ bad, status: 400, body: { id: ['A whole number is expected.'] } });
      const query = await request(ctx.app).get(`/api/property-testimonials/?property=${bad.replace('1', String(id))}`);
      expect({ bad, status: query.status, body: query.body }).toEqual({ bad, status: 400, body: { property: ['A whole number is expected.'] } });
    }
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await request(ctx.app).get('/api/no-such-thing/');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ detail: API_ERRORS.notFound });
    expect((await request(ctx.app).delete('/api/properties/')).status).toBe(404);
  });

  it('answers an unexpected failure with 500 JSON without a stack trace, and logs it', async () => {
    await buildOrganization(ctx.db);
    // A real fault: the table the endpoint reads is gone.
    await sql`alter table properties rename to properties_gone`.execute(ctx.db);
    const res = await request(ctx.app).get('/api/properties/');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: API_ERRORS.serverError });
    expect(res.text).not.toMatch(/at .*\.ts|SqliteError|properties/);
    const logged = ctx.logLines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, method: 'GET', url: '/api/properties/' });
    expect(JSON.stringify(logged)).toMatch(/no such table|relation \\"properties\\" does not exist/);
  });

  it('answers page errors with friendly HTML pages', async () => {
    const missing = await request(ctx.app).get('/new/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.text).toContain('Page not found');
    expect(missing.text).toContain('href="/new/"');
    await buildOrganization(ctx.db);
    expect((await request(ctx.app).get('/new')).headers.location).toBe('/new/');
    await sql`alter table organizations rename to organizations_gone`.execute(ctx.db);
    const broken = await request(ctx.app).get('/new/');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain('Something went wrong');
    expect(broken.text).not.toMatch(/SqliteError|no such table|does not exist/);
  });

  it('shows the page for the status of a refused page request, not a 500', async () => {
    const res = await request(ctx.app).post('/new/access/some-token').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.text).toContain('No access');
  });

  it('answers a bad id in a path with a field error', async () => {
    const res = await request(ctx.app).get('/api/properties/abc/');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ id: [expect.any(String)] });
  });
});
