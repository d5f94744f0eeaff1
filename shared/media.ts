import { UPLOADS_PATH } from './constants';

/**
 * Widths of the WebP copies made of every image: avatars and icons (96, 160), cards and phone
 * screens (480, 720: a full-width image on a 412 px phone at 1.75 dpr), tablets and desktop heroes.
 */
export const IMAGE_VARIANT_WIDTHS = [96, 160, 480, 720, 960, 1600] as const;

/** The widest copy: larger originals are offered at this width. */
export const MAX_VARIANT_WIDTH = 1600;

/**
 * The copies an image of this width gets: every listed width below it, and one at its own width
 * (at most the widest), so the browser never needs the original's older format.
 */
export function variantWidthsFor(width: number): number[] {
  const own = Math.min(width, MAX_VARIANT_WIDTH);
  return [...IMAGE_VARIANT_WIDTHS.filter((w) => w < own), own];
}

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

/**
 * A path into this site's public uploads that stays there once a browser resolves it: only
 * `/uploads/` segments of letters, digits, `_`, `-` and inner dots, so no `.` or `..` segment, no
 * percent-encoding (an encoded dot or slash), no backslash (read as `/`), no empty segment (`//`);
 * an optional plain query. Anything else on this site (`/api/…`) is not an image a page may fire a GET at.
 */
const UPLOADS_SOURCE = /^\/uploads(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+(?:\?[A-Za-z0-9._~=&-]*)?$/;

/** Whether an image or video source is a path into this site's uploads (see UPLOADS_SOURCE). */
export const isUploadsPath = (src: string): boolean => UPLOADS_SOURCE.test(src);

/**
 * Inline image data this site keeps (`data:image/png;base64,…`): raster types the content security
 * policy lets a page load. Groups: the image subtype, the base64 text.
 */
export const INLINE_IMAGE_SOURCE = /^data:image\/(png|jpeg|gif|webp);base64,([A-Za-z0-9+/]*={0,2})$/;

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

/** A srcset offering the image's WebP copies, or null when it has none (the plain src is then the only choice). */
export function imageSrcSet(name: string | null | undefined, widths: readonly number[]): string | null {
  if (!name || !widths.length) return null;
  return widths.map((w) => `${UPLOADS_PATH}/${variantName(name, w)} ${w}w`).join(', ');
}
