import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
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

describe('amenities', () => {
  it('adds, renames, reorders and deletes amenities, and the features block follows', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const pool = await manager.post('/api/amenities/').field('prop', String(propertyId)).field('name', 'Pool').attach('image', await pngBuffer(64, 64), 'pool.png');
    expect(pool.status).toBe(201);
    expect(pool.body).toMatchObject({ name: 'Pool', order: 0, image: expect.stringMatching(/^\/uploads\//) });
    const gym = (await manager.post('/api/amenities/').field('prop', String(propertyId)).field('name', 'Gym').attach('image', await pngBuffer(64, 64), 'gym.png')).body;
    expect((await request(ctx.app).get(`/new/property/${propertyId}`)).text).toContain('id="features"');

    await manager.patch(`/api/amenities/${pool.body.id}/`).field('name', 'Rooftop pool').expect(200);
    const order = await manager.post(`/api/amenities/${gym.id}/change_order/`).send({ order: 0 });
    expect(order.body.map((a: { name: string }) => a.name)).toEqual(['Gym', 'Rooftop pool']);
    await manager.delete(`/api/amenities/${gym.id}/`).expect(204);
    // The remaining icon and its one WebP copy.
    expect(filesIn(ctx.config.uploadsDir)).toHaveLength(2);
    expect((await manager.get(`/api/amenities/?prop=${propertyId}`)).body).toEqual([expect.objectContaining({ name: 'Rooftop pool' })]);
  });

  it("answers 'Cannot be empty' for a missing name or image and keeps nothing", async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const noImage = await manager.post('/api/amenities/').field('prop', String(propertyId)).field('name', 'Pool');
    expect(noImage.body).toEqual({ image: ['Cannot be empty'] });
    const noName = await manager.post('/api/amenities/').field('prop', String(propertyId)).field('name', ' ').attach('image', await pngBuffer(), 'x.png');
    expect(noName.body).toEqual({ name: ['Cannot be empty'] });
    await new Promise((r) => setTimeout(r, 50));
    expect(filesIn(ctx.config.uploadsDir)).toEqual([]);
    expect(await ctx.db.selectFrom('amenities').selectAll().execute()).toEqual([]);
  });

  it('checks roles and company', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    const pool = (await a.manager.post('/api/amenities/').field('prop', String(propertyId)).field('name', 'Pool').attach('image', await pngBuffer(), 'p.png')).body;
    expect((await a.stranger.post('/api/amenities/').field('prop', String(propertyId)).field('name', 'X').attach('image', await pngBuffer(), 'p.png')).status).toBe(404);
    expect((await a.maintenance.delete(`/api/amenities/${pool.id}/`)).status).toBe(403);
    expect((await a.student.get(`/api/amenities/?prop=${propertyId}`)).status).toBe(403);
    expect((await a.anonymous.patch(`/api/amenities/${pool.id}/`).field('name', 'X')).status).toBe(401);
    expect((await a.stranger.delete(`/api/amenities/${pool.id}/`)).status).toBe(404);
    expect(await ctx.db.selectFrom('amenities').select('name').execute()).toEqual([{ name: 'Pool' }]);
  });
});
