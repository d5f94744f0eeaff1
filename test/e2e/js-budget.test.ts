import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser } from './browser';
import { chunksWith, settledGoto } from './page-helpers';
import { startServer, type RunningServer } from './server-process';

const BUDGET_BYTES = 100 * 1024;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Loads a page without touching it and adds up the JavaScript bytes sent over the wire (gzip) until the network is idle. */
async function scriptBytes(path: string, width: number) {
  // A first visit: the service worker (ADR 040) serves later chunks from its cache, which would hide their bytes.
  const page = await browser.newPage({ viewport: { width, height: 900 }, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' }, serviceWorkers: 'block' });
  const scripts: Request[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script') scripts.push(req);
  });
  await settledGoto(page, `${server.url}${path}`);
  const sizes = await Promise.all(scripts.map(async (req) => ({ url: req.url(), bytes: (await req.sizes()).responseBodySize })));
  await page.close();
  return { total: sizes.reduce((sum, s) => sum + s.bytes, 0), files: sizes };
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
