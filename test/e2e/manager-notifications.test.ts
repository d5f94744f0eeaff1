import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { insertUser, markEmailVerified } from '../../server/queries/users';
import { document as doc, paragraph as p, text, variable } from '../../shared/documents/build';
import { VARIABLES } from '../../shared/documents/variables';
import type { DocNode } from '../../shared/documents/types';
import { NOTIFICATION_EVENT_KEYS, NOTIFICATION_EVENTS } from '../../shared/notifications/events';
import { MESSAGE_ERRORS, MESSAGE_TEXTS, SMS_OPT_OUT } from '../../shared/notifications/texts';
import type { NotificationSetting } from '../../shared/notifications/types';
import type { DocumentTemplateRow } from '../../shared/types/documents';
import { lastMailTo } from '../helpers/outbox';
import { hashOnce } from '../helpers/password-hash';
import { seriousViolations } from './axe';
import { managerSuite, snackbar } from './manager-helpers';
import { apiJson, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots/manager-notifications');
const MANAGER = { email: 'nora.notify@example.com', password: 'Manager-Pass1', firstName: 'Nora' };
const MAINTENANCE = { email: 'max.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Max' };
const SCREEN = '/new/manager/settings/notifications';
const T = MESSAGE_TEXTS.notifications;
/** The company's templates, made in beforeAll: name → id. */
const templates: Record<string, number> = {};

const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: !name.includes('dialog') });
const row = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const emailSelect = (page: Page, label: string) => row(page, label).getByLabel(T.email, { exact: true });
const smsSelect = (page: Page, label: string) => row(page, label).getByLabel(T.sms, { exact: true });
const settings = (page: Page) => apiJson<NotificationSetting[]>(page, suite.server, '/api/messages/notifications/');
const settingOf = async (page: Page, event: string) => (await settings(page)).find((s) => s.event === event)!;
/** The page's console errors from now on: a policy violation of the preview's frame would be one. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => void (msg.type() === 'error' && errors.push(msg.text())));
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

async function createTemplate(page: Page, fields: { name: string; type: 'Email Template' | 'SMS Template'; subject?: string; body: DocNode }): Promise<void> {
  const res = await page.request.post(`${suite.server.url}/api/document-templates/`, { data: fields });
  if (res.status() !== 201) throw new Error(`template ${fields.name}: ${res.status()} ${await res.text()}`);
  templates[fields.name] = ((await res.json()) as { id: number }).id;
}

/** A student of the demo company whose application to the first property waits for a decision; answers its id. */
async function submittedApplication(student: { email: string; first: string; last: string }): Promise<number> {
  return withDb(suite.server, async (db) => {
    const userId = await insertUser(db, { email: student.email, passwordHash: await hashOnce('Student-Pass-1'), roles: ['student'], organizationId: null, firstName: student.first, lastName: student.last });
    await markEmailVerified(db, userId, student.email);
    const period = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const request = await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: period.id }).returning('id').executeTakeFirstOrThrow();
    const answers = JSON.stringify({ pi_name: `${student.first} ${student.last}` });
    const application = await db
      .insertInto('rental_applications')
      .values({ organization_id: 1, user_id: userId, reservation_request_id: request.id, status: 'Submitted', answers, asked_keys: JSON.stringify(['pi_name']), submitted_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return application.id;
  });
}

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  const page = await suite.page();
  await createTemplate(page, {
    name: 'Approval welcome',
    type: 'Email Template',
    subject: 'Welcome to {{property_name}}, {{student_first_name}}!',
    body: doc(p(text('Hi '), variable('student_first_name'), text(', your application for '), variable('lease_period_name'), text(' is approved.'))),
  });
  await createTemplate(page, { name: 'Rent notice', type: 'Email Template', subject: 'Your rent', body: doc(p(text('Your monthly rent is '), variable('monthly_rent'), text('.'))) });
  await createTemplate(page, { name: 'Short text', type: 'SMS Template', body: doc(p(text('Hi '), variable('student_first_name'), text(', news from '), variable('company_name'), text('.'))) });
  await page.close();
});

