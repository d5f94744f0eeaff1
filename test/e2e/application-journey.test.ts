import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { hashOnce } from '../helpers/password-hash';
import { insertUser, markEmailVerified } from '../../server/queries/users';
import { APPLICATION_MESSAGES, VERIFY_EMAIL_MESSAGES } from '../../shared/messages';
import { lastMailTo } from '../helpers/outbox';
import type { ApplicationDetail } from '../../shared/rental-application/application-types';
import { askedQuestions } from '../../shared/rental-application/answers';
import { SECTIONS } from '../../shared/rental-application/fields';
import { managerSuite } from './manager-helpers';
import { DESKTOP, hydrated, newPage, screenshot, settledGoto, settledReload, until, withDb } from './page-helpers';

/**
 * Issue 16's whole journey across its three screens: the settings switch a section off, a student
 * applies without it, the manager approves, and the student sees 'Approved'. Each screen's own
 * details are tested in manager-rental-application, student-application and manager-applications.
 */
const shots = path.resolve('test-results/screenshots/application-journey');
const MANAGER = { email: 'jo.manager@example.com', password: 'Manager-Pass1', firstName: 'Jo' };
const MAINTENANCE = { email: 'jo.maintenance@example.com', password: 'Maintain-Pass1', firstName: 'Mai' };
const STUDENT = { email: 'ravi@example.com', password: 'Student-pass-1' };
/** Signed up without proving the address yet: an application is submitted only from a verified one. */
const UNVERIFIED = { email: 'noor@example.com', password: 'Student-pass-2' };
const PETS = SECTIONS.find((s) => s.id === 'pets')!;

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  await withDb(suite.server, async (db) => {
    const userId = await insertUser(db, { email: STUDENT.email, passwordHash: await hashOnce(STUDENT.password), roles: ['student'], firstName: 'Ravi', lastName: 'Shah' });
    // Ravi has used his verification link (as the mailed link's page records it).
    await markEmailVerified(db, userId, STUDENT.email);
    await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: null, start_date: null, end_date: null }).execute();
    const noorId = await insertUser(db, { email: UNVERIFIED.email, passwordHash: await hashOnce(UNVERIFIED.password), roles: ['student'], firstName: 'Noor', lastName: 'Haddad' });
    await db.insertInto('reservation_requests').values({ user_id: noorId, organization_id: 1, property_id: 2, lease_period_id: null, start_date: null, end_date: null }).execute();
  });
});

async function signInStudent(account = STUDENT): Promise<Page> {
  const { page } = await newPage(suite.browser, DESKTOP);
  await settledGoto(page, `${suite.server.url}/new/login`);
  await page.fill('input[name=email]', account.email);
  await page.fill('input[name=password]', account.password);
  await Promise.all([page.waitForURL(/\/new\/tenant\/reservations$/), page.getByRole('button', { name: 'Sign In' }).click()]);
  return page;
}

/** Every question the application asks under its answers, answered through the API (the form itself is tested elsewhere). */
async function answerEverything(page: Page, app: ApplicationDetail): Promise<void> {
  const sample: Record<string, unknown> = { pi_is_us_citizen: true, pets_is_any: true, ca_is_rented_or_owned: 'Owned', ai_health_insurance: false, t_any_vehicle: false };
  const value = (control: string, options?: readonly string[]) =>
    ({ text: 'Sample', textarea: 'Sample text', date: '2004-05-06', datetime: '2026-08-20T14:30', time: '23:00', email: 'sample@example.com', phone: '+1 512 555 0142', yesno: false, number: 20, money: '100.00', secret: '123-45-6789' })[control] ?? options?.[0];
  const answers: Record<string, unknown> = {};
  for (let round = 0; round < 3; round++) {
    for (const q of askedQuestions(app.flags, answers as never)) {
      if (q.control !== 'file' && !(q.key in answers)) answers[q.key] = q.key in sample ? sample[q.key] : value(q.control, q.options);
    }
  }
  const saved = await page.request.patch(`${suite.server.url}/api/applications/${app.id}/`, { data: { answers, version: app.version } });
  expect(saved.status()).toBe(200);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  for (const q of askedQuestions(app.flags, answers as never).filter((x) => x.control === 'file')) {
    const res = await page.request.post(`${suite.server.url}/api/applications/${app.id}/files/`, { multipart: { question_key: q.key, file: { name: 'copy.png', mimeType: 'image/png', buffer: png } } });
    expect(res.status()).toBe(201);
  }
}

