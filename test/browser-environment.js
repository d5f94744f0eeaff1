import { TestEnvironment } from 'jest-environment-node';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './e2e/chromium-launch.js';

/**
 * The test environment of every file: Node's, plus Chromium launched once per jest worker, outside
 * the files' module sandboxes. Loading Playwright in each browser test file and launching Chromium
 * for it cost about a second of CPU a file; test/e2e/browser.ts hands each file the shared browser,
 * whose contexts that file closes when it is done.
 */
let launched;

function sharedChromium() {
  launched = launched?.then((browser) => (browser.isConnected() ? browser : chromium.launch(CHROMIUM_LAUNCH))) ?? chromium.launch(CHROMIUM_LAUNCH);
  return launched;
}

export default class BrowserTestEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__sharedChromium = sharedChromium;
  }
}
