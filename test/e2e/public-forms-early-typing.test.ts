import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { hashOnce } from '../helpers/password-hash';
import { insertUser } from '../../server/queries/users';
import { lastMailTo } from '../helpers/outbox';
import { DESKTOP, fillContact, holdIsland, hydrated, publicSuite, until, withDb } from './page-helpers';

/**
 * Public forms typed into before their island hydrates (the island's code is held back): what was
 * typed is what gets sent, whether the visitor presses send after hydration (the island sends it) or
 * before (the browser posts the form and the server's answer hydrates with the same state).
 */


const STUDENT = { email: 'early.typist@example.com', password: 'Early-Typist-1' };

const suite = publicSuite(async () => {
  await withDb(suite.server, async (db) => insertUser(db, { email: STUDENT.email, passwordHash: await hashOnce(STUDENT.password), roles: ['student'], organizationId: 1, firstName: 'Early', lastName: 'Typist' }));
});

type Opened = { context: BrowserContext; page: Page; problems: string[]; posts: string[]; urls: string[] };

/** A fresh context whose page records script errors, POSTed paths and every requested URL (no service worker: page.route cannot hold what a worker fetches). */
async function fresh(): Promise<Opened> {
  const context = await suite.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  const posts: string[] = [];
  const urls: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) problems.push(`console: ${msg.text()}`);
  });
  page.on('request', (req) => {
    urls.push(req.url());
    if (req.method() === 'POST') posts.push(new URL(req.url()).pathname);
  });
  return { context, page, problems, posts, urls };
}

const AUTH_PAGE = /islands\/AuthPage\.tsx$/;
const CONTACT = /islands\/ContactForm\.tsx$/;

