import { TestEnvironment } from 'jest-environment-node';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './e2e/chromium-launch.js';

/**
 * The test environment of every file: Node's, plus Chromium launched once per jest worker, outside
 * the files' module sandboxes. Loading Playwright in each browser test file and launching Chromium
 * for it cost about a second of CPU a file; test/e2e/browser.ts hands each file the shared browser,
 * whose contexts that file closes when it is done.
 *
 * Chromium is closed when no file has used this environment for a moment: the next file of a worker
 * starts sooner than that and keeps it, and the process (a worker, or jest itself when it runs one
 * file in band) can then exit, which an open browser would prevent.
 */
const IDLE_MS = 300;
let launched;
let environments = 0;
let idleTimer;

function sharedChromium() {
  launched = launched?.then((browser) => (browser.isConnected() ? browser : chromium.launch(CHROMIUM_LAUNCH))) ?? chromium.launch(CHROMIUM_LAUNCH);
  return launched;
}

function closeChromium() {
  const closing = launched;
  launched = undefined;
  return closing?.then((browser) => browser.close()).catch(() => undefined);
}

export default class BrowserTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    environments++;
    clearTimeout(idleTimer);
    this.global.__sharedChromium = sharedChromium;
  }

  async teardown() {
    if (--environments === 0) idleTimer = setTimeout(closeChromium, IDLE_MS);
    await super.teardown();
  }
}