describe('a rental application from the settings to the decision', () => {
  it('a section switched off is not asked; the submitted application is approved and the student sees it', async () => {
    // The manager switches Pets off on the settings screen.
    const manager = await suite.page();
    await settledGoto(manager, `${suite.server.url}/new/manager/settings/rental-application`);
    const pets = manager.getByRole('region', { name: PETS.title, exact: true });
    await pets.getByRole('button', { name: `All off in ${PETS.title}` }).click();
    await expect(pets.getByTestId('section-count').textContent()).resolves.toBe(`0 of ${PETS.questions.length} questions on`);
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await manager.getByTestId('snackbar').filter({ hasText: 'Rental application updated' }).waitFor();

    // The student starts an application: no pet question anywhere in it.
    const student = await signInStudent();
    await hydrated(student, 'start-application');
    await Promise.all([student.waitForURL(/\/new\/tenant\/applications\/\d+$/), student.getByRole('button', { name: 'Start application' }).click()]);
    const id = Number(/applications\/(\d+)$/.exec(student.url())![1]);
    const app = (await (await student.request.get(`${suite.server.url}/api/applications/${id}/`)).json()) as ApplicationDetail;
    expect(PETS.questions.filter((q) => app.flags[q.key])).toEqual([]);
    expect(askedQuestions(app.flags, { pets_is_any: true }).some((q) => q.key.startsWith('pets_'))).toBe(false);
    await expect(student.getByText(PETS.questions[0]!.label).count()).resolves.toBe(0);
    await answerEverything(student, app);
    expect((await student.request.post(`${suite.server.url}/api/applications/${id}/submit/`)).status()).toBe(200);

    // The manager sees it counted, opens it, approves it.
    await settledGoto(manager, `${suite.server.url}/new/manager/applications`);
    await manager.getByRole('link', { name: /Applications/ }).filter({ hasText: '1' }).waitFor();
    await settledGoto(manager, `${suite.server.url}/new/manager/applications/${id}`);
    await manager.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = manager.getByRole('dialog', { name: 'Approve application' });
    await dialog.getByLabel('Note').fill('Welcome!');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The student's area says so.
    await settledGoto(student, `${suite.server.url}/new/tenant/reservations`);
    await expect(student.getByTestId('application-status').textContent()).resolves.toBe('Approved');
    await screenshot(student, { path: path.join(shots, 'student-approved-1280.png') });
  });

  it('keeps the last words typed when the student leaves at once, before the save delay', async () => {
    const student = await signInStudent();
    const requestId = await withDb(suite.server, async (db) => {
      const user = await db.selectFrom('users').select('id').where('email', '=', STUDENT.email).executeTakeFirstOrThrow();
      const row = await db.insertInto('reservation_requests').values({ user_id: user.id, organization_id: 1, property_id: 2, lease_period_id: null, start_date: null, end_date: null }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
    const started = await student.request.post(`${suite.server.url}/api/applications/`, { data: { reservation_request_id: requestId } });
    const { id } = (await started.json()) as ApplicationDetail;
    await settledGoto(student, `${suite.server.url}/new/tenant/applications/${id}`);
    await hydrated(student, 'application-form');
    await student.getByLabel('Full name', { exact: true }).fill('Ravi Shah');
    // Away within the 800 ms the form waits before saving.
    await student.goto(`${suite.server.url}/new/tenant/reservations`);
    const saved = async () => ((await (await student.request.get(`${suite.server.url}/api/applications/${id}/`)).json()) as ApplicationDetail).answers.pi_name;
    await expect(until(saved, 'Ravi Shah')).resolves.toBe('Ravi Shah');
  });

  it('an unverified student sees why the application cannot be submitted, mails a new link from the form, verifies, and submits', async () => {
    const student = await signInStudent(UNVERIFIED);
    await hydrated(student, 'start-application');
    await Promise.all([student.waitForURL(/\/new\/tenant\/applications\/\d+$/), student.getByRole('button', { name: 'Start application' }).click()]);
    const id = Number(/applications\/(\d+)$/.exec(student.url())![1]);
    const app = (await (await student.request.get(`${suite.server.url}/api/applications/${id}/`)).json()) as ApplicationDetail;
    await answerEverything(student, app);

    // The form says so from the start, with the button that mails a new link.
    const lastStep = () => student.getByRole('navigation', { name: 'Application steps' }).getByRole('button').last();
    await settledReload(student);
    await hydrated(student, 'application-form');
    const notice = student.getByTestId('verify-email-notice');
    await notice.getByText(APPLICATION_MESSAGES.verifyEmailFirst).waitFor();
    await notice.getByText(UNVERIFIED.email).waitFor();
    await lastStep().click();
    await student.getByRole('button', { name: 'Submit application' }).click();
    // The server's refusal, shown by the Submit button.
    await student.getByRole('alert').filter({ hasText: APPLICATION_MESSAGES.verifyEmailFirst }).waitFor();
    expect(((await (await student.request.get(`${suite.server.url}/api/applications/${id}/`)).json()) as ApplicationDetail).status).toBe('Draft');
    const mailCount = () => withDb(suite.server, async (db) => (await db.selectFrom('outbox').select('subject').where('to', '=', UNVERIFIED.email).execute()).map((m) => m.subject));
    expect(await mailCount()).toEqual([]);
    await screenshot(student, { path: path.join(shots, 'unverified-submit-1280.png'), fullPage: true });
    await student.setViewportSize({ width: 375, height: 812 });
    await screenshot(student, { path: path.join(shots, 'unverified-submit-375.png'), fullPage: true });
    await student.setViewportSize(DESKTOP);

    // The button mails a verification link and comes back to the application, saying so.
    await Promise.all([student.waitForURL(`${suite.server.url}/new/tenant/applications/${id}?verification=sent`), notice.getByRole('button', { name: VERIFY_EMAIL_MESSAGES.resendButton }).click()]);
    await expect(student.getByTestId('verify-email-notice').getByRole('status').textContent()).resolves.toBe(VERIFY_EMAIL_MESSAGES.sent(UNVERIFIED.email));
    expect(await mailCount()).toEqual(['Campus Edge Living: verify your e-mail address']);

    // The mailed link verifies the address; the same application now goes in.
    const { path: linkPath } = await withDb(suite.server, (db) => lastMailTo(db, UNVERIFIED.email));
    const { page: mailbox } = await newPage(suite.browser, DESKTOP);
    await settledGoto(mailbox, `${suite.server.url}${linkPath}`);
    // The link returns to the application it was asked from.
    await Promise.all([mailbox.waitForURL(`${suite.server.url}/new/email-verified?next=${encodeURIComponent(`/new/tenant/applications/${id}`)}`), mailbox.getByRole('button', { name: 'Verify my e-mail address' }).click()]);
    expect(await mailbox.getByTestId('continue').getAttribute('href')).toBe(`/new/tenant/applications/${id}`);
    await settledGoto(student, `${suite.server.url}/new/tenant/applications/${id}`);
    await hydrated(student, 'application-form');
    expect(await student.getByTestId('verify-email-notice').count()).toBe(0);
    await lastStep().click();
    await student.getByRole('button', { name: 'Submit application' }).click();
    await expect(student.getByTestId('application-status').textContent()).resolves.toBe('Submitted');
  });
});
