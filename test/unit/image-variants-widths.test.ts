import { describe, expect, it } from '@jest/globals';
import { IMAGE_VARIANT_WIDTHS, imageSrcSet, variantName, variantWidthsFor } from '../../shared/media';

describe('variantWidthsFor', () => {
  it('lists every standard width below the image and one copy at its own width', () => {
    expect(variantWidthsFor(1200)).toEqual([96, 160, 480, 720, 960, 1200]);
    expect(variantWidthsFor(400)).toEqual([96, 160, 400]);
    expect(variantWidthsFor(300)).toEqual([96, 160, 300]);
    expect(variantWidthsFor(97)).toEqual([96, 97]);
  });

  it('caps the own-width copy at the widest standard width', () => {
    expect(variantWidthsFor(2000)).toEqual([96, 160, 480, 720, 960, 1600]);
    expect(variantWidthsFor(8000)).toEqual([96, 160, 480, 720, 960, 1600]);
    expect(variantWidthsFor(1601)).toEqual([96, 160, 480, 720, 960, 1600]);
  });

  it('does not list a standard width twice when the image is exactly that wide', () => {
    expect(variantWidthsFor(1600)).toEqual([96, 160, 480, 720, 960, 1600]);
    expect(variantWidthsFor(960)).toEqual([96, 160, 480, 720, 960]);
    expect(variantWidthsFor(480)).toEqual([96, 160, 480]);
    expect(variantWidthsFor(96)).toEqual([96]);
  });

  it('gives an image narrower than the smallest width one copy at its own width', () => {
    expect(variantWidthsFor(50)).toEqual([50]);
    expect(variantWidthsFor(1)).toEqual([1]);
  });

  it('always answers ascending widths, none wider than the image or 1600', () => {
    for (let width = 1; width <= 2500; width += 7) {
      const widths = variantWidthsFor(width);
      expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
      expect(widths.at(-1)).toBe(Math.min(width, 1600));
      expect(widths.every((w) => w <= width && w <= 1600)).toBe(true);
    }
  });

  it('uses the issue’s standard widths', () => {
    expect([...IMAGE_VARIANT_WIDTHS]).toEqual([96, 160, 480, 720, 960, 1600]);
  });
});

describe('variantName', () => {
  it('names a copy after the original without its extension, as WebP', () => {
    expect(variantName('abc123.jpg', 960)).toBe('abc123-w960.webp');
    expect(variantName('abc123.png', 96)).toBe('abc123-w96.webp');
    expect(variantName('abc123.webp', 1600)).toBe('abc123-w1600.webp');
  });
});

describe('imageSrcSet', () => {
  it('lists only the WebP copies under /uploads, with their widths, never the original', () => {
    expect(imageSrcSet('abc.png', [96, 160, 480, 720, 960, 1200])).toBe(
      '/uploads/abc-w96.webp 96w, /uploads/abc-w160.webp 160w, /uploads/abc-w480.webp 480w, /uploads/abc-w720.webp 720w, /uploads/abc-w960.webp 960w, /uploads/abc-w1200.webp 1200w',
    );
    expect(imageSrcSet('photo.jpg', [50])).toBe('/uploads/photo-w50.webp 50w');
    expect(imageSrcSet('abc.png', variantWidthsFor(2000))).not.toContain('.png');
  });

  it('is null for an image without copies or without a file', () => {
    expect(imageSrcSet('abc.bmp', [])).toBeNull();
    expect(imageSrcSet(null, [96])).toBeNull();
    expect(imageSrcSet(undefined, [96])).toBeNull();
    expect(imageSrcSet('', [96])).toBeNull();
  });
});
