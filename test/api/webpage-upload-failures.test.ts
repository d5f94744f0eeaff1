import { describe, expect, it } from '@jest/globals';
import type { Agent } from 'supertest';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { variantName } from '../../shared/media';
import { API_ERRORS } from '../../shared/messages';
import { SUB_EDITOR_MESSAGES } from '../../shared/schemas/webpages';
import { bmpBuffer, filesIn, pngBuffer, truncatedJpeg } from '../helpers/files';
import type { TestContext } from '../helpers/test-app';
import { PDF, sharedCompany, uploadHeaderAndPortfolioImages, webpageTestContexts, type WebpageRecords } from '../helpers/webpage-records';

/**
 * Every webpage-editor upload, create and replace: a file over 5 MB (413) or of the wrong content
 * (415) changes no row and leaves no file; a missing file is a field error; a replace stores the
 * new file and deletes the old one with its resized copies.
 */

type Ids = WebpageRecords & { propertyId: number; orgId: number };
type Accept = 'image' | 'media' | 'document';

let ctx: TestContext;
let manager: Agent;
let ids: Ids;

// The replace-style endpoints start with a file too, so a failed replace has one to keep.
const freshCompany = webpageTestContexts(uploadHeaderAndPortfolioImages);
type Company = Awaited<ReturnType<typeof freshCompany>>;

function use(company: Company) {
  ({ ctx, manager } = company);
  ids = { ...company.records, propertyId: company.propertyId, orgId: company.orgId };
}

// The refusal tests share one company; a test that changes records gets its own.
const onOwnCompany = sharedCompany(freshCompany, use);

// ---- helpers ----

const uploadsDir = () => ctx.config.uploadsDir;
const mediaRows = () => ctx.db.selectFrom('media_files').selectAll().orderBy('name').execute();

/** Waits (up to ~1 s) until the uploads folder lists exactly `expected`: temp files go when the response closes. */
async function settleFiles(expected: string[]): Promise<void> {
  for (let i = 0; i < 20 && JSON.stringify(filesIn(uploadsDir())) !== JSON.stringify(expected); i++) await new Promise((r) => setTimeout(r, 50));
  expect(filesIn(uploadsDir())).toEqual(expected);
}

const fileName: Record<Accept, string> = { image: 'photo.png', media: 'tour.mp4', document: 'rules.pdf' };
const unsupported: Record<Accept, string> = { image: API_ERRORS.unsupportedImageType, media: API_ERRORS.unsupportedFileType, document: API_ERRORS.unsupportedDocumentType };

type Endpoint = {
  label: string;
  method: 'post' | 'patch';
  path: (ids: Ids) => string;
  fileField: string;
  accept: Accept;
  /** Text fields sent with the file (on a replace, a change that must not be applied when the upload fails). */
  fields: (ids: Ids) => Record<string, string>;
  /** The rows the endpoint would change. */
  rows: (ids: Ids) => Promise<unknown[]>;
};

/** Sends the endpoint's request with its fields and, when given, a file. */
function send(e: Endpoint, file?: { content: Buffer; name: string }) {
  let req = manager[e.method](e.path(ids));
  for (const [key, value] of Object.entries(e.fields(ids))) req = req.field(key, value);
  return file ? req.attach(e.fileField, file.content, file.name) : req;
}

/** Everything a failed upload must leave as it was. */
async function state(e: Endpoint) {
  return { rows: await e.rows(ids), media: await mediaRows(), files: filesIn(uploadsDir()) };
}

// ---- tables ----

const all = {
  images: () => ctx.db.selectFrom('property_images').selectAll().orderBy('id').execute(),
  amenities: () => ctx.db.selectFrom('amenities').selectAll().orderBy('id').execute(),
  testimonials: () => ctx.db.selectFrom('testimonials').selectAll().orderBy('id').execute(),
  resources: () => ctx.db.selectFrom('property_resources').selectAll().orderBy('id').execute(),
  backgroundMedia: () => ctx.db.selectFrom('background_media').selectAll().orderBy('id').execute(),
};

