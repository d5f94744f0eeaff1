import { UPLOADS_PATH } from './constants';

/** Widths of the resized copies made of every uploaded image (phone, tablet, desktop hero). */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * The largest image accepted, in pixels (width × height, sharp's `limitInputPixels`): decoding costs
 * memory by pixels, not by file size, and a 5 MB PNG of one colour can hold 16,000 × 16,000 pixels.
 * 40 megapixels is above any photo a phone or camera saves by default (8000 × 5000).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Whether an image of this size is over the pixel limit. */
export function exceedsPixelLimit(width: number, height: number): boolean {
  return width * height > MAX_IMAGE_PIXELS;
}

/** File name of an image's copy at a width: abc123.jpg → abc123-w960.webp. */
export function variantName(name: string, width: number): string {
  return `${name.replace(/\.[^.]+$/, '')}-w${width}.webp`;
}

/** The stored list "480,960" as numbers. */
export function parseVariantWidths(stored: string | null | undefined): number[] {
  return (stored ?? '')
    .split(',')
    .map(Number)
    .filter((w) => Number.isInteger(w) && w > 0);
}

/**
 * A srcset offering the resized copies and the original at its own width, or null when the image
 * has no copies (the plain src is then the only choice).
 */
export function imageSrcSet(name: string | null, widths: readonly number[], originalWidth: number | null): string | null {
  if (!name || !widths.length) return null;
  const entries = widths.map((w) => `${UPLOADS_PATH}/${variantName(name, w)} ${w}w`);
  if (originalWidth) entries.push(`${UPLOADS_PATH}/${name} ${originalWidth}w`);
  return entries.join(', ');
}
