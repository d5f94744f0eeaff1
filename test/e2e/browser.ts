import type { Browser, BrowserContext } from 'playwright-core';
import { MEASURING_CHROMIUM_LAUNCH } from './chromium-launch.js';

type Shared = { __sharedChromium?: () => Promise<Browser> };

/**
 * Chromium for one test file. Under jest it is the worker's shared browser (test/browser-environment.js)
 * seen through a handle whose close() closes only the contexts this file opened; elsewhere (the
 * budgets script) a full Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = (globalThis as Shared).__sharedChromium;
  if (!shared) return (await import('playwright-core')).chromium.launch(MEASURING_CHROMIUM_LAUNCH);
  return fileHandle(await shared());
}

function fileHandle(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const own = <T extends BrowserContext>(context: T) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'close') return async () => void (await Promise.all([...opened].map((context) => context.close().catch(() => undefined))));
      if (key === 'newContext') return async (...args: Parameters<Browser['newContext']>) => own(await target.newContext(...args));
      if (key === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          own(page.context());
          return page;
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
