import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server-process';
import { settledGoto } from './page-helpers';

const PROPERTY_PAGE = '/new/property/1'; // demo "The Rio on 24th", stored at 30.2879, -97.7451
const ADDRESS = '2410 Rio Grande St';

/** A MapLibre style with nothing to fetch beyond itself: no tiles, glyphs or sprites. */
const STYLE = JSON.stringify({ version: 8, name: 'test', sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e8ecef' } }] });

/** Client output files built from these inputs, by name, from the build's metafile. */
function chunksWith(inputs: RegExp): string[] {
  const meta = JSON.parse(readFileSync(path.resolve('dist/meta-client.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  return Object.entries(meta.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => inputs.test(input)))
    .map(([file]) => path.basename(file));
}

const mapChunks = chunksWith(/node_modules\/maplibre-gl\/|client\/public\/islands\/MapView\.tsx$/);

function startStyleServer(): Promise<{ server: Server; url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    if (req.url !== '/style.json') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(STYLE);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}/style.json`, requests: () => requests });
    });
  });
}

/** Opens the property page, recording every request and every console error. */
async function openPropertyPage(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  await settledGoto(page, `${url}${PROPERTY_PAGE}`);
  return { page, requests, errors };
}

const mapChunkRequests = (requests: string[]) => requests.filter((url) => mapChunks.some((chunk) => url.endsWith(`/${chunk}`)));

async function expectAddressAndLink(page: Page) {
  const block = page.locator('#location');
  await expect(block.locator('address').textContent()).resolves.toContain(ADDRESS);
  const link = block.getByRole('link', { name: /Open in maps/ });
  await expect(link.getAttribute('href')).resolves.toBe('https://www.openstreetmap.org/?mlat=30.2879&mlon=-97.7451#map=16/30.2879/-97.7451');
  await expect(link.getAttribute('target')).resolves.toBe('_blank');
  await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
}

/** The location block starts well below the fold, so loading on approach is what is tested. */
async function expectBelowTheFold(page: Page) {
  const distance = await page.locator('#location').evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
  expect(distance).toBeGreaterThan(400);
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

describe('location map with MAP_STYLE_URL', () => {
  let server: RunningServer;
  let style: Awaited<ReturnType<typeof startStyleServer>>;

  beforeAll(async () => {
    style = await startStyleServer();
    server = await startServer({ MAP_STYLE_URL: style.url });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => style?.server.close(resolve));
  });

  it('finds the map chunks in the build', () => {
    expect(mapChunks.length).toBeGreaterThanOrEqual(2);
  });

  it('loads the map only when the location block nears the viewport', async () => {
    const { page, requests, errors } = await openPropertyPage(browser, server.url);
    await expectAddressAndLink(page);
    await expectBelowTheFold(page);
    expect(mapChunkRequests(requests)).toEqual([]);
    expect(style.requests()).toBe(0);
    expect(await page.locator('.maplibregl-map').count()).toBe(0);

    await page.locator('#location').scrollIntoViewIfNeeded();
    await page.locator('.maplibregl-map').waitFor({ timeout: 15_000 });
    await page.locator('.maplibregl-marker').waitFor({ timeout: 5_000 });
    await page.locator('.maplibregl-canvas').waitFor({ timeout: 5_000 });
    expect(mapChunkRequests(requests).length).toBeGreaterThanOrEqual(2);
    expect(style.requests()).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('group', { name: 'Map showing The Rio on 24th' }).count()).resolves.toBe(1);
    await expect(page.locator('.maplibregl-ctrl-attrib').count()).resolves.toBe(1);
    await expect(page.getByText('The map could not be loaded.').count()).resolves.toBe(0);
    await expectAddressAndLink(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the address and link and says so when the style cannot be fetched', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await page.route(style.url, (route) => route.abort('internetdisconnected'));
    await settledGoto(page, `${server.url}${PROPERTY_PAGE}`);
    await page.locator('#location').scrollIntoViewIfNeeded();
    await page.getByText('The map could not be loaded.').waitFor({ timeout: 15_000 });
    await expect(page.locator('[data-testid="location-map-box"]').count()).resolves.toBe(0);
    await expectAddressAndLink(page);
    await page.close();
  });
});

describe('location map without MAP_STYLE_URL', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('shows the address and a maps link, and no map box', async () => {
    const { page, requests, errors } = await openPropertyPage(browser, server.url);
    await expectAddressAndLink(page);
    await page.locator('#location').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-testid="location-map-box"]').count()).resolves.toBe(0);
    expect(await page.locator('.maplibregl-map').count()).toBe(0);
    expect(mapChunkRequests(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
