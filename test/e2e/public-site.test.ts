import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { hashOnce } from '../helpers/password-hash';
import { openDatabase } from '../../server/db/database';
import { insertUser } from '../../server/queries/users';
import { publicSuite, screenshot, settledGoto } from './page-helpers';

const shots = path.resolve('test-results/screenshots');

const suite = publicSuite();

describe('public site in Chromium', () => {
  it('has the home page content in the HTML before any script runs', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/new/`);
    await expect(page.title()).resolves.toBe('Student Leasing - Campus Edge Living');
    expect(await page.locator('h1').first().textContent()).toBe('Campus Edge Living');
    expect(await page.getByTestId('property-card').count()).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it('hydrates its islands without errors and opens a property page from a home page card', async () => {
    const page = await suite.browser.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    await settledGoto(page, `${suite.server.url}/new/`);
    expect(problems).toEqual([]);

    // The portfolio island is interactive only once hydrated: choosing a portfolio narrows the cards.
    await expect(page.getByTestId('property-card').count()).resolves.toBe(3);
    await page.getByRole('button', { name: 'Downtown' }).click();
    await expect(page.getByRole('heading', { name: 'Downtown' }).count()).resolves.toBe(1);
    const names = await page.getByTestId('property-card').locator('h3').allTextContents();
    expect(names.length).toBeLessThan(3);

    await page.getByTestId('property-card').first().click();
    await page.waitForURL(/\/new\/property\/\d+$/);
    await expect(page.locator('h1').textContent()).resolves.toBe(names[0]);
    await expect(page.title()).resolves.toBe(`Student Leasing - ${names[0]}`);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('signs in through the API, then GET /api/users/me/ from the page answers the user', async () => {
    const db = openDatabase(suite.server.env.DATABASE_URL ?? suite.server.env.DATABASE_PATH!);
    await insertUser(db, { email: 'student.e2e@example.com', passwordHash: await hashOnce('Browser-Test-1'), roles: ['student'], firstName: 'Ema' });
    await db.destroy();

    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.url}/new/`);
    const result = await page.evaluate(async () => {
      const signIn = await fetch('/api-token-auth/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'student.e2e@example.com', password: 'Browser-Test-1' }),
      });
      const me = await fetch('/api/users/me/');
      return { signIn: signIn.status, me: me.status, body: await me.json() };
    });
    expect(result).toMatchObject({ signIn: 200, me: 200, body: { email: 'student.e2e@example.com', first_name: 'Ema', roles: ['student'] } });
    await page.close();
  });

  it('looks right at phone and desktop widths (screenshots in test-results/screenshots)', async () => {
    for (const [label, width, height] of [['phone', 375, 812], ['desktop', 1280, 900]] as const) {
      const page = await suite.browser.newPage({ viewport: { width, height } });
      await settledGoto(page, `${suite.server.url}/new/`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, { path: path.join(shots, `home-${label}.png`), fullPage: true });
      await page.getByTestId('property-card').first().click();
      await page.waitForURL(/\/property\//);
      await screenshot(page, { path: path.join(shots, `property-${label}.png`), fullPage: true });
      await page.close();
    }
  });
});
