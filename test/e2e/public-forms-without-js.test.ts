import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { hashOnce } from '../helpers/password-hash';
import { insertUser } from '../../server/queries/users';
import { lastMailTo } from '../helpers/outbox';
import { DESKTOP, fillContact, publicSuite, withDb } from './page-helpers';

/** Every public form in a browser with JavaScript turned off: it posts to the server and the answer is a page. */


const STUDENT = { email: 'nojs.student@example.com', password: 'NoScript-Pass-1' };
const RESETTER = { email: 'nojs.reset@example.com', password: 'NoScript-Old-1' };

const suite = publicSuite(async () => {
  await withDb(suite.server, async (db) => {
    for (const [user, first] of [[STUDENT, 'Nora'], [RESETTER, 'Reese']] as const) {
      await insertUser(db, { email: user.email, passwordHash: await hashOnce(user.password), roles: ['student'], organizationId: 1, firstName: first, lastName: 'Plain' });
    }
  });
});

type Opened = { context: BrowserContext; page: Page; urls: string[] };

/** A page in a context without JavaScript that records every URL it asks for. */
async function openWithoutJs(urlPath: string): Promise<Opened> {
  const context = await suite.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const urls: string[] = [];
  page.on('request', (req) => urls.push(`${req.method()} ${req.url()}`));
  await page.goto(`${suite.server.url}${urlPath}`, { waitUntil: 'load' });
  return { context, page, urls };
}

/** Clicks a submit button and waits for the page the server answers with. */
async function submit(page: Page, button: Locator): Promise<number> {
  const [response] = await Promise.all([page.waitForResponse((res) => res.request().method() === 'POST' && res.request().isNavigationRequest()), button.click()]);
  await page.waitForLoadState('load');
  return response.status();
}

/** No request the browser made carried any of these values in its address. */
const inAddresses = (urls: string[], values: string[]) => urls.filter((url) => values.some((v) => decodeURIComponent(url).includes(v) || url.includes(encodeURIComponent(v))));

const fieldError = (form: Locator, id: string) => form.locator(`#${id}`).textContent({ timeout: 2000 }).catch(() => null);
const valueOf = (form: Locator, name: string) => form.locator(`[name="${name}"]`).inputValue();