const createEndpoints: (Endpoint & { missingMessage: string })[] = [
  {
    label: 'POST /api/property-images/',
    method: 'post',
    path: () => '/api/property-images/',
    fileField: 'image',
    accept: 'image',
    fields: (i) => ({ prop: String(i.propertyId), caption: 'Gym' }),
    rows: all.images,
    missingMessage: SUB_EDITOR_MESSAGES.cannotBeEmpty,
  },
  {
    label: 'POST /api/amenities/',
    method: 'post',
    path: () => '/api/amenities/',
    fileField: 'image',
    accept: 'image',
    fields: (i) => ({ prop: String(i.propertyId), name: 'Gym' }),
    rows: all.amenities,
    missingMessage: SUB_EDITOR_MESSAGES.cannotBeEmpty,
  },
  {
    label: 'POST /api/testimonials/',
    method: 'post',
    path: () => '/api/testimonials/',
    fileField: 'image',
    accept: 'image',
    fields: (i) => ({ prop: String(i.propertyId), name: 'Sam K.', testimonial: 'Quiet and close to campus.' }),
    rows: all.testimonials,
    missingMessage: SUB_EDITOR_MESSAGES.cannotBeEmpty,
  },
  {
    label: 'POST /api/property-resources/',
    method: 'post',
    path: () => '/api/property-resources/',
    fileField: 'resource_file',
    accept: 'document',
    fields: (i) => ({ prop: String(i.propertyId), name: 'Lease' }),
    rows: all.resources,
    missingMessage: SUB_EDITOR_MESSAGES.cannotBeEmpty,
  },
  {
    label: 'POST /api/property-background-media/',
    method: 'post',
    path: () => '/api/property-background-media/',
    fileField: 'file',
    accept: 'media',
    fields: (i) => ({ prop: String(i.propertyId) }),
    rows: all.backgroundMedia,
    missingMessage: API_ERRORS.fileMissing,
  },
  {
    label: 'POST /api/organization-background-media/',
    method: 'post',
    path: () => '/api/organization-background-media/',
    fileField: 'file',
    accept: 'media',
    fields: (i) => ({ organization: String(i.orgId) }),
    rows: all.backgroundMedia,
    missingMessage: API_ERRORS.fileMissing,
  },
];

/** Replace endpoints, with the name of the file the record holds now. */
const replaceEndpoints: (Endpoint & { status: number; currentFile: (ids: Ids) => Promise<string | null> })[] = [
  {
    label: 'PATCH /api/property-images/{id}/',
    method: 'patch',
    path: (i) => `/api/property-images/${i.image}/`,
    fileField: 'image',
    accept: 'image',
    fields: () => ({ caption: 'Changed' }),
    rows: all.images,
    status: 200,
    currentFile: async (i) => (await ctx.db.selectFrom('property_images').select('image').where('id', '=', i.image).executeTakeFirstOrThrow()).image,
  },
  {
    label: 'PATCH /api/amenities/{id}/',
    method: 'patch',
    path: (i) => `/api/amenities/${i.amenity}/`,
    fileField: 'image',
    accept: 'image',
    fields: () => ({ name: 'Changed' }),
    rows: all.amenities,
    status: 200,
    currentFile: async (i) => (await ctx.db.selectFrom('amenities').select('image').where('id', '=', i.amenity).executeTakeFirstOrThrow()).image,
  },
  {
    label: 'PATCH /api/testimonials/{id}/',
    method: 'patch',
    path: (i) => `/api/testimonials/${i.testimonial}/`,
    fileField: 'image',
    accept: 'image',
    fields: () => ({ name: 'Changed' }),
    rows: all.testimonials,
    status: 200,
    currentFile: async (i) => (await ctx.db.selectFrom('testimonials').select('image').where('id', '=', i.testimonial).executeTakeFirstOrThrow()).image,
  },
  {
    label: 'PATCH /api/property-resources/{id}/',
    method: 'patch',
    path: (i) => `/api/property-resources/${i.resource}/`,
    fileField: 'resource_file',
    accept: 'document',
    fields: () => ({ name: 'Changed' }),
    rows: all.resources,
    status: 200,
    currentFile: async (i) => (await ctx.db.selectFrom('property_resources').select('resource_file').where('id', '=', i.resource).executeTakeFirstOrThrow()).resource_file,
  },
  {
    label: 'POST /api/properties/{id}/upload_header/',
    method: 'post',
    path: (i) => `/api/properties/${i.propertyId}/upload_header/`,
    fileField: 'image',
    accept: 'image',
    fields: () => ({}),
    rows: (i) => ctx.db.selectFrom('properties').selectAll().where('id', '=', i.propertyId).execute(),
    status: 201,
    currentFile: async (i) => (await ctx.db.selectFrom('properties').select('background_image').where('id', '=', i.propertyId).executeTakeFirstOrThrow()).background_image,
  },
  {
    label: 'POST /api/portfolios/{id}/upload_image/',
    method: 'post',
    path: (i) => `/api/portfolios/${i.portfolio}/upload_image/`,
    fileField: 'image',
    accept: 'image',
    fields: () => ({}),
    rows: (i) => ctx.db.selectFrom('portfolios').selectAll().where('id', '=', i.portfolio).execute(),
    status: 201,
    currentFile: async (i) => (await ctx.db.selectFrom('portfolios').select('image').where('id', '=', i.portfolio).executeTakeFirstOrThrow()).image,
  },
];

