import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { pngBuffer } from '../helpers/files';
import { mediaTestContext, settle } from '../helpers/media-test-context';

const company = mediaTestContext();

const nameOf = (image: string) => image.replace('/uploads/', '');
/** An image's original and its WebP copies at the given widths. */
const filesOf = (image: string, widths: number[]) => [nameOf(image), ...widths.map((w) => nameOf(image).replace(/\.png$/, `-w${w}.webp`))];
const add = async (agent: request.Agent, caption: string) =>
  agent.post('/api/property-images/').field('prop', String(company.propertyId)).field('caption', caption).attach('image', await pngBuffer(300, 200), `${caption}.png`);

describe('gallery images', () => {
  it('adds images in order, shows them on the public page, edits, reorders and deletes with their files', async () => {
    const { manager } = await company.agents();
    const first = await add(manager, 'Kitchen');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ caption: 'Kitchen', order: 0, width: 300, height: 200, image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/) });
    const second = (await add(manager, 'Bedroom')).body;
    const third = (await add(manager, 'Lounge')).body;
    expect(third.order).toBe(2);
    expect((await request(company.app).get(`/new/property/${company.propertyId}`)).text).toContain('Bedroom');

    const moved = await manager.post(`/api/property-images/${third.id}/change_order/`).send({ id: third.id, order: 0 });
    expect(moved.body.map((i: { caption: string; order: number }) => [i.caption, i.order])).toEqual([['Lounge', 0], ['Kitchen', 1], ['Bedroom', 2]]);

    const edited = await manager.patch(`/api/property-images/${second.id}/`).field('caption', 'Bedroom with desk').attach('image', await pngBuffer(120, 80), 'new.png');
    expect(edited.body).toMatchObject({ caption: 'Bedroom with desk', width: 120 });
    await settle();
    // 300 px wide: copies at 96, 160 and its own width; the 120 px replacement: 96 and 120.
    expect(company.uploads()).toEqual([...filesOf(first.body.image, [96, 160, 300]), ...filesOf(third.image, [96, 160, 300]), ...filesOf(edited.body.image, [96, 120])].sort());
    expect(company.uploads()).not.toContain(nameOf(second.image));

    await manager.delete(`/api/property-images/${first.body.id}/`).expect(204);
    expect(company.uploads()).toEqual([...filesOf(third.image, [96, 160, 300]), ...filesOf(edited.body.image, [96, 120])].sort());
    expect(await company.db.selectFrom('media_files').selectAll().execute()).toHaveLength(2);
    expect((await manager.get(`/api/property-images/?prop=${company.propertyId}`)).body.map((i: { caption: string }) => i.caption)).toEqual(['Lounge', 'Bedroom with desk']);
  });

  it('keeps the original and writes resized WebP copies the public page offers in srcset; delete removes them all', async () => {
    const { manager } = await company.agents();
    const res = await manager.post('/api/property-images/').field('prop', String(company.propertyId)).field('caption', 'Pool').attach('image', await pngBuffer(1200, 800), 'pool.png');
    const base = res.body.image.replace('/uploads/', '').replace('.png', '');
    const widths = [96, 160, 480, 720, 960, 1200];
    // Only the WebP copies: the last one is at the image's own width, so the PNG is never needed.
    expect(res.body.srcset).toBe(widths.map((w) => `/uploads/${base}-w${w}.webp ${w}w`).join(', '));
    expect(company.uploads()).toEqual(filesOf(res.body.image, widths).sort());
    for (const w of widths) {
      const copy = await request(company.app).get(`/uploads/${base}-w${w}.webp`).expect(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect((await sharp(copy.body as Buffer).metadata()).width).toBe(w);
    }
    const page = (await request(company.app).get(`/new/property/${company.propertyId}`)).text;
    expect(page).toContain(`srcSet="${res.body.srcset}"`);

    await manager.delete(`/api/property-images/${res.body.id}/`).expect(204);
    await settle();
    expect(company.uploads()).toEqual([]);
  });

  it('preloads the primary image with its copies on the property page', async () => {
    const { manager } = await company.agents();
    const res = await manager.post(`/api/properties/${company.propertyId}/upload_header/`).attach('image', await pngBuffer(2000, 1000), 'front.png');
    expect(res.status).toBeLessThan(300);
    const page = (await request(company.app).get(`/new/property/${company.propertyId}`)).text;
    const base = (await company.db.selectFrom('properties').select('background_image').where('id', '=', company.propertyId).executeTakeFirstOrThrow()).background_image!.replace('.png', '');
    // A 2000 px original is offered up to the widest copy (1600), never as itself.
    const srcset = [96, 160, 480, 720, 960, 1600].map((w) => `/uploads/${base}-w${w}.webp ${w}w`).join(', ');
    expect(page).toContain(`<link rel="preload" as="image" href="/uploads/${base}.png" imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high">`);
  });

  it("needs an image on create ('Cannot be empty'), refuses too large and non-image files, and keeps nothing", async () => {
    const { manager } = await company.agents();
    const missing = await manager.post('/api/property-images/').field('prop', String(company.propertyId)).field('caption', 'x');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ image: ['Cannot be empty'] });
    const big = await manager.post('/api/property-images/').field('prop', String(company.propertyId)).attach('image', Buffer.concat([await pngBuffer(), Buffer.alloc(MAX_UPLOAD_BYTES)]), 'big.png');
    expect(big.status).toBe(413);
    const text = await manager.post('/api/property-images/').field('prop', String(company.propertyId)).attach('image', Buffer.from('hello'), 'photo.jpg');
    expect(text.status).toBe(415);
    await settle();
    expect(company.uploads()).toEqual([]);
    expect(await company.db.selectFrom('property_images').selectAll().execute()).toEqual([]);
  });

  it('checks roles and company, leaving no file behind', async () => {
    const a = await company.agents();
    const image = (await add(a.manager, 'Kitchen')).body;
    expect((await add(a.stranger, 'Sneaky')).status).toBe(404);
    expect((await add(a.maintenance, 'Nope')).status).toBe(403);
    expect((await add(a.student, 'Nope')).status).toBe(403);
    expect((await a.anonymous.post('/api/property-images/').field('prop', String(company.propertyId))).status).toBe(401);
    expect((await a.stranger.delete(`/api/property-images/${image.id}/`)).status).toBe(404);
    expect((await a.stranger.patch(`/api/property-images/${image.id}/`).field('caption', 'x')).status).toBe(404);
    expect((await a.stranger.post(`/api/property-images/${image.id}/change_order/`).send({ order: 0 })).status).toBe(404);
    expect((await a.maintenance.get(`/api/property-images/?prop=${company.propertyId}`)).status).toBe(200);
    await settle();
    expect(company.uploads()).toEqual(filesOf(image.image, [96, 160, 300]).sort());
  });
});
