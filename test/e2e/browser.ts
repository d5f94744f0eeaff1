import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { MEASURING_CHROMIUM_LAUNCH } from './chromium-launch.js';

type Shared = { __sharedChromium?: () => Promise<Browser> };

export type LaunchOptions = {
  /**
   * Every page and context a brand-new browser profile, with a cold HTTP cache: for a file that
   * measures what a first visit downloads.
   */
  freshContexts?: boolean;
};

/**
 * Chromium for one test file. Under jest it is the worker's shared browser (test/browser-environment.js)
 * seen through a handle whose close() closes only the contexts this file opened; elsewhere (the
 * budgets script) a full Chromium of its own.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const shared = (globalThis as Shared).__sharedChromium;
  if (!shared) return (await import('playwright-core')).chromium.launch(MEASURING_CHROMIUM_LAUNCH);
  return fileHandle(await shared(), options);
}

/**
 * Context options a reused context can honour: they are fixed when it is made and the same for every
 * test that asks for them. Others (stored cookies, permissions, credentials …) get a new context.
 */
const REUSABLE_OPTIONS = new Set(['viewport', 'reducedMotion', 'javaScriptEnabled', 'bypassCSP', 'extraHTTPHeaders', 'colorScheme', 'locale', 'timezoneId', 'isMobile', 'hasTouch', 'deviceScaleFactor', 'userAgent']);

/** Context methods whose effect outlives a test: a context they were called on is not handed out again. */
const LASTING = ['route', 'routeFromHAR', 'addInitScript', 'setOffline', 'setGeolocation', 'grantPermissions', 'setExtraHTTPHeaders', 'setHTTPCredentials', 'exposeBinding', 'exposeFunction'] as const;

type Kept = { context: BrowserContext; key: string; lease: 'none' | 'page' | 'context' | 'starting'; spent: boolean; close: () => Promise<void> };

/**
 * A test's "new browser" (browser.newPage or browser.newContext) is, when it can be, a context an
 * earlier test of the file has finished with, its cookies cleared: as a visitor's returning browser
 * with its cache. A fresh context costs Chromium about 0.8 s of CPU more per page (a new renderer, and
 * every script fetched and compiled again), and the suite opens hundreds.
 */
function fileHandle(browser: Browser, { freshContexts = false }: LaunchOptions): Browser {
  const opened = new Set<BrowserContext>();
  const kept: Kept[] = [];
  const own = <T extends BrowserContext>(context: T) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };

  const keyOf = (options: BrowserContextOptions = {}) => (!freshContexts && Object.keys(options).every((k) => REUSABLE_OPTIONS.has(k)) ? JSON.stringify(options) : undefined);
  const free = (entry: Kept) => !entry.spent && (entry.lease === 'none' || (entry.lease === 'page' && entry.context.pages().length === 0));

  /** A context for the options, held until the caller says how it is leased: until its pages close ('page') or it is closed ('context'). */
  async function lease(options: BrowserContextOptions | undefined): Promise<Kept | BrowserContext> {
    const key = keyOf(options);
    if (key === undefined) return own(await browser.newContext(options));
    const entry = kept.find((e) => e.key === key && free(e));
    if (!entry) return keep(own(await browser.newContext(options)), key);
    entry.lease = 'starting';
    await entry.context.clearCookies();
    await entry.context.clearPermissions();
    return entry;
  }

  function keep(context: BrowserContext, key: string): Kept {
    const entry: Kept = { context, key, lease: 'starting', spent: false, close: context.close.bind(context) };
    kept.push(entry);
    context.once('close', () => kept.splice(kept.indexOf(entry), 1));
    for (const method of LASTING) {
      const original = (context[method] as (...args: unknown[]) => Promise<unknown>).bind(context);
      (context as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => ((entry.spent = true), original(...args));
    }
    const install = context.clock.install.bind(context.clock);
    context.clock.install = (...args) => ((entry.spent = true), install(...args));
    // Closing it ends the lease; the browser's close() below closes it for good.
    context.close = async () => {
      await Promise.all(context.pages().map((page) => page.close().catch(() => undefined)));
      entry.lease = 'none';
    };
    return entry;
  }

  return new Proxy(browser, {
    get(target, key) {
      if (key === 'close') {
        return async () => {
          const real = new Map(kept.map((e) => [e.context, e.close]));
          await Promise.all([...opened].map((context) => (real.get(context) ?? (() => context.close()))().catch(() => undefined)));
        };
      }
      if (key === 'newContext') {
        return async (options?: BrowserContextOptions): Promise<BrowserContext> => {
          const leased = await lease(options);
          if (!('lease' in leased)) return leased;
          leased.lease = 'context';
          return leased.context;
        };
      }
      if (key === 'newPage') {
        return async (options?: BrowserContextOptions): Promise<Page> => {
          const leased = await lease(options);
          if (!('lease' in leased)) {
            // As browser.newPage's own: the context goes when its page does.
            const page = await leased.newPage();
            page.once('close', () => void leased.close().catch(() => undefined));
            return page;
          }
          const page = await leased.context.newPage().finally(() => (leased.lease = 'page'));
          return page;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
