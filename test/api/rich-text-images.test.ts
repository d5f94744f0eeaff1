import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { pngBuffer } from '../helpers/files';
import { mediaTestContext } from '../helpers/media-test-context';

const company = mediaTestContext({ perFile: true });

describe('images in About texts', () => {
  it("keep the site's uploads and drop images from elsewhere, which the content security policy would block", async () => {
    const { manager } = await company.agents();
    const upload = await manager.post('/api/property-images/').field('prop', String(company.propertyId)).attach('image', await pngBuffer(), 'lobby.png');
    const uploaded = upload.body.image as string;
    expect(uploaded).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);

    const description = `<p>Our lobby<img src="${uploaded}" alt="Lobby"></p><p>Tracked<img src="https://tracker.example/pixel.gif" alt=""><img src="//tracker.example/p.gif"></p>`;
    const res = await manager.patch(`/api/organizations-update/${company.orgId}/`).send({ description });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe(`<p>Our lobby<img src="${uploaded}" alt="Lobby" /></p><p>Tracked</p>`);

    const home = await request(company.app).get('/new/');
    expect(home.text).toContain(`<img src="${uploaded}" alt="Lobby"`);
    expect(home.text).not.toContain('tracker.example');
    expect(home.headers['content-security-policy']).toMatch(/img-src 'self' data:/);
  });

  it("apply to a property's About text too", async () => {
    const { manager } = await company.agents();
    const res = await manager.patch(`/api/properties/${company.propertyId}/`).send({ general_info: '<p>Close to campus<img src="http://tracker.example/p.gif"></p>' });
    expect(res.status).toBe(200);
    expect(res.body.general_info).toBe('<p>Close to campus</p>');
  });
});
