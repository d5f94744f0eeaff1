import { describe, expect, it } from '@jest/globals';
import { createPublicRoutes } from '../../client/public/routes.server';
import { createPageUrl } from '../../server/render/page-url';

const pageUrl = createPageUrl(createPublicRoutes());

describe('the URL a public page is rendered and cached by', () => {
  it('is the path alone for pages that read no query parameters', () => {
    expect(pageUrl('/new/property/1?utm=123&fbclid=x')).toBe('/new/property/1');
    expect(pageUrl('/new/?utm_source=mail')).toBe('/new/');
    expect(pageUrl('/new/property/1')).toBe('/new/property/1');
    expect(pageUrl('/new/access/abc?x=1')).toBe('/new/access/abc');
    expect(pageUrl('/new/no-such-page?x=1')).toBe('/new/no-such-page');
  });

  it('keeps the parameters the sign-in and register pages read, in a fixed order, and drops the rest', () => {
    expect(pageUrl('/new/login?utm=1&redirect=%2Fnew%2Fproperty%2F2')).toBe('/new/login?redirect=%2Fnew%2Fproperty%2F2');
    expect(pageUrl('/new/register?end_date=2027-05-31&x=1&assigned_property=3&agreement_period=4&start_date=2026-08-01&redirect=%2Fnew%2F')).toBe(
      '/new/register?redirect=%2Fnew%2F&assigned_property=3&agreement_period=4&start_date=2026-08-01&end_date=2027-05-31',
    );
    expect(pageUrl('/new/login?utm=1')).toBe('/new/login');
  });

  it('gives the same URL however unknown parameters vary, and different ones for different known values', () => {
    const busted = new Set(Array.from({ length: 50 }, (_, n) => pageUrl(`/new/login?redirect=%2Fnew%2F&utm=${n}`)));
    expect([...busted]).toEqual(['/new/login?redirect=%2Fnew%2F']);
    expect(pageUrl('/new/login?redirect=%2Fa')).not.toBe(pageUrl('/new/login?redirect=%2Fb'));
  });
});
