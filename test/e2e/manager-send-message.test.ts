import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { document as doc, paragraph, text, variable } from '../../shared/documents/build';
import type { Ledger } from '../../shared/ledger/ledger-types';
import { variableName } from '../../shared/notifications/fill';
import { MESSAGE_ERRORS, MESSAGE_TEXTS as M, SEND_MESSAGE_PATH as SEND } from '../../shared/notifications/texts';
import { seriousViolations } from './axe';
import { executedLease } from './executed-lease';
import { managerSuite, snackbar } from './manager-helpers';
import { apiJson, DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';
import { companyToday } from '../helpers/company-day';

const T = M.send;
const shots = path.resolve('test-results/screenshots/manager-send-message');
const MANAGER = { email: 'sid.sender@example.com', password: 'Manager-Pass1', firstName: 'Sid' };
const MAINTENANCE = { email: 'mia.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Mia' };
// Two tenants of the first property: Ana owes the fall installment, Ben has paid what was due.
const ANA = { email: 'ana.owing@example.com', first: 'Ana', last: 'Owing' };
const BEN = { email: 'ben.paid@example.com', first: 'Ben', last: 'Paid' };
const TEMPLATE = 'Welcome week';
const SUBJECT = (property: string) => `Welcome week at ${property}`;

let property: string;
const fullName = (s: { first: string; last: string }) => `${s.first} ${s.last}`;
const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: !name.includes('dialog') });
const gridRow = (page: Page, name: string) => page.locator('.rdg-row', { has: page.getByRole('link', { name, exact: true }) });
const recipients = (page: Page) => page.getByRole('grid', { name: T.listTitle });
/** Whether the recipient grid's columns reach its right edge (they are fitted to its width as it changes). */
const columnsFill = (page: Page) =>
  recipients(page).evaluate((grid) => {
    const heads = [...grid.querySelectorAll('[role="columnheader"]')];
    return Math.abs(heads.at(-1)!.getBoundingClientRect().right - grid.getBoundingClientRect().right) < 24;
  });
const recipientNames = async (page: Page) => (await recipients(page).locator('.rdg-row').allInnerTexts()).map((row) => row.split('\n')[0]).sort();

/** Pays what the lease owes late, so its tenant is no longer past due. */
async function payPastDue(page: Page, leaseId: number) {
  const ledger = await apiJson<Ledger>(page, suite.server, `/api/leases/${leaseId}/ledger/`);
  const body = { amount: ledger.past_due, received_on: companyToday(), method: 'check', reference: 'Check 7', note: '' };
  const paid = await page.request.post(`${suite.server.url}/api/leases/${leaseId}/payments/`, { data: body, headers: { 'Idempotency-Key': `pay-${leaseId}` } });
  if (!paid.ok()) throw new Error(`pay: ${paid.status()} ${await paid.text()}`);
  expect((await apiJson<Ledger>(page, suite.server, `/api/leases/${leaseId}/ledger/`)).past_due).toBe('0.00');
}

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  const page = await suite.page();
  await executedLease(suite.browser, suite.server, page.request, ANA);
  const benLease = await executedLease(suite.browser, suite.server, page.request, BEN);
  await payPastDue(page, benLease);
  property = await withDb(suite.server, async (db) => {
    const body = doc(paragraph(text('Hi '), variable('student_full_name'), text(',')), paragraph(text('Welcome week at '), variable('property_name'), text(' starts on Monday.')));
    const row = { organization_id: 1, name: TEMPLATE, type: 'Email Template' as const, subject: 'Welcome week at {{property_name}}', body: JSON.stringify(body), created_by: 'Sid', approved: 1, approved_by: 'Sid', approved_at: new Date().toISOString() };
    await db.insertInto('document_templates').values(row).execute();
    return (await db.selectFrom('properties').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).name;
  });
  await page.close();
});

