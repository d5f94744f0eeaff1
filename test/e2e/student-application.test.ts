import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ANSWER_MESSAGES } from '../../shared/rental-application/answers';
import { seriousViolations } from './axe';
import { askOnly, verifiedRequester } from './application-settings';
import { managerSuite, noisyPng } from './manager-helpers';
import { DESKTOP, horizontalOverflow, hydrated, PHONE, screenshot, settledGoto, settledReload } from './page-helpers';

const shots = path.resolve('test-results/screenshots/student-application');
const MANAGER = { email: 'lead@example.com', password: 'Manager-pass-1', firstName: 'Lea' };
const STUDENT = { email: 'kim@example.com', password: 'Student-pass-1' };

/** The questions this company asks: a few per step, and the pets section switched off. */
const ON = ['pi_name', 'pi_email', 'pi_is_us_citizen', 'pi_social_security_number', 'bio_profile_photo', 'ca_address', 'th_ever_evicted', 'th_eviction_explanation', 'fi_income_source', 'ai_is_smoker', 'ai_smoking_explanation', 'rm_age', 'rm_usual_sleep_time', 'ec_emergency_contact', 'ec_phone'];

const suite = managerSuite(MANAGER, undefined, async () => {
  // Kim has used her verification link.
  await verifiedRequester(suite.server, STUDENT);
  await askOnly(suite.server, MANAGER, ON);
});

