import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { managerSuite } from './manager-helpers';
import { hydrated, newPage, scrollThrough, settledGoto } from './page-helpers';

const MANAGER = { email: 'cora.csp@example.com', password: 'Csp-Pass-1', firstName: 'Cora' };
const MAINTENANCE = { email: 'milo.csp@example.com', password: 'Csp-Pass-2', firstName: 'Milo' };

const suite = managerSuite(MANAGER, MAINTENANCE);

/** Records every content security policy violation the page reports (a swallowed one included), from before its first script. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Manager screens whose code builds zod schemas (forms, editors, grids), each a fresh document. */
const MANAGER_SCREENS = [
  '/new/manager/settings',
  '/new/manager/settings/layouts',
  '/new/manager/settings/lease-periods',
  '/new/manager/settings/document-templates',
  '/new/manager/settings/payment-plans',
  '/new/manager/settings/company-webpage',
  '/new/manager/settings/rental-application',
];

describe('the content security policy has nothing to report', () => {
  it('on manager screens: zod never probes `new Function`, which the policy blocks', async () => {
    const page = await suite.signIn();
    const violations = await recordViolations(page);
    for (const screen of MANAGER_SCREENS) {
      await settledGoto(page, `${suite.server.url}${screen}`);
      await page.getByRole('main').waitFor();
      expect([screen, await violations()]).toEqual([screen, []]);
    }
    await page.close();
  });

  it('on public pages once their islands (forms included) have hydrated', async () => {
    const { page } = await newPage(suite.browser);
    const violations = await recordViolations(page);
    const pages: [string, string][] = [
      ['/new/', 'contact-form'],
      ['/new/property/1', 'contact-form'],
      ['/new/login', 'auth-page'],
      ['/new/register', 'auth-page'],
    ];
    for (const [url, island] of pages) {
      await settledGoto(page, `${suite.server.url}${url}`);
      await scrollThrough(page);
      await hydrated(page, island);
      expect([url, await violations()]).toEqual([url, []]);
    }
    await page.close();
  });
});
