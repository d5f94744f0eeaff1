import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { hashOnce } from '../helpers/password-hash';
import { insertUser } from '../../server/queries/users';
import { lastMailTo } from '../helpers/outbox';
import { DESKTOP, holdIsland, horizontalOverflow, hydrated, PHONE, phoneCountry, publicSuite, screenshot, settledGoto, until, withDb } from './page-helpers';

let resetPath: string;
const shots = path.resolve('test-results/screenshots');

const REQUIRED = 'This field is required';
const TAKEN = { email: 'taken.address@example.com', password: 'Taken-Pass-1' };
const WIDTHS = [PHONE, DESKTOP];

const suite = publicSuite(async () => {
  await withDb(suite.server, async (db) => {
    await insertUser(db, { email: TAKEN.email, passwordHash: await hashOnce(TAKEN.password), roles: ['student'], organizationId: 1, firstName: 'Tara', lastName: 'Taken' });
  });
  // A reset link for the set-password page.
  const res = await fetch(`${suite.server.url}/api/send_reset_email/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: TAKEN.email }) });
  expect(res.status).toBe(200);
  resetPath = (await withDb(suite.server, (db) => lastMailTo(db, TAKEN.email))).path!;
  expect(resetPath).toMatch(/^\/new\/reset-password\//);
});

type Opened = { context: BrowserContext; page: Page; problems: string[]; posts: string[] };

/** A fresh context at a viewport size, recording script errors and the paths of every POST. */
async function open(urlPath: string, viewport = DESKTOP): Promise<Opened> {
  const context = await suite.browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  const posts: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('request', (req) => {
    if (req.method() === 'POST') posts.push(new URL(req.url()).pathname);
  });
  await settledGoto(page, `${suite.server.url}${urlPath}`);
  return { context, page, problems, posts };
}

/** test-results/screenshots/auth-<form>-<width>.png: the whole page, or just the viewport for the modal. */
const shot = (page: Page, form: string, width: number, fullPage = true) => screenshot(page, { path: path.join(shots, `auth-${form}-${width}.png`), fullPage });

/**
 * The error shown for a field: its text, and whether it sits where it should: right under its input,
 * lined up with it, announced through aria-describedby, with the input marked invalid.
 */
async function fieldError(scope: Locator, name: string): Promise<string | null> {
  const input = scope.locator(`input[name="${name}"]`).first();
  const placed = await input.evaluate((el) => {
    const id = el.getAttribute('aria-describedby');
    const error = id ? document.getElementById(id) : null;
    if (!error) return null;
    const [e, i] = [error.getBoundingClientRect(), el.getBoundingClientRect()];
    const ok = e.top >= i.bottom - 1 && e.top - i.bottom < 24 && Math.abs(e.left - i.left) < 4 && el.getAttribute('aria-invalid') === 'true';
    return { text: error.textContent, ok };
  });
  if (!placed) return null;
  if (!placed.ok) throw new Error(`the error of ${name} is not right under its input`);
  return placed.text;
}

/** The errors of several fields, by name. */
const errorsOf = async (scope: Locator, names: string[]) => Object.fromEntries(await Promise.all(names.map(async (n) => [n, await fieldError(scope, n)] as const)));

/** The gender group's error: inside the fieldset, which points at it, and under the choices like other fields' errors. */
async function genderError(form: Locator): Promise<string | null> {
  const group = form.locator('fieldset');
  const described = await group.getAttribute('aria-describedby');
  if (!described) return null;
  const error = group.locator(`#${described}`);
  const [errorBox, female] = await Promise.all([error.boundingBox(), group.getByLabel('Female').boundingBox()]);
  if (errorBox!.y < female!.y + female!.height) throw new Error('the gender error is beside the choices, not under them');
  return error.textContent();
}

/** Whether the form (or dialog) content is wider than its box: a sign of overflow at narrow widths. */
const innerOverflow = (el: Locator) => el.evaluate((node) => node.scrollWidth - node.clientWidth);

/** Everything of an input fits inside the viewport horizontally. */
const allInsideViewport = (scope: Locator) =>
  scope.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [...root.querySelectorAll('input, button, label, [role="alert"]')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -0.5 || r.right > width + 0.5);
      })
      .map((el) => el.outerHTML.slice(0, 80));
  });

