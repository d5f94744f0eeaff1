import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_ERRORS } from '../../shared/messages';
import { buildOrganization, buildUser } from '../helpers/factories';
import { listeningApp } from '../helpers/listening-app';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Bodies over 1 MB (templates with images, Assign Plans' 10,000 beds) are read only for managers:
 * anyone else is answered before the body is read. Each request announces 8 MB and sends only the
 * first 64 KB: an answer can only come from a server that did not wait for the rest.
 */
let ctx: TestContext;
let server: Awaited<ReturnType<typeof listeningApp>>;
let port: number;
let studentToken: string;
let managerToken: string;

const ANNOUNCED = 8 * 1024 * 1024;

const tokenOf = async (role: 'student' | 'manager', organizationId: number | null) => server.tokenOf(await buildUser(ctx.db, role, { organizationId }));

beforeAll(async () => {
  ctx = await createTestContext();
  server = await listeningApp(ctx);
  port = server.port;
  const orgId = (await buildOrganization(ctx.db)).id;
  studentToken = await tokenOf('student', null);
  managerToken = await tokenOf('manager', orgId);
});

afterAll(async () => {
  await server.close();
  await ctx.close();
});

/** Sends the headers of an 8 MB JSON body and its first 64 KB; resolves with the answer, or 'no answer' after 3 s. */
function partialBody(method: string, path: string, token?: string): Promise<{ status: number; body: unknown } | 'no answer'> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json', 'Content-Length': ANNOUNCED };
    if (token) headers.Authorization = `Token ${token}`;
    const req = http.request({ host: '127.0.0.1', port, method, path, headers });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('no answer');
    }, 3000);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode!, body: JSON.parse(text) });
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.write(`{"name":"${'x'.repeat(64 * 1024)}`);
  });
}

describe('large request bodies', () => {
  it('answers an anonymous 8 MB body 401 without reading it', async () => {
    for (const path of ['/api/document-templates/', '/api/document-templates/1/', '/api/payment-plan-assignments/']) {
      expect(await partialBody(path.endsWith('assignments/') ? 'PUT' : 'POST', path)).toEqual({ status: 401, body: { detail: API_ERRORS.notAuthenticated } });
    }
  });

  it('answers a student 403 without reading the body', async () => {
    expect(await partialBody('PUT', '/api/payment-plan-assignments/', studentToken)).toEqual({ status: 403, body: { detail: API_ERRORS.permissionDenied } });
  });

  it('reads a manager’s body (the answer waits for it)', async () => {
    expect(await partialBody('POST', '/api/document-templates/', managerToken)).toBe('no answer');
  });

  it('still answers a body over the limit 413 for a manager, and takes bodies over 1 MB on those paths only', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const post = (path: string, token?: string) => fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Token ${token}` } : {}) }, body: big });
    // Over 1 MB elsewhere: refused whoever sends it.
    const elsewhere = await post('/api/contact/', managerToken);
    expect(elsewhere.status).toBe(413);
    // 2 MB to templates: read, then judged by the template rules (not by size).
    const template = await post('/api/document-templates/', managerToken);
    expect(template.status).toBe(400);
    const over = await fetch(`http://127.0.0.1:${port}/api/document-templates/`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Token ${managerToken}` }, body: JSON.stringify({ name: 'x'.repeat(9 * 1024 * 1024) }) });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ detail: API_ERRORS.bodyTooLarge });
  });
});
