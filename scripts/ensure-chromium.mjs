// Browser tests drive Debian's headless Chromium shell, the lease PDF tests read PDFs with poppler's
// tools (pdftotext, pdffonts, pdfimages, pdftoppm, pdfsig), and the seal tests make a certificate with
// openssl; install what is missing when we may (root, Debian).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
const PDFTOTEXT = '/usr/bin/pdftotext';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const mayInstall = isRoot && existsSync('/usr/bin/apt-get');
const packages = [];

if (!existsSync(CHROMIUM)) {
  if (process.env.CHROMIUM_PATH || !mayInstall) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it (Debian: apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  packages.push('chromium-headless-shell');
}
if (!existsSync(PDFTOTEXT)) {
  if (!mayInstall) {
    console.error(`poppler's tools are missing (${PDFTOTEXT}). Install them (Debian: apt-get install -y poppler-utils).`);
    process.exit(1);
  }
  packages.push('poppler-utils');
}
const OPENSSL = '/usr/bin/openssl';
if (!existsSync(OPENSSL)) {
  if (!mayInstall) {
    console.error(`openssl is missing (${OPENSSL}). Install it (Debian: apt-get install -y openssl).`);
    process.exit(1);
  }
  packages.push('openssl');
}
if (packages.length) {
  console.log(`Installing ${packages.join(' and ')} from Debian (needed by the browser, lease PDF and seal tests)...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} >/dev/null`, { stdio: 'inherit' });
}
