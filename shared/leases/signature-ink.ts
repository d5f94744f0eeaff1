/**
 * Whether a drawn or typed signature image holds enough ink to be a signature (issue 27: an almost
 * empty drawing is refused). The same rule runs in the browser on the canvas's pixels before
 * upload and on the server on the decoded PNG. Pixels are RGBA, row by row.
 */
export type Pixels = { width: number; height: number; data: ArrayLike<number> };

/** A pixel is ink when it is mostly opaque and not near white. */
const isInk = (data: ArrayLike<number>, i: number) => data[i + 3]! > 64 && data[i]! + data[i + 1]! + data[i + 2]! < 600;

/** Less ink than this share of the image, or ink narrower than this share of its width, is almost empty. */
export const MIN_INK_SHARE = 0.002;
export const MIN_INK_WIDTH_SHARE = 0.08;
export const MIN_INK_PIXELS = 40;

export function inkOf({ width, height, data }: Pixels): { pixels: number; left: number; right: number } {
  let pixels = 0;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isInk(data, (y * width + x) * 4)) continue;
      pixels++;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  return { pixels, left, right };
}

export function isAlmostEmpty(image: Pixels): boolean {
  const { pixels, left, right } = inkOf(image);
  const area = image.width * image.height;
  return pixels < Math.max(MIN_INK_PIXELS, area * MIN_INK_SHARE) || right - left + 1 < image.width * MIN_INK_WIDTH_SHARE;
}
