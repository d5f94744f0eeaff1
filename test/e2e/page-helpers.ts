import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { openDatabase, type Db } from '../../server/db/database';
import { readUntil } from '../helpers/read-until';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server-process';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export type OpenedPage = { page: Page; problems: string[]; requests: string[] };

/**
 * Saves a screenshot for people to look at (test-results/screenshots/) when SCREENSHOTS is set
 * (`SCREENSHOTS=1 npm run test:e2e`); an ordinary run skips them: encoding them was ~30 s of its CPU.
 */
export async function screenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await (target as Page).screenshot(options);
}

/** The page at both widths, for people to look at (screenshot): as it is, then at 1280 px in a second page of the same session. */
export async function shootBoth(page: Page, dir: string, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await screenshot(page, { path: path.join(dir, `${name}-375.png`), fullPage: true });
  const wide = await page.context().newPage();
  await wide.setViewportSize(DESKTOP);
  await settledGoto(wide, page.url());
  await screenshot(wide, { path: path.join(dir, `${name}-1280.png`), fullPage: true });
  await wide.close();
}

/** The elements wider than the viewport (none on a phone), named by tag and class. */
export const overflowingElements = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map((e) => `${e.tagName}.${e.className}`).slice(0, 8));

/**
 * A fresh page (in a fresh context) that records console errors, page errors and every requested URL.
 * Service workers are blocked: once the site's worker claims a page its asset requests go through the
 * worker, where page.route (holdIsland) no longer sees them. The worker's own test opens its pages itself.
 */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport, serviceWorkers: 'block' });
  return { page, ...watchPage(page) };
}

/** Records the page's console errors, page errors and requested URLs, and shortens its default timeout. */
export function watchPage(page: Page): { problems: string[]; requests: string[] } {
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return { problems, requests };
}

/**
 * Goes to the URL and waits until the page has settled: loaded, nothing on it marked aria-busy (the
 * manager page is, from its first byte until its screen's loads and grids are done), and no request
 * in flight for 150 ms. Playwright's 'networkidle' asks for 500 ms of silence, which the suite paid
 * on every page it opened.
 */
export async function settledGoto(page: Page, url: string): Promise<void> {
  await settling(page, () => page.goto(url));
}

/** Reloads the page and waits until it has settled (see settledGoto). */
export async function settledReload(page: Page): Promise<void> {
  await settling(page, () => page.reload());
}

const QUIET_MS = 150;

