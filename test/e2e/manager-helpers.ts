import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { hashOnce } from '../helpers/password-hash';
import { insertUser } from '../../server/queries/users';
import { DESKTOP, newPage, publicSuite, settledGoto, watchPage, withDb, type Suite } from './page-helpers';
import type { RunningServer } from './server-process';

export type Account = { email: string; password: string; firstName: string };

/** A manager (or maintenance staff) of the demo company (organization 1). */
export async function createManager(server: RunningServer, account: Account, role: 'manager' | 'maintenance' = 'manager'): Promise<void> {
  await withDb(server, async (db) =>
    insertUser(db, { email: account.email, passwordHash: await hashOnce(account.password), roles: [role], organizationId: 1, firstName: account.firstName }),
  );
}

/** Signs in through the sign-in API (the form itself: auth-journeys) in a browser context. */
async function signInWithin(server: RunningServer, context: BrowserContext, account: Account): Promise<void> {
  const res = await context.request.post(`${server.url}/api-token-auth/`, { data: { username: account.email, password: account.password, remember: true } });
  if (!res.ok()) throw new Error(`signing in ${account.email} answered ${res.status()}`);
}

/**
 * Signs in a browser of its own (a fresh context, nothing cached) and opens the manager area's
 * settings landing: for tests about sessions, or about what a first visit downloads.
 */
export async function signInOwnBrowser(browser: Browser, server: RunningServer, account: Account, viewport = DESKTOP): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await signInWithin(server, page.context(), account);
  await page.goto(`${server.url}/new/manager/settings`);
  return page;
}

/** A new page of the account's signed-in browser (see managerPage) on the manager area's settings landing. */
export async function signInManager(browser: Browser, server: RunningServer, account: Account, viewport = DESKTOP): Promise<Page> {
  const page = await managerPage(browser, server, account, viewport);
  await page.goto(`${server.url}/new/manager/settings`);
  return page;
}

/**
 * Signed-in contexts by browser, server and account. Each test's page opens in the account's one
 * context, so Chromium compiles the manager's scripts once per file rather than once per test.
 */
const signedIn = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();
/** Contexts a test changed for good (its clock): the next page gets a fresh one. */
const spent = new WeakSet<BrowserContext>();

async function accountContext(browser: Browser, server: RunningServer, account: Account): Promise<BrowserContext> {
  const byAccount = signedIn.get(browser) ?? new Map<string, Promise<BrowserContext>>();
  signedIn.set(browser, byAccount);
  const key = `${server.url} ${account.email}`;
  const cached = await byAccount.get(key)?.catch(() => undefined);
  // A test may have signed the context out, revoked its session or closed it: then it signs in again.
  const usable = cached && !spent.has(cached) ? await signedInAs(server, cached, account) : 'no';
  if (usable === 'yes') return cached!;
  const made = (async () => {
    const context = usable === 'signed out' ? cached! : await browser.newContext({ viewport: DESKTOP });
    await signInWithin(server, context, account);
    return context;
  })();
  byAccount.set(key, made);
  return made;
}

/** Whether the context is still signed in as the account. */
async function signedInAs(server: RunningServer, context: BrowserContext, account: Account): Promise<'yes' | 'signed out' | 'no'> {
  try {
    const me = await context.request.get(`${server.url}/api/users/me/`);
    return me.ok() && ((await me.json()) as { email: string }).email === account.email ? 'yes' : 'signed out';
  } catch {
    return 'no';
  }
}

/**
 * A new page, signed in as the account, that has not opened anything yet. Pages of one account share
 * its context (cookies and the browser cache), as tabs of one browser do; a test that needs a browser
 * of its own uses signInOwnBrowser.
 */
export async function managerPage(browser: Browser, server: RunningServer, account: Account, viewport = DESKTOP): Promise<Page> {
  const context = await accountContext(browser, server, account);
  const page = closedPages.get(context)?.pop() ?? reusable(await context.newPage());
  const { width, height } = page.viewportSize() ?? DESKTOP;
  if (viewport.width !== width || viewport.height !== height) await page.setViewportSize(viewport);
  watchPage(page);
  return page;
}