const modal = (page: Page) => page.getByTestId('auth-modal');

/** Opens the sign-in modal from the header (retrying until the lazily loaded host listens). */
async function openSignInModal(page: Page): Promise<void> {
  await hydrated(page, 'site-header-actions');
  await page.waitForFunction(() => {
    const host = document.querySelector('[data-island="auth-host"]');
    return !!host && Object.keys(host).some((key) => key.startsWith('__reactContainer$'));
  });
  const signIn = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign In' });
  for (let attempt = 0; attempt < 3; attempt++) {
    await signIn.click();
    try {
      await modal(page).waitFor({ state: 'visible', timeout: 3000 });
      return;
    } catch {
      // not listening yet
    }
  }
  throw new Error('the auth modal did not open');
}

const REGISTER_FIELDS = ['first_name', 'last_name', 'email', 'cell_phone', 'password', 'password_confirmation'];

describe('register page', () => {
  it.each(WIDTHS)('shows "This field is required" under every required field on an empty submit at $width px', async (viewport) => {
    const { context, page, problems, posts } = await open('/new/register', viewport);
    await hydrated(page, 'auth-page');
    expect(await page.locator('main h1').textContent()).toBe('Create your account');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByRole('button', { name: 'Register' }).click();
    await form.locator('#first_name-error').waitFor();
    expect(await errorsOf(form, REGISTER_FIELDS)).toEqual(Object.fromEntries(REGISTER_FIELDS.map((n) => [n, REQUIRED])));
    expect(await genderError(form)).toBe(REQUIRED);
    expect(await form.getByRole('alert').count()).toBe(0);
    // Nothing went to the suite.server.
    expect(posts).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await allInsideViewport(form)).toEqual([]);
    // Two fields a row on wide screens, one on phones.
    const [first, last] = await Promise.all([form.locator('input[name="first_name"]').boundingBox(), form.locator('input[name="last_name"]').boundingBox()]);
    if (viewport.width >= 600) expect(Math.abs(first!.y - last!.y)).toBeLessThan(1);
    else expect(last!.y).toBeGreaterThan(first!.y + first!.height);
    await shot(page, 'register', viewport.width);
    // Every box and radio keeps its full 18 px size, even next to a label that wraps.
    const squeezed = await form.locator('input[type="checkbox"], input[type="radio"]').evaluateAll((inputs) =>
      inputs
        .map((el) => ({ label: el.closest('label')?.textContent?.trim(), r: el.getBoundingClientRect() }))
        .filter(({ r }) => Math.round(r.width) !== 18 || Math.round(r.height) !== 18)
        .map(({ label, r }) => `${label}: ${r.width.toFixed(1)}x${r.height.toFixed(1)}`),
    );
    expect(squeezed).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows each format message, keeps the right ones while fixing others, and clears them once fixed', async () => {
    const { context, page, problems, posts } = await open('/new/register');
    await hydrated(page, 'auth-page');
    const form = page.getByRole('form', { name: 'Register' });
    const fill = async (values: Record<string, string>) => {
      for (const [name, value] of Object.entries(values)) await form.locator(`input[name="${name}"]`).fill(value);
    };
    const submit = () => form.getByRole('button', { name: 'Register' }).click();

    await fill({ first_name: 'Nora', last_name: 'Quinn', email: 'nora@example', cell_phone: '555-0199', password: 'Short1', password_confirmation: 'Other1' });
    await form.getByLabel('Male', { exact: true }).check();
    await submit();
    await form.locator('#email-error').waitFor();
    expect(await errorsOf(form, REGISTER_FIELDS)).toEqual({
      first_name: null,
      last_name: null,
      email: 'Incorrect email',
      cell_phone: 'Incorrect phone',
      password: 'Use at least 8 characters',
      password_confirmation: 'Passwords should match',
    });
    expect(await genderError(form)).toBeNull();

    await fill({ email: 'nora@example.com', cell_phone: '+1 512.555.0199', password: 'alllowercase1', password_confirmation: 'alllowercase1' });
    await submit();
    expect(await until(() => fieldError(form, 'email'), null)).toBeNull();
    expect(await errorsOf(form, REGISTER_FIELDS)).toEqual({
      first_name: null,
      last_name: null,
      email: null,
      cell_phone: null,
      password: 'Use both lower and upper case characters',
      password_confirmation: null,
    });

    await fill({ password: 'ALLUPPERCASE1', password_confirmation: 'ALLUPPERCASE1' });
    await submit();
    expect(await fieldError(form, 'password')).toBe('Use both lower and upper case characters');

    // Only spaces count as empty; a phone in another accepted shape is fine.
    await fill({ first_name: '   ', cell_phone: '(512) 555 0199', password: 'Mixed-Case-1', password_confirmation: 'Mixed-Case-2' });
    await submit();
    expect(await until(() => fieldError(form, 'password'), null)).toBeNull();
    expect(await errorsOf(form, REGISTER_FIELDS)).toEqual({ first_name: REQUIRED, last_name: null, email: null, cell_phone: null, password: null, password_confirmation: 'Passwords should match' });
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the server's message in the alert for an e-mail that already has an account", async () => {
    const { context, page, problems, posts } = await open('/new/register');
    await hydrated(page, 'auth-page');
    const form = page.getByRole('form', { name: 'Register' });
    for (const [name, value] of Object.entries({ first_name: 'Tara', last_name: 'Again', email: TAKEN.email.toUpperCase(), cell_phone: '5125550100', password: 'Another-Pass-1', password_confirmation: 'Another-Pass-1' })) {
      await form.locator(`input[name="${name}"]`).fill(value);
    }
    await form.getByLabel('Female').check();
    await form.getByRole('button', { name: 'Register' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.locator('span').textContent()).toBe('An account with this e-mail already exists. Sign in instead.');
    expect(posts).toEqual(['/api/users/sign_up/']);
    expect(new URL(page.url()).pathname).toBe('/new/register');
    // The button is usable again and the alert can be dismissed.
    expect(await form.getByRole('button', { name: 'Register' }).isEnabled()).toBe(true);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });
    // No second account was made.
    expect(await withDb(suite.server, (db) => db.selectFrom('users').select('id').where('email', '=', TAKEN.email).execute())).toHaveLength(1);
    expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });

  it('has the opt-in boxes off and remember me on by default', async () => {
    const { context, page, problems } = await open('/new/register');
    await hydrated(page, 'auth-page');
    const form = page.getByRole('form', { name: 'Register' });
    expect(await form.getByLabel('Send me updates about my application and lease').isChecked()).toBe(false);
    expect(await form.getByLabel('Send me news and offers').isChecked()).toBe(false);
    expect(await form.getByLabel('Remember me').isChecked()).toBe(true);
    expect(await form.getByLabel('Male', { exact: true }).isChecked()).toBe(false);
    expect(await form.getByLabel('Female').isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
  it.each(WIDTHS)("shows the phone's country (US +1) and 'Incorrect phone number' once the visitor leaves it with a bad number at $width px", async (viewport) => {
    const { context, page, problems, posts } = await open('/new/register', viewport);
    await hydrated(page, 'auth-page');
    const form = page.getByRole('form', { name: 'Register' });
    const phone = form.locator('input[name="cell_phone"]');
    // The country is United States by default: drawn in the field and said in its accessible name.
    expect(await phoneCountry(form, phone)).toBe('US +1');
    expect(await form.getByRole('textbox', { name: 'Phone (United States, +1)', exact: true }).count()).toBe(1);

    // Nothing while typing; the hint once the visitor moves on. The value stays as typed.
    await phone.fill('555-01');
    expect(await fieldError(form, 'cell_phone')).toBeNull();
    await phone.press('Tab');
    expect(await fieldError(form, 'cell_phone')).toBe('Incorrect phone number');
    expect(await phone.inputValue()).toBe('555-01');
    await shot(page, 'register-phone-hint', viewport.width);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // A fix takes the hint away at once; an empty field gets no hint (it is 'required' on submit).
    await phone.fill('512 555 01');
    expect(await fieldError(form, 'cell_phone')).toBe('Incorrect phone number');
    await phone.pressSequentially('99');
    expect(await fieldError(form, 'cell_phone')).toBeNull();
    await phone.fill('');
    await phone.press('Tab');
    expect(await fieldError(form, 'cell_phone')).toBeNull();

    // On submit the form's own message replaces the hint.
    await phone.fill('+2 512 555 0199');
    await phone.press('Tab');
    expect(await fieldError(form, 'cell_phone')).toBe('Incorrect phone number');
    await form.getByRole('button', { name: 'Register' }).click();
    expect(await until(() => fieldError(form, 'cell_phone'), 'Incorrect phone')).toBe('Incorrect phone');
    expect(posts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
  it('keeps what was typed and chosen before the form hydrated', async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST') posts.push(new URL(req.url()).pathname);
    });
    // Hold the form's code back while the visitor fills in the server-rendered form.
    const release = await holdIsland(page, /islands\/AuthPage\.tsx$/);
    await page.goto(`${suite.server.url}/new/register`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Register' });
    for (const [name, value] of Object.entries({ first_name: 'Early', last_name: 'Bird', email: 'early.bird@example.com', cell_phone: '555-12', password: 'Early-Bird-1', password_confirmation: 'Early-Bird-1' })) {
      await form.locator(`input[name="${name}"]`).fill(value);
    }
    await form.getByLabel('Female').check();
    await form.getByLabel('Remember me').uncheck();
    release();
    await hydrated(page, 'auth-page');
    await form.getByRole('button', { name: 'Register' }).click();
    expect(await until(() => fieldError(form, 'cell_phone'), 'Incorrect phone')).toBe('Incorrect phone');
    expect(await errorsOf(form, REGISTER_FIELDS)).toEqual({ ...Object.fromEntries(REGISTER_FIELDS.map((n) => [n, null])), cell_phone: 'Incorrect phone' });
    expect(await genderError(form)).toBeNull();
    expect(await form.getByLabel('Remember me').isChecked()).toBe(false);
    expect(posts).toEqual([]);
    await context.close();
  });
});

describe('login page', () => {
  it.each(WIDTHS)('shows "This field is required" for e-mail and password on an empty submit at $width px', async (viewport) => {
    const { context, page, problems, posts } = await open('/new/login', viewport);
    await hydrated(page, 'auth-page');
    expect(await page.locator('main h1').textContent()).toBe('Sign In');
    const form = page.getByRole('form', { name: 'Sign in' });
    expect(await form.getByLabel('Remember me').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.locator('#email-error').waitFor();
    expect(await errorsOf(form, ['email', 'password'])).toEqual({ email: REQUIRED, password: REQUIRED });
    expect(posts).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await allInsideViewport(form)).toEqual([]);
    await shot(page, 'login', viewport.width);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("checks the e-mail's format and sends nothing until the form is valid", async () => {
    const { context, page, problems, posts } = await open('/new/login');
    await hydrated(page, 'auth-page');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.locator('input[name="email"]').fill('someone.example.com');
    await form.locator('input[name="password"]').fill('Whatever-1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.locator('#email-error').waitFor();
    expect(await errorsOf(form, ['email', 'password'])).toEqual({ email: 'Incorrect email', password: null });
    expect(posts).toEqual([]);
    // A wrong password is the server's business: its message shows in the alert.
    await form.locator('input[name="email"]').fill(TAKEN.email);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').locator('span').textContent()).toBe('Unable to log in with provided credentials.');
    expect(await fieldError(form, 'email')).toBeNull();
    expect(posts).toEqual(['/api-token-auth/']);
    expect(problems).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();
  });
});

/** The modal's forms: opened from the header's Sign In, then switched by their links. */
describe.each([
  { form: 'access-link', link: 'Email me a sign-in link', title: 'Get a sign-in link', label: 'Get a sign-in link', button: 'Send me a link' },
  { form: 'reset', link: 'Forgot your password?', title: 'Reset your password', label: 'Reset password', button: 'Send reset link' },
])('modal $form form', ({ form: formName, link, title, label, button }) => {
  it.each(WIDTHS)('requires a valid e-mail at $width px', async (viewport) => {
    const { context, page, problems, posts } = await open('/new/', viewport);
    await openSignInModal(page);
    await modal(page).getByRole('link', { name: link }).click();
    expect(await modal(page).locator('#auth-title').textContent()).toBe(title);
    const form = modal(page).getByRole('form', { name: label });
    expect(await form.locator('input[name="email"]').inputValue()).toBe('');

    await form.getByRole('button', { name: button }).click();
    await form.locator('#email-error').waitFor();
    expect(await fieldError(form, 'email')).toBe(REQUIRED);
    await form.locator('input[name="email"]').fill('student@campus');
    await form.getByRole('button', { name: button }).click();
    expect(await until(() => fieldError(form, 'email'), 'Incorrect email')).toBe('Incorrect email');
    expect(posts).toEqual([]);

    // The dialog keeps to 556 px and to the screen, without sideways scrolling.
    const box = (await modal(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(556);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await innerOverflow(modal(page))).toBeLessThanOrEqual(0);
    expect(await allInsideViewport(modal(page))).toEqual([]);
    await shot(page, formName, viewport.width, false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('set-password page', () => {
  it.each(WIDTHS)('shows the password rules and the match check at $width px', async (viewport) => {
    const { context, page, problems, posts } = await open(resetPath, viewport);
    expect(await page.locator('main h1').textContent()).toBe('Choose a new password');
    await hydrated(page, 'set-password');
    const form = page.getByRole('form', { name: 'Choose a new password' });
    const save = form.getByRole('button', { name: 'Save new password' });
    const fill = async (password: string, confirmation: string) => {
      await form.locator('input[name="password"]').fill(password);
      await form.locator('input[name="password_confirmation"]').fill(confirmation);
      await save.click();
    };
    const names = ['password', 'password_confirmation'];

    await save.click();
    await form.locator('#password-error').waitFor();
    expect(await errorsOf(form, names)).toEqual({ password: REQUIRED, password_confirmation: REQUIRED });
    await fill('Ab1', 'Ab1');
    expect(await until(() => fieldError(form, 'password'), 'Use at least 8 characters')).toBe('Use at least 8 characters');
    await fill('lowercase-only', 'lowercase-only');
    expect(await until(() => fieldError(form, 'password'), 'Use both lower and upper case characters')).toBe('Use both lower and upper case characters');
    expect(await fieldError(form, 'password_confirmation')).toBeNull();
    await fill('Good-Pass-1', 'Good-Pass-2');
    expect(await until(() => errorsOf(form, names), { password: null, password_confirmation: 'Passwords should match' })).toEqual({ password: null, password_confirmation: 'Passwords should match' });
    // Both rules at once, for the screenshot.
    await fill('short', 'shorter');
    expect(await until(() => errorsOf(form, names), { password: 'Use at least 8 characters', password_confirmation: 'Passwords should match' })).toEqual({
      password: 'Use at least 8 characters',
      password_confirmation: 'Passwords should match',
    });
    expect(posts).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await allInsideViewport(form)).toEqual([]);
    await shot(page, 'set-password', viewport.width);
    expect(problems).toEqual([]);
    await context.close();
  });
});