/** Runs the navigation (a goto, a click that submits a form …) and waits until the page has settled (see settledGoto). */
export async function settling(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight++;
    last = Date.now();
  };
  const ended = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await navigate();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 });
    for (const deadline = Date.now() + 10_000; inFlight > 0 || Date.now() - last < QUIET_MS; ) {
      if (Date.now() > deadline) throw new Error(`${page.url()}: ${inFlight} requests still in flight`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Opens a path of the test server in a fresh page and waits until it has settled. */
export async function openPath(browser: Browser, server: RunningServer, urlPath: string, viewport = DESKTOP): Promise<OpenedPage> {
  const opened = await newPage(browser, viewport);
  await settledGoto(opened.page, `${server.url}${urlPath}`);
  return opened;
}

/** Scrolls an island into view and waits until React has hydrated it (its first element carries React props). */
export async function hydrated(page: Page, name: string, scope = 'body'): Promise<void> {
  const selector = `${scope} [data-island="${name}"]`;
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (sel) => {
      const child = document.querySelector(sel)?.firstElementChild;
      return !!child && Object.keys(child).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { timeout: 10_000 },
  );
}

/** Scrolls to the bottom step by step so every "visible" island hydrates, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Runs work against the server's own database (the triggers bump the content version on writes). */
export async function withDb<T>(server: RunningServer, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(server.env.DATABASE_URL ?? server.env.DATABASE_PATH!);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Schema changes fire no trigger: bump the content version by hand so cached pages are re-rendered. */
export async function bumpContentVersion(db: Db): Promise<void> {
  await sql`update content_version set version = version + 1`.execute(db);
}

/** Shows or hides website blocks of a property (propertyId) or of the company (organizationId). */
export async function setBlockVisibility(server: RunningServer, owner: { propertyId: number } | { organizationId: number }, names: string[], visible: boolean) {
  await withDb(server, (db) => {
    let query = db.updateTable('website_block_attrs').set({ visibility: visible ? 1 : 0 }).where('block_name', 'in', names);
    query = 'propertyId' in owner ? query.where('property_id', '=', owner.propertyId) : query.where('organization_id', '=', owner.organizationId);
    return query.execute();
  });
}

/** Client output files (basenames) built from inputs matching the pattern, from the build's metafile. */
export function chunksWith(inputs: RegExp): string[] {
  const meta = JSON.parse(readFileSync(path.resolve('dist/meta-client.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
  return Object.entries(meta.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => inputs.test(input)))
    .map(([file]) => path.basename(file));
}

/**
 * Holds back the code of the islands built from sources matching the pattern until the returned
 * release() is called, so a test can type into the server-rendered form before it hydrates. The
 * page's context must block service workers (newPage does): a worker's fetches bypass page.route.
 */
export async function holdIsland(page: Page, source: RegExp): Promise<() => void> {
  const code = chunksWith(source);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => code.some((file) => url.pathname.endsWith(`/${file}`)), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** JavaScript files requested under /new/assets/. */
export const jsAssets = (requests: string[]) => new Set(requests.filter((url) => new URL(url).pathname.startsWith('/new/assets/') && url.endsWith('.js')));

/**
 * Signs in through the sign-in form and waits for the page a student lands on. The wait is longer
 * than other steps': it spans the password hash and a whole page load (the manager app for staff).
 */
export async function signInThroughForm(page: Page, server: RunningServer, account: { email: string; password: string }, landing = /\/new\/tenant\/reservations$/): Promise<void> {
  await settledGoto(page, `${server.url}/new/login`);
  await page.fill('input[name=email]', account.email);
  await page.fill('input[name=password]', account.password);
  await Promise.all([page.waitForURL(landing, { timeout: 30_000 }), page.getByRole('button', { name: 'Sign In' }).click()]);
}

/** The public pages' auth modal (sign-in, sign-in link, register, reset). */
export const authModal = (page: Page) => page.getByTestId('auth-modal');

/**
 * The auth host renders nothing until asked, so the island helper cannot see it hydrate: wait for its
 * React root, then click the trigger until the modal opens (a click before the listener is attached is lost).
 */
export async function openModalWith(page: Page, trigger: Locator, force = false): Promise<void> {
  await page.waitForFunction(() => {
    const host = document.querySelector('[data-island="auth-host"]');
    return !!host && Object.keys(host).some((key) => key.startsWith('__reactContainer$'));
  });
  for (let attempt = 0; attempt < 3; attempt++) {
    await trigger.click({ force });
    try {
      await authModal(page).waitFor({ state: 'visible', timeout: 3000 });
      return;
    } catch {
      // not listening yet: try again
    }
  }
  throw new Error('the auth modal did not open');
}

/** How far the page is wider than the viewport (0 or less: no horizontal overflow). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The same server address under another host name (Chromium resolves *.localhost to loopback). */
export const onHost = (server: RunningServer, host: string) => server.url.replace('127.0.0.1', host);

/** Reads until the value equals the expected one (JSON-equal) or the time is up; returns the last value read. */
export function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<T> {
  return readUntil(read, (value) => JSON.stringify(value) === JSON.stringify(expected), timeoutMs);
}

/** Expects the page's title, waiting for it a moment: a screen of the manager's app sets it just after it renders. */
export async function expectTitle(page: Page, expected: string): Promise<void> {
  expect(await until(() => page.title(), expected)).toBe(expected);
}

/** GET a JSON API path of the test server (with the page's cookies). */
export async function apiJson<T>(page: Page, server: RunningServer, urlPath: string): Promise<T> {
  const res = await page.request.get(`${server.url}${urlPath}`);
  if (!res.ok()) throw new Error(`GET ${urlPath} answered ${res.status()}`);
  return (await res.json()) as T;
}

/** Fills the contact form's fields by name. */
export async function fillContact(page: Page, scope: string, fields: { name: string; email: string; phone_number: string; message: string }): Promise<void> {
  for (const [key, value] of Object.entries(fields)) await page.locator(`${scope} form [name="${key}"]`).fill(value);
}

/** Renames a table (making its block fail to load) and bumps the content version: no trigger fires on a rename. */
export const renameTable = (server: RunningServer, from: string, to: string) =>
  withDb(server, async (db) => {
    await sql.raw(`alter table ${from} rename to ${to}`).execute(db);
    await bumpContentVersion(db);
  });

/** Adds n property testimonials (not shown on the company page); returns their ids. */
export async function addTestimonials(server: RunningServer, propertyId: number, n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) => ({ organization_id: 1, property_id: propertyId, name: `Extra Resident ${i + 1}`, testimonial: `Extra quote ${i + 1}.`, show_on_organization: 0 }));
  const added = await withDb(server, (db) => db.insertInto('testimonials').values(rows).returning('id').execute());
  return added.map((r) => r.id);
}

/**
 * A phone input's country as the visitor sees it: the "US +1" drawn inside the input's left edge,
 * before where the typed text starts (null when it is missing or drawn anywhere else).
 */
export async function phoneCountry(scope: Locator, input: Locator): Promise<string | null> {
  const country = scope.getByText('US +1', { exact: true });
  if ((await country.count()) !== 1) return null;
  const [c, i, textStart] = await Promise.all([
    country.boundingBox(),
    input.boundingBox(),
    input.evaluate((el) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft)),
  ]);
  const inside = c!.x >= i!.x && c!.x + c!.width <= textStart && c!.y >= i!.y && c!.y + c!.height <= i!.y + i!.height;
  return inside ? await country.textContent() : null;
}

/** A test file's server and browser (see publicSuite). */
export type Suite = { readonly server: RunningServer; readonly browser: Browser };

/**
 * A test file's server on the demo data and its browser: started before the file's tests (then
 * `setup`, the file's own records), stopped after them. Read `suite.server` and `suite.browser` inside tests.
 */
export function publicSuite(setup?: (suite: Suite) => Promise<void>, env?: () => Record<string, string>): Suite {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    // `env`: the server's own settings, read when it starts (a fake provider's address is known only then).
    suite.server = await startServer(env?.());
    suite.browser = await launchBrowser();
    await setup?.(suite);
  }, 120_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
