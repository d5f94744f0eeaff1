import type { ReadyPage } from './ready-page';

/** What an entry is counted as: the key (two bytes per UTF-16 unit) and the page's three encodings. */
export const entryBytes = (key: string, page: ReadyPage): number => 2 * key.length + page.bytes;

/**
 * Rendered anonymous pages by key, ready to send (identity, gzip and brotli bytes), valid for one
 * content version: when the version changes (any write to public content bumps it), every entry is
 * dropped. Holds at most `maxBytes`: a read makes an entry the most recently used, and the least
 * recently used go first when room is needed.
 */
export class RenderCache {
  /** In use order: the first entry is the least recently used (a Map keeps insertion order). */
  private readonly pages = new Map<string, { page: ReadyPage; bytes: number }>();
  private version = -1;
  private used = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: number): ReadyPage | undefined {
    if (!this.current(version)) return undefined;
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    this.pages.set(key, entry);
    return entry.page;
  }

  set(key: string, version: number, page: ReadyPage): void {
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
