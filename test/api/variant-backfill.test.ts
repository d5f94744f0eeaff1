import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import pino from 'pino';
import sharp from 'sharp';
import { contentVersion } from '../../server/queries/content-version';
import { backfillImageVariants } from '../../server/uploads/variant-backfill';
import { bmpBuffer, filesIn } from '../helpers/files';
import { rowsWithoutFiles, strayFiles } from '../helpers/media';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * Images stored before the current copy widths get their missing WebP copies when the server
 * starts; images that get no copies (BMP, animated GIF) and rows whose file is gone are left alone.
 */

let ctx: TestContext;
let logLines: Record<string, unknown>[];
const logger = pino(
  { level: 'info', base: undefined },
  new Writable({
    write(chunk, _enc, cb) {
      logLines.push(JSON.parse(String(chunk)));
      cb();
    },
  }),
);

beforeEach(async () => {
  ctx = await createTestContext();
  logLines = [];
});
afterEach(() => ctx.close());

const uploads = () => ctx.config.uploadsDir;
const file = (name: string) => path.join(uploads(), name);
const backfill = (stopped?: () => boolean) => backfillImageVariants(ctx.db, uploads(), logger, stopped);
const widthsOf = async (name: string) => (await ctx.db.selectFrom('media_files').select('variant_widths').where('name', '=', name).executeTakeFirstOrThrow()).variant_widths;

/** A noisy image, so a copy's bytes depend on how it was made. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } });

/** Stores a file and its media row as an older version of the server left them. */
async function stored(name: string, content: Buffer, row: { mime: string; width: number | null; height: number | null; variant_widths: string }) {
  writeFileSync(file(name), content);
  await ctx.db
    .insertInto('media_files')
    .values({ name, kind: 'image', size: content.length, original_name: name, ...row })
    .execute();
}

/** An old copy: made differently (red, low quality) from what the backfill would write, so a rewrite shows. */
async function oldCopy(name: string, width: number): Promise<Buffer> {
  const bytes = await sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: '#ff0000' } }).webp({ quality: 5 }).toBuffer();
  writeFileSync(file(name), bytes);
  return bytes;
}

async function animatedGif(): Promise<Buffer> {
  const frame = (colour: string) => sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).png().toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } }).gif().toBuffer();
}

