import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { API_ERRORS } from '../../shared/messages';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { variantName } from '../../shared/media';
import { filesIn, mp4Buffer, pngBuffer } from '../helpers/files';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let propertyId: number;
let orgId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  const org = await buildOrganization(ctx.db);
  orgId = org.id;
  propertyId = (await buildProperty(ctx.db, org.id)).id;
});
afterEach(() => ctx.close());

async function signedIn(role: 'manager' | 'student' | 'maintenance', organizationId: number | null = orgId) {
  const user = await buildUser(ctx.db, role, { organizationId });
  const agent = request.agent(ctx.app);
  await agent.post('/api-token-auth/').send({ username: user.email, password: user.password }).expect(200);
  return agent;
}

const mediaRows = () => ctx.db.selectFrom('media_files').selectAll().execute();

describe('POST /api/properties/{id}/upload_header/', () => {
  it('stores the image under a generated name, records it and serves it with nosniff', async () => {
    const agent = await signedIn('manager');
    const res = await agent.post(`/api/properties/${propertyId}/upload_header/`).attach('image', await pngBuffer(120, 80), 'my photo.png');
    expect(res.status).toBe(201);
    expect(res.body.background_image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(res.body.background_image_size).toEqual({ width: 120, height: 80 });
    const rows = await mediaRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'image', mime: 'image/png', width: 120, height: 80, original_name: 'my photo.png' });
    // The original and its WebP copies: 96 px, and one at its own 120 px.
    expect(filesIn(ctx.config.uploadsDir).sort()).toEqual([rows[0]!.name, variantName(rows[0]!.name, 96), variantName(rows[0]!.name, 120)].sort());
    const served = await request(ctx.app).get(res.body.background_image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('replaces the previous image and deletes its file', async () => {
    const agent = await signedIn('manager');
    const first = await agent.post(`/api/properties/${propertyId}/upload_header/`).attach('image', await pngBuffer(), 'a.png');
    const second = await agent.post(`/api/properties/${propertyId}/upload_header/`).attach('image', await pngBuffer(), 'b.png');
    expect(second.status).toBe(201);
    expect(existsSync(path.join(ctx.config.uploadsDir, path.basename(first.body.background_image)))).toBe(false);
    expect(await mediaRows()).toHaveLength(1);
  });

  it('refuses a file over 5 MB with 413 and keeps nothing', async () => {
    const agent = await signedIn('manager');
    const big = Buffer.concat([await pngBuffer(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await agent.post(`/api/properties/${propertyId}/upload_header/`).attach('image', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: API_ERRORS.fileTooLarge });
    expect(await mediaRows()).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
  });

  it('refuses a renamed text file with 415, judged by content, and keeps nothing', async () => {
    const agent = await signedIn('manager');
    const res = await agent.post(`/api/properties/${propertyId}/upload_header/`).attach('image', Buffer.from('just some text, not a picture'), 'photo.png');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ detail: API_ERRORS.unsupportedImageType });
    const video = await agent.post(`/api/properties/${propertyId}/upload_header/`).attach('image', mp4Buffer(), 'clip.png');
    expect(video.status).toBe(415);
    expect(await mediaRows()).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
  });

  it('needs a file', async () => {
    const agent = await signedIn('manager');
    const res = await agent.post(`/api/properties/${propertyId}/upload_header/`).field('caption', 'x');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ image: [API_ERRORS.fileMissing] });
  });

  it('is for managers of the property: 401 signed out, 403 other roles, 404 another company', async () => {
    const png = await pngBuffer();
    expect((await request(ctx.app).post(`/api/properties/${propertyId}/upload_header/`).attach('image', png, 'a.png')).status).toBe(401);
    const student = await signedIn('student', null);
    expect((await student.post(`/api/properties/${propertyId}/upload_header/`).attach('image', png, 'a.png')).status).toBe(403);
    const maintenance = await signedIn('maintenance');
    expect((await maintenance.post(`/api/properties/${propertyId}/upload_header/`).attach('image', png, 'a.png')).status).toBe(403);
    const otherOrg = await buildOrganization(ctx.db);
    const stranger = await signedIn('manager', otherOrg.id);
    expect((await stranger.post(`/api/properties/${propertyId}/upload_header/`).attach('image', png, 'a.png')).status).toBe(404);
    expect(await mediaRows()).toEqual([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
  });
});

describe('POST /api/property-background-media/', () => {
  it('takes a video or an image of the spec types and appends it', async () => {
    const agent = await signedIn('manager');
    const video = await agent.post('/api/property-background-media/').field('prop', String(propertyId)).attach('file', mp4Buffer(), 'tour.mp4');
    expect(video.status).toBe(201);
    expect(video.body).toMatchObject({ type: 'video', order: 0, file: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.mp4$/) });
    const image = await agent.post('/api/property-background-media/').field('prop', String(propertyId)).attach('file', await pngBuffer(), 'hero.png');
    expect(image.body).toMatchObject({ type: 'image', order: 1 });
    // The video, the 64 px image and its one WebP copy.
    expect(filesIn(ctx.config.uploadsDir)).toHaveLength(3);
  });

  it('leaves no file behind when the property is not the manager’s', async () => {
    const otherOrg = await buildOrganization(ctx.db);
    const stranger = await signedIn('manager', otherOrg.id);
    const res = await stranger.post('/api/property-background-media/').field('prop', String(propertyId)).attach('file', mp4Buffer(), 'tour.mp4');
    expect(res.status).toBe(404);
    const missingProp = await stranger.post('/api/property-background-media/').attach('file', mp4Buffer(), 'tour.mp4');
    expect(missingProp.status).toBe(400);
    expect(missingProp.body).toEqual({ prop: [expect.any(String)] });
    await new Promise((r) => setTimeout(r, 50));
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
    expect(await mediaRows()).toEqual([]);
  });
});
