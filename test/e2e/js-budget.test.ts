import { describe, expect, it } from '@jest/globals';
import type { Request } from 'playwright-core';
import { chunksWith, publicSuite, settledGoto } from './page-helpers';

const BUDGET_BYTES = 100 * 1024;
/**
 * The property page on a phone, as Lighthouse counts it (brotli, headers included): the 90 KB
 * less room for the service worker's registration and the social widget (ADR 014).
 */
const PHONE_BUDGET_BYTES = 88 * 1024;

const suite = publicSuite();

/**
 * Loads a page without touching it and adds up the JavaScript bytes sent over the wire until the
 * network is idle: bodies in the encoding asked for (gzip by default), and `wire` with the headers too.
 */
async function scriptBytes(path: string, width: number, acceptEncoding = 'gzip', height = 900) {
  const page = await suite.browser.newPage({ viewport: { width, height }, extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding }, serviceWorkers: 'block' });
  // A first visit: the service worker (ADR 040) serves later chunks from its cache, which would hide their bytes.
  // Routed requests skip the HTTP cache: each measure sees every script, not only those an earlier page left uncached.
  await page.route('**/*', (route) => route.continue());
  const scripts: Request[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script') scripts.push(req);
  });
  await settledGoto(page, `${suite.server.url}${path}`);
  // The islands hydrated on load import their code after the page's load event and React: the page can
  // look settled before that. hydrateRoot marks its element, so wait for every such island's mark.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island][data-hydrate="load"]')].every((island) => Object.keys(island).some((key) => key.startsWith('__reactContainer$'))),
  );
  const sizes = await Promise.all(scripts.map(async (req) => ({ url: req.url(), ...(await req.sizes()) })));
  await page.close();
  const files = sizes.map((s) => ({ url: s.url, bytes: s.responseBodySize }));
  return { total: sizes.reduce((sum, s) => sum + s.responseBodySize, 0), wire: sizes.reduce((sum, s) => sum + s.responseBodySize + s.responseHeadersSize, 0), files };
}

describe('JavaScript budget', () => {
  for (const width of [375, 1280]) {
    it(`the property page loads at most 100 KB of gzip JavaScript before any interaction (${width} px)`, async () => {
      const { total, files } = await scriptBytes('/new/property/1', width);
      console.log(`property page, ${width} px: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
      expect(files.length).toBeGreaterThan(0);
      expect(files.every((f) => f.bytes > 0)).toBe(true);
      expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }

  it("the property page on a phone loads at most 88 KB of JavaScript (brotli, with headers), and none of the signing code, zod or the forms' request code", async () => {
    // Lighthouse's phone: 412 × 823, brotli accepted.
    const { wire, files } = await scriptBytes('/new/property/1', 412, 'gzip, deflate, br', 823);
    console.log(`property page, 412 px: ${(wire / 1024).toFixed(1)} KB brotli with headers in ${files.length} files`);
    expect(files.length).toBeGreaterThan(0);
    expect(wire).toBeLessThanOrEqual(PHONE_BUDGET_BYTES);
    // Code the page never runs before a click: the signing ceremony (fonts, pads), zod (the contact form's checks, below the fold)
    // and the forms' request code (requestJson and its hook: the header's Log Out sends without them).
    const notBeforeAClick = chunksWith(/client\/signing\/|node_modules\/zod\/|shared\/tickets\/|client\/api\/http\.ts$|client\/ui\/use-request-action\.ts$/);
    expect(notBeforeAClick.length).toBeGreaterThan(0);
    expect(files.filter((f) => notBeforeAClick.some((chunk) => f.url.endsWith(`/${chunk}`)))).toEqual([]);
  });

  it('the home page stays within the budget too, and neither page loads the manager bundle', async () => {
    const { total, files } = await scriptBytes('/new/', 1280);
    console.log(`home page: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(files.some((f) => /\/manager-/.test(f.url))).toBe(false);
  });

  it('ships no server-only module (*.server.ts/tsx: route tree, loaders, pages, blocks, layout) to the browser', () => {
    expect(chunksWith(/\.server\.tsx?$/)).toEqual([]);
    // The check above means something: the islands around those modules are in the bundle.
    expect(chunksWith(/client\/public\/islands\/registry\.ts$/).length).toBe(1);
  });
});
