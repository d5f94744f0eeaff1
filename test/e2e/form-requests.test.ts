import { describe, expect, it } from '@jest/globals';
import type { Request } from 'playwright-core';
import { insertUser } from '../../server/queries/users';
import { hashOnce } from '../helpers/password-hash';
import { authModal, DESKTOP, fillContact, hydrated, openModalWith, publicSuite, settledGoto, withDb } from './page-helpers';

/**
 * The request hook every public form and signing step sends through (client/ui/use-request-action.ts):
 * what no single form's journey shows.
 */

const STUDENT = { email: 'hook.student@example.com', password: 'Hook-Student-1' };

const suite = publicSuite(async () => {
  await withDb(suite.server, async (db) => insertUser(db, { email: STUDENT.email, passwordHash: await hashOnce(STUDENT.password), roles: ['student'], organizationId: 1, firstName: 'Hook', lastName: 'Student' }));
});

/** A page without a service worker (page.route cannot hold what a worker fetches), recording the POSTs it sends. */
async function fresh() {
  const context = await suite.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const posts: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(req);
  });
  return { context, page, posts };
}

describe('public form requests in Chromium', () => {
  it('sends a form submitted twice before it shows it is busy once', async () => {
    const { context, page, posts } = await fresh();
    await settledGoto(page, `${suite.server.url}/new/property/1`);
    await hydrated(page, 'contact-form', '#contact-form');
    const message = { name: 'Twice Pressed', email: 'twice.pressed@example.com', phone_number: '512-555-0191', message: 'Sent with two quick presses.' };
    await fillContact(page, '#contact-form', message);
    // Both submits run before React renders the busy button, as a double press of Enter on a slow phone can.
    await page.locator('#contact-form form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.locator('#contact-form [role="status"]').getByText('Message sent').waitFor();
    expect(posts.filter((req) => new URL(req.url()).pathname.endsWith('/contact/'))).toHaveLength(1);
    const rows = await withDb(suite.server, (db) => db.selectFrom('contact_messages').select('id').where('email', '=', message.email).execute());
    expect(rows).toHaveLength(1);
    await context.close();
  });

  it('drops a request whose form is closed while it runs: closing the sign-in modal mid-way does not sign in', async () => {
    const { context, page } = await fresh();
    await settledGoto(page, `${suite.server.url}/new/`);
    await hydrated(page, 'site-header-actions');
    await openModalWith(page, page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign In' }));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = () => {};
    const atServer = new Promise<void>((resolve) => (reached = resolve));
    await page.route('**/api-token-auth/', async (route) => {
      reached();
      await held;
      await route.continue().catch(() => undefined);
    });
    const failed = page.waitForEvent('requestfailed', (req) => req.url().endsWith('/api-token-auth/'));

    const form = authModal(page).getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(STUDENT.email);
    await form.getByLabel('Password').fill(STUDENT.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await atServer;
    expect(await form.getByRole('button', { name: 'Signing in…' }).isDisabled()).toBe(true);
    await authModal(page).getByRole('button', { name: 'Close' }).click();
    await authModal(page).waitFor({ state: 'detached' });
    release();

    expect((await failed).failure()?.errorText).toMatch(/ABORTED/);
    // Still the page the visitor stayed on, signed out.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/new/');
    expect((await context.cookies()).filter((c) => c.name === 'sid')).toEqual([]);
    await context.close();
  });
});
