import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import { SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import { createSignatureDecoder, type SignatureDecoder } from '../../server/uploads/signature/decoder';
import { walkPng, type PngLayout } from '../../server/uploads/signature/png-chunks';
import { readSignatureImage, SIGNATURE_MAX_PIXELS } from '../../server/uploads/signature-image';
import { animationChunks, chunk, chunkTypes, dataUrl, deflatedZeros, pngOf, sixteenBitPng, withChunksAfterHeader } from '../helpers/png-craft';

let decoder: SignatureDecoder;
let signature: Buffer;

const drawn = (svgBody: string) => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">${svgBody}</svg>`)).png().toBuffer();
const refusedWith = (message: string) => ({ status: 400, body: { image: [message] } });
/** A decoder that fails the test if it is asked anything: the refusal came before any pixel was decoded. */
const untouched = () => ({ decode: jest.fn(() => Promise.reject(new Error('decoded'))), close: () => Promise.resolve(), threadId: null }) satisfies SignatureDecoder;

beforeAll(async () => {
  decoder = createSignatureDecoder({ idleMs: 1000 });
  signature = await drawn('<path d="M10 60 C 60 10, 110 90, 160 40 S 260 20, 290 60" stroke="#111" stroke-width="4" fill="none"/>');
});
afterAll(() => decoder.close());

describe('walking a PNG’s chunks (nothing inflated)', () => {
  it('takes a canvas’s PNG: 8-bit, not interlaced, its image data and the size it inflates to', () => {
    const layout = walkPng(signature, SIGNATURE_MAX_PIXELS) as PngLayout;
    expect(layout.header).toEqual({ width: 300, height: 100, bitDepth: 8, colorType: 6, interlace: 0 });
    expect(layout.inflatedBytes).toBe(100 * (1 + 300 * 4));
  });

  it('refuses what a signing pad never makes, from the chunks alone', async () => {
    const bomb = await deflatedZeros(20 * 1024 * 1024);
    const cases: [string, Buffer][] = [
      ['an interlaced 300 × 100 image whose data inflates to 20 MB', pngOf({ width: 300, height: 100, interlace: 1 }, bomb)],
      ['a 2400 × 1200 16-bit image', sixteenBitPng(2400, 1200)],
      ['a 1-bit image', pngOf({ width: 300, height: 100, bitDepth: 1, colorType: 0 }, deflateSync(Buffer.alloc(100 * 39)))],
      ['an animated PNG (acTL, fcTL)', withChunksAfterHeader(signature, animationChunks())],
      ['a file cut in its image data', signature.subarray(0, signature.length - 40)],
      ['a file without IEND', signature.subarray(0, signature.length - 12)],
      ['a chunk with a wrong CRC', Buffer.from(signature).fill(0, signature.length - 20, signature.length - 16)],
      ['an unknown critical chunk', withChunksAfterHeader(signature, [chunk('ABCD', Buffer.from('x'))])],
      ['a palette image without its palette', pngOf({ width: 300, height: 100, colorType: 3 }, deflateSync(Buffer.alloc(100 * 301)))],
      ['no image data', Buffer.concat([signature.subarray(0, 33), chunk('IEND')])],
    ];
    for (const [name, png] of cases) expect([name, walkPng(png, SIGNATURE_MAX_PIXELS)]).toEqual([name, { refusal: 'unreadable' }]);
  });

  it('refuses more pixels than a signature needs from the header, and a file that is no PNG', () => {
    expect(walkPng(pngOf({ width: 2401, height: 1200 }, Buffer.alloc(0)), SIGNATURE_MAX_PIXELS)).toEqual({ refusal: 'too-large' });
    expect(walkPng(Buffer.from('not a png at all, not at all'), SIGNATURE_MAX_PIXELS)).toEqual({ refusal: 'not-png' });
    expect(walkPng(pngOf({ width: 0, height: 100 }, Buffer.alloc(0)), SIGNATURE_MAX_PIXELS)).toEqual({ refusal: 'not-png' });
  });
});

describe('reading a signature image', () => {
  it('refuses an interlaced bomb, a 16-bit image and an APNG with the existing message, before decoding', async () => {
    const bomb = pngOf({ width: 300, height: 100, interlace: 1 }, await deflatedZeros(50 * 1024 * 1024));
    const never = untouched();
    for (const png of [bomb, sixteenBitPng(2400, 1200), withChunksAfterHeader(signature, animationChunks())]) {
      await expect(readSignatureImage(dataUrl(png), never)).rejects.toMatchObject(refusedWith(M.imageUnreadable));
    }
    expect(never.decode).not.toHaveBeenCalled();
  });

  it('inflates image data no further than its header declares: more or less is unreadable', async () => {
    const bomb = pngOf({ width: 300, height: 100 }, await deflatedZeros(20 * 1024 * 1024));
    await expect(readSignatureImage(dataUrl(bomb), decoder)).rejects.toMatchObject(refusedWith(M.imageUnreadable));
    const short = pngOf({ width: 300, height: 100 }, deflateSync(Buffer.alloc(100 * 1201 - 1)));
    await expect(readSignatureImage(dataUrl(short), decoder)).rejects.toMatchObject(refusedWith(M.imageUnreadable));
    const corrupt = pngOf({ width: 300, height: 100 }, Buffer.from('not deflate data'));
    await expect(readSignatureImage(dataUrl(corrupt), decoder)).rejects.toMatchObject(refusedWith(M.imageUnreadable));
  });

  it('stores a drawn signature re-encoded from its pixels, in the decoder’s own thread: the same picture, nothing beside it', async () => {
    const text = chunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1'));
    const sent = withChunksAfterHeader(signature, [text]);
    const stored = await readSignatureImage(dataUrl(sent), decoder);
    expect(decoder.threadId).toEqual(expect.any(Number));
    expect(chunkTypes(sent)).toContain('tEXt');
    expect([...new Set(chunkTypes(stored))]).toEqual(['IHDR', 'IDAT', 'IEND']);
    const pixels = async (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const [before, after] = [await pixels(signature), await pixels(stored)];
    expect(after.info).toMatchObject({ width: 300, height: 100, channels: 4 });
    expect(after.data.equals(before.data)).toBe(true);
  });

  it('refuses an almost empty drawing, as the browser does', async () => {
    const dot = await drawn('<circle cx="150" cy="50" r="2"/>');
    await expect(readSignatureImage(dataUrl(dot), decoder)).rejects.toMatchObject(refusedWith(M.imageAlmostEmpty));
  });
});
