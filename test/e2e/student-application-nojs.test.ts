import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { API_ERRORS } from '../../shared/messages';
import { ANSWER_MESSAGES } from '../../shared/rental-application/answers';
import { askOnly, verifiedRequester } from './application-settings';
import { managerSuite, noisyPng } from './manager-helpers';
import { DESKTOP, holdIsland, horizontalOverflow, hydrated, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';

/** The student application in a browser with JavaScript turned off: every step posts to the page, and the answer is a page. */

const shots = path.resolve('test-results/screenshots/student-application-nojs');
const MANAGER = { email: 'nojs.lead@example.com', password: 'Manager-pass-1', firstName: 'Lea' };
const STUDENT = { email: 'nojs.kim@example.com', password: 'Student-pass-1' };
const EARLY = { email: 'early.kim@example.com', password: 'Student-pass-2' };
const ON = ['pi_name', 'pi_email', 'pi_is_us_citizen', 'pi_social_security_number', 'pi_passport_or_visa_number', 'bio_profile_photo', 'ca_address', 'th_ever_evicted', 'th_eviction_explanation', 'fi_income_source', 'ai_is_smoker', 'rm_age', 'ec_emergency_contact', 'ec_phone'];

const suite = managerSuite(MANAGER, undefined, async () => {
  for (const account of [STUDENT, EARLY]) await verifiedRequester(suite.server, account);
  await askOnly(suite.server, MANAGER, ON);
});

/** Presses a submit button and waits for the page the server answers with; the post's own status (303 or 400...). */
async function press(page: Page, button: Locator): Promise<number> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.request().isNavigationRequest()), page.waitForEvent('load'), button.click()]);
  return response.status();
}