/** Endpoints that answer a field error when the file is missing: every create, and the two that only upload. */
const requiredFileEndpoints: (Endpoint & { missingMessage: string })[] = [
  ...createEndpoints,
  { ...replaceEndpoints[4]!, missingMessage: API_ERRORS.fileMissing },
  { ...replaceEndpoints[5]!, missingMessage: SUB_EDITOR_MESSAGES.cannotBeEmpty },
];

const uploadEndpoints: Endpoint[] = [...createEndpoints, ...replaceEndpoints];

// ---- tests ----

describe.each(uploadEndpoints)('$label', (endpoint) => {
  it('refuses a file over 5 MB with 413 and changes nothing', async () => {
    const before = await state(endpoint);
    const res = await send(endpoint, { content: Buffer.alloc(MAX_UPLOAD_BYTES + 1), name: fileName[endpoint.accept] });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: API_ERRORS.fileTooLarge });
    await settleFiles(before.files);
    expect(await state(endpoint)).toEqual(before);
  });

  it('refuses a text file renamed to the right extension with 415 and changes nothing', async () => {
    const before = await state(endpoint);
    const res = await send(endpoint, { content: Buffer.from('just some text, not a real file\n'.repeat(20)), name: fileName[endpoint.accept] });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ detail: unsupported[endpoint.accept] });
    await settleFiles(before.files);
    expect(await state(endpoint)).toEqual(before);
  });
});

describe.each(uploadEndpoints.filter((e) => e.accept !== 'document'))('$label with a damaged image', (endpoint) => {
  it.each([
    ['a large JPEG cut off halfway', () => truncatedJpeg(), 'cut.jpg'],
    ['a small PNG cut off after its header', async () => (await pngBuffer()).subarray(0, 60), 'cut.png'],
  ])('refuses %s with 400 and changes nothing', async (_label, content, name) => {
    const before = await state(endpoint);
    const res = await send(endpoint, { content: await content(), name });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { detail: API_ERRORS.unreadableImage } });
    await settleFiles(before.files);
    expect(await state(endpoint)).toEqual(before);
  });
});

/** A real 16,000 × 16,000 PNG of one colour: 256 megapixels in 3.4 MB, made once. */
let hugePng: Promise<Buffer> | undefined;
const hugePngOnce = () => (hugePng ??= pngBuffer(16_000, 16_000));

describe.each(uploadEndpoints.filter((e) => e.accept !== 'document'))('$label with an image over the pixel limit', (endpoint) => {
  it.each([
    ['a 16,000 × 16,000 PNG', hugePngOnce, 'huge.png'],
    ['a 16,000 × 16,000 BMP', async () => bmpBuffer(16_000, 16_000), 'huge.bmp'],
  ])('refuses %s with 413 and changes nothing', async (_label, content, name) => {
    const before = await state(endpoint);
    const res = await send(endpoint, { content: await content(), name });
    expect({ status: res.status, body: res.body }).toEqual({ status: 413, body: { detail: API_ERRORS.imageTooManyPixels } });
    await settleFiles(before.files);
    expect(await state(endpoint)).toEqual(before);
  }, 30_000);
});

describe('the pixel limit itself', () => {
  onOwnCompany();

  it('accepts an image of exactly 40 megapixels, and a BMP under the limit', async () => {
    const gallery = (content: Buffer, name: string) => manager.post('/api/property-images/').field('prop', String(ids.propertyId)).attach('image', content, name);
    const atLimit = await gallery(await pngBuffer(8000, 5000), 'limit.png');
    expect(atLimit.status).toBe(201);
    const row = await ctx.db.selectFrom('media_files').select(['width', 'height', 'variant_widths']).where('name', '=', atLimit.body.image.split('/').pop()).executeTakeFirstOrThrow();
    expect(row).toEqual({ width: 8000, height: 5000, variant_widths: '96,160,480,720,960,1600' });
    expect((await gallery(bmpBuffer(1200, 800), 'small.bmp')).status).toBe(201);
  }, 30_000);
});

