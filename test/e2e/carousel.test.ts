import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { CAROUSEL_AUTOPLAY_MS } from '../../shared/constants';
import { DESKTOP, hydrated, PHONE, publicSuite, settledGoto, until } from './page-helpers';

const RIO = '/new/property/1';

const suite = publicSuite();

type Opened = { page: Page; problems: string[] };

/** A fresh page on the property page; with `clock`, the page's timers run on Playwright's clock (which runs on as usual until moved on). */
async function open(viewport = DESKTOP, options: { reducedMotion?: 'reduce' | 'no-preference'; javaScriptEnabled?: boolean; clock?: boolean } = {}): Promise<Opened> {
  const page = await suite.browser.newPage({ viewport, reducedMotion: options.reducedMotion ?? 'reduce', javaScriptEnabled: options.javaScriptEnabled ?? true });
  page.setDefaultTimeout(10_000);
  if (options.clock) await page.clock.install();
  const problems: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(`console: ${msg.text()}`));
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await settledGoto(page, `${suite.server.url}${RIO}`);
  return { page, problems };
}

const track = (page: Page, section: string) => page.locator(`#${section} [aria-roledescription="carousel"] > ul`);
const button = (page: Page, section: string, name: 'Previous' | 'Next') => page.locator(`#${section}`).getByRole('button', { name });
/** Which slide the track has scrolled to (its scrollLeft in slide steps). */
const position = (list: Locator) =>
  list.evaluate((ul) => {
    const [a, b] = ul.children;
    return Math.round(ul.scrollLeft / (b!.getBoundingClientRect().left - a!.getBoundingClientRect().left));
  });
/** Slides lying wholly inside the track's visible box. */
const fullyVisible = (list: Locator) =>
  list.evaluate((ul) => {
    const box = ul.getBoundingClientRect();
    return [...ul.children].filter((li) => {
      const r = li.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });

describe('scroll-snap carousel in Chromium', () => {
  it('lease periods (loop): Next runs to the last position then back to the first, Previous from the first goes to the last', async () => {
    const { page, problems } = await open();
    await hydrated(page, 'lease-periods');
    const counter = page.locator('#lease-periods [data-testid="carousel-counter"]');
    const next = button(page, 'lease-periods', 'Next');
    // 5 periods, 3 per view at 1280 px: positions 1, 2, 3.
    expect(await counter.textContent()).toBe('1 / 5');
    await next.click();
    expect(await until(() => counter.textContent(), '2 / 5')).toBe('2 / 5');
    await next.click();
    expect(await until(() => counter.textContent(), '3 / 5')).toBe('3 / 5');
    expect(await next.getAttribute('aria-disabled')).toBeNull();
    await next.click();
    expect(await until(() => counter.textContent(), '1 / 5')).toBe('1 / 5');
    await button(page, 'lease-periods', 'Previous').click();
    expect(await until(() => counter.textContent(), '3 / 5')).toBe('3 / 5');
    expect(await position(track(page, 'lease-periods'))).toBe(2);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the counter follows a programmatic scroll of the track', async () => {
    const { page, problems } = await open();
    await hydrated(page, 'lease-periods');
    const counter = page.locator('#lease-periods [data-testid="carousel-counter"]');
    const list = track(page, 'lease-periods');
    await list.evaluate((ul) => ul.scrollTo({ left: ul.scrollWidth, behavior: 'instant' }));
    expect(await until(() => counter.textContent(), '3 / 5')).toBe('3 / 5');
    await list.evaluate((ul) => ul.scrollTo({ left: ul.children[1]!.getBoundingClientRect().left - ul.children[0]!.getBoundingClientRect().left, behavior: 'instant' }));
    expect(await until(() => counter.textContent(), '2 / 5')).toBe('2 / 5');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('testimonials (no loop, 3 of them, 2 per view at 375 px): the buttons at the ends are disabled', async () => {
    const { page, problems } = await open(PHONE);
    await hydrated(page, 'testimonials', '#what-people-say');
    const list = track(page, 'what-people-say');
    const [prev, next] = [button(page, 'what-people-say', 'Previous'), button(page, 'what-people-say', 'Next')];
    expect(await until(() => prev.getAttribute('aria-disabled'), 'true')).toBe('true');
    expect(await next.getAttribute('aria-disabled')).toBeNull();
    await next.click();
    expect(await until(() => next.getAttribute('aria-disabled'), 'true')).toBe('true');
    expect(await prev.getAttribute('aria-disabled')).toBeNull();
    expect(await position(list)).toBe(1);
    await next.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await page.waitForTimeout(300);
    expect(await position(list)).toBe(1);
    await prev.click();
    expect(await until(() => position(list), 0)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  for (const [viewport, perView] of [
    [PHONE, { leasePeriods: 2, friends: 2 }],
    [DESKTOP, { leasePeriods: 3, friends: 4 }],
  ] as const) {
    it(`shows perView whole slides at ${viewport.width} px, the same before any script runs, with no scrollbar`, async () => {
      for (const javaScriptEnabled of [false, true]) {
        const { page } = await open(viewport, { javaScriptEnabled });
        if (javaScriptEnabled) await hydrated(page, 'friends', '#friends');
        expect(await fullyVisible(track(page, 'lease-periods'))).toBe(perView.leasePeriods);
        expect(await fullyVisible(track(page, 'friends'))).toBe(perView.friends);
        // The scrollbar takes no room: the track's box and its scrollport have the same height.
        expect(await track(page, 'lease-periods').evaluate((ul) => (ul as HTMLElement).offsetHeight - ul.clientHeight)).toBe(0);
        await page.close();
      }
    });
  }

  it('autoplays the testimonials, but not under prefers-reduced-motion nor after the visitor touched the track', async () => {
    const [moving, still, touched] = await Promise.all([open(PHONE, { reducedMotion: 'no-preference', clock: true }), open(PHONE, { clock: true }), open(PHONE, { reducedMotion: 'no-preference', clock: true })]);
    for (const { page } of [moving, still, touched]) await hydrated(page, 'testimonials', '#what-people-say');
    await track(touched.page, 'what-people-say').dispatchEvent('pointerdown');
    // One autoplay step on each page's clock; the moving track then scrolls to the next slide.
    for (const { page } of [moving, still, touched]) await page.clock.runFor(CAROUSEL_AUTOPLAY_MS + 100);
    expect(await until(() => position(track(moving.page, 'what-people-say')), 1)).toBe(1);
    expect(await position(track(still.page, 'what-people-say'))).toBe(0);
    expect(await position(track(touched.page, 'what-people-say'))).toBe(0);
    for (const { page, problems } of [moving, still, touched]) {
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 30_000);
});
