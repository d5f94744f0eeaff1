// Browser tests drive Debian's headless Chromium shell; install it when missing and we may (root, Debian).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.env.CHROMIUM_PATH || !isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing the headless Chromium shell from Debian (needed by the browser tests)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null', { stdio: 'inherit' });
}
