const PDF_MAGIC = '%PDF-';

/** Whether the browser can hash here: crypto.subtle exists only on https and localhost. */
export const canHash = (): boolean => typeof crypto !== 'undefined' && !!crypto.subtle;

/** The file's SHA-256 in lower-case hex, as the server stores it. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the file starts as every PDF does (the server checks the same on an upload). */
export async function looksLikePdf(file: Blob): Promise<boolean> {
  return new TextDecoder('latin1').decode(await file.slice(0, PDF_MAGIC.length).arrayBuffer()) === PDF_MAGIC;
}