describe('Send message in Chromium', () => {
  it('sends an e-mail template to two leases picked in the Leases grid: listed, previewed filled, sent, progress to the end, filled mails in the outbox', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}/new/manager/leases`);
    for (const s of [ANA, BEN]) await gridRow(page, fullName(s)).getByRole('checkbox', { name: 'Select' }).check();
    await page.getByRole('button', { name: M.sendButton, exact: true }).click();
    await page.waitForURL(`**${SEND}`);
    await page.getByRole('heading', { name: M.sendTitle, level: 1 }).waitFor();
    await page.getByText(T.selectedRows(2)).waitFor();

    await page.getByLabel(T.template).selectOption({ label: `${TEMPLATE} (${M.channel.email})` });
    await page.getByText(T.willSend(2, 2)).waitFor();
    expect(await until(() => recipientNames(page), [fullName(ANA), fullName(BEN)])).toEqual([fullName(ANA), fullName(BEN)]);
    expect(await recipients(page).getByText(ANA.email).count()).toBe(1);

    // A recipient's own message, filled with their name, in a sandboxed frame.
    await recipients(page).getByRole('button', { name: T.preview(fullName(ANA)) }).click();
    const dialog = page.getByRole('dialog', { name: T.preview(fullName(ANA)) });
    await dialog.getByText(SUBJECT(property)).waitFor();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator(`iframe[title="${T.previewFrame}"]`).getByText(`Hi ${fullName(ANA)},`).waitFor();
    await shot(page, 'preview-dialog-1280.png');
    await dialog.getByRole('button', { name: T.close }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'send-message-1280.png');

    await page.getByRole('form', { name: M.sendTitle }).getByRole('button', { name: M.sendButton }).click();
    await snackbar(page, M.sent(2)).waitFor();
    await page.getByTestId('send-progress').filter({ hasText: T.progress(2, 2) }).waitFor();
    await page.getByRole('button', { name: T.sendAnother }).waitFor();

    const mails = await withDb(suite.server, (db) => db.selectFrom('outbox').select(['to', 'subject', 'text', 'html']).where('subject', '=', SUBJECT(property)).orderBy('to').execute());
    expect(mails.map((m) => m.to)).toEqual([ANA.email, BEN.email]);
    for (const [mail, s] of [[mails[0]!, ANA], [mails[1]!, BEN]] as const) {
      expect(mail.text).toContain(`Hi ${fullName(s)},`);
      expect(mail.text).toContain(`Welcome week at ${property} starts on Monday.`);
      expect(mail.html).toContain(fullName(s));
    }

    await shot(page, 'sent-1280.png');
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'sent-375.png');
    await page.setViewportSize(DESKTOP);
    await page.close();
  });

  it('chooses by a filter when no row is picked: Tenants past due of a property lists only the tenant who owes', async () => {
    const page = await suite.page(PHONE);
    await settledGoto(page, `${suite.server.url}/new/manager/leases`);
    // Nothing ticked: the screen opens to choose by a filter.
    await page.getByRole('button', { name: M.sendButton, exact: true }).click();
    await page.waitForURL(`**${SEND}`);
    await page.getByLabel(T.audience).selectOption({ label: T.audiences.past_due });
    await page.getByLabel(T.property, { exact: true }).selectOption({ label: property });
    await page.getByText(T.pickTemplate).waitFor();
    await page.getByLabel(T.template).selectOption({ label: `${TEMPLATE} (${M.channel.email})` });
    await page.getByText(T.willSend(1, 1)).waitFor();
    expect(await until(() => recipientNames(page), [fullName(ANA)])).toEqual([fullName(ANA)]);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'filter-375.png');

    // Every tenant of the property: both.
    await page.getByLabel(T.audience).selectOption({ label: T.audiences.tenants });
    await page.getByText(T.willSend(2, 2)).waitFor();
    expect(await until(() => recipientNames(page), [fullName(ANA), fullName(BEN)])).toEqual([fullName(ANA), fullName(BEN)]);
    await page.setViewportSize(DESKTOP);
    expect(await until(() => columnsFill(page), true)).toBe(true);
    await shot(page, 'filter-1280.png');

    // Marketing goes only to those who agreed to it: both are listed, greyed with the reason, and nothing can be sent.
    const send = page.getByRole('form', { name: M.sendTitle }).getByRole('button', { name: M.sendButton });
    await page.getByLabel(T.purpose).selectOption({ label: M.purpose.marketing });
    await page.getByText(T.willSend(0, 2)).waitFor();
    expect(await recipients(page).locator('.rdg-row').getByText(MESSAGE_ERRORS.noMarketingOptIn).count()).toBe(2);
    expect(await send.isDisabled()).toBe(true);

    // A template applicants cannot fill is refused under the template.
    await page.getByLabel(T.purpose).selectOption({ label: M.purpose.informational });
    await page.getByLabel(T.audience).selectOption({ label: T.audiences.applicants });
    await page.getByLabel(T.template).selectOption({ label: `Rent reminder (${M.channel.sms})` });
    await page.getByText(new RegExp(`^This template uses ${variableName('balance')}, which .* cannot fill\\.$`)).waitFor();
    expect(await page.getByLabel(T.template).getAttribute('aria-invalid')).toBe('true');
    expect(await send.isDisabled()).toBe(true);
    // The navigation leads to the screen too, choosing by a filter.
    await settledGoto(page, `${suite.server.url}/new/manager/leases`);
    await page.getByRole('navigation', { name: 'Manager navigation' }).getByRole('link', { name: 'Send message' }).click();
    await page.waitForURL(`**${SEND}`);
    await page.getByLabel(T.audience).waitFor();
    await page.close();
  });

  it('takes the rows picked in Collections (leases) and Applications (applications) to the screen', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}/new/manager/collections`);
    await page.locator('.rdg-row', { has: page.getByRole('link', { name: fullName(BEN), exact: true }) }).getByRole('checkbox', { name: 'Select' }).check();
    await page.getByRole('button', { name: M.sendButton, exact: true }).click();
    await page.getByText(T.selectedRows(1)).waitFor();
    await page.getByLabel(T.template).selectOption({ label: `${TEMPLATE} (${M.channel.email})` });
    await page.getByText(T.willSend(1, 1)).waitFor();
    expect(await until(() => recipientNames(page), [fullName(BEN)])).toEqual([fullName(BEN)]);

    await settledGoto(page, `${suite.server.url}/new/manager/applications`);
    await page.locator('.rdg-row', { hasText: fullName(ANA) }).getByRole('checkbox', { name: 'Select' }).check();
    await page.getByRole('button', { name: M.sendButton, exact: true }).click();
    await page.getByText(T.selectedRows(1)).waitFor();
    await page.getByLabel(T.template).selectOption({ label: `${TEMPLATE} (${M.channel.email})` });
    await page.getByText(T.willSend(1, 1)).waitFor();
    expect(await until(() => recipientNames(page), [fullName(ANA)])).toEqual([fullName(ANA)]);
    // Choosing by a filter instead forgets the picked rows.
    await page.getByRole('button', { name: T.useFilter }).click();
    await page.getByLabel(T.audience).waitFor();
    await page.close();
  });
});
