import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { formatDateTime } from '../../client/manager/components/date-time';
import { INSTAGRAM_TEXTS as T } from '../../client/manager/webpages/social/instagram-texts';
import { SOCIAL_FEED_ERRORS, type SocialFeedStatus } from '../../shared/social/social-feed';
import { startFakeInstagram, type FakeInstagramState } from '../helpers/fake-instagram';
import { launchBrowser } from './browser';
import { createManager, managerPage, snackbar, visitorPage } from './manager-helpers';
import { apiJson, DESKTOP, PHONE, screenshot, settledGoto } from './page-helpers';
import { startServer, type RunningServer } from './server-process';

/** The company editor's Instagram controls (ADR 040), against a loopback server speaking the Graph API. */
const shots = path.resolve(process.env.SHOTS_DIR ?? 'test-results/screenshots');
const TOKEN = 'IGAAmanagerLongLivedToken';
const MANAGER = { email: 'insta.manager@example.com', password: 'Manager-Pass1', firstName: 'Iris' };
const MAINTENANCE = { email: 'insta.maintenance@example.com', password: 'Maintenance-Pass1', firstName: 'Milo' };
const EDITOR = '/new/manager/settings/company-webpage';

let server: RunningServer;
let browser: Browser;
let fake: Awaited<ReturnType<typeof startFakeInstagram>>;
const state: FakeInstagramState = { token: TOKEN, username: 'campusedge', posts: [], fault: null };
const post = async (n: number, hue: string) => ({
  id: `M${n}`,
  media_type: 'IMAGE' as const,
  caption: `Campus Edge ${n}`,
  image: await sharp({ create: { width: 600, height: 600, channels: 3, background: hue } }).jpeg().toBuffer(),
});

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  state.posts = await Promise.all(['#e76f51', '#f4a261', '#e9c46a', '#2a9d8f', '#264653', '#8ab17d', '#6d597a', '#b56576', '#355070'].map((hue, i) => post(i + 1, hue)));
  fake = await startFakeInstagram(state);
  server = await startServer({ INSTAGRAM_GRAPH_URL: fake.url });
  browser = await launchBrowser();
  await createManager(server, MANAGER);
  await createManager(server, MAINTENANCE, 'maintenance');
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

const controls = (page: Page) => page.getByRole('group', { name: T.heading });
const tokenField = (page: Page) => controls(page).getByRole('textbox', { name: T.tokenLabel });
const stateOf = (page: Page) => controls(page).getByTestId('instagram-state');
const button = (page: Page, name: string) => controls(page).getByRole('button', { name, exact: true });

async function openEditor(page: Page) {
  await settledGoto(page, `${server.url}${EDITOR}`);
  await page.getByRole('heading', { name: 'Company Webpage Editor', level: 1 }).waitFor();
  await stateOf(page).waitFor();
}

/** The permalinks the visitor's home page shows in the widget (none when it is not there). */
async function homeWidgetLinks(): Promise<string[]> {
  const home = await visitorPage(browser, server, '/new/');
  const links = await home.page.locator('#social-images [data-testid="social-image"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  await home.close();
  return links;
}

/** Screenshots of the controls at a phone's and a desktop's width (the snackbar closed first: it covers the top). */
async function shootControls(page: Page, name: string) {
  const close = page.getByTestId('snackbar').getByRole('button', { name: 'Close' });
  if (await close.count()) await close.click();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await controls(page).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, { path: path.join(shots, `manager-instagram-${name}-${viewport.width}.png`) });
  }
}

const permalinks = (ids: number[]) => ids.map((n) => `https://www.instagram.com/p/M${n}/`);