/** The page as it is, at 1280 and at 375 px (no horizontal scrolling on the phone). */
async function shoot(page: Page, name: string) {
  await screenshot(page, { path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await screenshot(page, { path: path.join(shots, `${name}-375.png`), fullPage: true });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

const storedAnswers = async () => {
  const row = await withDb(suite.server, (db) => db.selectFrom('rental_applications').select(['answers', 'status']).orderBy('id').executeTakeFirstOrThrow());
  return { status: row.status, answers: JSON.parse(row.answers) as Record<string, unknown> };
};

describe('a student’s rental application without JavaScript', () => {
  it('starts, saves each step, goes back, shows refusals at their fields with the typed values, uploads a file, names what is missing, and submits', async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const gets: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET') gets.push(decodeURIComponent(r.url()));
    });
    await page.goto(`${suite.server.url}/new/login`);
    await page.fill('input[name=email]', STUDENT.email);
    await page.fill('input[name=password]', STUDENT.password);
    expect(await press(page, page.getByRole('button', { name: 'Sign In' }))).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/new/tenant/reservations');

    // 'Start application' is a plain form post: the server starts the draft and opens it.
    expect(await press(page, page.getByRole('button', { name: 'Start application' }))).toBe(303);
    expect(page.url()).toMatch(/\/new\/tenant\/applications\/\d+$/);
    const pagePath = new URL(page.url()).pathname;
    const heading = page.locator('#step-heading');
    const form = page.locator('form[aria-labelledby="step-heading"]');
    expect(await heading.textContent()).toBe('About you');
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(await form.getAttribute('action')).toBe(`${pagePath}?step=about-you`);
    // The account's name and e-mail are already there (saved with the new draft), without JavaScript too.
    expect(await page.getByLabel('Full name').inputValue()).toBe('Kim Lee');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(STUDENT.email);
    const prefilled = { pi_name: 'Kim Lee', pi_email: STUDENT.email };
    expect((await storedAnswers()).answers).toEqual(prefilled);
    await shoot(page, '1-about-you');

    // A wrong e-mail: 400, the message at the field, every typed value kept (the Yes too, which shows the number's box); the file is kept.
    await page.getByLabel('Full name').fill('Kim Lee');
    await page.getByLabel('E-mail').fill('kim@');
    await page.getByRole('group', { name: 'Are you a US citizen?' }).getByLabel('Yes').check();
    await page.locator('#q-bio_profile_photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await noisyPng(60, 60) });
    // The browser's own file control shows the file picked (nothing else could, without JavaScript).
    expect(await page.locator('#q-bio_profile_photo').isVisible()).toBe(true);
    await shoot(page, '1-about-you-typed');
    expect(await press(page, page.getByRole('button', { name: 'Save and continue' }))).toBe(400);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${pagePath}?step=about-you`);
    expect(await page.locator('#q-pi_email-error').textContent()).toBe(ANSWER_MESSAGES.email);
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Kim Lee');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('kim@');
    expect(await page.getByRole('group', { name: 'Are you a US citizen?' }).getByLabel('Yes').isChecked()).toBe(true);
    expect(await page.getByTestId('uploaded-file').textContent()).toBe('me.png');
    // Refused: what was stored stays as it was.
    expect((await storedAnswers()).answers).toEqual(prefilled);
    await shoot(page, '2-about-you-refused');

    // A text file as the photo: refused at its field; the typed values (never the identity number) stay.
    await page.getByLabel('E-mail').fill('kim@example.com');
    await page.getByLabel('Social security number').fill('123-45-6789');
    await page.locator('#q-bio_profile_photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    expect(await press(page, page.getByRole('button', { name: 'Save and continue' }))).toBe(415);
    expect(await page.locator('#q-bio_profile_photo-error').textContent()).toBe(API_ERRORS.unsupportedProofType);
    expect(await page.getByLabel('E-mail').inputValue()).toBe('kim@example.com');
    expect(await page.getByLabel('Social security number').inputValue()).toBe('');
    await page.getByLabel('Social security number').fill('123-45-6789');
    expect(await press(page, page.getByRole('button', { name: 'Save and continue' }))).toBe(303);

    // Home: a Yes that asks for an explanation keeps the student on the step to give it.
    expect(new URL(page.url()).search).toBe('?step=home');
    expect(await heading.textContent()).toBe('Home');
    const stored = await storedAnswers();
    expect(stored.answers).toMatchObject({ pi_name: 'Kim Lee', pi_email: 'kim@example.com', pi_is_us_citizen: true });
    expect(String(stored.answers.pi_social_security_number)).not.toContain('6789');
    await page.getByLabel('Address', { exact: true }).fill('12 Elm Street\nAustin, TX');
    await page.getByRole('group', { name: 'Have you ever been evicted?' }).getByLabel('Yes').check();
    expect(await press(page, page.getByRole('button', { name: 'Save and continue' }))).toBe(303);
    expect(new URL(page.url()).search).toBe('?step=home');
    await page.getByLabel('Please explain the eviction').fill('A landlord sold the building in 2021.');
    await shoot(page, '3-home');
    expect(await press(page, page.getByRole('button', { name: 'Save and continue' }))).toBe(303);

    // Money, then Back: the saved answers are in the fields.
    expect(await heading.textContent()).toBe('Money');
    await page.getByLabel('Your source of income').fill('Part-time job');
    await page.getByRole('group', { name: 'Do you smoke?' }).getByLabel('No').check();
    expect(await press(page, page.getByRole('button', { name: 'Back' }))).toBe(303);
    expect(await heading.textContent()).toBe('Home');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('12 Elm Street\nAustin, TX');
    expect(await page.getByRole('group', { name: 'Have you ever been evicted?' }).getByLabel('Yes').isChecked()).toBe(true);
    expect(await page.getByLabel('Please explain the eviction').inputValue()).toBe('A landlord sold the building in 2021.');

    // The step list moves between steps too; the identity number is shown masked, its box empty.
    expect(await press(page, page.getByRole('button', { name: /^About you/ }))).toBe(303);
    expect(await page.getByLabel('Social security number').inputValue()).toBe('');
    expect(await page.getByText('Saved: •••• 6789').isVisible()).toBe(true);
    // 'Show' needs JavaScript, so it is not there; 'Remove' posts, and a file picked goes with any button.
    expect(await page.getByRole('button', { name: 'Show' }).count()).toBe(0);
    expect(await press(page, page.getByRole('button', { name: 'Remove Profile photo' }))).toBe(303);
    expect(new URL(page.url()).search).toBe('?step=about-you');
    expect(await page.getByTestId('uploaded-file').count()).toBe(0);
    expect(await withDb(suite.server, (db) => db.selectFrom('application_files').select('id').execute())).toEqual([]);
    await page.locator('#q-bio_profile_photo').setInputFiles({ name: 'me-again.png', mimeType: 'image/png', buffer: await noisyPng(60, 60) });
    expect(await press(page, page.getByRole('button', { name: /^Money/ }))).toBe(303);
    expect(await withDb(suite.server, (db) => db.selectFrom('application_files').select(['question_key', 'original_name']).execute())).toEqual([{ question_key: 'bio_profile_photo', original_name: 'me-again.png' }]);
    expect(await page.getByLabel('Your source of income').inputValue()).toBe('Part-time job');
    expect(await press(page, page.getByRole('button', { name: 'Save and continue' }))).toBe(303);
    expect(await heading.textContent()).toBe('Life');
    await page.getByLabel('Age', { exact: true }).fill('20');
    expect(await press(page, page.getByRole('button', { name: 'Save and continue' }))).toBe(303);

    // Contacts: Submit with the phone missing names it; the typed name stays.
    expect(await heading.textContent()).toBe('Contacts');
    await page.getByLabel('Emergency contact’s name').fill('Sam Lee');
    await shoot(page, '4-contacts');
    expect(await press(page, page.getByRole('button', { name: 'Submit application' }))).toBe(400);
    const missing = page.getByRole('list', { name: 'Answers to complete' });
    expect(await missing.textContent()).toBe('Emergency contact’s phone number');
    expect(await page.getByLabel('Emergency contact’s name').inputValue()).toBe('Sam Lee');
    await shoot(page, '5-missing');
    await page.getByLabel('Emergency contact’s phone number').fill('+1 512 555 0142');
    expect(await press(page, page.getByRole('button', { name: 'Submit application' }))).toBe(303);

    expect(await page.getByTestId('application-status').textContent()).toBe('Submitted');
    expect(await page.getByText('Part-time job').isVisible()).toBe(true);
    expect((await storedAnswers()).status).toBe('Submitted');
    await shoot(page, '6-submitted');

    // Nothing personal ever went into an address.
    expect(gets.filter((url) => ['Kim Lee', 'kim@example.com', '6789', 'Elm Street', 'Sam Lee'].some((v) => url.includes(v)))).toEqual([]);
    await context.close();
  }, 120_000);

  it('with JavaScript, hydrates over the same form and takes in what was typed and chosen before it did', async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    await settledGoto(page, `${suite.server.url}/new/login`);
    await page.fill('input[name=email]', EARLY.email);
    await page.fill('input[name=password]', EARLY.password);
    await Promise.all([page.waitForURL(/\/new\/tenant\/reservations$/), page.getByRole('button', { name: 'Sign In' }).click()]);
    await hydrated(page, 'start-application');
    await Promise.all([page.waitForURL(/\/new\/tenant\/applications\/\d+$/), page.getByRole('button', { name: 'Start application' }).click()]);
    const release = await holdIsland(page, /islands\/application\/ApplicationForm\.tsx$/);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full name').fill('Early Kim');
    await page.getByRole('group', { name: 'Are you a US citizen?' }).getByLabel('No').check();
    release();
    await hydrated(page, 'application-form');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Early Kim');
    // The No was taken in: the passport question it asks is there, and both answers are saved as a draft.
    await page.getByLabel('Passport or visa number').waitFor();
    const saved = async () => {
      const row = await withDb(suite.server, (db) => db.selectFrom('rental_applications').innerJoin('users', 'users.id', 'rental_applications.user_id').select('answers').where('users.email', '=', EARLY.email).executeTakeFirstOrThrow());
      return JSON.parse(row.answers) as Record<string, unknown>;
    };
    // The e-mail is the account's, prefilled when the draft began.
    const expected = { pi_name: 'Early Kim', pi_email: EARLY.email, pi_is_us_citizen: false };
    expect(await until(saved, expected)).toEqual(expected);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
