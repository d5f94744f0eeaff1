import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createHash } from 'node:crypto';
import { PERMISSIONS_POLICY } from '../../server/http/security-headers';
import { gtmScriptHash } from '../../server/render/gtm';
import { SW_REGISTRATION, SW_REGISTRATION_HASH } from '../../server/render/service-worker';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

describe('security headers', () => {
  it('sends a content security policy that allows scripts from this site only, plus the usual hardening headers', async () => {
    const org = await buildOrganization(ctx.db);
    await buildProperty(ctx.db, org.id);
    await buildProperty(ctx.db, org.id);
    const res = await request(ctx.app).get('/new/');
    expect(res.status).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${SW_REGISTRATION_HASH};`);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // One inline script only, the service worker's registration allowed by its hash (ADR 040); every other executable script tag loads a file from this site.
    const scripts = [...res.text.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(([, attrs]) => !attrs!.includes('application/json'));
    expect(scripts.filter(([, , body]) => body === SW_REGISTRATION)).toHaveLength(1);
    const files = scripts.filter(([, , body]) => body !== SW_REGISTRATION);
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const [, attrs, body] of files) {
      expect(attrs).toMatch(/src="\/new\/assets\//);
      expect(body).toBe('');
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect((await request(ctx.app).get('/api/properties/')).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    // The same policy and the same page for every visitor.
    const again = await request(ctx.app).get('/new/');
    expect(again.headers['content-security-policy']).toBe(csp);
    expect(again.text).toBe(res.text);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows the tag manager exactly when the company has a tag id', async () => {
    const org = await buildOrganization(ctx.db);
    await buildProperty(ctx.db, org.id);
    await buildProperty(ctx.db, org.id);
    const without = await request(ctx.app).get('/new/');
    expect(without.headers['content-security-policy']).not.toContain('googletagmanager');
    expect(without.text).not.toContain('googletagmanager');
    await ctx.db.updateTable('organizations').set({ gtm_tag_id: 'GTM-ABC123' }).execute();
    const withTag = await request(ctx.app).get('/new/');
    expect(withTag.headers['content-security-policy']).toContain(`script-src 'self' ${SW_REGISTRATION_HASH} ${gtmScriptHash('GTM-ABC123')} https://www.googletagmanager.com;`);
    expect(withTag.text).toContain('gtm.js?id=');
    expect(withTag.text).toContain('"GTM-ABC123"');
    // The policy allows exactly the inline loader the page carries, by its hash.
    const inline = [...withTag.text.matchAll(/<script>([^<]+)<\/script>/g)].map((m) => m[1]!).find((body) => body !== SW_REGISTRATION)!;
    expect(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`).toBe(gtmScriptHash('GTM-ABC123'));
  });

  it('asks browsers to stay on https when the site is served over https', async () => {
    const https = await createTestContext({ env: { BASE_URL: 'https://leasing.example.com' } });
    try {
      const res = await request(https.app).get('/api/properties/');
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});
