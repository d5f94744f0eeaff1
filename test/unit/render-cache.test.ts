import { describe, expect, it } from '@jest/globals';
import { entryBytes, RenderCache } from '../../server/render/render-cache';
import { isFresh, pickEncoding, readyPage, type ReadyPage } from '../../server/render/ready-page';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { Request } from 'express';

/** A page whose entry under `key` counts exactly `bytes` (two per character of the key, plus the page's own bytes). */
const pageOf = (key: string, bytes: number): ReadyPage => {
  const identity = Buffer.alloc(bytes - 2 * key.length, 'x');
  return { status: 200, identity, gzip: Buffer.alloc(0), br: Buffer.alloc(0), etag: 'W/"x"', bytes: identity.length };
};

describe('ready page', () => {
  it('holds the page in identity, gzip and brotli bytes that all decode to the html, with an ETag of its content', async () => {
    const html = '<!doctype html><p>Caf\u00e9 '.concat('room '.repeat(500), '</p>');
    const page = await readyPage(200, html);
    expect(page.identity.toString('utf8')).toBe(html);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(page.br).toString('utf8')).toBe(html);
    expect(page.br.length).toBeLessThan(page.gzip.length);
    expect(page.gzip.length).toBeLessThan(page.identity.length / 10);
    expect(page.bytes).toBe(page.identity.length + page.gzip.length + page.br.length);
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await readyPage(200, html)).etag).toBe(page.etag);
    expect((await readyPage(200, `${html} `)).etag).not.toBe(page.etag);
  });

  it('sends brotli when accepted, else gzip, else the plain bytes; q=0 refuses an encoding', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
  });

  it('is fresh when the request already holds the ETag, weak or strong, alone or in a list', () => {
    const req = (value?: string) => ({ headers: value === undefined ? {} : { 'if-none-match': value } }) as unknown as Request;
    expect(isFresh(req('W/"abc"'), 'W/"abc"')).toBe(true);
    expect(isFresh(req('"abc"'), 'W/"abc"')).toBe(true);
    expect(isFresh(req('"zzz", W/"abc"'), 'W/"abc"')).toBe(true);
    expect(isFresh(req('*'), 'W/"abc"')).toBe(true);
    expect(isFresh(req('W/"abd"'), 'W/"abc"')).toBe(false);
    expect(isFresh(req(), 'W/"abc"')).toBe(false);
  });
});

describe('render cache', () => {
  it('counts two bytes per character of the key and every byte the page holds', () => {
    expect(entryBytes('ab', pageOf('ab', 20))).toBe(20);
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
    expect(cache.get('a', 1)?.identity).toHaveLength(1998);
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
});
