import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seedIssuedPdfs, sha256Of, type IssuedPdfs } from '../../scripts/lib/issued-pdfs';
import { pageTitle } from '../../shared/page-title';
import { SIGNING_MESSAGES as M, VERIFY_TEXTS as T } from '../../shared/leases/signing-texts';
import { DESKTOP, expectTitle, horizontalOverflow, hydrated, openPath, PHONE, publicSuite, screenshot, withDb } from './page-helpers';

/** Verifying a document on /new/verify: a PDF issued here, the same PDF changed, a pasted SHA-256, with and without JavaScript. */

const suite = publicSuite();
const shots = path.resolve('test-results/screenshots');
let issued: IssuedPdfs;
let files: string;
const file = (name: string) => path.join(files, name);

beforeAll(async () => {
  issued = await withDb(suite.server, (db) => seedIssuedPdfs(db, 1, { documentName: 'Lease Agreement 2026–2027' }));
  files = mkdtempSync(path.join(os.tmpdir(), 'verify-files-'));
  mkdirSync(shots, { recursive: true });
  const changed = Buffer.from(issued.final);
  changed[changed.length - 20] = changed[changed.length - 20]! ^ 1;
  writeFileSync(file('signed-lease.pdf'), issued.final);
  writeFileSync(file('signed-lease-changed.pdf'), changed);
  writeFileSync(file('certificate.pdf'), issued.certificate);
}, 60_000);
afterAll(() => rmSync(files, { recursive: true, force: true }));

const result = (page: Page) => page.getByTestId('verify-result');

async function verifyFile(page: Page, name: string): Promise<void> {
  await page.locator('input[name="file"]').setInputFiles(file(name));
  await page.getByRole('button', { name: T.button }).click();
}

describe('/new/verify', () => {
  it('at 375 px, answers a signed PDF issued here and the same file with one byte changed in place, posting only its SHA-256', async () => {
    const { page, problems, requests } = await openPath(suite.browser, suite.server, '/new/verify', PHONE);
    await expectTitle(page, pageTitle(T.title));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(T.title);
    await expect(page.getByText(T.intro).count()).resolves.toBe(1);
    await hydrated(page, 'verify-form');
    const posted: string[] = [];
    page.on('request', (req) => void (req.method() === 'POST' && posted.push(`${req.url()} ${req.postData() ?? ''}`)));
    const url = page.url();

    await verifyFile(page, 'signed-lease.pdf');
    await result(page).getByText(T.issued).waitFor();
    const text = await result(page).innerText();
    for (const shown of [T.kinds.final, 'Lease Agreement 2026–2027', issued.company, 'November 22, 2026']) expect(text).toContain(shown);
    expect(text).not.toMatch(/Zoë|Private|@/);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, { path: path.join(shots, 'verify-issued-375.png'), fullPage: true });

    await verifyFile(page, 'signed-lease-changed.pdf');
    await result(page).getByText(T.notIssued).waitFor();
    await expect(result(page).innerText()).resolves.toContain(T.notIssuedExplained);
    await screenshot(page, { path: path.join(shots, 'verify-not-issued-375.png'), fullPage: true });

    // In place, and the file never left the browser: the posts carried a SHA-256 alone.
    expect(page.url()).toBe(url);
    expect(posted).toHaveLength(2);
    for (const post of posted) expect(post).toMatch(/\/api\/verify\/ \{"sha256":"[0-9a-f]{64}"\}$/);
    expect(requests.filter((r) => r.includes('/new/verify'))).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('at 1280 px, answers a pasted SHA-256 and says what is missing or wrong', async () => {
    const { page, problems } = await openPath(suite.browser, suite.server, '/new/verify', DESKTOP);
    await hydrated(page, 'verify-form');
    await page.getByRole('button', { name: T.button }).click();
    await expect(page.getByRole('alert').innerText()).resolves.toContain(M.verifyNeedsInput);

    await page.getByLabel(T.hashLabel).fill('12345');
    await page.getByRole('button', { name: T.button }).click();
    await page.getByText(M.verifyBadHash).waitFor();
    await screenshot(page, { path: path.join(shots, 'verify-bad-hash-1280.png'), fullPage: true });

    await page.getByLabel(T.hashLabel).fill(sha256Of(issued.certificate));
    await page.getByRole('button', { name: T.button }).click();
    await result(page).getByText(T.kinds.certificate, { exact: true }).waitFor();
    await screenshot(page, { path: path.join(shots, 'verify-issued-1280.png'), fullPage: true });

    await page.getByLabel(T.hashLabel).fill('');
    await verifyFile(page, 'signed-lease-changed.pdf');
    await result(page).getByText(T.notIssued).waitFor();
    await screenshot(page, { path: path.join(shots, 'verify-not-issued-1280.png'), fullPage: true });
    // The refused hash is the API's 400, which the browser logs.
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await page.close();
  });

  it('without JavaScript, posts the file to the page and answers with the page', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    try {
      await page.goto(`${suite.server.url}/new/verify`, { waitUntil: 'load' });
      for (const [name, heading, status] of [['signed-lease.pdf', T.issued, 200], ['signed-lease-changed.pdf', T.notIssued, 200]] as const) {
        await page.locator('input[name="file"]').setInputFiles(file(name));
        const [response] = await Promise.all([page.waitForResponse((res) => res.request().method() === 'POST' && res.request().isNavigationRequest()), page.getByRole('button', { name: T.button }).click()]);
        await page.waitForLoadState('load');
        expect(response.status()).toBe(status);
        expect(page.url()).toBe(`${suite.server.url}/new/verify`);
        await result(page).getByText(heading).waitFor();
      }
      await screenshot(page, { path: path.join(shots, 'verify-nojs-not-issued-375.png'), fullPage: true });
    } finally {
      await context.close();
    }
  });
});
