import { beforeAll, describe, expect, it } from '@jest/globals';
import { document as doc, paragraph as p, text } from '../../shared/documents/build';
import type { DocNode } from '../../shared/documents/types';
import { API_ERRORS, DOCUMENT_MESSAGES } from '../../shared/messages';
import { jpegBuffer, pngBuffer, pngClaiming } from '../helpers/files';
import { mediaTestContext } from '../helpers/media-test-context';

const company = mediaTestContext({ perFile: true });
let a: Awaited<ReturnType<typeof company.agents>>;
beforeAll(async () => {
  a = await company.agents();
});

const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const withImage = (src: string): DocNode => doc(p(text('The floor plan of your unit:')), { type: 'image', attrs: { src, alt: 'Floor plan' } });

/** Inline sources refused as an upload of the same bytes would be, with the message each gets. */
async function refusedSources(): Promise<[string, string, string][]> {
  return [
    ['30000 × 30000 pixels', dataUrl('png', await pngClaiming(30_000, 30_000)), API_ERRORS.imageTooManyPixels],
    ['one pixel over 40 megapixels', dataUrl('png', await pngClaiming(8001, 5000)), API_ERRORS.imageTooManyPixels],
    ['JPEG bytes declared as PNG', dataUrl('png', await jpegBuffer()), API_ERRORS.imageNotAsDeclared],
    ['bytes of no image', dataUrl('gif', Buffer.from('Just a few words of text, not an image at all.')), API_ERRORS.imageNotAsDeclared],
    ['a GIF signature and nothing after it', dataUrl('gif', Buffer.from('GIF89a')), API_ERRORS.unreadableImage],
    ['a PNG cut after its signature', dataUrl('png', (await pngBuffer()).subarray(0, 20)), API_ERRORS.unreadableImage],
  ];
}

describe('inline images in template bodies', () => {
  it('are checked like uploaded images: pixel limit and sniffed type, 400 under body, nothing stored', async () => {
    for (const type of ['Lease Agreement', 'Email Template']) {
      const created = await a.manager.post('/api/document-templates/').send({ name: `With image (${type})`, type, body: withImage(dataUrl('png', await pngBuffer())) });
      expect(created.status).toBe(201);
      for (const [what, src, message] of await refusedSources()) {
        const res = await a.manager.patch(`/api/document-templates/${created.body.id}/`).send({ body: withImage(src) });
        expect([type, what, res.status, res.body]).toEqual([type, what, 400, { body: [message] }]);
      }
      expect((await a.manager.get(`/api/document-templates/${created.body.id}/`)).body.version).toBe(created.body.version);
    }
    const count = async () => (await company.db.selectFrom('document_templates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await count();
    const bomb = await a.manager.post('/api/document-templates/').send({ name: 'Bomb', type: 'Lease Agreement', body: withImage(dataUrl('png', await pngClaiming(30_000, 30_000))) });
    expect({ status: bomb.status, body: bomb.body }).toEqual({ status: 400, body: { body: [API_ERRORS.imageTooManyPixels] } });
    expect(await count()).toBe(before);
  });

  it('may link only into the uploads: a site path elsewhere (an API call a preview would fire) is refused', async () => {
    const { id } = (await a.manager.post('/api/document-templates/').send({ name: 'Links', type: 'Lease Agreement' })).body as { id: number };
    for (const src of ['/api/users/', '/uploads/../api/users/', '/uploads/%2e%2e/api/users/', '/uploads\\..\\api\\users', '//evil.example/a.png']) {
      const res = await a.manager.patch(`/api/document-templates/${id}/`).send({ body: withImage(src) });
      expect([src, res.status, res.body]).toEqual([src, 400, { body: [DOCUMENT_MESSAGES.imageSource] }]);
    }
    expect((await a.manager.patch(`/api/document-templates/${id}/`).send({ body: withImage('/uploads/plan.png') })).status).toBe(200);
  });
});

describe('inline images in About texts', () => {
  it('are checked like uploaded images on the company’s and a property’s page: 400 under the field, nothing stored', async () => {
    const stored = {
      description: async () => (await company.db.selectFrom('organizations').select('description').where('id', '=', company.orgId).executeTakeFirstOrThrow()).description,
      general_info: async () => (await company.db.selectFrom('properties').select('general_info').where('id', '=', company.propertyId).executeTakeFirstOrThrow()).general_info,
    };
    const fields = [
      [`/api/organizations-update/${company.orgId}/`, 'description'],
      [`/api/properties/${company.propertyId}/`, 'general_info'],
    ] as const;
    for (const [path, field] of fields) {
      const saved = await a.manager.patch(path).send({ [field]: `<p>Lobby<img src="${dataUrl('png', await pngBuffer())}" alt="Lobby"></p>` });
      expect(saved.status).toBe(200);
      for (const [what, src, message] of await refusedSources()) {
        const res = await a.manager.patch(path).send({ [field]: `<p>Our lobby<img src="${src}" alt="Lobby"></p>` });
        expect([field, what, res.status, res.body]).toEqual([field, what, 400, { [field]: [message] }]);
      }
      expect(await stored[field]()).toBe(saved.body[field]);
    }
  });

  it('drop an image whose site path leaves the uploads, as they drop other sites’ images', async () => {
    const res = await a.manager.patch(`/api/organizations-update/${company.orgId}/`).send({ description: '<p>Hi<img src="/api/users/"><img src="/uploads/../api/users/"></p>' });
    expect({ status: res.status, description: res.body.description }).toEqual({ status: 200, description: '<p>Hi</p>' });
  });
});
