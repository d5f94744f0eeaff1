import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { exceedsPixelLimit, MAX_IMAGE_PIXELS } from '../../shared/media';
import { API_ERRORS } from '../../shared/messages';
import { readBmpSize } from '../../server/uploads/bmp-size';
import { bmpBuffer } from '../helpers/files';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bmp-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the image pixel limit', () => {
  it('accepts up to 40 megapixels, whatever the shape, and refuses one pixel more', () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(exceedsPixelLimit(8000, 5000)).toBe(false);
    expect(exceedsPixelLimit(40_000, 1000)).toBe(false);
    expect(exceedsPixelLimit(8001, 5000)).toBe(true);
    expect(exceedsPixelLimit(16_000, 16_000)).toBe(true);
    expect(exceedsPixelLimit(40_000_001, 1)).toBe(true);
  });

  it('states the limit it applies', () => {
    expect(API_ERRORS.imageTooManyPixels).toContain(`${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  });
});

describe('a BMP header', () => {
  const write = (name: string, bytes: Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return file;
  };

  it('gives the pixel size, for bottom-up and top-down rows', async () => {
    expect(await readBmpSize(write('a.bmp', bmpBuffer(16_000, 16_000)))).toEqual({ width: 16_000, height: 16_000 });
    expect(await readBmpSize(write('b.bmp', bmpBuffer(640, -480)))).toEqual({ width: 640, height: 480 });
  });

  it('reads the 16-bit sizes of the old OS/2 header', async () => {
    const core = Buffer.alloc(26);
    core.write('BM', 0, 'ascii');
    core.writeUInt32LE(12, 14);
    core.writeUInt16LE(300, 18);
    core.writeUInt16LE(200, 20);
    expect(await readBmpSize(write('c.bmp', core))).toEqual({ width: 300, height: 200 });
  });

  it('is null when the header is cut short', async () => {
    expect(await readBmpSize(write('d.bmp', bmpBuffer(10, 10).subarray(0, 20)))).toBeNull();
  });
});
