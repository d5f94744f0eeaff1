import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { document as doc, paragraph, text, variable } from '../../shared/documents/build';
import { MESSAGE_TEXTS as T, STUDENT_MESSAGES_PATH } from '../../shared/notifications/texts';
import { pageTitle } from '../../shared/page-title';
import { seriousViolations } from './axe';
import { offeredLease } from './executed-lease';
import { TICKET_TEXTS as S } from '../../client/manager/tickets/texts';
import { type Account, createManager, managerPage, region, snackbar } from './manager-helpers';
import { DESKTOP, horizontalOverflow, PHONE, publicSuite, screenshot, settledGoto, signInThroughForm, until, watchPage, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots/message-log');
const MANAGER: Account = { email: 'mira.messages@example.com', password: 'Manager-pass-1', firstName: 'Mira' };
const STUDENT = { email: 'lou.messages@example.com', password: 'Student-pass-1', first: 'Lou', last: 'Park' };
let leaseId: number;
let studentId: number;
let ticketId: number;

const choices = () => withDb(suite.server, (db) => db.selectFrom('users').select(['informational_opt_in', 'marketing_opt_in']).where('id', '=', studentId).executeTakeFirstOrThrow());

const suite = publicSuite(async ({ server, browser }) => {
  mkdirSync(shots, { recursive: true });
  await createManager(server, MANAGER);
  const manager = await managerPage(browser, server, MANAGER);
  ({ leaseId } = await offeredLease(server, manager.context().request, STUDENT, STUDENT.password));
  studentId = await withDb(server, async (db) => (await db.selectFrom('users').select('id').where('email', '=', STUDENT.email).executeTakeFirstOrThrow()).id);
  await withDb(server, (db) => db.updateTable('users').set({ cell_phone: '+15125550123', informational_opt_in: 1, marketing_opt_in: 0 }).where('id', '=', studentId).execute());
  // Real messages to the student, written by the product's sender (notify): the company texts password
  // resets too (its SMS template), so the student, who agreed to texts, gets an e-mail and an SMS.
  const api = manager.context().request;
  const call = async (method: 'post' | 'patch' | 'put', url: string, data: unknown) => {
    const res = await api[method](`${server.url}${url}`, { data });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { id: number };
  };
  const sms = await call('post', '/api/document-templates/', { name: 'Reset by text', type: 'SMS Template' });
  await call('patch', `/api/document-templates/${sms.id}/`, { body: doc(paragraph(variable('student_first_name'), text(', choose a new password with '), variable('link'), text('.'))) });
  await call('put', '/api/messages/notifications/password_reset/', { email_template_id: null, sms_template_id: sms.id });
  await call('post', '/api/send_reset_email/', { email: STUDENT.email });
  // A maintenance request of the student's, for the ticket page.
  const student = await browser.newContext();
  expect((await student.request.post(`${server.url}/api-token-auth/`, { data: { username: STUDENT.email, password: STUDENT.password } })).ok()).toBe(true);
  const reported = await student.request.post(`${server.url}/api/tickets/`, { data: { category: 'plumbing', location: 'Room A', description: 'The tap drips.' } });
  if (!reported.ok()) throw new Error(`report: ${reported.status()} ${await reported.text()}`);
  ticketId = ((await reported.json()) as { id: number }).id;
  await student.close();
  await manager.close();
});

describe('the message log', () => {
  it('shows a manager the tenant’s messages on the lease page, each opening on its text', async () => {
    const { server, browser } = suite;
    const page = await managerPage(browser, server, MANAGER);
    const { problems } = watchPage(page);
    await settledGoto(page, `${server.url}/new/manager/leases/${leaseId}`);
    const log = region(page, T.logTitle);
    const rows = log.getByTestId('message-log-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    // Newest first: the text, whole on its line, then the e-mail under its subject.
    const [textRow, mailRow] = [rows.nth(0), rows.nth(1)];
    const textSummary = await textRow.locator('summary').innerText();
    expect(textSummary).toContain('Lou, choose a new password with the link in your e-mail.');
    expect(textSummary).toContain(`${T.channel.sms} · ${T.logTo} +15125550123 · Password reset`);
    expect(textSummary).toContain(T.status.kept);
    const mailSummary = await mailRow.locator('summary').innerText();
    expect(mailSummary).toContain(`${T.channel.email} · ${T.logTo} ${STUDENT.email} · Password reset`);
    expect(mailSummary).toMatch(/reset your password/i);
    expect(await mailRow.locator('pre').isVisible()).toBe(false);
    await mailRow.locator('summary').click();
    await mailRow.locator('pre').waitFor();
    // The mail's text, its secret link cut out of the log.
    const mailText = await mailRow.locator('pre').innerText();
    expect(mailText).toContain('[link]');
    expect(mailText).not.toMatch(/reset-password\//);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, { path: path.join(shots, 'manager-lease-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(log, { path: path.join(shots, 'manager-lease-375.png') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('reads the log again on the ticket page when a change there writes to the student', async () => {
    const { server, browser } = suite;
    const page = await managerPage(browser, server, MANAGER);
    const { problems } = watchPage(page);
    await settledGoto(page, `${server.url}/new/manager/tickets/${ticketId}`);
    const rows = region(page, T.logTitle).getByTestId('message-log-row');
    expect(await until(() => rows.count(), 2)).toBe(2);
    await region(page, S.work).getByRole('button', { name: 'In progress', exact: true }).click();
    await snackbar(page, S.moved('In progress')).waitFor();
    expect(await until(() => rows.count(), 3)).toBe(3);
    expect(await rows.first().locator('summary').innerText()).toContain(`${T.channel.email} · ${T.logTo} ${STUDENT.email} · Maintenance request updated`);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('lets the student read their messages and change their text message choices without JavaScript', async () => {
    const { server, browser } = suite;
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await signInThroughForm(page, server, STUDENT);
    await Promise.all([page.waitForURL(new RegExp(`${STUDENT_MESSAGES_PATH}$`)), page.getByRole('link', { name: T.studentLinkText }).click()]);
    expect(await page.title()).toBe(pageTitle(T.studentTitle));
    const messages = page.getByTestId('student-message');
    // Newest first: the mail about the request (the ticket test moved it), the text, the reset mail.
    expect(await messages.count()).toBe(3);
    expect(await messages.nth(0).innerText()).toContain(T.channel.email);
    expect(await messages.nth(1).innerText()).toContain(T.channel.sms);
    expect(await messages.nth(1).innerText()).toContain('Lou, choose a new password with the link in your e-mail.');
    expect(await messages.nth(2).innerText()).toContain(T.channel.email);

    const form = page.getByRole('form', { name: T.preferencesTitle });
    expect(await form.getByTestId('sms-phone').innerText()).toBe(T.preferencesPhone('+15125550123'));
    expect(await form.getByLabel(T.informationalOptIn).isChecked()).toBe(true);
    expect(await form.getByLabel(T.marketingOptIn).isChecked()).toBe(false);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, { path: path.join(shots, 'student-375.png'), fullPage: true });

    await form.getByLabel(T.informationalOptIn).uncheck();
    await form.getByLabel(T.marketingOptIn).check();
    await Promise.all([page.waitForURL(/\?saved=1$/), form.getByRole('button', { name: T.preferencesSave }).click()]);
    expect(await page.getByRole('status').innerText()).toBe(T.preferencesSaved);
    expect(await form.getByLabel(T.informationalOptIn).isChecked()).toBe(false);
    expect(await form.getByLabel(T.marketingOptIn).isChecked()).toBe(true);
    expect(await choices()).toEqual({ informational_opt_in: 0, marketing_opt_in: 1 });
    await context.close();

    // With JavaScript, on a wide screen: the same page, nothing of its own to run.
    const wide = await browser.newContext({ viewport: DESKTOP });
    const desk = await wide.newPage();
    const { problems } = watchPage(desk);
    await signInThroughForm(desk, server, STUDENT);
    await settledGoto(desk, `${server.url}${STUDENT_MESSAGES_PATH}`);
    const deskForm = desk.getByRole('form', { name: T.preferencesTitle });
    await deskForm.getByLabel(T.informationalOptIn).check();
    await Promise.all([desk.waitForURL(/\?saved=1$/), deskForm.getByRole('button', { name: T.preferencesSave }).click()]);
    expect(await choices()).toEqual({ informational_opt_in: 1, marketing_opt_in: 1 });
    // An e-mail opens on its text.
    const mail = desk.getByTestId('student-message').nth(2);
    expect(await mail.locator('pre').isVisible()).toBe(false);
    await mail.getByText(T.studentShowText).click();
    expect(await mail.locator('pre').innerText()).toContain('[link]');
    expect(await horizontalOverflow(desk)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, { path: path.join(shots, 'student-1280.png'), fullPage: true });
    expect(problems).toEqual([]);
    await wide.close();
  }, 60_000);
});