describe('without JavaScript', () => {
  it('sends the property contact form: errors next to the fields with the typed values kept, then Message sent', async () => {
    const { context, page, urls } = await openWithoutJs('/new/property/1');
    const form = page.locator('#contact-form form');
    const bad = { name: 'Plain Visitor', email: 'plain.visitor-at-example.com', phone_number: '555-12', message: 'No scripts here.' };
    await fillContact(page, '#contact-form', bad);
    expect(await submit(page, form.getByRole('button', { name: 'Send message' }))).toBe(400);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/new/property/1');
    expect([await fieldError(form, 'contact-email-error'), await fieldError(form, 'contact-phone_number-error')]).toEqual(['Invalid Email', 'Incorrect phone']);
    expect(await form.locator('#contact-name-error').count()).toBe(0);
    expect({ name: await valueOf(form, 'name'), email: await valueOf(form, 'email'), phone_number: await valueOf(form, 'phone_number'), message: await valueOf(form, 'message') }).toEqual(bad);

    await form.locator('[name="email"]').fill('plain.visitor@example.com');
    await form.locator('[name="phone_number"]').fill('(512) 555-0166');
    expect(await submit(page, form.getByRole('button', { name: 'Send message' }))).toBe(200);
    const result = page.locator('#contact-form [role="status"]');
    expect(await result.locator('h3').textContent()).toBe('Message sent');
    // The answer opens at the form's block.
    expect(new URL(page.url()).hash).toBe('#contact-form');
    const rows = await withDb(suite.server, (db) => db.selectFrom('contact_messages').selectAll().where('email', '=', 'plain.visitor@example.com').execute());
    expect(rows).toEqual([expect.objectContaining({ property_id: 1, name: 'Plain Visitor', phone_number: '(512) 555-0166', message: 'No scripts here.' })]);

    // Send again opens the page with an empty form.
    await Promise.all([page.waitForURL(`${suite.server.url}/new/property/1`), result.getByRole('link', { name: 'Send again' }).click()]);
    expect(await page.locator('#contact-form form [name="email"]').inputValue()).toBe('');
    expect(inAddresses(urls, ['plain.visitor', 'Plain Visitor', '555-0166', 'No scripts'])).toEqual([]);
    await context.close();
  });

  it('sends the company contact form on the home page', async () => {
    const { context, page, urls } = await openWithoutJs('/new/');
    const form = page.locator('#have-a-question form');
    await fillContact(page, '#have-a-question', { name: 'Home Visitor', email: 'home.visitor@example.com', phone_number: '512-555-0101', message: '' });
    expect(await submit(page, form.getByRole('button', { name: 'Send message' }))).toBe(400);
    expect(await fieldError(form, 'contact-message-error')).toBe('Required');
    expect(await valueOf(form, 'name')).toBe('Home Visitor');
    await form.locator('[name="message"]').fill('Do you have parking?');
    expect(await submit(page, form.getByRole('button', { name: 'Send message' }))).toBe(200);
    expect(await page.locator('#have-a-question [role="status"] h3').textContent()).toBe('Message sent');
    const rows = await withDb(suite.server, (db) => db.selectFrom('contact_messages').selectAll().where('email', '=', 'home.visitor@example.com').execute());
    expect(rows).toEqual([expect.objectContaining({ property_id: null, organization_id: 1, message: 'Do you have parking?' })]);
    expect(inAddresses(urls, ['home.visitor', 'Home Visitor', '555-0101'])).toEqual([]);
    await context.close();
  });

  it('signs in from the header link: a wrong password shows the alert with the e-mail kept, the right one opens the student area', async () => {
    const { context, page, urls } = await openWithoutJs('/new/');
    await Promise.all([page.waitForURL(`${suite.server.url}/new/login`), page.getByRole('link', { name: 'Sign In' }).click()]);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('nojs.student.example.com');
    expect(await submit(page, form.getByRole('button', { name: 'Sign In' }))).toBe(400);
    expect([await fieldError(form, 'email-error'), await fieldError(form, 'password-error')]).toEqual(['Incorrect email', 'This field is required']);
    expect(await valueOf(form, 'email')).toBe('nojs.student.example.com');

    await form.getByLabel('Email').fill(STUDENT.email);
    await form.getByLabel('Password').fill('Wrong-Pass-1');
    expect(await submit(page, form.getByRole('button', { name: 'Sign In' }))).toBe(400);
    expect(await form.getByRole('alert').locator('span').textContent()).toBe('Unable to log in with provided credentials.');
    expect([await valueOf(form, 'email'), await valueOf(form, 'password')]).toEqual([STUDENT.email, '']);

    await form.getByLabel('Password').fill(STUDENT.password);
    await Promise.all([page.waitForURL(`${suite.server.url}/new/tenant/reservations`), form.getByRole('button', { name: 'Sign In' }).click()]);
    expect(await page.locator('main h1').textContent()).toBe('My reservations');
    expect((await context.cookies()).some((c) => c.name === 'sid')).toBe(true);
    expect(inAddresses(urls, [STUDENT.email, STUDENT.password, 'nojs.student'])).toEqual([]);
    await context.close();
  });

  it('registers: errors with the typed values kept, then the student area with the chosen property requested', async () => {
    const { context, page, urls } = await openWithoutJs('/new/register?assigned_property=2');
    const form = page.getByRole('form', { name: 'Register' });
    const typed = { first_name: 'Plain', last_name: 'Newcomer', email: 'plain.newcomer@example.com', cell_phone: '555-12', password: 'Plain-Pass-1', password_confirmation: 'Plain-Pass-1' };
    for (const [name, value] of Object.entries(typed)) await form.locator(`input[name="${name}"]`).fill(value);
    await form.getByLabel('Send me news and offers').check();
    expect(await submit(page, form.getByRole('button', { name: 'Register' }))).toBe(400);
    expect([await fieldError(form, 'cell_phone-error'), await fieldError(form, 'gender-error')]).toEqual(['Incorrect phone', 'This field is required']);
    expect(await Promise.all(['first_name', 'last_name', 'email', 'cell_phone', 'password'].map((n) => valueOf(form, n)))).toEqual(['Plain', 'Newcomer', typed.email, '555-12', '']);
    expect(await form.getByLabel('Send me news and offers').isChecked()).toBe(true);

    await form.locator('input[name="cell_phone"]').fill('512-555-0144');
    await form.locator('input[name="password"]').fill(typed.password);
    await form.locator('input[name="password_confirmation"]').fill(typed.password);
    await form.getByLabel('Female').check();
    await Promise.all([page.waitForURL(`${suite.server.url}/new/tenant/reservations`), form.getByRole('button', { name: 'Register' }).click()]);
    const user = await withDb(suite.server, (db) => db.selectFrom('users').selectAll().where('email', '=', typed.email).executeTakeFirstOrThrow());
    expect(user).toMatchObject({ first_name: 'Plain', cell_phone: '512-555-0144', gender: 'F', marketing_opt_in: 1 });
    expect(await page.getByTestId('reservation-request').count()).toBe(1);
    expect(inAddresses(urls, ['plain.newcomer', 'Newcomer', '555-0144', 'Plain-Pass'])).toEqual([]);
    await context.close();
  });

  it('asks for a sign-in link from the page the login link opens', async () => {
    const { context, page, urls } = await openWithoutJs('/new/login');
    await Promise.all([page.waitForURL(`${suite.server.url}/new/sign-in-link`), page.getByRole('link', { name: 'Email me a sign-in link' }).click()]);
    expect(await page.locator('main h1').textContent()).toBe('Get a sign-in link');
    const form = page.getByRole('form', { name: 'Get a sign-in link' });
    await form.getByLabel('Email').fill('link.seeker@');
    expect(await submit(page, form.getByRole('button', { name: 'Send me a link' }))).toBe(400);
    expect(await fieldError(form, 'email-error')).toBe('Incorrect email');
    expect(await valueOf(form, 'email')).toBe('link.seeker@');
    await form.getByLabel('Email').fill('link.seeker@example.com');
    expect(await submit(page, page.getByRole('button', { name: 'Send me a link' }))).toBe(200);
    expect(await page.getByRole('status').textContent()).toBe('We sent a sign-in link to link.seeker@example.com. It works once, within the next hour.');
    expect((await withDb(suite.server, (db) => lastMailTo(db, 'link.seeker@example.com'))).path).toMatch(/^\/new\/access\//);
    expect(inAddresses(urls, ['link.seeker'])).toEqual([]);
    await context.close();
  });

  it('asks for a reset link, then sets the new password on the mailed page', async () => {
    const { context, page, urls } = await openWithoutJs('/new/login');
    await Promise.all([page.waitForURL(`${suite.server.url}/new/forgot-password`), page.getByRole('link', { name: 'Forgot your password?' }).click()]);
    expect(await page.locator('main h1').textContent()).toBe('Reset your password');
    const ask = page.getByRole('form', { name: 'Reset password' });
    expect(await submit(page, ask.getByRole('button', { name: 'Send reset link' }))).toBe(400);
    expect(await fieldError(ask, 'email-error')).toBe('This field is required');
    await ask.getByLabel('Email').fill(RESETTER.email);
    expect(await submit(page, ask.getByRole('button', { name: 'Send reset link' }))).toBe(200);
    expect(await page.getByRole('status').textContent()).toBe('If an account uses this address, we sent it a link to choose a new password. It works once, within the next hour.');

    const { path: linkPath } = await withDb(suite.server, (db) => lastMailTo(db, RESETTER.email));
    await page.goto(`${suite.server.url}${linkPath}`, { waitUntil: 'load' });
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.getByLabel('New password', { exact: true }).fill('Reset-New-Pass-1');
    await form.getByLabel('Confirm new password').fill('Reset-New-Pass-2');
    expect(await submit(page, form.getByRole('button', { name: 'Save new password' }))).toBe(400);
    expect(await fieldError(form, 'password_confirmation-error')).toBe('Passwords should match');
    expect(await valueOf(form, 'password')).toBe('');
    await form.getByLabel('New password', { exact: true }).fill('Reset-New-Pass-1');
    await form.getByLabel('Confirm new password').fill('Reset-New-Pass-1');
    expect(await submit(page, form.getByRole('button', { name: 'Save new password' }))).toBe(200);
    expect(await page.getByRole('status').textContent()).toBe('Your password has been changed. Sign in with your new password. Sign In');

    await Promise.all([page.waitForURL(`${suite.server.url}/new/login`), page.getByRole('status').getByRole('link', { name: 'Sign In' }).click()]);
    const login = page.getByRole('form', { name: 'Sign in' });
    await login.getByLabel('Email').fill(RESETTER.email);
    await login.getByLabel('Password').fill('Reset-New-Pass-1');
    await Promise.all([page.waitForURL(`${suite.server.url}/new/tenant/reservations`), login.getByRole('button', { name: 'Sign In' }).click()]);
    expect(inAddresses(urls, [RESETTER.email, 'Reset-New-Pass'])).toEqual([]);
    await context.close();
  });
});
