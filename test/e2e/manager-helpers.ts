import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { hashOnce } from '../helpers/password-hash';
import { insertUser } from '../../server/queries/users';
import { DESKTOP, newPage, withDb } from './page-helpers';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server-process';

export type Account = { email: string; password: string; firstName: string };

/** A manager (or maintenance staff) of the demo company (organization 1). */
export async function createManager(server: RunningServer, account: Account, role: 'manager' | 'maintenance' = 'manager'): Promise<void> {
  await withDb(server, async (db) =>
    insertUser(db, { email: account.email, passwordHash: await hashOnce(account.password), roles: [role], organizationId: 1, firstName: account.firstName }),
  );
}

/** Signs in through /new/login and waits for the manager area's settings landing. */
export async function signInManager(browser: Browser, server: RunningServer, account: Account, viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(`${server.url}/new/login`, { waitUntil: 'networkidle' });
  await page.fill('input[name=email]', account.email);
  await page.fill('input[name=password]', account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/new\/manager\/settings$/);
  return page;
}

/** A visitor: a fresh context without the manager's cookie. */
export async function visitorPage(browser: Browser, server: RunningServer, urlPath: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${server.url}${urlPath}`, { waitUntil: 'networkidle' });
  return { page, close: () => context.close() };
}

/** A photo-like PNG of random pixels (~600 KB): a throttled upload keeps its progress bar on screen. */
export const noisyPng = (width = 480, height = 400) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** Slows uploads down (bytes per second; null: no limit). */
export async function throttleUploads(page: Page, bytesPerSecond: number | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
}

/**
 * The usual start of a manager screen's browser tests: its screenshots folder, a server on a fresh
 * database with the demo company, Chromium, a manager and a maintenance staff member.
 */
export async function startManagerSuite(shots: string, manager: Account, maintenance: Account): Promise<{ server: RunningServer; browser: Browser }> {
  mkdirSync(shots, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  await createManager(server, manager);
  await createManager(server, maintenance, 'maintenance');
  return { server, browser };
}

/** Closes what startManagerSuite opened (either may be missing when the start failed). */
export async function stopSuite(browser: Browser | undefined, server: RunningServer | undefined): Promise<void> {
  await browser?.close();
  await server?.stop();
}

/**
 * Cancels a fading dialog with the page's clock paused: what was typed in `field` stays until the
 * fade's 300 ms have run, then the dialog goes.
 */
export async function cancelKeepsFieldsWhileFading(page: Page, dialog: Locator, field: string, typed: string): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.clock.runFor(299);
  if ((await dialog.getByLabel(field).inputValue()) !== typed) throw new Error(`${field} changed before the dialog had faded`);
  await page.clock.runFor(1);
  await dialog.waitFor({ state: 'detached' });
  await page.clock.resume();
}