describe('the Instagram controls of the company editor', () => {
  // The steps of one season of a connection, in order: each test starts where the last left it.
  let page: Page;
  beforeAll(async () => {
    page = await managerPage(browser, server, MANAGER);
    await openEditor(page);
  });
  afterAll(() => page?.close());

  it('keeps the pasted token when connecting fails, and says under the field why Instagram refused it', async () => {
    await expect(stateOf(page).textContent()).resolves.toBe(T.notConnected);
    await expect(button(page, T.refresh).count()).resolves.toBe(0);
    await expect(button(page, T.disconnect).count()).resolves.toBe(0);

    // The request is lost on the way: the snackbar says so and the pasted token stays.
    await tokenField(page).fill('IGAAexpiredToken');
    await page.route('**/api/social-feed/', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
    await button(page, T.connect).click();
    await snackbar(page, T.connectFailed).waitFor();
    await expect(tokenField(page).inputValue()).resolves.toBe('IGAAexpiredToken');
    await page.unrouteAll();

    await button(page, T.connect).click();
    await expect(controls(page).locator('#access_token-error').textContent()).resolves.toBe(SOCIAL_FEED_ERRORS.tokenRefused);
    await expect(tokenField(page).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(tokenField(page).inputValue()).resolves.toBe('IGAAexpiredToken');
    await expect(stateOf(page).textContent()).resolves.toBe(T.notConnected);
  });

  it('connects with a good token: the account, 8 images and the refresh time in the manager format; the home page shows them', async () => {
    await tokenField(page).fill(TOKEN);
    await expect(controls(page).locator('#access_token-error').count()).resolves.toBe(0);
    await button(page, T.connect).click();
    await snackbar(page, T.connected(8)).waitFor();
    const connected = await apiJson<SocialFeedStatus>(page, server, '/api/social-feed/');
    await expect(stateOf(page).innerText()).resolves.toBe(`Account\n@campusedge\nImages\n8 on the home and property pages\nRefreshed\n${formatDateTime(connected.refreshed_at!)}`);
    await expect(tokenField(page).inputValue()).resolves.toBe('');
    expect(await homeWidgetLinks()).toEqual(permalinks([1, 2, 3, 4, 5, 6, 7, 8]));
    await shootControls(page, 'connected');
    await page.setViewportSize(DESKTOP);
  });

  it('brings new posts to the home page with Refresh now', async () => {
    state.posts = [await post(10, '#118ab2'), await post(11, '#ef476f'), ...state.posts];
    await button(page, T.refresh).click();
    await snackbar(page, T.refreshed(8)).waitFor();
    expect(await homeWidgetLinks()).toEqual(permalinks([10, 11, 1, 2, 3, 4, 5, 6]));
  });

  it('says in plain words why a refresh failed, keeps the images, and a new token clears it', async () => {
    state.token = 'IGAAanotherToken';
    await button(page, T.refresh).click();
    await snackbar(page, `${T.refreshFailed}. ${SOCIAL_FEED_ERRORS.tokenRefused}`).waitFor();
    const failed = await apiJson<SocialFeedStatus>(page, server, '/api/social-feed/');
    await expect(controls(page).getByRole('alert').textContent()).resolves.toBe(`${T.lastError(formatDateTime(failed.attempted_at!))} ${SOCIAL_FEED_ERRORS.tokenRefused}`);
    await expect(stateOf(page).innerText()).resolves.toContain('8 on the home and property pages');
    expect(await homeWidgetLinks()).toEqual(permalinks([10, 11, 1, 2, 3, 4, 5, 6]));
    await shootControls(page, 'error');
    await page.setViewportSize(DESKTOP);

    await tokenField(page).fill('IGAAanotherToken');
    await button(page, T.replace).click();
    await snackbar(page, T.connected(8)).waitFor();
    await expect(controls(page).getByRole('alert').count()).resolves.toBe(0);
  });

  it('asks before disconnecting: Disagree leaves it, Agree removes it and the home page widget', async () => {
    await button(page, T.disconnect).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
    await expect(confirm.textContent()).resolves.toContain(T.confirmDisconnect(8));
    await confirm.getByRole('button', { name: 'Disagree' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(stateOf(page).innerText()).resolves.toContain('@campusedge');
    expect((await apiJson<SocialFeedStatus>(page, server, '/api/social-feed/')).connected).toBe(true);
    expect(await homeWidgetLinks()).toHaveLength(8);

    await button(page, T.disconnect).click();
    await confirm.getByRole('button', { name: 'Agree', exact: true }).click();
    await snackbar(page, T.disconnected).waitFor();
    await expect(stateOf(page).textContent()).resolves.toBe(T.notConnected);
    expect((await apiJson<SocialFeedStatus>(page, server, '/api/social-feed/')).connected).toBe(false);
    expect(await homeWidgetLinks()).toEqual([]);
  });

  it('shows maintenance staff the connection read-only', async () => {
    const manager = await managerPage(browser, server, MANAGER);
    expect((await manager.request.put(`${server.url}/api/social-feed/`, { data: { access_token: state.token } })).status()).toBe(200);
    await manager.close();

    const page = await managerPage(browser, server, MAINTENANCE);
    await openEditor(page);
    await expect(stateOf(page).innerText()).resolves.toContain('@campusedge');
    await expect(stateOf(page).innerText()).resolves.toContain('8 on the home and property pages');
    await expect(controls(page).getByText(T.readOnly).isVisible()).resolves.toBe(true);
    await expect(controls(page).getByRole('textbox').count()).resolves.toBe(0);
    await expect(controls(page).getByRole('button').count()).resolves.toBe(0);
    await page.close();
  });
});
