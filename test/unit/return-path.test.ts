import { describe, expect, it } from '@jest/globals';
import { safeReturnPath, withReturnPath } from '../../shared/return-path';

describe('the return path after verifying an address (issue 45)', () => {
  it('keeps the site’s own pages, with their query', () => {
    expect(safeReturnPath('/new/tenant/applications/12')).toBe('/new/tenant/applications/12');
    expect(safeReturnPath('/new/property/3?step=home')).toBe('/new/property/3?step=home');
  });

  it('ignores every other origin and anything that is not a page of the site', () => {
    for (const attempt of [
      'https://evil.example/new/x',
      '//evil.example/new/x',
      '/\\evil.example',
      '/new/\\\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/new/%0a//evil.example',
      '/new/\n//evil.example',
      '/new/\t/evil',
      'http:/new/x',
      '/new',
      '/api/users/me/',
      '/new/../api/users/me/',
      'new/tenant/lease',
      '',
      `/new/${'x'.repeat(400)}`,
      42,
      null,
      undefined,
      ['/new/x'],
    ]) {
      const kept = safeReturnPath(attempt);
      if (kept !== null) expect(new URL(kept, 'https://site.example').origin).toBe('https://site.example');
      expect([attempt, kept === null || kept.startsWith('/new/')]).toEqual([attempt, true]);
    }
    expect(safeReturnPath('https://evil.example/new/x')).toBeNull();
    expect(safeReturnPath('//evil.example/new/x')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/new/../api/users/me/')).toBeNull();
    expect(safeReturnPath('javascript:alert(1)')).toBeNull();
  });

  it('adds itself to a path as ?next=, or nothing', () => {
    expect(withReturnPath('/new/email-verified', '/new/property/3')).toBe('/new/email-verified?next=%2Fnew%2Fproperty%2F3');
    expect(withReturnPath('/new/email-verified', null)).toBe('/new/email-verified');
  });
});
