import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { securityHeaders } from '../../server/http/security-headers';
import { sanitizeRichText } from '../../server/services/webpages/rich-text';
import { isRichText } from '../../shared/rich-text';

describe('rich text allow-list', () => {
  it('keeps formatting, lists and links', () => {
    expect(sanitizeRichText('<h2>Hi</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><a href="https://x.example">x</a>')).toBe(
      '<h2>Hi</h2><p><strong>Bold</strong> <em>it</em></p><ul><li>One</li></ul><a href="https://x.example" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const out = sanitizeRichText('<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe></p>');
    expect(out).toBe('<p>Hi<a rel="noopener noreferrer">x</a></p>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe|style/i);
  });
});

/** The img-src sources of the content security policy the server really sends. */
async function cspImageSources(): Promise<string[]> {
  const app = express();
  app.use(securityHeaders({ https: false, mapOrigin: 'https://tiles.example' }));
  app.get('/', (_req, res) => res.send('ok'));
  const csp = (await request(app).get('/')).headers['content-security-policy'] as string;
  return csp.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'img-src')!.slice(1);
}

/** Whether a page on this site may load an image from src under those sources (enough of CSP matching for these cases). */
function cspAllows(sources: string[], src: string): boolean {
  const url = new URL(src, 'http://localhost:3000/new/');
  if (url.origin === 'http://localhost:3000') return sources.includes("'self'");
  return sources.includes(url.protocol) || sources.includes(url.origin);
}

describe('rich text images', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
  const kept = ['/uploads/0f3a9c.png', '/uploads/0f3a9c-w960.webp', PNG, 'data:image/jpeg;base64,/9j/4AAQ', 'data:image/webp;base64,UklGRg=='];
  const dropped = [
    'https://tracker.example/pixel.gif',
    'http://tracker.example/pixel.gif',
    '//tracker.example/pixel.gif',
    '/\\tracker.example/pixel.gif',
    '/\t/tracker.example/pixel.gif',
    'https://tiles.example/1/2/3.png',
    'blob:http://localhost:3000/5b1c',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:text/html;base64,PHNjcmlwdD4=',
    'javascript:alert(1)',
    'uploads/relative.png',
    '/api/users/',
    '/uploads/../api/users/',
    '/uploads/%2e%2e/api/users/',
    '/new/manager',
    '',
  ];

  it('keeps images from this site and data: images, with their alt text and size', () => {
    for (const src of kept) expect(sanitizeRichText(`<p><img src="${src}" alt="Lobby" width="640" height="480"></p>`)).toBe(`<p><img src="${src}" alt="Lobby" width="640" height="480" /></p>`);
  });

  it('drops every other image whole, keeping the text around it', () => {
    for (const src of dropped) expect([src, sanitizeRichText(`<p>Before<img src="${src}" alt="x">after</p>`)]).toEqual([src, '<p>Beforeafter</p>']);
    expect(sanitizeRichText('<p><img alt="no source"></p>')).toBe('<p></p>');
  });

  it('keeps only images the content security policy lets the page load', async () => {
    const sources = await cspImageSources();
    expect(sources).toEqual(expect.arrayContaining(["'self'", 'data:']));
    for (const src of kept) expect([src, cspAllows(sources, src)]).toEqual([src, true]);
    for (const src of ['https://tracker.example/pixel.gif', 'http://tracker.example/pixel.gif', '//tracker.example/pixel.gif']) expect([src, cspAllows(sources, src)]).toEqual([src, false]);
  });
});

describe('isRichText', () => {
  it('tells editor HTML from older plain text', () => {
    expect(isRichText('<p>Hello</p>')).toBe(true);
    expect(isRichText('  <h3>Title</h3>')).toBe(true);
    expect(isRichText('Homes near campus.\n\nSecond paragraph')).toBe(false);
    expect(isRichText('< 5 minutes to class')).toBe(false);
  });
});
