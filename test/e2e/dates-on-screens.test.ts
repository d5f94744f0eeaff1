import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { dayOf, formatShortDate } from '../../shared/dates';
import { MY_BALANCE_PATH } from '../../shared/ledger/my-balance';
import { MY_LEASE_PATH } from '../../shared/leases/student-lease';
import { STUDENT_MESSAGES_PATH } from '../../shared/notifications/texts';
import { STUDENT_MAINTENANCE_PATH } from '../../shared/tickets/ticket-texts';
import type { Ticket } from '../../shared/tickets/ticket-types';
import { zoneOffUtcDay } from '../helpers/company-day';
import { executedLease } from './executed-lease';
import { type Account, createManager, managerPage } from './manager-helpers';
import { DESKTOP, PHONE, publicSuite, screenshot, settledGoto, signInThroughForm, watchPage, withDb } from './page-helpers';

// SCREENSHOTS=1 (and DATE_SHOTS for another folder) saves the changed screens at both widths for people to look at.
const shots = path.resolve(process.env.DATE_SHOTS ?? 'test-results/screenshots/dates');
const MANAGER: Account = { email: 'dates.manager@example.com', password: 'Manager-pass-1', firstName: 'Nora' };
const STUDENT = { email: 'dana.dates@example.com', password: 'Student-pass-1', first: 'Dana', last: 'Ito' };
/** A calendar day written as the API writes it: never what a person reads. */
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g;

let leaseId = 0;
let ticket: Ticket;

const suite = publicSuite(async ({ server, browser }) => {
  mkdirSync(shots, { recursive: true });
  await createManager(server, MANAGER);
  const manager = await managerPage(browser, server, MANAGER);
  const api = manager.context().request;
  leaseId = await executedLease(browser, server, api, STUDENT);
  // The request carries the period it was made for, as the carousel's Apply Now sends it.
  await withDb(server, (db) => db.updateTable('reservation_requests').set({ start_date: '2026-08-20', end_date: '2027-05-14' }).where('user_id', 'in', db.selectFrom('users').select('id').where('email', '=', STUDENT.email)).execute());
  const paid = await api.post(`${server.url}/api/leases/${leaseId}/payments/`, { data: { amount: '550', received_on: '2026-11-29', method: 'check', reference: '1001' } });
  if (paid.status() !== 201) throw new Error(`payment: ${paid.status()} ${await paid.text()}`);
  // The student reports a problem; staff answer it where the student reads it.
  const student = await browser.newContext();
  try {
    await student.request.post(`${server.url}/api-token-auth/`, { data: { username: STUDENT.email, password: 'Student-pass-1' } });
    const reported = await student.request.post(`${server.url}/api/tickets/`, { data: { category: 'plumbing', description: 'The kitchen tap drips.', location: 'Kitchen' } });
    if (reported.status() !== 201) throw new Error(`ticket: ${reported.status()} ${await reported.text()}`);
    ticket = (await reported.json()) as Ticket;
    await api.post(`${server.url}/api/tickets/${ticket.id}/comments/`, { data: { text: 'A plumber comes on Tuesday.', visible_to_student: true } });
  } finally {
    await student.close();
  }
  await manager.close();
});

/** What the page shows a person (not attributes, not input values). */
const shownText = (page: Page) => page.evaluate(() => document.body.innerText);

/** Every ISO day the page shows, with the text around it, so a failure names where it is. */
async function isoDaysShown(page: Page): Promise<string[]> {
  const text = await shownText(page);
  return [...text.matchAll(ISO_DAY)].map((m) => `${page.url()}: …${text.slice(Math.max(0, m.index - 40), m.index + 20).replace(/\s+/g, ' ')}…`);
}

