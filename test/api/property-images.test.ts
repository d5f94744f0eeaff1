import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { filesIn, pngBuffer } from '../helpers/files';
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

const settle = () => new Promise((r) => setTimeout(r, 50));
const add = async (agent: request.Agent, caption: string) =>
  agent.post('/api/property-images/').field('prop', String(propertyId)).field('caption', caption).attach('image', await pngBuffer(300, 200), `${caption}.png`);

describe('gallery images', () => {
  it('adds images in order, shows them on the public page, edits, reorders and deletes with their files', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const first = await add(manager, 'Kitchen');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ caption: 'Kitchen', order: 0, width: 300, height: 200, image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/) });
    const second = (await add(manager, 'Bedroom')).body;
    const third = (await add(manager, 'Lounge')).body;
    expect(third.order).toBe(2);
    expect((await request(ctx.app).get(`/new/property/${propertyId}`)).text).toContain('Bedroom');

    const moved = await manager.post(`/api/property-images/${third.id}/change_order/`).send({ id: third.id, order: 0 });
    expect(moved.body.map((i: { caption: string; order: number }) => [i.caption, i.order])).toEqual([['Lounge', 0], ['Kitchen', 1], ['Bedroom', 2]]);

    const edited = await manager.patch(`/api/property-images/${second.id}/`).field('caption', 'Bedroom with desk').attach('image', await pngBuffer(120, 80), 'new.png');
    expect(edited.body).toMatchObject({ caption: 'Bedroom with desk', width: 120 });
    await settle();
    expect(filesIn(ctx.config.uploadsDir)).toHaveLength(3);
    expect(filesIn(ctx.config.uploadsDir)).not.toContain(second.image.replace('/uploads/', ''));

    await manager.delete(`/api/property-images/${first.body.id}/`).expect(204);
    expect(filesIn(ctx.config.uploadsDir)).toHaveLength(2);
    expect(await ctx.db.selectFrom('media_files').selectAll().execute()).toHaveLength(2);
    expect((await manager.get(`/api/property-images/?prop=${propertyId}`)).body.map((i: { caption: string }) => i.caption)).toEqual(['Lounge', 'Bedroom with desk']);
  });

  it('keeps the original and writes resized WebP copies the public page offers in srcset; delete removes them all', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager.post('/api/property-images/').field('prop', String(propertyId)).field('caption', 'Pool').attach('image', await pngBuffer(1200, 800), 'pool.png');
    const base = res.body.image.replace('/uploads/', '').replace('.png', '');
    expect(res.body.srcset).toBe(`/uploads/${base}-w480.webp 480w, /uploads/${base}-w960.webp 960w, /uploads/${base}.png 1200w`);
    expect(filesIn(ctx.config.uploadsDir)).toEqual([`${base}-w480.webp`, `${base}-w960.webp`, `${base}.png`].sort());
    const copy = await request(ctx.app).get(`/uploads/${base}-w480.webp`).expect(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    const page = (await request(ctx.app).get(`/new/property/${propertyId}`)).text;
    expect(page).toContain(`srcSet="/uploads/${base}-w480.webp 480w`);

    await manager.delete(`/api/property-images/${res.body.id}/`).expect(204);
    await settle();
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
  });

  it('preloads the primary image with its copies on the property page', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager.post(`/api/properties/${propertyId}/upload_header/`).attach('image', await pngBuffer(2000, 1000), 'front.png');
    expect(res.status).toBeLessThan(300);
    const page = (await request(ctx.app).get(`/new/property/${propertyId}`)).text;
    expect(page).toMatch(/<link rel="preload" as="image" href="\/uploads\/[0-9a-f]{32}\.png" imagesrcset="[^"]*-w480\.webp 480w, [^"]*-w960\.webp 960w, [^"]*-w1600\.webp 1600w, [^"]*\.png 2000w" imagesizes="100vw"/);
  });

  it("needs an image on create ('Cannot be empty'), refuses too large and non-image files, and keeps nothing", async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const missing = await manager.post('/api/property-images/').field('prop', String(propertyId)).field('caption', 'x');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ image: ['Cannot be empty'] });
    const big = await manager.post('/api/property-images/').field('prop', String(propertyId)).attach('image', Buffer.concat([await pngBuffer(), Buffer.alloc(MAX_UPLOAD_BYTES)]), 'big.png');
    expect(big.status).toBe(413);
    const text = await manager.post('/api/property-images/').field('prop', String(propertyId)).attach('image', Buffer.from('hello'), 'photo.jpg');
    expect(text.status).toBe(415);
    await settle();
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
    expect(await ctx.db.selectFrom('property_images').selectAll().execute()).toEqual([]);
  });

  it('checks roles and company, leaving no file behind', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const image = (await add(a.manager, 'Kitchen')).body;
    expect((await add(a.stranger, 'Sneaky')).status).toBe(404);
    expect((await add(a.maintenance, 'Nope')).status).toBe(403);
    expect((await add(a.student, 'Nope')).status).toBe(403);
    expect((await a.anonymous.post('/api/property-images/').field('prop', String(propertyId))).status).toBe(401);
    expect((await a.stranger.delete(`/api/property-images/${image.id}/`)).status).toBe(404);
    expect((await a.stranger.patch(`/api/property-images/${image.id}/`).field('caption', 'x')).status).toBe(404);
    expect((await a.stranger.post(`/api/property-images/${image.id}/change_order/`).send({ order: 0 })).status).toBe(404);
    expect((await a.maintenance.get(`/api/property-images/?prop=${propertyId}`)).status).toBe(200);
    await settle();
    expect(filesIn(ctx.config.uploadsDir)).toHaveLength(1);
  });
});
