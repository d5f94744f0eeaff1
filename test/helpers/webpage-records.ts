import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import type { Agent } from 'supertest';
import { filesIn, mp4Buffer, pngBuffer } from './files';
import { buildCompanies, keptTestContexts, signedInAgent, signIn, type TestUser } from './manager-factories';
import type { TestContext } from './test-app';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Ids of one record of every webpage-editor collection, made through the API by a manager. */
export type WebpageRecords = {
  image: number;
  amenity: number;
  testimonial: number;
  resource: number;
  propertyMedia: number;
  companyMedia: number;
  portfolio: number;
  propertyBlock: number;
  companyBlock: number;
};

const created = async (res: Promise<{ status: number; body: { id: number } }>, what: string) => {
  const r = await res;
  if (r.status !== 201) throw new Error(`creating the ${what} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.id;
};

/** One of each record a property or the company page holds, each with its file where it has one. */
export async function createWebpageRecords(manager: Agent, ids: { propertyId: number; orgId: number }): Promise<WebpageRecords> {
  const prop = String(ids.propertyId);
  const png = await pngBuffer();
  return {
    image: await created(manager.post('/api/property-images/').field('prop', prop).field('caption', 'Lobby').attach('image', png, 'lobby.png'), 'gallery image'),
    amenity: await created(manager.post('/api/amenities/').field('prop', prop).field('name', 'Pool').attach('image', png, 'pool.png'), 'amenity'),
    testimonial: await created(
      manager.post('/api/testimonials/').field('prop', prop).field('name', 'Maya R.').field('testimonial', 'Great place.').attach('image', png, 'maya.png'),
      'testimonial',
    ),
    resource: await created(manager.post('/api/property-resources/').field('prop', prop).field('name', 'Rules').attach('resource_file', PDF, 'rules.pdf'), 'resource'),
    propertyMedia: await created(manager.post('/api/property-background-media/').field('prop', prop).attach('file', mp4Buffer(), 'tour.mp4'), 'property header media'),
    companyMedia: await created(manager.post('/api/organization-background-media/').field('organization', String(ids.orgId)).attach('file', png, 'front.png'), 'company header media'),
    portfolio: await created(manager.post('/api/portfolios/').send({ name: 'Near Campus', properties: [ids.propertyId] }), 'portfolio'),
    propertyBlock: await created(manager.post('/api/website-block-attrs/').send({ prop: ids.propertyId, block_name: 'gallery', description: 'Inside', visibility: true }), 'property block'),
    companyBlock: await created(
      manager.post('/api/organization-website-block-attrs/').send({ organization: ids.orgId, block_name: 'about', description: 'Who we are', visibility: true }),
      'company block',
    ),
  };
}

/** The records of webpageTestContexts, with the manager's account. */
type WebpageData = Awaited<ReturnType<typeof buildCompanies>> & { managerUser: TestUser; records: WebpageRecords };

/**
 * A company with a signed-in manager and one record of every webpage-editor collection, for each
 * test of a file. The records (and their resized images, the slow part) are made once per file,
 * with what `more` adds to them, and each call answers a new app on a copy.
 */
export function webpageTestContexts<T = void>(more?: (made: WebpageData & { ctx: TestContext; manager: Agent }) => Promise<T>) {
  const fresh = keptTestContexts(async (ctx) => {
    const companies = await buildCompanies(ctx);
    const manager = await signedInAgent(ctx, 'manager', companies.orgId);
    const made = { ...companies, managerUser: manager.user, records: await createWebpageRecords(manager, companies) };
    return { ...made, more: (await more?.({ ...made, ctx, manager })) as T };
  });
  return async () => {
    const { ctx, kept } = await fresh();
    return { ...kept, ctx, manager: await signIn(ctx, kept.managerUser) };
  };
}

/**
 * One company of `freshCompany` shared by a file's tests, handed to `use` before they run: a
 * refused request changes nothing, and each refusal test checks that against the state it found (a
 * new app each costs ~0.3 s). The answer, `onOwnCompany()`, called in a describe, gives each of its
 * tests a company of its own (for tests that change records), and hands the shared one back after.
 */
export function sharedCompany<C extends { ctx: TestContext }>(freshCompany: () => Promise<C>, use: (company: C) => void): () => void {
  let shared: C | undefined;
  beforeAll(async () => use((shared = await freshCompany())));
  afterAll(() => shared?.ctx.close());
  return function onOwnCompany() {
    let own: C | undefined;
    beforeEach(async () => use((own = await freshCompany())));
    afterEach(async () => {
      await own?.ctx.close();
      use(shared!);
    });
  };
}

/** The property's header image and the portfolio's image, the files the replace-only endpoints hold. */
export async function uploadHeaderAndPortfolioImages({ manager, propertyId, records }: { manager: Agent; propertyId: number; records: WebpageRecords }) {
  await manager.post(`/api/properties/${propertyId}/upload_header/`).attach('image', await pngBuffer(), 'header.png').expect(201);
  await manager.post(`/api/portfolios/${records.portfolio}/upload_image/`).attach('image', await pngBuffer(), 'portfolio.png').expect(201);
}

const CONTENT_TABLES = ['organizations', 'properties', 'property_images', 'amenities', 'testimonials', 'property_resources', 'background_media', 'portfolios', 'portfolio_properties', 'website_block_attrs', 'media_files'] as const;

/**
 * Every row of the tables the webpage editors write and every stored file, to show that a refused
 * request changed nothing. A refused upload's temp file goes when its response closes, a moment
 * after the answer, so this waits briefly for the temp folder to empty.
 */
export async function webpageState(ctx: TestContext) {
  for (let i = 0; i < 20 && filesIn(ctx.config.uploadsDir).some((f) => f.startsWith('.tmp')); i++) await new Promise((r) => setTimeout(r, 25));
  const rows: Record<string, unknown[]> = {};
  for (const table of CONTENT_TABLES) rows[table] = await ctx.db.selectFrom(table).selectAll().execute();
  return { rows, files: filesIn(ctx.config.uploadsDir) };
}