describe('dates on the screens people read', () => {
  it('the manager’s ledger dates its lines MM/DD/YYYY, the reversal dialog too', async () => {
    const { server, browser } = suite;
    const page = await managerPage(browser, server, MANAGER);
    await settledGoto(page, `${server.url}/new/manager/collections/${leaseId}`);
    const payment = page.locator('tr[data-kind="payment"]').first();
    expect(await payment.locator('td.date').textContent()).toBe('11/29/2026');
    await screenshot(page, { path: path.join(shots, 'ledger-1280.png'), fullPage: true });
    await payment.getByRole('button', { name: /11\/29\/2026$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/, 11\/29\/2026\)\?/).waitFor();
    expect(await isoDaysShown(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, { path: path.join(shots, 'ledger-375.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.close();
  });

  it('the student reads the ticket, the payment and the lease period as “Nov 29, 2026”', async () => {
    const { server, browser } = suite;
    // The student's pages write a moment's day on the company's clock (ADR 045): in a zone whose day
    // is not UTC's now, a page counting in UTC would show the day before or after.
    const zone = zoneOffUtcDay(new Date(ticket.created_at));
    const kept = await withDb(server, async (db) => (await db.selectFrom('organizations').select('time_zone').executeTakeFirstOrThrow()).time_zone);
    await withDb(server, (db) => db.updateTable('organizations').set({ time_zone: zone }).execute());
    const reported = formatShortDate(dayOf(ticket.created_at, zone));
    expect(reported).not.toBe(formatShortDate(dayOf(ticket.created_at, 'UTC')));
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      watchPage(page);
      await signInThroughForm(page, server, STUDENT);
      await settledGoto(page, `${server.url}${STUDENT_MAINTENANCE_PATH}`);
      const card = page.getByTestId('ticket').first();
      // Reported on, and the staff's answer under it.
      expect(await card.textContent()).toContain(reported);
      expect(await card.locator('.who').last().textContent()).toMatch(new RegExp(`· ${reported}$`));
      await screenshot(page, { path: path.join(shots, `student-ticket-${viewport.width}.png`), fullPage: true });
      await settledGoto(page, `${server.url}${MY_BALANCE_PATH}`);
      expect(await shownText(page)).toContain('Nov 29, 2026');
      await settledGoto(page, `${server.url}${MY_LEASE_PATH}`);
      expect(await shownText(page)).toContain('Aug 20, 2026 – May 14, 2027');
      await context.close();
    }
    await withDb(server, (db) => db.updateTable('organizations').set({ time_zone: kept }).execute());
  });

  it('no screen of the manager or the student shows a day as YYYY-MM-DD', async () => {
    const { server, browser } = suite;
    const applicationId = await withDb(server, async (db) => (await db.selectFrom('leases').select('application_id').where('id', '=', leaseId).executeTakeFirstOrThrow()).application_id);
    const manager = await managerPage(browser, server, MANAGER);
    const found: string[] = [];
    const managerPaths = [
      'alerts',
      'reservations',
      'messages',
      'applications',
      `applications/${applicationId}`,
      'leases',
      `leases/${leaseId}`,
      'collections',
      `collections/${leaseId}`,
      'tickets',
      `tickets/${ticket.id}`,
      'sessions',
      'settings/payment-plans',
      'settings/document-templates',
    ];
    for (const screen of managerPaths) {
      await settledGoto(manager, `${server.url}/new/manager/${screen}`);
      found.push(...(await isoDaysShown(manager)));
    }
    // The reservations inbox: the period MM/DD/YYYY, when it was asked as the other screens write a moment.
    await settledGoto(manager, `${server.url}/new/manager/reservations`);
    const request = manager.getByTestId('reservation-row').filter({ hasText: `${STUDENT.first} ${STUDENT.last}` });
    expect(await request.textContent()).toContain('08/20/2026 – 05/14/2027');
    expect(await request.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M/);
    await manager.close();

    const context = await browser.newContext({ viewport: DESKTOP });
    const student = await context.newPage();
    watchPage(student);
    await signInThroughForm(student, server, STUDENT);
    for (const screen of ['/new/tenant/reservations', MY_LEASE_PATH, MY_BALANCE_PATH, STUDENT_MAINTENANCE_PATH, STUDENT_MESSAGES_PATH]) {
      await settledGoto(student, `${server.url}${screen}`);
      found.push(...(await isoDaysShown(student)));
    }
    // The requests list: the period and the day it was asked for, as sentences write them.
    await settledGoto(student, `${server.url}/new/tenant/reservations`);
    expect(await student.getByTestId('reservation-request').first().textContent()).toMatch(/Aug 20, 2026 – May 14, 2027 · Requested [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await context.close();
    expect(found).toEqual([]);
  });
});
