import { describe, expect, it } from '@jest/globals';
import { entryBytes, RenderCache, withNonce, NONCE_PLACEHOLDER } from '../../server/render/render-cache';

/** A page whose entry under `key` counts exactly `bytes` (two per character of key and html). */
const pageOf = (key: string, bytes: number) => ({ status: 200, html: 'x'.repeat(bytes / 2 - key.length) });

describe('render cache', () => {
  it('counts two bytes per character of key and page', () => {
    expect(entryBytes('ab', { status: 200, html: 'é<p>' })).toBe(12);
  });

  it('holds at most its byte budget, dropping the least recently stored first', () => {
    const cache = new RenderCache(3000);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, pageOf(key, 1000));
    expect(cache.bytes).toBe(3000);
    cache.set('d', 1, pageOf('d', 1000));
    expect(cache.keys()).toEqual(['b', 'c', 'd']);
    expect(cache.bytes).toBe(3000);
    // A big page makes room for itself by dropping as many old ones as it needs.
    cache.set('e', 1, pageOf('e', 2000));
    expect(cache.keys()).toEqual(['d', 'e']);
    expect(cache.bytes).toBe(3000);
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('keeps the pages read most recently: a read moves an entry to the end of the line', () => {
    const cache = new RenderCache(3000);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, pageOf(key, 1000));
    expect(cache.get('a', 1)?.status).toBe(200);
    cache.set('d', 1, pageOf('d', 1000));
    expect(cache.keys()).toEqual(['c', 'a', 'd']);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBeDefined();
  });

  it('does not store a page larger than the whole budget, and keeps what it holds', () => {
    const cache = new RenderCache(3000);
    cache.set('a', 1, pageOf('a', 1000));
    cache.set('huge', 1, pageOf('huge', 3002));
    expect(cache.keys()).toEqual(['a']);
    expect(cache.bytes).toBe(1000);
    cache.set('fits', 1, pageOf('fits', 2000));
    expect(cache.keys()).toEqual(['a', 'fits']);
  });

  it('replaces a page stored again under the same key without counting it twice', () => {
    const cache = new RenderCache(3000);
    cache.set('a', 1, pageOf('a', 1000));
    cache.set('b', 1, pageOf('b', 1000));
    cache.set('a', 1, pageOf('a', 2000));
    expect(cache.keys()).toEqual(['b', 'a']);
    expect(cache.bytes).toBe(3000);
    expect(cache.get('a', 1)?.html).toHaveLength(999);
  });

  it('drops every page when the content version changes, and ignores pages rendered for an older version', () => {
    const cache = new RenderCache(3000);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 1, pageOf('a', 1000));
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    // A render that started before the change finishes late: it is not kept, nor served.
    cache.set('a', 1, pageOf('a', 1000));
    expect(cache.size).toBe(0);
    cache.set('a', 2, pageOf('a', 1000));
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('a', 2)).toBeDefined();
    // A page stored for a newer version than any read yet starts that version.
    cache.set('b', 3, pageOf('b', 1000));
    expect(cache.keys()).toEqual(['b']);
  });

  it('puts the response nonce in every placeholder', () => {
    expect(withNonce(`<script nonce="${NONCE_PLACEHOLDER}"></script><style nonce="${NONCE_PLACEHOLDER}">`, 'abc')).toBe('<script nonce="abc"></script><style nonce="abc">');
  });
});
