import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { filesIn, mp4Buffer, pngBuffer } from '../helpers/files';
import { agentsFor, companyTestContext } from '../helpers/manager-factories';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;

beforeEach(async () => {
  ({ ctx, orgId, otherOrgId, propertyId } = await companyTestContext());
});
afterEach(() => ctx.close());

describe('header media', () => {
  it('uploads the company’s media, reorders and deletes it with its file; the home hero follows', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const first = await manager.post('/api/organization-background-media/').field('organization', String(orgId)).attach('file', await pngBuffer(1600, 900), 'hero.png');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'image', order: 0 });
    const video = (await manager.post('/api/organization-background-media/').field('organization', String(orgId)).attach('file', mp4Buffer(), 'tour.mp4')).body;
    expect(video).toMatchObject({ type: 'video', order: 1 });
    expect((await request(ctx.app).get('/new/')).text).toContain(first.body.file);

    const reordered = await manager.post(`/api/organization-background-media/${video.id}/change_order/`).send({ order: 0 });
    expect(reordered.body.map((m: { type: string }) => m.type)).toEqual(['video', 'image']);
    await manager.delete(`/api/organization-background-media/${first.body.id}/`).expect(204);
    // The image went with all its copies: only the video is left.
    expect(filesIn(ctx.config.uploadsDir)).toEqual([expect.stringMatching(/\.mp4$/)]);
    expect((await manager.get(`/api/organization-background-media/?organization=${orgId}`)).body).toHaveLength(1);
  });

  it('deletes and reorders property media', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const a = (await manager.post('/api/property-background-media/').field('prop', String(propertyId)).attach('file', await pngBuffer(), 'a.png')).body;
    const b = (await manager.post('/api/property-background-media/').field('prop', String(propertyId)).attach('file', await pngBuffer(), 'b.png')).body;
    const moved = await manager.post(`/api/property-background-media/${b.id}/change_order/`).send({ order: 0 });
    expect(moved.body.map((m: { id: number }) => m.id)).toEqual([b.id, a.id]);
    await manager.delete(`/api/property-background-media/${a.id}/`).expect(204);
    // What is left: one 64 px image and its one WebP copy.
    expect(filesIn(ctx.config.uploadsDir)).toHaveLength(2);
  });

  it('checks roles and company, leaving no file behind', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const item = (await a.manager.post('/api/organization-background-media/').field('organization', String(orgId)).attach('file', await pngBuffer(), 'x.png')).body;
    expect((await a.stranger.post('/api/organization-background-media/').field('organization', String(orgId)).attach('file', await pngBuffer(), 'x.png')).status).toBe(404);
    expect((await a.stranger.delete(`/api/organization-background-media/${item.id}/`)).status).toBe(404);
    expect((await a.maintenance.delete(`/api/organization-background-media/${item.id}/`)).status).toBe(403);
    expect((await a.student.post(`/api/organization-background-media/${item.id}/change_order/`).send({ order: 0 })).status).toBe(403);
    expect((await a.anonymous.get(`/api/organization-background-media/?organization=${orgId}`)).status).toBe(401);
    const badType = await a.manager.post('/api/organization-background-media/').field('organization', String(orgId)).attach('file', Buffer.from('text'), 'x.mp4');
    expect(badType.status).toBe(415);
    await new Promise((r) => setTimeout(r, 50));
    // What is left: one 64 px image and its one WebP copy.
    expect(filesIn(ctx.config.uploadsDir)).toHaveLength(2);
  });
});
