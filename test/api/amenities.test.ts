import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { pngBuffer } from '../helpers/files';
import { mediaTestContext, settle } from '../helpers/media-test-context';

const company = mediaTestContext();

describe('amenities', () => {
  it('adds, renames, reorders and deletes amenities, and the features block follows', async () => {
    const { manager } = await company.agents();
    const pool = await manager.post('/api/amenities/').field('prop', String(company.propertyId)).field('name', 'Pool').attach('image', await pngBuffer(64, 64), 'pool.png');
    expect(pool.status).toBe(201);
    expect(pool.body).toMatchObject({ name: 'Pool', order: 0, image: expect.stringMatching(/^\/uploads\//) });
    const gym = (await manager.post('/api/amenities/').field('prop', String(company.propertyId)).field('name', 'Gym').attach('image', await pngBuffer(64, 64), 'gym.png')).body;
    expect((await request(company.app).get(`/new/property/${company.propertyId}`)).text).toContain('id="features"');

    await manager.patch(`/api/amenities/${pool.body.id}/`).field('name', 'Rooftop pool').expect(200);
    const order = await manager.post(`/api/amenities/${gym.id}/change_order/`).send({ order: 0 });
    expect(order.body.map((a: { name: string }) => a.name)).toEqual(['Gym', 'Rooftop pool']);
    await manager.delete(`/api/amenities/${gym.id}/`).expect(204);
    // The remaining icon and its one WebP copy.
    expect(company.uploads()).toHaveLength(2);
    expect((await manager.get(`/api/amenities/?prop=${company.propertyId}`)).body).toEqual([expect.objectContaining({ name: 'Rooftop pool' })]);
  });

  it("answers 'Cannot be empty' for a missing name or image and keeps nothing", async () => {
    const { manager } = await company.agents();
    const noImage = await manager.post('/api/amenities/').field('prop', String(company.propertyId)).field('name', 'Pool');
    expect(noImage.body).toEqual({ image: ['Cannot be empty'] });
    const noName = await manager.post('/api/amenities/').field('prop', String(company.propertyId)).field('name', ' ').attach('image', await pngBuffer(), 'x.png');
    expect(noName.body).toEqual({ name: ['Cannot be empty'] });
    await settle();
    expect(company.uploads()).toEqual([]);
    expect(await company.db.selectFrom('amenities').selectAll().execute()).toEqual([]);
  });

  it('checks roles and company', async () => {
    const a = await company.agents();
    const pool = (await a.manager.post('/api/amenities/').field('prop', String(company.propertyId)).field('name', 'Pool').attach('image', await pngBuffer(), 'p.png')).body;
    expect((await a.stranger.post('/api/amenities/').field('prop', String(company.propertyId)).field('name', 'X').attach('image', await pngBuffer(), 'p.png')).status).toBe(404);
    expect((await a.maintenance.delete(`/api/amenities/${pool.id}/`)).status).toBe(403);
    expect((await a.student.get(`/api/amenities/?prop=${company.propertyId}`)).status).toBe(403);
    expect((await a.anonymous.patch(`/api/amenities/${pool.id}/`).field('name', 'X')).status).toBe(401);
    expect((await a.stranger.delete(`/api/amenities/${pool.id}/`)).status).toBe(404);
    expect(await company.db.selectFrom('amenities').select('name').execute()).toEqual([{ name: 'Pool' }]);
  });
});