describe('typed before hydration, sent after', () => {
  it('sends the company contact form with what was typed', async () => {
    const { context, page, problems, posts } = await fresh();
    const release = await holdIsland(page, CONTACT);
    await page.goto(`${suite.server.url}/new/`, { waitUntil: 'domcontentloaded' });
    const early = { name: 'Early Company', email: 'early.company@example.com', phone_number: '512-555-0133', message: 'Typed before the company page was ready.' };
    await fillContact(page, '#have-a-question', early);
    release();
    await hydrated(page, 'contact-form', '#have-a-question');
    await page.locator('#have-a-question form').getByRole('button', { name: 'Send message' }).click();
    await page.locator('#have-a-question [role="status"]').getByText('Message sent').waitFor();
    expect(posts).toEqual(['/api/organizations/1/contact/']);
    const rows = await withDb(suite.server, (db) => db.selectFrom('contact_messages').selectAll().where('email', '=', early.email).execute());
    expect(rows).toEqual([expect.objectContaining({ property_id: null, ...early })]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('registers with what was typed and chosen on the register page', async () => {
    const { context, page, problems, posts } = await fresh();
    const release = await holdIsland(page, AUTH_PAGE);
    await page.goto(`${suite.server.url}/new/register`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Register' });
    const typed = { first_name: 'Eager', last_name: 'Signup', email: 'eager.signup@example.com', cell_phone: '512-555-0155', password: 'Eager-Signup-1', password_confirmation: 'Eager-Signup-1' };
    for (const [name, value] of Object.entries(typed)) await form.locator(`input[name="${name}"]`).fill(value);
    await form.getByLabel('Male', { exact: true }).check();
    await form.getByLabel('Send me updates about my application and lease').check();
    release();
    await hydrated(page, 'auth-page');
    await Promise.all([page.waitForURL(`${suite.server.url}/new/tenant/reservations`), form.getByRole('button', { name: 'Register' }).click()]);
    expect(posts).toEqual(['/api/users/sign_up/']);
    const user = await withDb(suite.server, (db) => db.selectFrom('users').selectAll().where('email', '=', typed.email).executeTakeFirstOrThrow());
    expect(user).toMatchObject({ first_name: 'Eager', last_name: 'Signup', cell_phone: '512-555-0155', gender: 'M', informational_opt_in: 1, marketing_opt_in: 0 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    { path: '/new/sign-in-link', label: 'Get a sign-in link', button: 'Send me a link', email: 'eager.link@example.com', api: '/api/users/send_invitation/', answer: 'We sent a sign-in link to eager.link@example.com. It works once, within the next hour.' },
    { path: '/new/forgot-password', label: 'Reset password', button: 'Send reset link', email: STUDENT.email, api: '/api/send_reset_email/', answer: 'If an account uses this address, we sent it a link to choose a new password. It works once, within the next hour.' },
  ])('sends the e-mail typed on $path', async ({ path, label, button, email, api, answer }) => {
    const { context, page, problems, posts } = await fresh();
    const release = await holdIsland(page, AUTH_PAGE);
    await page.goto(`${suite.server.url}${path}`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: label });
    await form.locator('input[name="email"]').fill(email);
    release();
    await hydrated(page, 'auth-page');
    await form.getByRole('button', { name: button }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toBe(answer);
    expect(posts).toEqual([api]);
    expect((await withDb(suite.server, (db) => lastMailTo(db, email))).mail).toBeDefined();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('sent before hydration', () => {
  it("posts the contact form, and the answer's island keeps its errors and values, then sends the corrected form", async () => {
    const { context, page, problems, posts, urls } = await fresh();
    const release = await holdIsland(page, CONTACT);
    await page.goto(`${suite.server.url}/new/property/1`, { waitUntil: 'domcontentloaded' });
    const early = { name: 'Hasty Visitor', email: 'hasty.visitor-at-example.com', phone_number: '512-555-0188', message: 'Sent before the form was ready.' };
    await fillContact(page, '#contact-form', early);
    const form = page.locator('#contact-form form');
    await Promise.all([page.waitForResponse((res) => res.request().method() === 'POST' && res.status() === 400), form.getByRole('button', { name: 'Send message' }).click()]);
    await page.waitForLoadState('domcontentloaded');
    expect(await form.locator('#contact-email-error').textContent()).toBe('Invalid Email');
    release();
    await hydrated(page, 'contact-form', '#contact-form');
    // Hydrated from the server's answer: the same message and the same values.
    expect(await form.locator('#contact-email-error').textContent()).toBe('Invalid Email');
    expect(await form.locator('[name="message"]').inputValue()).toBe(early.message);
    await form.locator('[name="email"]').fill('hasty.visitor@example.com');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.locator('#contact-form [role="status"]').getByText('Message sent').waitFor();
    expect(posts).toEqual(['/new/property/1', '/api/properties/1/contact/']);
    const rows = await withDb(suite.server, (db) => db.selectFrom('contact_messages').selectAll().where('email', '=', 'hasty.visitor@example.com').execute());
    expect(rows).toEqual([expect.objectContaining({ ...early, email: 'hasty.visitor@example.com' })]);
    expect(urls.filter((url) => url.includes('hasty') || url.includes('Hasty'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('posts the sign-in form, and the hydrated answer keeps the alert and the e-mail, then signs in', async () => {
    const { context, page, problems, posts } = await fresh();
    const release = await holdIsland(page, AUTH_PAGE);
    await page.goto(`${suite.server.url}/new/login`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.locator('input[name="email"]').fill(STUDENT.email);
    await form.locator('input[name="password"]').fill('Not-The-Password-1');
    await Promise.all([page.waitForResponse((res) => res.request().method() === 'POST' && res.status() === 400), form.getByRole('button', { name: 'Sign In' }).click()]);
    await page.waitForLoadState('domcontentloaded');
    release();
    await hydrated(page, 'auth-page');
    expect(await form.getByRole('alert').locator('span').textContent()).toBe('Unable to log in with provided credentials.');
    expect(await until(() => form.locator('input[name="email"]').inputValue(), STUDENT.email)).toBe(STUDENT.email);
    await form.locator('input[name="password"]').fill(STUDENT.password);
    await Promise.all([page.waitForURL(`${suite.server.url}/new/tenant/reservations`), form.getByRole('button', { name: 'Sign In' }).click()]);
    expect(posts).toEqual(['/new/login', '/api-token-auth/']);
    expect(problems).toEqual([]);
    await context.close();
  });
});
