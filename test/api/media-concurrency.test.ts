import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Agent } from 'supertest';
import { pngBuffer } from '../helpers/files';
import { mediaLeaks } from '../helpers/media';
import type { TestContext } from '../helpers/test-app';
import { PDF, uploadHeaderAndPortfolioImages, webpageTestContexts, type WebpageRecords } from '../helpers/webpage-records';

/**
 * Replaces and deletes racing on one record: whichever order they land in, no media row is left
 * that nothing points at, no file without its row, and the record points at one stored file.
 */

type Ids = WebpageRecords & { propertyId: number; orgId: number };

let ctx: TestContext;
let manager: Agent;
let ids: Ids;

// The replace-style endpoints start with a file too, so a failed replace has one to keep.
const freshCompany = webpageTestContexts(uploadHeaderAndPortfolioImages);

beforeEach(async () => {
  const company = await freshCompany();
  ({ ctx, manager } = company);
  ids = { ...company.records, propertyId: company.propertyId, orgId: company.orgId };
});
afterEach(() => ctx.close());

const uploadsDir = () => ctx.config.uploadsDir;

type Replace = {
  label: string;
  method: 'post' | 'patch';
  path: (ids: Ids) => string;
  fileField: string;
  /** A different file for each request (images wide enough to get resized copies). */
  file: (n: number) => Promise<{ content: Buffer; name: string }>;
  status: number;
  table: 'property_images' | 'amenities' | 'testimonials' | 'property_resources' | 'properties' | 'portfolios';
  column: string;
  id: (ids: Ids) => number;
  /** The delete of the same record, where there is one. */
  deletePath?: (ids: Ids) => string;
};

const image = async (n: number) => ({ content: await pngBuffer(1000 + n, 40), name: `photo-${n}.png` });
const pdf = async (n: number) => ({ content: Buffer.concat([PDF, Buffer.from(`% version ${n}\n`)]), name: `rules-${n}.pdf` });

const replaces: Replace[] = [
  { label: 'PATCH /api/property-images/{id}/', method: 'patch', path: (i) => `/api/property-images/${i.image}/`, fileField: 'image', file: image, status: 200, table: 'property_images', column: 'image', id: (i) => i.image, deletePath: (i) => `/api/property-images/${i.image}/` },
  { label: 'PATCH /api/amenities/{id}/', method: 'patch', path: (i) => `/api/amenities/${i.amenity}/`, fileField: 'image', file: image, status: 200, table: 'amenities', column: 'image', id: (i) => i.amenity, deletePath: (i) => `/api/amenities/${i.amenity}/` },
  { label: 'PATCH /api/testimonials/{id}/', method: 'patch', path: (i) => `/api/testimonials/${i.testimonial}/`, fileField: 'image', file: image, status: 200, table: 'testimonials', column: 'image', id: (i) => i.testimonial, deletePath: (i) => `/api/testimonials/${i.testimonial}/` },
  { label: 'PATCH /api/property-resources/{id}/', method: 'patch', path: (i) => `/api/property-resources/${i.resource}/`, fileField: 'resource_file', file: pdf, status: 200, table: 'property_resources', column: 'resource_file', id: (i) => i.resource, deletePath: (i) => `/api/property-resources/${i.resource}/` },
  { label: 'POST /api/properties/{id}/upload_header/', method: 'post', path: (i) => `/api/properties/${i.propertyId}/upload_header/`, fileField: 'image', file: image, status: 201, table: 'properties', column: 'background_image', id: (i) => i.propertyId },
  { label: 'POST /api/portfolios/{id}/upload_image/', method: 'post', path: (i) => `/api/portfolios/${i.portfolio}/upload_image/`, fileField: 'image', file: image, status: 201, table: 'portfolios', column: 'image', id: (i) => i.portfolio, deletePath: (i) => `/api/portfolios/${i.portfolio}/` },
];

async function sendReplace(e: Replace, n: number) {
  const file = await e.file(n);
  return manager[e.method](e.path(ids)).attach(e.fileField, file.content, file.name);
}

/** The file the record points at now (undefined when the record is gone). */
async function currentFile(e: Replace): Promise<string | null | undefined> {
  const row = await ctx.db.selectFrom(e.table).select(e.column as 'id').where('id', '=', e.id(ids)).executeTakeFirst();
  return row ? (row as unknown as Record<string, string | null>)[e.column] : undefined;
}

const noLeaks = { unreferencedRows: [], strayFiles: [], rowsWithoutFiles: [] };

describe.each(replaces)('$label', (e) => {
  it('10 replaces at once, three rounds, leave one stored file and nothing else', async () => {
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => sendReplace(e, round * 10 + n)));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(e.status));
    }
    expect(await mediaLeaks(ctx.db, uploadsDir())).toEqual(noLeaks);
    const file = await currentFile(e);
    expect(file).toEqual(expect.any(String));
    expect(existsSync(path.join(uploadsDir(), file!))).toBe(true);
    expect(await ctx.db.selectFrom('media_files').select('name').where('name', '=', file!).executeTakeFirst()).toBeDefined();
  });

  if (e.deletePath) {
    it('a delete landing among nine replaces removes the record and leaves no media behind', async () => {
      const replacing = Array.from({ length: 9 }, (_, n) => sendReplace(e, n));
      // The delete goes once the first replace is answered, while the others are still being stored.
      await Promise.race(replacing);
      const deleted = await manager.delete(e.deletePath!(ids));
      expect(deleted.status).toBe(204);
      const answers = await Promise.all(replacing);
      // A replace that lands after the delete finds no record. Where exactly the delete lands varies
      // from run to run; before replaces and deletes shared one transaction, this left 3 to 8
      // unreferenced rows with their files and answered 500 to the replaces it overtook.
      for (const r of answers) expect([e.status, 404]).toContain(r.status);
      expect(await currentFile(e)).toBeUndefined();
      expect(await mediaLeaks(ctx.db, uploadsDir())).toEqual(noLeaks);
    });
  }
});

describe.each([
  { label: 'property header media', base: '/api/property-background-media/', id: (i: Ids) => i.propertyMedia },
  { label: 'company header media', base: '/api/organization-background-media/', id: (i: Ids) => i.companyMedia },
])('$label', ({ base, id }) => {
  it('10 deletes at once: one removes the item and its file, the others find it gone', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => manager.delete(`${base}${id(ids)}/`)));
    expect(answers.map((r) => r.status).sort()).toEqual([204, ...Array(9).fill(404)]);
    expect(await ctx.db.selectFrom('background_media').select('id').where('id', '=', id(ids)).executeTakeFirst()).toBeUndefined();
    expect(await mediaLeaks(ctx.db, uploadsDir())).toEqual(noLeaks);
  });
});
