import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { PERMISSIONS_POLICY } from '../../server/http/security-headers';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

describe('security headers', () => {
  it('sends a content security policy whose script nonce the page uses, plus the usual hardening headers', async () => {
    const org = await buildOrganization(ctx.db);
    await buildProperty(ctx.db, org.id);
    await buildProperty(ctx.db, org.id);
    const res = await request(ctx.app).get('/new/');
    expect(res.status).toBe(200);
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Every script tag in the page carries the nonce.
    // Every executable script tag carries the nonce (JSON data blocks are not executed).
    const scripts = (res.text.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/json'));
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect((await request(ctx.app).get('/api/properties/')).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    // A new nonce on every request.
    const again = await request(ctx.app).get('/new/');
    expect(again.headers['content-security-policy']).not.toBe(csp);
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
    expect(withTag.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com/);
    expect(withTag.text).toContain('gtm.js?id=');
    expect(withTag.text).toContain('"GTM-ABC123"');
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
