import { randomBytes } from 'node:crypto';

export type CachedPage = { status: number; html: string };

/** Stands for the CSP nonce in cached pages; each response gets its own nonce in its place. */
export const NONCE_PLACEHOLDER = `__nonce_${randomBytes(8).toString('hex')}__`;

/** What an entry is counted as: two bytes per UTF-16 unit of key and page, the most V8 holds for a string. */
export const entryBytes = (key: string, page: CachedPage): number => 2 * (key.length + page.html.length);

/**
 * Rendered anonymous pages by key, valid for one content version: when the version changes (any
 * write to public content bumps it), every entry is dropped. Holds at most `maxBytes`: a read makes
 * an entry the most recently used, and the least recently used go first when room is needed.
 */
export class RenderCache {
  /** In use order: the first entry is the least recently used (a Map keeps insertion order). */
  private readonly pages = new Map<string, { page: CachedPage; bytes: number }>();
  private version = -1;
  private used = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: number): CachedPage | undefined {
    if (!this.current(version)) return undefined;
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  set(key: string, version: number, page: CachedPage): void {
    if (!this.current(version)) return;
    const bytes = entryBytes(key, page);
    const old = this.pages.get(key);
    if (old) {
      this.pages.delete(key);
      this.used -= old.bytes;
    }
    if (bytes > this.maxBytes) return;
    for (const [oldest, entry] of this.pages) {
      if (this.used + bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.used -= entry.bytes;
    }
    this.pages.set(key, { page, bytes });
    this.used += bytes;
  }

  /** The keys from least to most recently used. */
  keys(): string[] {
    return [...this.pages.keys()];
  }

  get size(): number {
    return this.pages.size;
  }

  /** The counted size of what is held. */
  get bytes(): number {
    return this.used;
  }

  /** False for an older version (a render that started before a change); a newer one drops every page. */
  private current(version: number): boolean {
    if (version < this.version) return false;
    if (version > this.version) {
      this.pages.clear();
      this.used = 0;
      this.version = version;
    }
    return true;
  }
}

/** The page with this response's nonce in place of the placeholder. */
export function withNonce(html: string, nonce: string): string {
  return html.split(NONCE_PLACEHOLDER).join(nonce);
}