/** Screenshots of a step at 1280 and 375 px (a second page, same session), each checked with axe and for overflow. */
async function shootStep(page: Page, stepId: string, n: number) {
  await screenshot(page, { path: path.join(shots, `${n}-${stepId}-1280.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  // Run the debounced draft save's timer on the page's clock, so the phone page shows what was typed.
  await page.clock.runFor(1000);
  await page.waitForLoadState('networkidle');
  const phone = await page.context().newPage();
  await phone.setViewportSize(PHONE);
  await settledGoto(phone, `${page.url().split('?')[0]}?step=${stepId}`);
  await hydrated(phone, 'application-form');
  await screenshot(phone, { path: path.join(shots, `${n}-${stepId}-375.png`), fullPage: true });
  const wide = await phone.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`).slice(0, 8));
  expect(wide).toEqual([]);
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.close();
}

const saved = (page: Page) => page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/applications/') && r.ok());

describe('a student’s rental application', () => {
  it('starts from the student area, fills every step with a file and a Yes, survives a reload, names what is missing, and submits', async () => {
    // axe is injected as an inline script: the test's context bypasses the page's CSP.
    const context = await suite.browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    // The page's own clock (it runs on as usual): shootStep moves it on past the draft save's delay.
    await page.clock.install();
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    await settledGoto(page, `${suite.server.url}/new/login`);
    await page.fill('input[name=email]', STUDENT.email);
    await page.fill('input[name=password]', STUDENT.password);
    await Promise.all([page.waitForURL(/\/new\/tenant\/reservations$/), page.getByRole('button', { name: 'Sign In' }).click()]);
    await hydrated(page, 'start-application');
    await Promise.all([page.waitForURL(/\/new\/tenant\/applications\/\d+$/), page.getByRole('button', { name: 'Start application' }).click()]);
    await hydrated(page, 'application-form');
    const heading = page.locator('#step-heading');

    // About you: a wrong e-mail gets the server's own message on blur; Yes to citizenship asks the number.
    expect(await page.getByTestId('step-count').textContent()).toBe('Step 1 of 5');
    expect(await heading.textContent()).toBe('About you');
    await page.getByLabel('Full name').fill('Kim Lee');
    const email = page.getByLabel('E-mail');
    await email.fill('kim@');
    await email.blur();
    await expect(page.locator('#q-pi_email-error').textContent()).resolves.toBe(ANSWER_MESSAGES.email);
    expect(await email.getAttribute('aria-describedby')).toBe('q-pi_email-error');
    await email.fill('kim@example.com');
    await email.blur();
    await page.locator('#q-pi_email-error').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Social security number').count()).toBe(0);
    await page.getByRole('group', { name: 'Are you a US citizen?' }).getByLabel('Yes').check();
    await page.getByLabel('Social security number').fill('123-45-6789');
    expect(await page.getByLabel('Social security number').getAttribute('type')).toBe('password');
    await page.locator('#q-bio_profile_photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await noisyPng(60, 60) });
    await expect(page.getByTestId('uploaded-file').textContent()).resolves.toBe('me.png');
    expect(await page.getByRole('button', { name: 'Remove Profile photo' }).isVisible()).toBe(true);
    await shootStep(page, 'about-you', 1);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Home: the eviction's explanation appears only after Yes; focus moves to the step heading.
    await expect(heading.textContent()).resolves.toBe('Home');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('step-heading');
    expect(await page.getByTestId('step-count').textContent()).toBe('Step 2 of 5');
    await page.getByLabel('Address', { exact: true }).fill('12 Elm Street\nAustin, TX');
    expect(await page.getByLabel('Please explain the eviction').count()).toBe(0);
    await page.getByRole('group', { name: 'Have you ever been evicted?' }).getByLabel('Yes').check();
    await page.getByLabel('Please explain the eviction').fill('A landlord sold the building in 2021.');
    await expect(page.getByTestId('progress-home').textContent()).resolves.toBe('3 of 3 answered');
    await shootStep(page, 'home', 2);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(heading.textContent()).resolves.toBe('Money');
    await page.getByLabel('Your source of income').fill('Part-time job');
    await page.getByRole('group', { name: 'Do you smoke?' }).getByLabel('No').check();
    await shootStep(page, 'money', 3);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Life: the pets section is switched off, so it is not there; what is typed is saved as a draft.
    await expect(heading.textContent()).resolves.toBe('Life');
    expect(await page.getByRole('heading', { name: 'Pets' }).count()).toBe(0);
    expect(await page.getByText('Will you have a pet?').count()).toBe(0);
    await Promise.all([saved(page), page.getByLabel('Age', { exact: true }).fill('20')]);
    await page.getByLabel('Usual bedtime').fill('23:30');
    await saved(page);

    // Reload in the middle: the same step, the saved answers, the identity number masked.
    await settledReload(page);
    await hydrated(page, 'application-form');
    expect(await heading.textContent()).toBe('Life');
    expect(await page.getByLabel('Age', { exact: true }).inputValue()).toBe('20');
    expect(await page.getByLabel('Usual bedtime').inputValue()).toBe('23:30');
    await shootStep(page, 'life', 4);
    await page.getByRole('button', { name: 'About you' }).click();
    await expect(heading.textContent()).resolves.toBe('About you');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Kim Lee');
    expect(await page.getByLabel('Social security number').inputValue()).toBe('');
    expect(await page.getByText('Saved: •••• 6789').isVisible()).toBe(true);
    expect(await page.getByTestId('uploaded-file').textContent()).toBe('me.png');
    await page.getByRole('button', { name: 'Contacts' }).click();

    // Contacts: submit with the phone missing, and see it named with a link to it.
    await expect(heading.textContent()).resolves.toBe('Contacts');
    await page.getByLabel('Emergency contact’s name').fill('Sam Lee');
    await shootStep(page, 'contacts', 5);
    await page.getByRole('button', { name: 'Submit application' }).click();
    const missing = page.getByRole('list', { name: 'Answers to complete' });
    await expect(missing.textContent()).resolves.toBe('Emergency contact’s phone number');
    await screenshot(page, { path: path.join(shots, '6-missing-1280.png'), fullPage: true });
    await missing.getByRole('button', { name: 'Emergency contact’s phone number' }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('q-ec_phone');
    await page.getByLabel('Emergency contact’s phone number').fill('+1 512 555 0142');
    await page.getByRole('button', { name: 'Submit application' }).click();

    // Submitted: read-only, with what happens next; the student area says so too.
    await expect(page.getByTestId('application-status').textContent()).resolves.toBe('Submitted');
    expect(await page.locator('[data-island="application-form"] input, [data-island="application-form"] textarea').count()).toBe(0);
    expect(await page.getByText('Part-time job').isVisible()).toBe(true);
    await screenshot(page, { path: path.join(shots, '7-submitted-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await screenshot(page, { path: path.join(shots, '7-submitted-375.png'), fullPage: true });
    await settledGoto(page, `${suite.server.url}/new/tenant/reservations`);
    expect(await page.getByTestId('reservation-request').getByTestId('application-status').textContent()).toBe('Submitted');
    await screenshot(page, { path: path.join(shots, '8-student-area-375.png'), fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
