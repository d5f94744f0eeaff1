import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { INFO_MS } from '../../client/public/auth/EmailLinkForm';
import { insertUser } from '../../server/queries/users';
import { lastMailTo } from '../helpers/outbox';
import { hashOnce } from '../helpers/password-hash';
import { authModal as modal, DESKTOP, holdIsland, hydrated, openModalWith, publicSuite, settledGoto, settling, until, withDb } from './page-helpers';


const RIO = '/new/property/1';
const STUDENT_AREA = '/new/tenant/reservations';
const MANAGER_AREA = '/new/manager/alerts';
const TICKETS = '/new/manager/tickets';
const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';

const STUDENT = { email: 'sam.student@example.com', password: 'Student-Pass-1' };
const MANAGER = { email: 'mia.manager@example.com', password: 'Manager-Pass-1' };
const MAINTENANCE = { email: 'max.maintenance@example.com', password: 'Maintain-Pass-1' };
const RESETTER = { email: 'rita.reset@example.com', password: 'Old-Pass-2026' };

const suite = publicSuite(async () => {
  await withDb(suite.server, async (db) => {
    await insertUser(db, { email: STUDENT.email, passwordHash: await hashOnce(STUDENT.password), roles: ['student'], organizationId: 1, firstName: 'Sam', lastName: 'Student' });
    await insertUser(db, { email: MANAGER.email, passwordHash: await hashOnce(MANAGER.password), roles: ['manager'], organizationId: 1, firstName: 'Mia', lastName: 'Manager' });
    await insertUser(db, { email: MAINTENANCE.email, passwordHash: await hashOnce(MAINTENANCE.password), roles: ['maintenance'], organizationId: 1, firstName: 'Max', lastName: 'Fixer' });
    await insertUser(db, { email: RESETTER.email, passwordHash: await hashOnce(RESETTER.password), roles: ['student'], organizationId: 1, firstName: 'Rita', lastName: 'Reset' });
  });
});

/** A fresh browser context (own cookies) with one page that records script errors. */
async function fresh(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await suite.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  return { context, page, problems };
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const modalTitle = (page: Page) => modal(page).locator('#auth-title');

/** The lease period card with this name on the property page. */
const periodCard = (page: Page, name: string) => page.locator('#lease-periods [data-testid="lease-period"]').filter({ has: page.locator('h3', { hasText: name }) });

/** Signs in on the standalone /new/login page (query optional) and waits for the page to leave /new/login. */
async function signInOnPage(page: Page, creds: { email: string; password: string }, query = '', remember = true): Promise<void> {
  await settledGoto(page, `${suite.server.url}/new/login${query}`);
  await hydrated(page, 'auth-page');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(creds.email);
  await form.getByLabel('Password').fill(creds.password);
  const box = form.getByLabel('Remember me');
  if ((await box.isChecked()) !== remember) await box.setChecked(remember);
  await Promise.all([page.waitForURL((url) => url.pathname !== '/new/login'), form.getByRole('button', { name: 'Sign In' }).click()]);
  await page.waitForLoadState('networkidle');
}

/**
 * Clicks 'Sign me in' on an access link page: the form posts to the same path, and the server answers
 * 303 to the user's area (or back to the link page when the link is spent). Returns the landing path.
 * A real browser matters here: under `Referrer-Policy: no-referrer` Chromium sends `Origin: null` on this
 * same-origin form post, which a cross-site check must not refuse.
 */
async function signMeIn(page: Page): Promise<string> {
  const linkUrl = page.url();
  const [posted] = await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST' && res.url() === linkUrl),
    page.getByRole('button', { name: 'Sign me in' }).click(),
  ]);
  expect(posted.status()).toBe(303);
  await page.waitForLoadState('networkidle');
  return pathOf(page);
}

/**
 * The info's timer runs on the page's clock (infoStaysThenCloses), paused: left running, a clock moves on
 * with real time too, and on a busy machine the moments between its steps closed the modal early.
 */
async function pauseClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** The e-mail link modal's info stays INFO_MS on the page's paused clock, then the modal closes by itself; the clock runs on again. */
async function infoStaysThenCloses(page: Page) {
  await page.clock.runFor(INFO_MS - 100);
  expect(await modal(page).getByRole('status').count()).toBe(1);
  await page.clock.runFor(100);
  await modal(page).waitFor({ state: 'detached' });
  await page.clock.resume();
}

