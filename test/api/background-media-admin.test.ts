import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { mp4Buffer, pngBuffer } from '../helpers/files';
import { mediaTestContext, settle } from '../helpers/media-test-context';

const company = mediaTestContext();

describe('header media', () => {
  it('uploads the company’s media, reorders and deletes it with its file; the home hero follows', async () => {
    const { manager } = await company.agents();
    const first = await manager.post('/api/organization-background-media/').field('organization', String(company.orgId)).attach('file', await pngBuffer(1600, 900), 'hero.png');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'image', order: 0 });
    const video = (await manager.post('/api/organization-background-media/').field('organization', String(company.orgId)).attach('file', mp4Buffer(), 'tour.mp4')).body;
    expect(video).toMatchObject({ type: 'video', order: 1 });
    expect((await request(company.app).get('/new/')).text).toContain(first.body.file);

    const reordered = await manager.post(`/api/organization-background-media/${video.id}/change_order/`).send({ order: 0 });
    expect(reordered.body.map((m: { type: string }) => m.type)).toEqual(['video', 'image']);
    await manager.delete(`/api/organization-background-media/${first.body.id}/`).expect(204);
    // The image went with all its copies: only the video is left.
    expect(company.uploads()).toEqual([expect.stringMatching(/\.mp4$/)]);
    expect((await manager.get(`/api/organization-background-media/?organization=${company.orgId}`)).body).toHaveLength(1);
  });

  it('deletes and reorders property media', async () => {
    const { manager } = await company.agents();
    const a = (await manager.post('/api/property-background-media/').field('prop', String(company.propertyId)).attach('file', await pngBuffer(), 'a.png')).body;
    const b = (await manager.post('/api/property-background-media/').field('prop', String(company.propertyId)).attach('file', await pngBuffer(), 'b.png')).body;
    const moved = await manager.post(`/api/property-background-media/${b.id}/change_order/`).send({ order: 0 });
    expect(moved.body.map((m: { id: number }) => m.id)).toEqual([b.id, a.id]);
    await manager.delete(`/api/property-background-media/${a.id}/`).expect(204);
    // What is left: one 64 px image and its one WebP copy.
    expect(company.uploads()).toHaveLength(2);
  });

  it('checks roles and company, leaving no file behind', async () => {
    const a = await company.agents();
    const item = (await a.manager.post('/api/organization-background-media/').field('organization', String(company.orgId)).attach('file', await pngBuffer(), 'x.png')).body;
    expect((await a.stranger.post('/api/organization-background-media/').field('organization', String(company.orgId)).attach('file', await pngBuffer(), 'x.png')).status).toBe(404);
    expect((await a.stranger.delete(`/api/organization-background-media/${item.id}/`)).status).toBe(404);
    expect((await a.maintenance.delete(`/api/organization-background-media/${item.id}/`)).status).toBe(403);
    expect((await a.student.post(`/api/organization-background-media/${item.id}/change_order/`).send({ order: 0 })).status).toBe(403);
    expect((await a.anonymous.get(`/api/organization-background-media/?organization=${company.orgId}`)).status).toBe(401);
    const badType = await a.manager.post('/api/organization-background-media/').field('organization', String(company.orgId)).attach('file', Buffer.from('text'), 'x.mp4');
    expect(badType.status).toBe(415);
    await settle();
    // What is left: one 64 px image and its one WebP copy.
    expect(company.uploads()).toHaveLength(2);
  });
});
