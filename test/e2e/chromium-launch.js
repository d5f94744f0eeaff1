/** The Chromium the tests and the measuring scripts launch (plain JS: the jest environment loads it too). */

/** The flags this closed network needs, and no sandbox (root). */
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * The browser tests': Debian's headless shell (chromium-headless-shell), the headless Chromium
 * Playwright runs its own tests in. It renders pages with the same engine as the full browser at about
 * half the CPU per page, which is most of what the suite spends (docs/decisions/018-test-suite-speed.md).
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const CHROMIUM_LAUNCH = { executablePath: TEST_CHROMIUM_PATH, headless: true, args: ARGS };

/** The measuring scripts' (npm run budgets): Debian's full Chromium, headless, as the figures have always been taken. */
export const MEASURING_CHROMIUM_LAUNCH = { executablePath: '/usr/bin/chromium', headless: true, args: ARGS };
