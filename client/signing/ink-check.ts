import { isAlmostEmpty } from '../../shared/leases/signature-ink';

/** The canvas as a PNG data URL, or null when it holds too little ink to be a signature (the server's rule, checked before upload). */
export function inkedPng(canvas: HTMLCanvasElement): string | null {
  const context = canvas.getContext('2d');
  if (!context || !canvas.width || !canvas.height) return null;
  if (isAlmostEmpty(context.getImageData(0, 0, canvas.width, canvas.height))) return null;
  return canvas.toDataURL('image/png');
}