describe.each(uploadEndpoints)('$label with too many parts', (endpoint) => {
  /** A valid file first, then more text fields than any form sends. */
  const flood = async (fields: number, value = 'x') => {
    let req = manager[endpoint.method](endpoint.path(ids)).attach(endpoint.fileField, endpoint.accept === 'document' ? PDF : await pngBuffer(), fileName[endpoint.accept]);
    for (let i = 0; i < fields; i++) req = req.field(`f${i}`, value);
    return req;
  };

  it('answers 400 to a file followed by 60 text fields, stays up and changes nothing', async () => {
    const before = await state(endpoint);
    const res = await flood(60);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: expect.any(String) });
    await settleFiles(before.files);
    expect(await state(endpoint)).toEqual(before);
    // The process is still serving: the same manager's next call is answered.
    expect((await manager.get('/api/users/me/')).status).toBe(200);
  });

  it('answers 400 to a text field over 64 KB and changes nothing', async () => {
    const before = await state(endpoint);
    const res = await flood(1, 'x'.repeat(64 * 1024 + 1));
    expect(res.status).toBe(400);
    await settleFiles(before.files);
    expect(await state(endpoint)).toEqual(before);
  });
});

describe.each(uploadEndpoints)('$label with a malformed multipart body', (endpoint) => {
  it.each([
    ['without a boundary', 'multipart/form-data', 'garbage'],
    ['cut off inside a file', 'multipart/form-data; boundary=XYZ', `--XYZ\r\nContent-Disposition: form-data; name="${endpoint.fileField}"; filename="a.png"\r\n\r\n\x89PNG`],
  ])('answers 400 to a body %s and changes nothing', async (_label, contentType, body) => {
    const before = await state(endpoint);
    const res = await manager[endpoint.method](endpoint.path(ids)).set('content-type', contentType).send(body);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { detail: API_ERRORS.malformedUpload } });
    await settleFiles(before.files);
    expect(await state(endpoint)).toEqual(before);
  });
});

describe.each(requiredFileEndpoints)('$label without a file', (endpoint) => {
  it('answers a field error on the file field and changes nothing', async () => {
    const before = await state(endpoint);
    const res = await send(endpoint);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ [endpoint.fileField]: [endpoint.missingMessage] });
    await settleFiles(before.files);
    expect(await state(endpoint)).toEqual(before);
  });
});

describe.each(replaceEndpoints)('$label replacing the file', (endpoint) => {
  onOwnCompany();

  /** Replaces the file (sending only the file) and answers the stored name. */
  const replace = async (content: Buffer, name: string) => {
    const res = await manager[endpoint.method](endpoint.path(ids)).attach(endpoint.fileField, content, name);
    expect(res.status).toBe(endpoint.status);
    const stored = await endpoint.currentFile(ids);
    expect(stored).toEqual(expect.any(String));
    return stored!;
  };
  const variants = (name: string, widths: readonly number[]) => widths.map((w) => variantName(name, w));

  it('stores the new file and deletes the old one, with its resized copies', async () => {
    const original = (await endpoint.currentFile(ids))!;
    expect(filesIn(uploadsDir())).toContain(original);
    // The record's file (a 64 px image has one copy, at its own width) goes with the replace.
    const originals = endpoint.accept === 'document' ? [original] : [original, ...variants(original, [64])];
    expect(filesIn(uploadsDir())).toEqual(expect.arrayContaining(originals));
    const others = filesIn(uploadsDir()).filter((f) => !originals.includes(f));

    if (endpoint.accept === 'document') {
      const stored = await replace(Buffer.concat([PDF, Buffer.from('% second version\n')]), 'new.pdf');
      expect(stored).not.toBe(original);
      await settleFiles([...others, stored].sort());
    } else {
      // A wide image gets WebP copies at the widths narrower than itself and one at its own width...
      const wide = await replace(await pngBuffer(1000, 40), 'wide.png');
      await settleFiles([...others, wide, ...variants(wide, [96, 160, 480, 720, 960, 1000])].sort());
      // ...and replacing it removes the original and every copy (a 64 px image has one copy, at its own width).
      const small = await replace(await pngBuffer(), 'small.png');
      expect(small).not.toBe(wide);
      await settleFiles([...others, small, ...variants(small, [64])].sort());
    }
    const media = (await mediaRows()).map((m) => m.name);
    expect(media).not.toContain(original);
    expect(media).toContain(await endpoint.currentFile(ids));
  });
});