describe('backfillImageVariants', () => {
  it('writes the missing copies of an image stored with the old widths, keeps the old copies and lists them all', async () => {
    await stored('old.png', await photo(1200, 800).png().toBuffer(), { mime: 'image/png', width: 1200, height: 800, variant_widths: '480,960' });
    const kept = { w480: await oldCopy('old-w480.webp', 480), w960: await oldCopy('old-w960.webp', 960) };
    const keptTimes = [statSync(file('old-w480.webp')).mtimeMs, statSync(file('old-w960.webp')).mtimeMs];
    await stored('plain.bmp', bmpBuffer(1200, 800), { mime: 'image/bmp', width: 1200, height: 800, variant_widths: '' });
    await stored('moving.gif', await animatedGif(), { mime: 'image/gif', width: 1200, height: 800, variant_widths: '' });
    // A row whose original is gone (lost from the disk): skipped, not an error.
    await ctx.db.insertInto('media_files').values({ name: 'lost.jpg', kind: 'image', mime: 'image/jpeg', size: 1000, width: 1200, height: 800, original_name: 'lost.jpg', variant_widths: '480,960' }).execute();
    const filesBefore = filesIn(uploads());
    const versionBefore = await contentVersion(ctx.db);

    expect(await backfill()).toBe(1);

    expect(await widthsOf('old.png')).toBe('96,160,480,720,960,1200');
    const added = ['old-w96.webp', 'old-w160.webp', 'old-w720.webp', 'old-w1200.webp'];
    expect(filesIn(uploads())).toEqual([...filesBefore, ...added].sort());
    for (const [name, width] of [['old-w96.webp', 96], ['old-w160.webp', 160], ['old-w720.webp', 720], ['old-w1200.webp', 1200]] as const) {
      const meta = await sharp(file(name)).metadata();
      expect([name, meta.format, meta.width, meta.height]).toEqual([name, 'webp', width, Math.round((width * 800) / 1200)]);
    }
    expect(readFileSync(file('old-w480.webp')).equals(kept.w480)).toBe(true);
    expect(readFileSync(file('old-w960.webp')).equals(kept.w960)).toBe(true);
    expect([statSync(file('old-w480.webp')).mtimeMs, statSync(file('old-w960.webp')).mtimeMs]).toEqual(keptTimes);
    expect(filesIn(uploads()).some((f) => f.endsWith('.part'))).toBe(false);

    // The formats that get no copies, and the row without its file, are as they were.
    expect(await widthsOf('plain.bmp')).toBe('');
    expect(await widthsOf('moving.gif')).toBe('');
    expect(await widthsOf('lost.jpg')).toBe('480,960');
    expect(existsSync(file('lost.jpg'))).toBe(false);

    // The public pages' render cache sees the change.
    expect(await contentVersion(ctx.db)).toBeGreaterThan(versionBefore);
    expect(await strayFiles(ctx.db, uploads())).toEqual([]);
    expect(await rowsWithoutFiles(ctx.db, uploads())).toEqual(['lost.jpg']);
    expect(logLines).toContainEqual(expect.objectContaining({ level: 30, images: 1 }));

    // Nothing is left to do: a second run changes nothing.
    const filesAfter = filesIn(uploads());
    const versionAfter = await contentVersion(ctx.db);
    expect(await backfill()).toBe(0);
    expect(filesIn(uploads())).toEqual(filesAfter);
    expect(await contentVersion(ctx.db)).toBe(versionAfter);
  });

  it('gives an image stored before copies existed every copy, the widest at 1600 for a larger original', async () => {
    await stored('wide.jpg', await photo(2000, 1000).jpeg().toBuffer(), { mime: 'image/jpeg', width: 2000, height: 1000, variant_widths: '' });
    await stored('small.webp', await photo(400, 300).webp().toBuffer(), { mime: 'image/webp', width: 400, height: 300, variant_widths: '' });
    await stored('tiny.png', await photo(50, 40).png().toBuffer(), { mime: 'image/png', width: 50, height: 40, variant_widths: '' });

    expect(await backfill()).toBe(3);

    expect(await widthsOf('wide.jpg')).toBe('96,160,480,720,960,1600');
    expect(await widthsOf('small.webp')).toBe('96,160,400');
    expect(await widthsOf('tiny.png')).toBe('50');
    expect(filesIn(uploads())).toEqual(
      [
        'wide.jpg',
        ...[96, 160, 480, 720, 960, 1600].map((w) => `wide-w${w}.webp`),
        'small.webp',
        ...[96, 160, 400].map((w) => `small-w${w}.webp`),
        'tiny.png',
        'tiny-w50.webp',
      ].sort(),
    );
    for (const [name, width] of [['wide-w1600.webp', 1600], ['small-w400.webp', 400], ['tiny-w50.webp', 50]] as const) {
      const meta = await sharp(file(name)).metadata();
      expect([name, meta.format, meta.width]).toEqual([name, 'webp', width]);
    }
    expect(await backfill()).toBe(0);
  });

  it('logs an image that does not decode and leaves its row and the folder as they were', async () => {
    await stored('broken.png', (await photo(1200, 800).png().toBuffer()).subarray(0, 200), { mime: 'image/png', width: 1200, height: 800, variant_widths: '' });
    await stored('fine.png', await photo(300, 200).png().toBuffer(), { mime: 'image/png', width: 300, height: 200, variant_widths: '' });

    expect(await backfill()).toBe(1);

    expect(await widthsOf('broken.png')).toBe('');
    expect(await widthsOf('fine.png')).toBe('96,160,300');
    expect(filesIn(uploads())).toEqual(['broken.png', 'fine-w160.webp', 'fine-w300.webp', 'fine-w96.webp', 'fine.png']);
    expect(logLines).toContainEqual(expect.objectContaining({ level: 40, name: 'broken.png' }));
  });

  it('stops before the next image once the server is stopping', async () => {
    await stored('a.png', await photo(300, 200).png().toBuffer(), { mime: 'image/png', width: 300, height: 200, variant_widths: '' });
    await stored('b.png', await photo(300, 200).png().toBuffer(), { mime: 'image/png', width: 300, height: 200, variant_widths: '' });
    let checks = 0;
    // Not stopping for the first image, stopping before the second.
    expect(await backfill(() => checks++ > 0)).toBe(1);
    expect([await widthsOf('a.png'), await widthsOf('b.png')].sort()).toEqual(['', '96,160,300']);
    expect(filesIn(uploads())).toHaveLength(2 + 3);
  });
});
