import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { GALLERY_TILES } from '../../shared/constants';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * The public pages on the demo company: every image is offered as WebP copies the browser picks
 * from (srcset + sizes), reserves its space (width + height) and, but for the hero and the first
 * row of property cards, loads lazily; the hero is fetched first and preloaded from the head.
 */

let ctx: TestContext;
let pages: { label: string; path: string }[];
beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  const [first] = (await request(ctx.app).get('/api/properties/').expect(200)).body as { id: number }[];
  pages = [
    { label: 'home page', path: '/new/' },
    { label: 'property page', path: `/new/property/${first!.id}` },
  ];
}, 60_000);
afterAll(() => ctx.close());

/**
 * Property cards on the home page that load eagerly: the first row of the grid (PortfolioBrowser,
 * `eager={index < 3}`). The demo has three running properties, so all its cards are in that row.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Tag = { at: number; html: string; attrs: Record<string, string> };

const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The tags of one element name, with their attributes (names lower-cased: HTML ignores case). */
function tags(html: string, name: string): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*?)/?>`, 'gi'))].map((m) => ({
    at: m.index,
    html: m[0],
    attrs: Object.fromEntries([...m[1]!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2] ?? '')])),
  }));
}

/** A srcset's entries as URL and width descriptor. */
function entries(srcset: string): { url: string; width: number }[] {
  return srcset.split(',').map((entry) => {
    const [url, descriptor, ...rest] = entry.trim().split(/\s+/);
    expect(rest).toEqual([]);
    expect(descriptor).toMatch(/^\d+w$/);
    return { url: url!, width: Number.parseInt(descriptor!, 10) };
  });
}

/**
 * Every string under a key ending in "srcset" in the islands' props, but for the gallery's photos
 * past its tiles (those open in the lightbox only).
 */
function islandSrcSets(html: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && /srcset$/i.test(key)) found.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  for (const m of html.matchAll(/<script type="application\/json" data-island-props="([^"]*)">([^<]*)<\/script>/g)) {
    const props = JSON.parse(m[2]!) as { images?: unknown[] };
    walk(m[1] === 'gallery' ? { ...props, images: props.images!.slice(0, GALLERY_TILES) } : props);
  }
  return found;
}

async function page(path: string): Promise<string> {
  const res = await request(ctx.app).get(path).expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.text;
}

describe.each([
  { label: 'home page', index: 0 },
  { label: 'property page of the first property', index: 1 },
])('$label', ({ index }) => {
  let html: string;
  let images: Tag[];
  let hero: Tag;
  beforeAll(async () => {
    html = await page(pages[index]!.path);
    images = tags(html, 'img');
    hero = images[0]!;
  });

  it('offers every image as WebP copies in a srcset, with sizes, width and height', () => {
    expect(images.length).toBeGreaterThan(index === 0 ? 8 : 20);
    for (const img of images) {
      expect({ img: img.html, srcset: img.attrs.srcset }).toEqual({ img: img.html, srcset: expect.stringMatching(/\S/) });
      for (const { url } of entries(img.attrs.srcset!)) expect({ img: img.html, url }).toEqual({ img: img.html, url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-w\d+\.webp$/) });
      expect({ img: img.html, sizes: img.attrs.sizes }).toEqual({ img: img.html, sizes: expect.stringMatching(/\S/) });
      expect({ img: img.html, width: img.attrs.width, height: img.attrs.height }).toEqual({ img: img.html, width: expect.stringMatching(/^[1-9]\d*$/), height: expect.stringMatching(/^[1-9]\d*$/) });
    }
  });

  it('serves every copy a srcset names as an immutable WebP of the width it claims', async () => {
    const copies = new Map(images.flatMap((img) => entries(img.attrs.srcset ?? '')).map((e) => [e.url, e.width]));
    for (const [url, width] of copies) {
      const res = await request(ctx.app).get(url);
      expect({ url, status: res.status, type: res.headers['content-type'], cache: res.headers['cache-control'] }).toEqual({ url, status: 200, type: 'image/webp', cache: IMMUTABLE });
      const meta = await sharp(res.body as Buffer).metadata();
      expect({ url, format: meta.format, width: meta.width }).toEqual({ url, format: 'webp', width });
    }
  }, 60_000);

  it('fetches the hero first: the first image, the only one of high priority, never lazy', () => {
    expect(hero.attrs.fetchpriority).toBe('high');
    expect(hero.attrs).not.toHaveProperty('loading');
    expect(hero.attrs.sizes).toBe('100vw');
    expect(images.filter((img) => img.attrs.fetchpriority !== undefined).map((img) => img.html)).toEqual([hero.html]);
    // The hero is in the page's first section, not after the rest of the content.
    expect(html.indexOf('<main')).toBeLessThan(hero.at);
    expect(images.every((img) => img.at >= hero.at)).toBe(true);
  });

  it('preloads the hero from the head with the same copies and sizes', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = tags(head, 'link').filter((l) => l.attrs.rel === 'preload' && l.attrs.as === 'image');
    expect(preloads).toHaveLength(1);
    expect(preloads[0]!.attrs).toMatchObject({ href: hero.attrs.src, imagesrcset: hero.attrs.srcset, imagesizes: hero.attrs.sizes, fetchpriority: 'high' });
  });

  it('loads lazily every image after the hero, the property cards included (they are below the hero)', () => {
    const cards = tags(html, 'a')
      .filter((a) => a.attrs['data-testid'] === 'property-card')
      .map((a) => images.find((img) => img.at > a.at)!);
    if (index === 0) expect(cards.length).toBeGreaterThan(0);
    else expect(cards).toEqual([]);
    const rest = images.slice(1);
    expect(rest.length).toBeGreaterThan(3);
    for (const card of cards) expect(rest).toContain(card);
    for (const img of rest) expect({ img: img.html, loading: img.attrs.loading }).toEqual({ img: img.html, loading: 'lazy' });
  });

  it('gives the islands the same srcsets their server-rendered images show', () => {
    const shown = new Set(images.map((img) => img.attrs.srcset));
    const props = islandSrcSets(html);
    expect(props.length).toBeGreaterThan(3);
    for (const srcset of props) expect({ srcset, shown: shown.has(srcset) }).toEqual({ srcset, shown: true });
  });
});