/** Status of GET /api/users/me/ with the context's cookies. */
const meStatus = async (page: Page) => (await page.request.get(`${suite.server.url}/api/users/me/`)).status();

/** Polls the outbox for the newest mail to an address. */
async function mailTo(email: string) {
  const end = Date.now() + 5000;
  for (;;) {
    const found = await withDb(suite.server, (db) => lastMailTo(db, email));
    if (found.mail || Date.now() > end) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const userByEmail = (email: string) => withDb(suite.server, (db) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst());
const requestsOf = (userId: number) => withDb(suite.server, (db) => db.selectFrom('reservation_requests').selectAll().where('user_id', '=', userId).execute());
const rolesOf = (userId: number) => withDb(suite.server, async (db) => (await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).orderBy('position').execute()).map((r) => r.role));

describe('auth journeys in Chromium', () => {
  it('registers from a lease period and lands in the student area with a reservation request for that period', async () => {
    const { context, page, problems } = await fresh();
    await settledGoto(page, `${suite.server.url}${RIO}`);
    await hydrated(page, 'lease-periods');
    const card = periodCard(page, 'Academic Year 2026-2027');
    expect(await card.locator('h3 + p').textContent()).toBe('08-20-2026 – 05-14-2027');

    await openModalWith(page, card.getByRole('link', { name: 'Apply Now' }));
    // The link is the no-script path: with scripts the page stays and the sign-in-link form opens.
    expect(pathOf(page)).toBe(RIO);
    expect(await modalTitle(page).textContent()).toBe('Get a sign-in link');
    expect(await modal(page).getByRole('form', { name: 'Get a sign-in link' }).count()).toBe(1);

    await modal(page).getByRole('link', { name: 'Register with a password' }).click();
    expect(await modalTitle(page).textContent()).toBe('Create your account');
    const form = modal(page).getByRole('form', { name: 'Register' });
    await form.getByLabel('First name').fill('Nora');
    await form.getByLabel('Last name').fill('Quinn');
    await form.getByLabel('Email').fill('nora.quinn@example.com');
    await form.getByLabel('Phone').fill('(512) 555-0199');
    await form.getByLabel('Password', { exact: true }).fill('Register-Me-1');
    await form.getByLabel('Confirm password').fill('Register-Me-1');
    await form.getByLabel('Female').check();
    await Promise.all([page.waitForURL(`${suite.server.url}${STUDENT_AREA}`), form.getByRole('button', { name: 'Register' }).click()]);

    expect(await page.locator('main h1').textContent()).toBe('My reservations');
    const profile = page.getByRole('region', { name: 'My profile' });
    expect(await profile.locator('dd').allTextContents()).toEqual(['Nora Quinn', expect.stringMatching(/^nora\.quinn@example\.com/), '(512) 555-0199', 'Messages and text message choices']);
    // Registration mails a verification link: the address is not verified until it is used.
    expect(await profile.getByTestId('email-verified').textContent()).toBe('Not verified');
    const items = page.getByTestId('reservation-request');
    expect(await items.count()).toBe(1);
    expect(await items.locator('strong').textContent()).toBe('The Rio on 24th · Academic Year 2026-2027');
    expect(await items.locator('span').first().textContent()).toMatch(/^Aug 20, 2026 – May 14, 2027 ·/);
    // The header now shows the student's actions.
    expect(await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Profile' }).count()).toBe(1);

    const user = (await userByEmail('nora.quinn@example.com'))!;
    expect(user).toMatchObject({ first_name: 'Nora', last_name: 'Quinn', cell_phone: '(512) 555-0199', gender: 'F', organization_id: 1, is_active: 1, informational_opt_in: 0, marketing_opt_in: 0 });
    expect(await rolesOf(user.id)).toEqual(['student']);
    const periodId = (await withDb(suite.server, (db) => db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow())).id;
    expect(await requestsOf(user.id)).toEqual([expect.objectContaining({ organization_id: 1, property_id: 1, lease_period_id: periodId, start_date: '2026-08-20', end_date: '2027-05-14' })]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("'Check Availability' mails an access link that signs the new student in with a request for the property", async () => {
    const email = 'lena.link@example.com';
    const { context, page, problems } = await fresh();
    await settledGoto(page, `${suite.server.url}${RIO}`);
    await hydrated(page, 'check-availability');
    const check = page.getByRole('complementary', { name: 'Availability' }).getByRole('link', { name: 'Check Availability' });
    await openModalWith(page, check);
    expect(pathOf(page)).toBe(RIO);
    expect(await modalTitle(page).textContent()).toBe('Get a sign-in link');

    await modal(page).getByLabel('Email').fill(email);
    await pauseClock(page);
    await modal(page).getByRole('button', { name: 'Send me a link' }).click();
    const info = modal(page).getByRole('status');
    await info.waitFor();
    expect(await info.textContent()).toBe(`We sent a sign-in link to ${email}. It works once, within the next hour.`);
    expect(await modal(page).locator('form').count()).toBe(0);
    // The info stays 3 seconds (on the page's clock), then the modal closes by itself.
    await infoStaysThenCloses(page);
    expect(pathOf(page)).toBe(RIO);
    // Nobody is signed in and no account exists before the link is used.
    expect(await meStatus(page)).toBe(401);
    expect(await userByEmail(email)).toBeUndefined();

    const mail = await mailTo(email);
    expect(mail.mail?.subject).toMatch(/sign-in link/);
    expect(mail.path).toMatch(/^\/new\/access\/[^/]+$/);
    await settledGoto(page, `${suite.server.url}${mail.path}`);
    expect(await page.locator('main h1').textContent()).toBe('Sign in');
    // Opening the page alone does not use the link (mail scanners fetch links).
    expect(await meStatus(page)).toBe(401);
    expect(await signMeIn(page)).toBe(STUDENT_AREA);

    // A used sign-in link also verifies the address.
    expect(await page.getByRole('region', { name: 'My profile' }).locator('dd').nth(1).textContent()).toBe(`${email}Verified`);
    const items = page.getByTestId('reservation-request');
    expect(await items.count()).toBe(1);
    expect(await items.locator('strong').textContent()).toBe('The Rio on 24th');
    expect(await items.locator('span').allTextContents()).toEqual([expect.stringMatching(/^Requested /)]);
    const user = (await userByEmail(email))!;
    expect(await rolesOf(user.id)).toEqual(['student']);
    expect(await requestsOf(user.id)).toEqual([expect.objectContaining({ property_id: 1, lease_period_id: null, start_date: null, end_date: null })]);
    expect(await meStatus(page)).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a renewal period's button opens the modal on the Sign In form", async () => {
    const { context, page, problems } = await fresh();
    await settledGoto(page, `${suite.server.url}${RIO}`);
    await hydrated(page, 'lease-periods');
    const renew = periodCard(page, 'Spring 2027 Semester').getByRole('link', { name: 'Open to Renewals' });
    // The card is not selectable, but its link is a normal, enabled link.
    expect(await renew.isEnabled()).toBe(true);
    await openModalWith(page, renew);
    expect(pathOf(page)).toBe(RIO);
    expect(await modalTitle(page).textContent()).toBe('Sign In');
    const form = modal(page).getByRole('form', { name: 'Sign in' });
    expect(await form.getByLabel('Email').count()).toBe(1);
    expect(await form.getByLabel('Password').count()).toBe(1);
    // The modal keeps to the spec's width.
    expect((await modal(page).boundingBox())!.width).toBeLessThanOrEqual(556);
    // Closing it leaves the page as it was.
    await modal(page).getByRole('button', { name: 'Close' }).click();
    await modal(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a signed-in student clicking 'Apply Now' sees nothing happen", async () => {
    const { context, page, problems } = await fresh();
    await signInOnPage(page, STUDENT);
    expect(pathOf(page)).toBe(STUDENT_AREA);
    await settledGoto(page, `${suite.server.url}${RIO}`);
    await hydrated(page, 'lease-periods');
    // No auth host for signed-in people, and the bar offers their requests instead.
    expect(await page.locator('[data-island="auth-host"]').count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Availability' }).getByRole('link', { name: 'My reservations' }).getAttribute('href')).toBe(STUDENT_AREA);

    const apply = periodCard(page, 'Academic Year 2026-2027').getByRole('link', { name: 'Apply Now' });
    await apply.click();
    await page.waitForTimeout(800);
    expect(pathOf(page)).toBe(RIO);
    expect(await page.locator('dialog').count()).toBe(0);
    expect(await modal(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in through the header modal (wrong password first) and out again', async () => {
    const { context, page, problems } = await fresh();
    await settledGoto(page, `${suite.server.url}/new/`);
    await hydrated(page, 'site-header-actions');
    const account = page.getByRole('navigation', { name: 'Account' });
    await openModalWith(page, account.getByRole('link', { name: 'Sign In' }));
    expect(pathOf(page)).toBe('/new/');
    expect(await modalTitle(page).textContent()).toBe('Sign In');

    const form = modal(page).getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(STUDENT.email);
    await form.getByLabel('Password').fill('Wrong-Pass-1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    const alert = modal(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.locator('span').textContent()).toBe(BAD_CREDENTIALS);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });
    expect(await meStatus(page)).toBe(401);

    await form.getByLabel('Password').fill(STUDENT.password);
    await Promise.all([page.waitForURL(`${suite.server.url}${STUDENT_AREA}`), form.getByRole('button', { name: 'Sign In' }).click()]);
    expect(await page.getByRole('region', { name: 'My profile' }).locator('dd').first().textContent()).toBe('Sam Student');
    await hydrated(page, 'site-header-actions');
    expect(await account.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe(STUDENT_AREA);
    expect(await account.getByRole('button', { name: 'Log Out' }).count()).toBe(1);
    expect(await account.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await meStatus(page)).toBe(200);

    await Promise.all([page.waitForURL(`${suite.server.url}/new/`), account.getByRole('button', { name: 'Log Out' }).click()]);
    await page.waitForLoadState('networkidle');
    expect(await account.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    expect(await account.getByRole('button', { name: 'Log Out' }).count()).toBe(0);
    expect(await meStatus(page)).toBe(401);
    expect((await context.cookies()).filter((c) => c.name === 'sid')).toEqual([]);
    // The student area now asks for sign-in again.
    await page.goto(`${suite.server.url}${STUDENT_AREA}`);
    expect(pathOf(page)).toBe(`/new/login?redirect=${encodeURIComponent(STUDENT_AREA)}`);
    // Only the refused sign-in shows in the console.
    expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });

  it("an access link works once: used again it shows 'This link cannot be used'", async () => {
    // A link for an existing student, asked for from outside the suite.browser.
    const ask = await fresh();
    const sent = await ask.page.request.post(`${suite.server.url}/api/users/send_invitation/`, { data: { email: STUDENT.email } });
    expect(sent.status()).toBe(200);
    await ask.context.close();
    const { path: linkPath } = await mailTo(STUDENT.email);
    expect(linkPath).toMatch(/^\/new\/access\//);

    // Two tabs open the link; the first signs in.
    const first = await fresh();
    const second = await fresh();
    await settledGoto(first.page, `${suite.server.url}${linkPath}`);
    await settledGoto(second.page, `${suite.server.url}${linkPath}`);
    expect(await signMeIn(first.page)).toBe(STUDENT_AREA);
    expect(await first.page.getByRole('region', { name: 'My profile' }).locator('dd').nth(1).textContent()).toBe(`${STUDENT.email}Verified`);

    // The stale tab's button no longer signs in.
    expect(await signMeIn(second.page)).toBe(linkPath);
    expect(await second.page.locator('main h1').textContent()).toBe('This link cannot be used');
    expect(await second.page.getByRole('button', { name: 'Sign me in' }).count()).toBe(0);
    expect(await meStatus(second.page)).toBe(401);

    // Opening the link again shows the same page.
    const third = await fresh();
    await settledGoto(third.page, `${suite.server.url}${linkPath}`);
    expect(await third.page.locator('main h1').textContent()).toBe('This link cannot be used');
    expect(await third.page.getByRole('link', { name: 'Go to sign in and ask for a new one' }).getAttribute('href')).toBe('/new/login');
    for (const opened of [first, second, third]) {
      expect(opened.problems).toEqual([]);
      await opened.context.close();
    }
  });

  it('resets a forgotten password through the modal and the mailed link', async () => {
    const { context, page, problems } = await fresh();
    await settledGoto(page, `${suite.server.url}/new/`);
    await hydrated(page, 'site-header-actions');
    await openModalWith(page, page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign In' }));
    await modal(page).getByRole('link', { name: 'Forgot your password?' }).click();
    expect(await modalTitle(page).textContent()).toBe('Reset your password');
    const form = modal(page).getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(RESETTER.email);
    await pauseClock(page);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    const info = modal(page).getByRole('status');
    await info.waitFor();
    expect(await info.textContent()).toBe('If an account uses this address, we sent it a link to choose a new password. It works once, within the next hour.');
    expect(await form.count()).toBe(0);
    await infoStaysThenCloses(page);

    const { path: linkPath, mail } = await mailTo(RESETTER.email);
    expect(mail?.subject).toMatch(/reset your password/);
    expect(linkPath).toMatch(/^\/new\/reset-password\/[^/]+$/);
    await settledGoto(page, `${suite.server.url}${linkPath}`);
    expect(await page.locator('main h1').textContent()).toBe('Choose a new password');
    await hydrated(page, 'set-password');
    const setForm = page.getByRole('form', { name: 'Choose a new password' });
    // By name: once an error shows, it is part of the wrapping label's text.
    const newPassword = setForm.locator('input[name="password"]');
    const confirm = setForm.locator('input[name="password_confirmation"]');
    expect(await setForm.getByLabel('New password', { exact: true }).count()).toBe(1);
    const save = setForm.getByRole('button', { name: 'Save new password' });

    await newPassword.fill('short');
    await confirm.fill('short');
    await save.click();
    expect(await setForm.locator('#password-error').textContent()).toBe('Use at least 8 characters');
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true');

    await newPassword.fill('New-Pass-2026');
    await confirm.fill('New-Pass-2027');
    await save.click();
    expect(await until(() => setForm.locator('#password-error').count(), 0)).toBe(0);
    expect(await setForm.locator('#password_confirmation-error').textContent()).toBe('Passwords should match');

    await confirm.fill('New-Pass-2026');
    await save.click();
    const done = page.getByRole('status');
    await done.waitFor();
    expect(await done.textContent()).toBe('Your password has been changed. Sign in with your new password. Sign In');
    expect(await done.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/new/login');
    expect(await setForm.count()).toBe(0);

    // The old password no longer works; the new one does.
    await settledGoto(page, `${suite.server.url}/new/login`);
    await hydrated(page, 'auth-page');
    const login = page.getByRole('form', { name: 'Sign in' });
    await login.getByLabel('Email').fill(RESETTER.email);
    await login.getByLabel('Password').fill(RESETTER.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.getByRole('alert').waitFor();
    expect(await login.getByRole('alert').locator('span').textContent()).toBe(BAD_CREDENTIALS);
    await login.getByLabel('Password').fill('New-Pass-2026');
    await Promise.all([page.waitForURL(`${suite.server.url}${STUDENT_AREA}`), login.getByRole('button', { name: 'Sign In' }).click()]);
    expect(await meStatus(page)).toBe(200);

    // The reset link is spent.
    await settledGoto(page, `${suite.server.url}${linkPath}`);
    expect(await page.locator('main h1').textContent()).toBe('This link cannot be used');
    // Only the refused sign-in with the old password shows in the console.
    expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });

  it('sends staff to the manager area, follows same-site redirects only, and redirects the legacy paths', async () => {
    // Settled before its cookies go: the manager app's loads would otherwise go out without them (401s in the console).
    const manager = await fresh();
    await settling(manager.page, () => signInOnPage(manager.page, MANAGER));
    expect(pathOf(manager.page)).toBe(MANAGER_AREA);
    await manager.context.clearCookies();

    // Maintenance staff land on their tickets.
    const maintenance = await fresh();
    await settling(maintenance.page, () => signInOnPage(maintenance.page, MAINTENANCE));
    expect(pathOf(maintenance.page)).toBe(TICKETS);
    await maintenance.page.getByRole('heading', { name: 'Tickets' }).waitFor();

    await settling(manager.page, () => signInOnPage(manager.page, MANAGER, '?redirect=/new/manager/settings%3Fx%3D1'));
    expect(pathOf(manager.page)).toBe('/new/manager/settings?x=1');
    await manager.context.clearCookies();

    await settling(manager.page, () => signInOnPage(manager.page, MANAGER, '?redirect=https://evil.example/'));
    expect(new URL(manager.page.url()).origin).toBe(suite.server.url);
    expect(pathOf(manager.page)).toBe(MANAGER_AREA);
    await manager.context.clearCookies();
    // Protocol-relative and outside-/new/ targets are ignored too.
    await signInOnPage(manager.page, MANAGER, '?redirect=//evil.example/new/x');
    expect(new URL(manager.page.url()).origin).toBe(suite.server.url);
    expect(pathOf(manager.page)).toBe(MANAGER_AREA);

    // Legacy area paths redirect to the new ones (a signed-in manager, then a student).
    for (const [legacy, now] of [['/rc-manager/alerts/', MANAGER_AREA], ['/rc-manager/maintenance/tickets', TICKETS]] as const) {
      const response = await manager.page.goto(`${suite.server.url}${legacy}`);
      expect(pathOf(manager.page)).toBe(now);
      expect(response!.request().redirectedFrom()?.url()).toBe(`${suite.server.url}${legacy}`);
    }
    const student = await fresh();
    await signInOnPage(student.page, STUDENT);
    await student.page.goto(`${suite.server.url}/tenant-profile/user-reservations/reservations`);
    expect(pathOf(student.page)).toBe(STUDENT_AREA);
    expect(await student.page.locator('main h1').textContent()).toBe('My reservations');

    for (const opened of [manager, maintenance, student]) {
      expect(opened.problems).toEqual([]);
      await opened.context.close();
    }
  });

  it("'Remember me' decides between a browser-session cookie and one with an expiry", async () => {
    const sid = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'sid');

    const forgetful = await fresh();
    await signInOnPage(forgetful.page, STUDENT, '', false);
    expect(pathOf(forgetful.page)).toBe(STUDENT_AREA);
    const session = await sid(forgetful.context);
    expect(session).toMatchObject({ expires: -1, httpOnly: true, sameSite: 'Lax' });

    const remembered = await fresh();
    await signInOnPage(remembered.page, STUDENT, '', true);
    expect(pathOf(remembered.page)).toBe(STUDENT_AREA);
    const lasting = (await sid(remembered.context))!;
    const days = (lasting.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29);
    // Chromium keeps the expiry with a fraction of a second that this process's clock need not match: a second's slack (CI read 30.0000037 days).
    expect(days).toBeLessThanOrEqual(30 + 1 / 86_400);

    for (const opened of [forgetful, remembered]) {
      expect(opened.problems).toEqual([]);
      await opened.context.close();
    }
  });

  it('signs in with what was typed on the sign-in page before its form hydrated', async () => {
    const { context, page, problems } = await fresh();
    const release = await holdIsland(page, /islands\/AuthPage\.tsx$/);
    await page.goto(`${suite.server.url}/new/login`, { waitUntil: 'domcontentloaded' });
    const login = page.getByRole('form', { name: 'Sign in' });
    await login.locator('input[name="email"]').fill(STUDENT.email);
    await login.locator('input[name="password"]').fill(STUDENT.password);
    await login.locator('input[name="remember"]').uncheck();
    release();
    await hydrated(page, 'auth-page');
    await Promise.all([page.waitForURL(`${suite.server.url}${STUDENT_AREA}`), login.getByRole('button', { name: 'Sign In' }).click()]);
    expect((await context.cookies()).find((c) => c.name === 'sid')).toMatchObject({ expires: -1 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sets the new password typed on the reset page before its form hydrated', async () => {
    const user = { email: 'early.reset@example.com', password: 'Early-Old-2026' };
    await withDb(suite.server, async (db) => insertUser(db, { email: user.email, passwordHash: await hashOnce(user.password), roles: ['student'], organizationId: 1, firstName: 'Early', lastName: 'Reset' }));
    const { context, page, problems } = await fresh();
    expect((await page.request.post(`${suite.server.url}/api/send_reset_email/`, { data: { email: user.email } })).status()).toBe(200);
    const { path: linkPath } = await mailTo(user.email);
    const release = await holdIsland(page, /islands\/SetPasswordForm\.tsx$/);
    await page.goto(`${suite.server.url}${linkPath}`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Choose a new password' });
    await form.locator('input[name="password"]').fill('Early-New-2026');
    await form.locator('input[name="password_confirmation"]').fill('Early-New-2026');
    release();
    await hydrated(page, 'set-password');
    await form.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Your password has been changed. Sign in with your new password. Sign In');
    await signInOnPage(page, { email: user.email, password: 'Early-New-2026' });
    expect(pathOf(page)).toBe(STUDENT_AREA);
    expect(problems).toEqual([]);
    await context.close();
  });
});