/**
 * Pages of signed-in contexts that a test closed, kept for the account's next page: a new page costs
 * Chromium about half a second of CPU (its renderer and document), a reused one a tenth of that.
 */
const closedPages = new WeakMap<BrowserContext, Page[]>();

/** Makes the page's close() leave it blank, unobserved and unrouted, for managerPage to hand out again. */
function reusable(page: Page): Page {
  const close = page.close.bind(page);
  page.close = async (options) => {
    try {
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await throttleUploads(page, null);
      // The unsaved-changes prompt may ask before the page leaves: it may.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.goto('about:blank');
      page.removeAllListeners();
      const pool = closedPages.get(page.context()) ?? [];
      closedPages.set(page.context(), pool);
      pool.push(page);
    } catch {
      await close(options);
    }
  };
  return page;
}

/** A visitor: a fresh context without the manager's cookie. */
export async function visitorPage(browser: Browser, server: RunningServer, urlPath: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await settledGoto(page, `${server.url}${urlPath}`);
  return { page, close: () => context.close() };
}

/** A photo-like PNG of random pixels (~600 KB): a throttled upload keeps its progress bar on screen. */
export const noisyPng = (width = 480, height = 400) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** Slows uploads down (bytes per second; null: no limit). */
export async function throttleUploads(page: Page, bytesPerSecond: number | null): Promise<void> {
  let cdp = throttled.get(page);
  if (!cdp && bytesPerSecond === null) return;
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    throttled.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
}
const throttled = new WeakMap<Page, CDPSession>();

export type ManagerSuite = Suite & {
  /** A new signed-in page that has opened nothing yet (managerPage); the suite's manager unless told. */
  page(viewport?: typeof DESKTOP, account?: Account): Promise<Page>;
  /** A signed-in page on the manager area's settings landing (signInManager). */
  signIn(viewport?: typeof DESKTOP, account?: Account): Promise<Page>;
  /** A signed-in page on `urlPath` once it has settled and `ready` (a selector, or a locator of the page) is there. */
  open(urlPath: string, ready: string | ((page: Page) => Locator), viewport?: typeof DESKTOP, account?: Account): Promise<Page>;
};

/**
 * The usual start of a manager screen's browser tests (publicSuite: a server on the demo company and
 * Chromium, started with `env` added to its settings) with its staff accounts, made before `setup`
 * runs; and the ways its tests open a page.
 */
export function managerSuite(manager: Account, maintenance?: Account, setup?: (suite: Suite) => Promise<void>, env?: () => Record<string, string>): ManagerSuite {
  const suite = publicSuite(async (started) => {
    await createManager(started.server, manager);
    if (maintenance) await createManager(started.server, maintenance, 'maintenance');
    await setup?.(started);
  }, env);
  const page = (viewport = DESKTOP, account = manager) => managerPage(suite.browser, suite.server, account, viewport);
  return Object.assign(suite, {
    page,
    signIn: (viewport = DESKTOP, account = manager) => signInManager(suite.browser, suite.server, account, viewport),
    async open(urlPath: string, ready: string | ((page: Page) => Locator), viewport = DESKTOP, account = manager) {
      const opened = await page(viewport, account);
      await settledGoto(opened, `${suite.server.url}${urlPath}`);
      await (typeof ready === 'string' ? opened.locator(ready).first() : ready(opened)).waitFor();
      return opened;
    },
  });
}

/**
 * Cancels a fading dialog with the page's clock paused: what was typed in `field` stays until the
 * fade's 300 ms have run, then the dialog goes.
 */
export async function cancelKeepsFieldsWhileFading(page: Page, dialog: Locator, field: string, typed: string): Promise<void> {
  // The clock belongs to the context: later pages of this account get a fresh one.
  spent.add(page.context());
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.clock.runFor(299);
  if ((await dialog.getByLabel(field).inputValue()) !== typed) throw new Error(`${field} changed before the dialog had faded`);
  await page.clock.runFor(1);
  await dialog.waitFor({ state: 'detached' });
  await page.clock.resume();
}

/** The manager area's snackbar showing `text`. */
export const snackbar = (page: Page, text: string) => page.getByTestId('snackbar').filter({ hasText: text });

/** A titled region of a screen (a card, a section), by its exact title. */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
