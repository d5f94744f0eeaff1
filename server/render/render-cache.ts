import { randomBytes } from 'node:crypto';

export type CachedPage = { status: number; html: string };

/** Stands for the CSP nonce in cached pages; each response gets its own nonce in its place. */
export const NONCE_PLACEHOLDER = `__nonce_${randomBytes(8).toString('hex')}__`;

/**
 * Rendered anonymous pages by host and URL, valid for one content version: when the version
 * changes (any write to public content bumps it), every entry is dropped. Bounded in size.
 */
export class RenderCache {
  private readonly pages = new Map<string, CachedPage>();
  private version = -1;

  constructor(private readonly maxEntries = 500) {}

  get(key: string, version: number): CachedPage | undefined {
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
      return undefined;
    }
    return this.pages.get(key);
  }

  set(key: string, version: number, page: CachedPage): void {
    if (version !== this.version) return;
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
  }

  get size(): number {
    return this.pages.size;
  }
}

/** The page with this response's nonce in place of the placeholder. */
export function withNonce(html: string, nonce: string): string {
  return html.split(NONCE_PLACEHOLDER).join(nonce);
}
