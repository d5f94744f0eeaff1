import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { startFakeInstagram } from '../helpers/fake-instagram';
import { launchBrowser } from './browser';
import { createManager } from './manager-helpers';
import { DESKTOP, PHONE, screenshot, settledGoto } from './page-helpers';
import { startServer, type RunningServer } from './server-process';

/** The social image widget and the service worker (ADR 040), in Chromium. */
const shots = path.resolve(process.env.SHOTS_DIR ?? 'test-results/screenshots');
const TOKEN = 'IGAAe2eLongLivedToken';
const manager = { email: 'social.e2e@example.com', password: 'Correct-Horse-9', firstName: 'Sam' };
const HUES = ['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#264653', '#8ab17d', '#6d597a', '#b56576', '#355070'];

let server: RunningServer;
let browser: Browser;
let fake: Awaited<ReturnType<typeof startFakeInstagram>>;
beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  const posts = await Promise.all(
    HUES.map(async (hue, i) => ({
      id: `E${i + 1}`,
      media_type: 'IMAGE' as const,
      caption: `Life at Campus Edge ${i + 1}`,
      image: await sharp({ create: { width: 1080, height: 1080, channels: 3, background: hue } }).jpeg().toBuffer(),
    })),
  );
  fake = await startFakeInstagram({ token: TOKEN, username: 'campusedge', posts, fault: null });
  server = await startServer({ INSTAGRAM_GRAPH_URL: fake.url });
  browser = await launchBrowser();
  await createManager(server, manager);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('the social image widget', () => {
  it('shows nothing before the company connects its Instagram', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await settledGoto(page, `${server.url}/new/`);
    await expect(page.locator('#social-images').count()).resolves.toBe(0);
    await page.close();
  });

  it('shows the latest 8 images, each linking to its post, on the home and property pages once connected', async () => {
    const context = await browser.newContext();
    const signIn = await context.request.post(`${server.url}/api-token-auth/`, { data: { username: manager.email, password: manager.password } });
    expect(signIn.ok()).toBe(true);
    const connect = await context.request.put(`${server.url}/api/social-feed/`, { data: { access_token: TOKEN } });
    expect(connect.status()).toBe(200);
    await context.close();

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      await settledGoto(page, `${server.url}/new/`);
      const widget = page.locator('#social-images');
      await expect(widget.getByRole('heading', { name: 'Follow us on Instagram' }).isVisible()).resolves.toBe(true);
      const links = widget.locator('[data-testid="social-image"] a');
      await expect(links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).resolves.toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `https://www.instagram.com/p/E${n}/`));
      await widget.scrollIntoViewIfNeeded();
      // Every image arrives from our own copies (a WebP chosen from the srcset), none from Instagram.
      await page.waitForFunction(() => [...document.querySelectorAll('#social-images img')].every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
      const sources = await widget.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
      expect(sources.every((src) => new URL(src).origin === server.url && src.endsWith('.webp'))).toBe(true);
      await screenshot(page, { path: path.join(shots, `home-social-images-${viewport.width}.png`), fullPage: true });
      await page.close();
    }
    const property = await browser.newPage({ viewport: DESKTOP });
    await settledGoto(property, `${server.url}/new/property/1`);
    await expect(property.locator('#social-images [data-testid="social-image"]').count()).resolves.toBe(8);
    await property.close();
  });
});

describe('the service worker', () => {
  it('is registered from the base path, drops older caches, and shows the offline page without serving any page from its cache', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // A cache of an older build, made from a page that registers nothing: the new worker deletes it when it activates.
    await settledGoto(page, `${server.url}/new/offline`);
    await page.evaluate(() => caches.open('leasing-older-build').then((c) => c.put('/new/assets/old.js', new Response('old'))));
    await settledGoto(page, `${server.url}/new/`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/new/`);
    await settledGoto(page, `${server.url}/new/property/1`);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await settledGoto(page, `${server.url}/new/`);

    const cached = await page.evaluate(async () => {
      const out: Record<string, string[]> = {};
      for (const key of await caches.keys()) out[key] = (await (await caches.open(key)).keys()).map((r) => new URL(r.url).pathname);
      return out;
    });
    const names = Object.keys(cached);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^leasing-[0-9a-f]{12}$/);
    const paths = cached[names[0]!]!;
    expect(paths).toContain('/new/offline');
    expect(paths.some((p) => p.startsWith('/new/assets/'))).toBe(true);
    // Only the offline page and static files: no page, no API answer, no upload.
    expect(paths.filter((p) => p !== '/new/offline' && !p.startsWith('/new/assets/'))).toEqual([]);

    await context.setOffline(true);
    for (const url of ['/new/', '/new/property/1', '/new/tenant/balance']) {
      await page.goto(`${server.url}${url}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('You are offline');
    }
    await context.setOffline(false);
    await settledGoto(page, `${server.url}/new/property/1`);
    await expect(page.locator('#social-images').count()).resolves.toBe(1);
    await context.close();
  });
});
