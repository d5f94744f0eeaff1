import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { managerSuite, signInOwnBrowser } from './manager-helpers';
import { expectTitle, screenshot, until } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'sessions.manager@example.com', password: 'Manager-Pass1', firstName: 'Sam' };

const suite = managerSuite(MANAGER);

const meWithToken = async (token: string) => (await fetch(`${suite.server.url}/api/users/me/`, { headers: { Authorization: `Token ${token}` } })).status;

describe('manager sessions in Chromium', () => {
  it('lists where the manager is signed in and revokes another browser, an API token, then this browser', async () => {
    const other = await signInOwnBrowser(suite.browser, suite.server, MANAGER);
    const signIn = await fetch(`${suite.server.url}/api-token-auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'leasing-sync/1.0' },
      body: JSON.stringify({ username: MANAGER.email, password: MANAGER.password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const page = await signInOwnBrowser(suite.browser, suite.server, MANAGER);

    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.waitForURL(/\/new\/manager\/sessions$/);
    await expectTitle(page, 'Student Leasing - Sessions');
    const rows = page.getByTestId('session-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    const current = rows.filter({ hasText: 'This browser' });
    expect(await current.count()).toBe(1);
    await expect(current.textContent()).resolves.toContain('Session (cookie and token)');
    await expect(current.textContent()).resolves.toContain('HeadlessChrome');
    const apiRow = rows.filter({ hasText: 'leasing-sync/1.0' });
    await expect(apiRow.textContent()).resolves.toMatch(/Signed in.*\d{4}.*Last used/);
    mkdirSync(shots, { recursive: true });
    await screenshot(page, { path: path.join(shots, 'manager-sessions.png'), fullPage: true });

    // The API client's token.
    expect(await meWithToken(token)).toBe(200);
    await apiRow.getByRole('button', { name: /^Revoke leasing-sync\/1.0/ }).click();
    await page.getByText('Session revoked').waitFor();
    await until(() => rows.count(), 2);
    expect(await meWithToken(token)).toBe(401);

    // The other browser: signed out there; its next visit to the manager area goes to the sign-in page.
    await rows.filter({ hasNotText: 'This browser' }).getByRole('button', { name: 'Revoke', exact: false }).click();
    await until(() => rows.count(), 1);
    await other.goto(`${suite.server.url}/new/manager/settings`);
    await other.waitForURL(/\/new\/login\?redirect=/);

    // This browser: signs out.
    await page.getByRole('button', { name: 'Revoke this browser and sign out' }).click();
    await page.waitForURL(/\/new\/login$/);
    expect((await page.request.get(`${suite.server.url}/api/users/me/`)).status()).toBe(401);
    await page.goto(`${suite.server.url}/new/manager/sessions`);
    await page.waitForURL(/\/new\/login\?redirect=/);
    await other.close();
    await page.close();
  }, 60_000);
});
