import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { publicSuite, settledGoto } from './page-helpers';


const suite = publicSuite();

/** Scrolls through the page (so lazy islands hydrate), then runs axe-core on it. */
async function scrolledViolations(page: Page): Promise<string[]> {
  for (let y = 0; y < 8000; y += 700) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  return seriousViolations(page);
}

describe('accessibility (axe-core)', () => {
  for (const path of ['/new/', '/new/property/1']) {
    for (const width of [375, 1280]) {
      it(`${path} has no serious or critical violations at ${width} px`, async () => {
        const page = await suite.browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
        await settledGoto(page, `${suite.server.url}${path}`);
        expect(await scrolledViolations(page)).toEqual([]);
        await page.close();
      });
    }
  }

  it('every control can be reached with the keyboard and shows a visible focus ring', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await settledGoto(page, `${suite.server.url}/new/property/1`);
    const seen = new Set<string>();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return { label: `${el.tagName}:${el.textContent?.trim().slice(0, 30)}`, outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' };
      });
      if (!focused) continue;
      expect(focused.outline).toBe(true);
      seen.add(focused.label);
    }
    expect([...seen].some((l) => l.includes('Sign In'))).toBe(true);
    expect([...seen].some((l) => l.startsWith('SELECT'))).toBe(true);
    expect([...seen].some((l) => l.includes('Apply Now'))).toBe(true);
    await page.close();
  });
});
