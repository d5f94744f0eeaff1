import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SOCIAL_FEED_ERRORS } from '../../shared/social/social-feed';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { startFakeInstagram, type FakeInstagramState } from '../helpers/fake-instagram';
import { filesIn, jpegBuffer } from '../helpers/files';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** The social image widget's feed (ADR 040), against a loopback server speaking the Instagram Graph API. */
let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeInstagram>>;
let orgId: number;
let propertyId: number;
let agents: Awaited<ReturnType<typeof agentsFor>>;
const TOKEN = 'IGAAlongLivedToken.abc_123';
const state: FakeInstagramState = { token: TOKEN, username: 'campusrows', posts: [], fault: null };

const post = async (n: number, media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' = 'IMAGE') => ({ id: `P${n}`, media_type, caption: `Move-in day ${n}\n#campus`, image: await jpegBuffer(800 + n, 800) });

beforeAll(async () => {
  fake = await startFakeInstagram(state);
  ctx = await createTestContext({ env: { INSTAGRAM_GRAPH_URL: fake.url } });
  await ctx.db.deleteFrom('organizations').execute();
  const org = await buildOrganization(ctx.db, { name: 'Campus Rows', instagram: 'https://www.instagram.com/campusrows/' });
  orgId = org.id;
  propertyId = (await buildProperty(ctx.db, org.id, { name: 'Maple Hall' })).id;
  await buildProperty(ctx.db, org.id, { name: 'Oak Court' });
  agents = await agentsFor(ctx, orgId, (await buildOrganization(ctx.db, { name: 'Other Co' })).id);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(async () => {
  state.fault = null;
  state.token = TOKEN;
  state.posts = [await post(1), await post(2, 'VIDEO'), await post(3, 'CAROUSEL_ALBUM'), ...(await Promise.all([4, 5, 6, 7, 8, 9, 10, 11].map((n) => post(n))))];
});

const socialRows = () => ctx.db.selectFrom('social_images').select(['image', 'permalink', 'position']).orderBy('position').execute();
const auditEvents = (action: string) =>
  ctx.db.selectFrom('audit_events').select(['action', 'organization_id', 'actor_user_id', 'subject_table', 'subject_id', 'details']).where('action', '=', action).execute();
const widgetLinks = (html: string) => [...html.matchAll(/<li data-testid="social-image"><a href="([^"]+)"/g)].map((m) => m[1]);

describe('PUT /api/social-feed/ (connect)', () => {
  it('refuses a signed-out visitor, a student and maintenance staff, and stores nothing', async () => {
    expect((await request(ctx.app).put('/api/social-feed/').send({ access_token: TOKEN })).status).toBe(401);
    expect((await agents.student.put('/api/social-feed/').send({ access_token: TOKEN })).status).toBe(403);
    expect((await agents.maintenance.put('/api/social-feed/').send({ access_token: TOKEN })).status).toBe(403);
    expect(await ctx.db.selectFrom('social_feeds').selectAll().execute()).toEqual([]);
  });

  it('refuses a missing or malformed token with a field error', async () => {
    expect((await agents.manager.put('/api/social-feed/').send({})).body).toEqual({ access_token: ['This field is required'] });
    const bad = await agents.manager.put('/api/social-feed/').send({ access_token: 'has spaces <script>' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('access_token');
    expect(fake.requests).toEqual([]);
  });

  it('does not keep a token Instagram refuses, and says why at the field', async () => {
    const res = await agents.manager.put('/api/social-feed/').send({ access_token: 'IGAAexpired' });
    expect([res.status, res.body]).toEqual([400, { access_token: [SOCIAL_FEED_ERRORS.tokenRefused] }]);
    expect(await ctx.db.selectFrom('social_feeds').selectAll().execute()).toEqual([]);
    expect(await socialRows()).toEqual([]);
    expect(await auditEvents('social_feed.connect')).toEqual([]);
  });

  it('connects with a good token: the latest 8 image posts (no video) become our own resized images, shown on the home and property pages', async () => {
    const before = filesIn(ctx.config.uploadsDir).length;
    const res = await agents.manager.put('/api/social-feed/').send({ access_token: TOKEN }).expect(200);
    expect(res.body).toMatchObject({ connected: true, account_name: 'campusrows', last_error: null, image_count: 8 });
    expect(res.body.refreshed_at).toEqual(res.body.attempted_at);
    const rows = await socialRows();
    expect(rows.map((r) => r.permalink)).toEqual(['P1', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8', 'P9'].map((id) => `https://www.instagram.com/p/${id}/`));
    // Each image is stored with its resized WebP copies, under a generated name.
    const media = await ctx.db.selectFrom('media_files').select(['name', 'variant_widths', 'original_name']).where('name', 'in', rows.map((r) => r.image)).execute();
    expect(media).toHaveLength(8);
    expect(media.every((m) => m.variant_widths.length > 0 && /^[0-9a-f]{32}\.jpg$/.test(m.name))).toBe(true);
    expect(filesIn(ctx.config.uploadsDir).length).toBeGreaterThan(before + 8);
    // The token is stored encrypted, never as sent.
    const stored = await ctx.db.selectFrom('social_feeds').select('access_token').executeTakeFirstOrThrow();
    expect(stored.access_token).not.toContain(TOKEN);
    // Who connected it, and to which account, is in the audit trail.
    expect(await auditEvents('social_feed.connect')).toEqual([
      { action: 'social_feed.connect', organization_id: orgId, actor_user_id: agents.manager.user.id, subject_table: 'organizations', subject_id: orgId, details: '{"account":"campusrows"}' },
    ]);

    const home = (await request(ctx.app).get('/new/').expect(200)).text;
    expect(widgetLinks(home)).toEqual(rows.map((r) => r.permalink));
    expect(home).toContain('Follow us on Instagram');
    expect(home).toMatch(/<li data-testid="social-image"><a [^>]+><img [^>]*srcSet="\/uploads\/[^" ]+\.webp \d+w/);
    expect(home).toContain('alt="Move-in day 1"');
    const property = (await request(ctx.app).get(`/new/property/${propertyId}`).expect(200)).text;
    expect(widgetLinks(property)).toHaveLength(8);
  });

  it('is read by staff of the company only; another company sees its own (not connected) feed', async () => {
    expect((await request(ctx.app).get('/api/social-feed/')).status).toBe(401);
    expect((await agents.student.get('/api/social-feed/')).status).toBe(403);
    expect((await agents.maintenance.get('/api/social-feed/').expect(200)).body).toMatchObject({ connected: true, image_count: 8 });
    expect((await agents.stranger.get('/api/social-feed/').expect(200)).body).toEqual({ connected: false, account_name: null, refreshed_at: null, attempted_at: null, last_error: null, image_count: 0 });
  });
});

describe('POST /api/social-feed/refresh/', () => {
  it('replaces the images with the newest posts and deletes the old files', async () => {
    const oldRows = await socialRows();
    state.posts = [await post(20), ...state.posts];
    const res = await agents.manager.post('/api/social-feed/refresh/').expect(200);
    expect(res.body).toMatchObject({ last_error: null, image_count: 8 });
    const rows = await socialRows();
    expect(rows[0]!.permalink).toBe('https://www.instagram.com/p/P20/');
    const files = filesIn(ctx.config.uploadsDir);
    for (const old of oldRows) expect(files.some((f) => f.startsWith(old.image.replace(/\.jpg$/, '')))).toBe(false);
    expect(await ctx.db.selectFrom('media_files').select('name').where('name', 'in', oldRows.map((r) => r.image)).execute()).toEqual([]);
  });

  for (const [fault, message] of [
    ['truncated', SOCIAL_FEED_ERRORS.unreadable],
    ['badImage', SOCIAL_FEED_ERRORS.imageFailed],
  ] as const) {
    it(`keeps the images as they were when ${fault === 'truncated' ? 'the answer is cut off' : 'an image is not a picture'}: nothing half-written, no file left behind`, async () => {
      const rows = await socialRows();
      const files = filesIn(ctx.config.uploadsDir);
      const mediaCount = (await ctx.db.selectFrom('media_files').select('name').execute()).length;
      state.fault = fault;
      state.posts = [await post(30), ...state.posts];
      const res = await agents.manager.post('/api/social-feed/refresh/');
      expect([res.status, res.body]).toEqual([502, { detail: message }]);
      expect(await socialRows()).toEqual(rows);
      expect(filesIn(ctx.config.uploadsDir)).toEqual(files);
      expect((await ctx.db.selectFrom('media_files').select('name').execute()).length).toBe(mediaCount);
      const status = (await agents.manager.get('/api/social-feed/').expect(200)).body;
      expect(status).toMatchObject({ connected: true, last_error: message, image_count: 8 });
      expect(status.attempted_at > status.refreshed_at).toBe(true);
    });
  }

  it('records a revoked token with what to do, keeping the images shown', async () => {
    state.token = 'IGAAnewTokenNobodyHas';
    const res = await agents.manager.post('/api/social-feed/refresh/');
    expect([res.status, res.body]).toEqual([502, { detail: SOCIAL_FEED_ERRORS.tokenRefused }]);
    expect(widgetLinks((await request(ctx.app).get('/new/')).text)).toHaveLength(8);
  });

  it('is refused to maintenance staff, students and signed-out visitors; 409 for a company not connected', async () => {
    expect((await request(ctx.app).post('/api/social-feed/refresh/')).status).toBe(401);
    expect((await agents.student.post('/api/social-feed/refresh/')).status).toBe(403);
    expect((await agents.maintenance.post('/api/social-feed/refresh/')).status).toBe(403);
    const stranger = await agents.stranger.post('/api/social-feed/refresh/');
    expect([stranger.status, stranger.body]).toEqual([409, { detail: 'Connect Instagram first.' }]);
  });
});

describe('DELETE /api/social-feed/ (disconnect)', () => {
  it('is refused to maintenance staff and does nothing for another company', async () => {
    expect((await agents.maintenance.delete('/api/social-feed/')).status).toBe(403);
    expect((await agents.stranger.delete('/api/social-feed/')).status).toBe(204);
    expect(await socialRows()).toHaveLength(8);
    expect(await auditEvents('social_feed.disconnect')).toEqual([]);
  });

  it('removes the token, the images and their files; the pages then show no widget at all', async () => {
    const rows = await socialRows();
    await agents.manager.delete('/api/social-feed/').expect(204);
    expect(await ctx.db.selectFrom('social_feeds').selectAll().execute()).toEqual([]);
    expect(await auditEvents('social_feed.disconnect')).toEqual([
      { action: 'social_feed.disconnect', organization_id: orgId, actor_user_id: agents.manager.user.id, subject_table: 'organizations', subject_id: orgId, details: '{"account":"campusrows","images":8}' },
    ]);
    expect(await socialRows()).toEqual([]);
    const files = filesIn(ctx.config.uploadsDir);
    for (const row of rows) expect(files.some((f) => f.startsWith(row.image.replace(/\.jpg$/, '')))).toBe(false);
    const home = (await request(ctx.app).get('/new/').expect(200)).text;
    expect(home).not.toContain('social-images');
    expect(home).not.toContain('Follow us on Instagram');
  });
});
