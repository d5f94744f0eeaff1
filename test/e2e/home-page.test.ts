import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { hashOnce } from '../helpers/password-hash';
import { insertUser } from '../../server/queries/users';
import { FAIR_HOUSING_URL } from '../../shared/constants';
import { apiJson, DESKTOP, horizontalOverflow, hydrated, onHost, openPath, PHONE, publicSuite, screenshot, scrollThrough, setBlockVisibility, settledGoto, settledReload, until, withDb } from './page-helpers';
import { companyToday } from '../helpers/company-day';

const shots = path.resolve('test-results/screenshots');

const suite = publicSuite();

const cardNames = (page: Page) => page.getByTestId('property-card').locator('h3').allTextContents();
const footerLinks = (page: Page) => page.locator('footer a').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));

describe('home page in Chromium', () => {
  it('has the title and a hero whose Find Housing scrolls smoothly to the properties', async () => {
    const { page, problems } = await openPath(suite.browser, suite.server, '/new/');
    await expect(page.title()).resolves.toBe('Student Leasing - Campus Edge Living');
    expect(await page.locator('main h1').textContent()).toBe('Campus Edge Living');
    expect(await page.locator('main h1 + p').textContent()).toBe('Student apartments a short walk from class');

    // Record the scroll position every frame: a smooth scroll passes through positions in between.
    await page.evaluate(() => {
      const w = window as unknown as { positions: number[] };
      w.positions = [];
      const tick = () => {
        w.positions.push(window.scrollY);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByRole('link', { name: 'Find Housing' }).click();
    // Until the scroll has come to rest: the last ten frames at one position below the top.
    const resting = () => page.evaluate(() => new Set((window as unknown as { positions: number[] }).positions.slice(-10)).size === 1 && window.scrollY > 0);
    expect(await until(resting, true)).toBe(true);
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    const final = positions[positions.length - 1]!;
    expect(final).toBeGreaterThan(0);
    expect(new Set(positions.filter((y) => y > 0 && y < final)).size).toBeGreaterThanOrEqual(2);
    const box = await page.locator('#properties').evaluate((el) => ({ top: el.getBoundingClientRect().top, height: window.innerHeight }));
    expect(box.top).toBeGreaterThanOrEqual(-1);
    expect(box.top).toBeLessThan(box.height / 2);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('narrows the property cards to the chosen portfolio, without disabled properties', async () => {
    const { page, problems } = await openPath(suite.browser, suite.server, '/new/');
    await hydrated(page, 'portfolio-browser');
    const all = ['The Rio on 24th', 'Nueces Commons', 'Lavaca Street Lofts'];
    expect(await cardNames(page)).toEqual(all);
    await page.getByRole('button', { name: 'Near Campus' }).click();
    expect(await until(() => cardNames(page), ['The Rio on 24th', 'Nueces Commons'])).toEqual(['The Rio on 24th', 'Nueces Commons']);
    expect(await page.locator('#properties').textContent()).not.toContain('Speedway Place');
    expect(await page.getByTestId('property-card').evaluateAll((cards) => cards.map((a) => a.getAttribute('href')))).toEqual(['/new/property/1', '/new/property/2']);
    await page.getByRole('button', { name: 'Downtown' }).click();
    expect(await until(() => cardNames(page), ['Lavaca Street Lofts', 'The Rio on 24th'])).toEqual(['Lavaca Street Lofts', 'The Rio on 24th']);
    await page.getByRole('button', { name: 'All locations' }).click();
    expect(await until(() => cardNames(page), all)).toEqual(all);
    expect(await page.getByTestId('property-card').evaluateAll((cards) => cards.map((a) => a.getAttribute('href')))).toEqual(['/new/property/1', '/new/property/2', '/new/property/3']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the about text, the company testimonials and the contact form', async () => {
    const { page, problems } = await openPath(suite.browser, suite.server, '/new/');
    const description = await withDb(suite.server, (db) => db.selectFrom('organizations').select('description').where('id', '=', 1).executeTakeFirstOrThrow());
    expect((await page.locator('#about p').allTextContents()).join('\n\n')).toBe(description.description);

    const api = await apiJson<{ name: string; show_on_organization: boolean }[]>(page, suite.server, '/api/organizations/1/testimonials/');
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((t) => t.show_on_organization)).toBe(true);
    await hydrated(page, 'testimonials', '#what-people-say-about-us');
    const names = await page.locator('#what-people-say-about-us [data-testid="testimonial"] figcaption').allTextContents();
    expect(names.sort()).toEqual(api.map((t) => t.name).sort());
    expect(names).not.toContain('Hannah Lee'); // a property testimonial not shown on the company page

    const form = page.getByRole('form', { name: 'Have a question? Please ask us' });
    expect(await form.locator('input, textarea').evaluateAll((els) => els.map((e) => e.getAttribute('name')))).toEqual(['name', 'email', 'phone_number', 'message']);
    expect(await form.getByRole('button', { name: 'Send message' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leaves out company blocks hidden in the block settings', async () => {
    const { page } = await openPath(suite.browser, suite.server, '/new/');
    expect(await page.locator('#about, #what-people-say-about-us').count()).toBe(2);
    await setBlockVisibility(suite.server, { organizationId: 1 }, ['about', 'what-people-say-about-us'], false);
    try {
      await settledReload(page);
      expect(await page.locator('#about').count()).toBe(0);
      expect(await page.locator('#what-people-say-about-us').count()).toBe(0);
      expect(await page.locator('#properties, #have-a-question').count()).toBe(2);
    } finally {
      await setBlockVisibility(suite.server, { organizationId: 1 }, ['about', 'what-people-say-about-us'], true);
    }
    await settledReload(page);
    expect(await page.locator('#about, #what-people-say-about-us').count()).toBe(2);
    await page.close();
  });

  it('shows a changed tagline at once (the render cache is not stale)', async () => {
    const { page } = await openPath(suite.browser, suite.server, '/new/');
    await settledReload(page); // the second view comes from the render cache
    const tagline = page.locator('main h1 + p');
    expect(await tagline.textContent()).toBe('Student apartments a short walk from class');
    const setTagline = (tagline: string) => withDb(suite.server, (db) => db.updateTable('organizations').set({ tagline }).where('id', '=', 1).execute());
    await setTagline('Fresh tagline from the e2e test');
    try {
      await settledReload(page);
      expect(await tagline.textContent()).toBe('Fresh tagline from the e2e test');
    } finally {
      await setTagline('Student apartments a short walk from class');
    }
    await page.close();
  });

  it('sends visitors to the only running property', async () => {
    const setStatus = (status: 'RUNNING' | 'DISABLED') => withDb(suite.server, (db) => db.updateTable('properties').set({ status }).where('id', 'in', [2, 3]).execute());
    await setStatus('DISABLED');
    try {
      const { page } = await openPath(suite.browser, suite.server, '/new/');
      expect(page.url()).toBe(`${suite.server.url}/new/property/1`);
      expect(await page.locator('main h1').textContent()).toBe('The Rio on 24th');
      await page.close();
    } finally {
      await setStatus('RUNNING');
    }
    const { page } = await openPath(suite.browser, suite.server, '/new/');
    expect(page.url()).toBe(`${suite.server.url}/new/`);
    await page.close();
  });

  it("serves a property's page on its vanity host, and the company home for a disabled one", async () => {
    const { page } = await openPath(suite.browser, suite.server, '/new/');
    await settledGoto(page, `${onHost(suite.server, 'rio.localhost')}/new/`);
    await expect(page.title()).resolves.toBe('Student Leasing - The Rio on 24th');
    expect(page.url()).toBe(`${onHost(suite.server, 'rio.localhost')}/new/`);
    expect(await page.locator('main h1').textContent()).toBe('The Rio on 24th');
    await settledGoto(page, `${onHost(suite.server, 'speedway.localhost')}/new/`);
    await expect(page.title()).resolves.toBe('Student Leasing - Campus Edge Living');
    expect(await page.locator('main h1').textContent()).toBe('Campus Edge Living');
    await page.close();
  });

  it('has the footer credit, the fair housing link and only the social links that are set', async () => {
    const { page } = await openPath(suite.browser, suite.server, '/new/');
    expect(await page.locator('footer p').textContent()).toContain(`© 2014–${companyToday().slice(0, 4)} Campus Edge Living`);
    expect(await footerLinks(page)).toEqual([
      ['Fair housing', FAIR_HOUSING_URL],
      ['Facebook', 'https://www.facebook.com/campusedgeliving'],
      ['Twitter', 'https://twitter.com/campusedgeATX'],
      ['Instagram', 'https://www.instagram.com/campusedgeliving'],
    ]);
    await settledGoto(page, `${suite.server.url}/new/property/3`);
    expect(await footerLinks(page)).toEqual([
      ['Fair housing', FAIR_HOUSING_URL],
      ['Facebook', 'https://www.facebook.com/lavacalofts'],
    ]);
    await page.close();
  });

  it('shows Sign In to visitors, My Profile and Log Out to a signed-in student, and Log Out clears everything', async () => {
    await withDb(suite.server, async (db) => insertUser(db, { email: 'home.e2e@example.com', passwordHash: await hashOnce('Home-Page-Test-1'), roles: ['student'], firstName: 'Hana' }));
    const { page, problems } = await openPath(suite.browser, suite.server, '/new/property/1');
    const account = page.getByRole('navigation', { name: 'Account' });
    expect(await account.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([['Sign In', '/new/login']]);

    const status = await page.evaluate(async () => {
      const res = await fetch('/api-token-auth/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'home.e2e@example.com', password: 'Home-Page-Test-1' }) });
      const body = (await res.json()) as { token: string };
      localStorage.setItem('token', body.token);
      sessionStorage.setItem('seen', '1');
      return res.status;
    });
    expect(status).toBe(200);
    await settledReload(page);
    await hydrated(page, 'site-header-actions');
    expect(await account.getByRole('link', { name: 'My Profile' }).count()).toBe(1);
    expect(await account.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    await account.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${suite.server.url}/new/`);
    await page.waitForLoadState('networkidle');
    expect(await account.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    expect(await account.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect((await page.request.get(`${suite.server.url}/api/users/me/`)).status()).toBe(401);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('has no horizontal overflow at 375px and 1280px (screenshots in test-results/screenshots)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const [name, urlPath] of [['home', '/new/'], ['property', '/new/property/1']] as const) {
        const { page, problems } = await openPath(suite.browser, suite.server, urlPath, viewport);
        await scrollThrough(page);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, { path: path.join(shots, `${name}-${viewport.width}.png`), fullPage: true });
        expect(problems).toEqual([]);
        await page.close();
      }
    }
  }, 90_000);
});