describe('the Notifications settings screen in Chromium', () => {
  it('picks an e-mail template for Application approved, previews it, and the approval in the Applications screen sends it filled for the student', async () => {
    const page = await suite.page();
    const errors = consoleErrors(page);
    await settledGoto(page, `${suite.server.url}/new/manager/settings`);
    await page.getByRole('link', { name: 'View Notifications' }).click();
    await page.waitForURL(new RegExp(`${SCREEN}$`));
    await page.getByRole('heading', { name: MESSAGE_TEXTS.notificationsTitle, level: 1 }).waitFor();
    await expectTitle(page, 'Student Leasing - Settings - Notifications');
    // One row per event, in the catalog's order, each on its built-in text and without a text message.
    await row(page, NOTIFICATION_EVENTS.email_verification.label).waitFor();
    await expect(page.getByTestId('notification-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-event')))).resolves.toEqual(NOTIFICATION_EVENT_KEYS);
    const approved = NOTIFICATION_EVENTS.application_approved.label;
    await expect(emailSelect(page, approved).inputValue()).resolves.toBe('');
    await expect(emailSelect(page, approved).locator('option:checked').textContent()).resolves.toBe(MESSAGE_TEXTS.builtIn);
    await expect(smsSelect(page, approved).locator('option:checked').textContent()).resolves.toBe(MESSAGE_TEXTS.noSms);
    // Only e-mail templates for the e-mail, only SMS templates for the text message.
    const companyTemplates = await apiJson<DocumentTemplateRow[]>(page, suite.server, '/api/document-templates/');
    const named = (type: string) => companyTemplates.filter((t) => t.type === type).map((t) => t.name).sort((a, b) => a.localeCompare(b));
    expect(named('Email Template')).toEqual(expect.arrayContaining(['Approval welcome', 'Rent notice']));
    await expect(emailSelect(page, approved).locator('option').allTextContents()).resolves.toEqual([MESSAGE_TEXTS.builtIn, ...named('Email Template')]);
    await expect(smsSelect(page, approved).locator('option').allTextContents()).resolves.toEqual([MESSAGE_TEXTS.noSms, ...named('SMS Template')]);
    // The variables the event can fill, by name; the link choice only where the link signs someone in.
    await expect(row(page, approved).getByRole('list').getByRole('listitem').allTextContents()).resolves.toContain('Decision Note');
    await expect(row(page, approved).getByLabel(MESSAGE_TEXTS.smsLink).count()).resolves.toBe(0);
    await expect(row(page, NOTIFICATION_EVENTS.access_link.label).getByLabel(MESSAGE_TEXTS.smsLink).isChecked()).resolves.toBe(false);

    await emailSelect(page, approved).selectOption({ label: 'Approval welcome' });
    await snackbar(page, MESSAGE_TEXTS.saved).waitFor();
    await until(() => row(page, approved).getAttribute('aria-busy'), null);
    expect(await settingOf(page, 'application_approved')).toMatchObject({ email_template_id: templates['Approval welcome'], sms_template_id: null });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'saved-1280.png');

    // The preview fills the chosen template with the sample data.
    await row(page, approved).getByRole('button', { name: T.previewOf(approved) }).click();
    const dialog = page.getByRole('dialog', { name: T.previewTitle(approved) });
    await expect(dialog.getByTestId('preview-subject').textContent()).resolves.toBe('Welcome to The Rio on 24th, Jordan!');
    const mailBody = dialog.frameLocator('iframe[sandbox=""]').locator('body');
    await expect(mailBody.textContent()).resolves.toContain('Hi Jordan, your application for Academic Year 2027–2028 is approved.');
    await expect(dialog.getByText(T.noSmsChosen).count()).resolves.toBe(1);
    await shot(page, 'preview-dialog-1280.png');
    await dialog.getByRole('button', { name: T.close }).click();
    await dialog.waitFor({ state: 'detached' });

    // The journey's end: a manager approves an application, and the student is mailed the company's words.
    const student = { email: 'lina.park@example.com', first: 'Lina', last: 'Park' };
    const id = await submittedApplication(student);
    await settledGoto(page, `${suite.server.url}/new/manager/applications/${id}`);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const decision = page.getByRole('dialog', { name: 'Approve application' });
    await decision.getByLabel('Note').fill('See you in August.');
    await decision.getByRole('button', { name: 'Approve' }).click();
    await snackbar(page, 'Application approved').waitFor();
    const mail = await until(() => withDb(suite.server, async (db) => (await lastMailTo(db, student.email)).mail?.subject ?? null), 'Welcome to The Rio on 24th, Lina!');
    expect(mail).toBe('Welcome to The Rio on 24th, Lina!');
    const { mail: sent } = await withDb(suite.server, (db) => lastMailTo(db, student.email));
    expect(sent!.text).toContain('Hi Lina, your application for');
    expect(sent!.html).toMatch(/^<p>Hi <span[^>]*>Lina<\/span>, your application for /);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('refuses a template that uses a variable the event cannot fill: the reason under the select, the saved choice kept', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${SCREEN}`);
    const received = NOTIFICATION_EVENTS.application_received.label;
    await emailSelect(page, received).selectOption({ label: 'Rent notice' });
    const reason = MESSAGE_ERRORS.cannotFill(VARIABLES.monthly_rent.name, received);
    await row(page, received).getByText(reason, { exact: true }).waitFor();
    await expect(emailSelect(page, received).getAttribute('aria-invalid')).resolves.toBe('true');
    // The select is back on the saved choice, and nothing was saved.
    await expect(until(() => emailSelect(page, received).inputValue(), '')).resolves.toBe('');
    expect(await settingOf(page, 'application_received')).toMatchObject({ email_template_id: null });
    await expect(snackbar(page, MESSAGE_TEXTS.saved).count()).resolves.toBe(0);
    await shot(page, 'refused-1280.png');

    // A choice it can fill clears the reason and is saved.
    await emailSelect(page, received).selectOption({ label: 'Approval welcome' });
    await snackbar(page, MESSAGE_TEXTS.saved).waitFor();
    await expect(row(page, received).getByText(reason).count()).resolves.toBe(0);
    expect(await settingOf(page, 'application_received')).toMatchObject({ email_template_id: templates['Approval welcome'] });
    await page.close();
  }, 60_000);

  it('at 375 px: rows are cards; a text message and the sign-in link in it are chosen and previewed; nothing scrolls sideways', async () => {
    const page = await suite.page(PHONE);
    const errors = consoleErrors(page);
    await settledGoto(page, `${suite.server.url}${SCREEN}`);
    const signInLink = NOTIFICATION_EVENTS.access_link.label;
    await row(page, signInLink).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    // Stacked, each select shows its own label.
    await expect(row(page, signInLink).getByText(T.email, { exact: true }).isVisible()).resolves.toBe(true);
    await shot(page, 'screen-375.png');

    await smsSelect(page, signInLink).selectOption({ label: 'Short text' });
    await snackbar(page, MESSAGE_TEXTS.saved).waitFor();
    await until(() => row(page, signInLink).getAttribute('aria-busy'), null);
    await row(page, signInLink).getByLabel(MESSAGE_TEXTS.smsLink).check();
    await until(async () => (await settingOf(page, 'access_link')).sms_link, true);
    expect(await settingOf(page, 'access_link')).toMatchObject({ email_template_id: null, sms_template_id: templates['Short text'], sms_link: true });
    await expect(row(page, signInLink).getByLabel(MESSAGE_TEXTS.smsLink).isChecked()).resolves.toBe(true);

    await row(page, signInLink).getByRole('button', { name: T.previewOf(signInLink) }).click();
    const dialog = page.getByRole('dialog', { name: T.previewTitle(signInLink) });
    await expect(dialog.getByTestId('preview-sms').textContent()).resolves.toBe(`Hi Jordan, news from Campus Edge Living.\n${SMS_OPT_OUT}`);
    // No template for the e-mail: the built-in text, filled the same way.
    await expect(dialog.getByTestId('preview-subject').textContent()).resolves.not.toBe('');
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'preview-dialog-375.png');
    await dialog.getByRole('button', { name: T.close }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('offers message-only variables to an e-mail template but not to a lease agreement', async () => {
    const page = await suite.page();
    const variablesOf = async (id: number) => {
      await settledGoto(page, `${suite.server.url}/new/manager/settings/document-templates/${id}/edit`);
      const panel = page.getByRole('complementary', { name: 'Insert' }).getByRole('region', { name: 'Variables' });
      await panel.getByRole('button').first().waitFor();
      return panel.getByRole('button').allTextContents();
    };
    const lease = await page.request.post(`${suite.server.url}/api/document-templates/`, { data: { name: 'Plain lease', type: 'Lease Agreement' } });
    expect(lease.status()).toBe(201);
    const leaseVariables = await variablesOf(((await lease.json()) as { id: number }).id);
    expect(leaseVariables).toContain('Student Full Name');
    expect(leaseVariables).not.toContain('Link');
    expect(leaseVariables).not.toContain('Amount Due');
    const mailVariables = await variablesOf(templates['Approval welcome']!);
    expect(mailVariables).toEqual(expect.arrayContaining(['Student Full Name', 'Link', 'Amount Due']));
    await page.close();
  }, 30_000);
});
