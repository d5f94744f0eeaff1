import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { AlertKind } from '../../shared/alerts/alert-kinds';
import type { AlertGroup, Glance } from '../../shared/alerts/alert-types';
import type { Lease } from '../../shared/leases/lease-types';
import { COLLECTION_TEXTS } from '../../client/manager/collections/texts';
import { insertUser } from '../../server/queries/users';
import { seriousViolations } from './axe';
import { leaseThroughApi } from './executed-lease';
import { managerSuite } from './manager-helpers';
import { apiJson, DESKTOP, horizontalOverflow, newPage, PHONE, screenshot, settledGoto, signInThroughForm, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots/manager-alerts');
const staff = (user: string, firstName: string) => ({ email: `${user}@example.com`, password: 'Staff-Pass-1', firstName });
const student = (first: string, last: string) => ({ email: `${first}.${last}@example.com`.toLowerCase(), first, last });
const MANAGER = staff('ava.alerts', 'Ava');
const MAINTENANCE = staff('max.fixit', 'Max');
// The students whose leases the alerts name: at the landlord's turn, declined, executed and owing.
const SIGNING = student('Sam', 'Signing');
const DECLINED = student('Dee', 'Declined');
const OWING = student('Olu', 'Owing');
const ALERTS = '/new/manager/alerts';

/** The records behind each kind of alert, made through the API as people make them, or as rows where the API's screen is not this test's. */
let fixture: { landlord: number; declined: number; owing: number; offered: number; application: number; ticket: number };

const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: true });
const card = (page: Page, kind: AlertKind) => page.getByTestId(`alert-${kind}`);
const backToAlerts = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Manager navigation' }).getByRole('link', { name: /^Alerts/ }).click();
  await card(page, 'applications_submitted').waitFor();
};

/** A student of the demo company with an application of the status (its reservation request already opened) and, for an approved one, an offer on a bed without a plan. */
async function applicant(first: string, last: string, status: 'Submitted' | 'Approved') {
  return withDb(suite.server, async (db) => {
    const userId = await insertUser(db, { email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`, passwordHash: null, roles: ['student'], firstName: first, lastName: last });
    const period = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow();
    const request = await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: period.id, opened_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const application = await db.insertInto('rental_applications').values({ organization_id: 1, user_id: userId, reservation_request_id: request.id, status, answers: '{}', submitted_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    // A bed no plan is offered under (the demo assigns plans to the first building only), and no lease holds.
    const bed = await db
      .selectFrom('layouts as l')
      .select('l.id')
      .where('l.property_id', '=', 1)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('payment_plan_assignments as a').select('a.layout_id').whereRef('a.layout_id', '=', 'l.id'))))
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    return { applicationId: application.id, bedId: bed.id };
  });
}

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  const page = await suite.page();
  const landlord = await leaseThroughApi(suite.browser, suite.server, page.request, SIGNING, 'tenant signed');
  const declined = await leaseThroughApi(suite.browser, suite.server, page.request, DECLINED, 'declined');
  const owing = await leaseThroughApi(suite.browser, suite.server, page.request, OWING, 'executed');
  const { applicationId } = await applicant('Casey', 'Moreno', 'Submitted');
  const offer = await applicant('Riley', 'Chen', 'Approved');
  const assigned = await page.request.post(`${suite.server.url}/api/leases/`, { data: { application_id: offer.applicationId, bed_id: offer.bedId } });
  if (assigned.status() !== 201) throw new Error(`assign: ${assigned.status()} ${await assigned.text()}`);
  const ticket = await withDb(suite.server, async (db) => {
    await db.insertInto('contact_messages').values({ organization_id: 1, property_id: 1, name: 'Dana Wu', email: 'dana@example.com', phone_number: '', message: 'Is parking included?' }).execute();
    // The leased students' requests are answered by their applications; this one waits for one.
    const waiting = await insertUser(db, { email: 'noa.kim@example.com', passwordHash: null, roles: ['student'], firstName: 'Noa', lastName: 'Kim' });
    await db.insertInto('reservation_requests').values({ user_id: waiting, organization_id: 1, property_id: 1, lease_period_id: null }).execute();
    const tenant = await db.selectFrom('leases').select('user_id').where('id', '=', owing).executeTakeFirstOrThrow();
    const row = { organization_id: 1, property_id: 1, lease_id: owing, student_user_id: tenant.user_id, category: 'plumbing' as const, description: 'Water under the sink', location: 'Kitchen', urgent: 1, permission_to_enter: 1, preferred_times: '' };
    return (await db.insertInto('tickets').values(row).returning('id').executeTakeFirstOrThrow()).id;
  });
  fixture = { landlord, declined, owing, offered: ((await assigned.json()) as Lease).id, application: applicationId, ticket };
  await page.close();
});

describe('Alerts in Chromium', () => {
  it('lands a manager on Alerts after sign-in and follows each kind of alert to its record', async () => {
    const { page } = await newPage(suite.browser, DESKTOP);
    await signInThroughForm(page, suite.server, MANAGER, /\/new\/manager\/alerts$/);
    await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();

    // Alerts is first in the navigation, with the count of everything waiting.
    const nav = page.getByRole('navigation', { name: 'Manager navigation' });
    expect((await nav.getByRole('link').allInnerTexts())[0]).toMatch(/^Alerts/);
    const groups = await apiJson<AlertGroup[]>(page, suite.server, '/api/manager/alerts/?property=1');
    const total = (await apiJson<{ alerts: number }>(page, suite.server, '/api/manager/counts/')).alerts;
    expect(await nav.getByRole('link', { name: /^Alerts/ }).getByLabel(`${total} to handle`).innerText()).toBe(String(total));
    for (const g of groups) {
      if (g.count) expect(await card(page, g.kind).locator('h3').innerText()).toMatch(new RegExp(`${g.count}$`));
    }
    // Under the chips, how many alerts wait and a way straight to them past the charts.
    await page.getByRole('link', { name: `${groups.reduce((sum, g) => sum + g.count, 0)} alerts need you now: go to them` }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('alerts-title');
    await shot(page, 'alerts-1280.png');
    await page.setViewportSize(PHONE);
    await shot(page, 'alerts-375.png');
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    await page.setViewportSize(DESKTOP);

    const name = (s: { first: string; last: string }) => `${s.first} ${s.last}`;
    const follow = async (kind: AlertKind, label: string | RegExp, url: string, shows: () => Promise<unknown>) => {
      await card(page, kind).getByRole('link', { name: label }).click();
      await page.waitForURL(`${suite.server.url}${url}`);
      await shows();
      await backToAlerts(page);
    };
    const h1 = (text: string) => () => page.getByRole('heading', { name: text, level: 1 }).waitFor();
    await follow('applications_submitted', 'Casey Moreno (The Rio on 24th, Academic Year 2026-2027)', `/new/manager/applications/${fixture.application}`, h1('Casey Moreno'));
    await follow('leases_landlord_signature', new RegExp(`^${name(SIGNING)} \\(The Rio on 24th, .*Unit .*Bed `), `/new/manager/leases/${fixture.landlord}`, h1(name(SIGNING)));
    await follow('leases_declined_or_link_expired', new RegExp(`^${name(DECLINED)} .*: declined$`), `/new/manager/leases/${fixture.declined}`, h1(name(DECLINED)));
    await follow('offers_without_plan', /^Riley Chen \(The Rio on 24th, .*Unit .*Bed /, `/new/manager/leases/${fixture.offered}`, h1('Riley Chen'));
    await follow('tenants_past_due', new RegExp(`^${name(OWING)} .*past due$`), `/new/manager/collections/${fixture.owing}`, h1(`Ledger: ${name(OWING)}`));
    await follow('unread_messages', 'Dana Wu (The Rio on 24th)', '/new/manager/messages', () => page.getByTestId('message-row').filter({ hasText: 'Dana Wu' }).waitFor());
    expect(groups.find((g) => g.kind === 'reservation_requests')!.items.map((i) => i.label)).toEqual(['Noa Kim (The Rio on 24th)']);
    await follow('reservation_requests', 'Noa Kim (The Rio on 24th)', '/new/manager/reservations', () => page.getByTestId('reservation-row').filter({ hasText: 'Noa Kim' }).waitFor());
    // The tickets screen is the maintenance work's; the alert leads to the ticket's address.
    await card(page, 'tickets_needing_attention').getByRole('link', { name: 'Plumbing at The Rio on 24th' }).click();
    await page.waitForURL(`${suite.server.url}/new/manager/tickets/${fixture.ticket}`);
    await backToAlerts(page);

    // Handled, gone: reading the message takes it off the alerts, and one off the count.
    await card(page, 'unread_messages').getByRole('link', { name: 'Dana Wu (The Rio on 24th)' }).click();
    await page.getByTestId('message-row').filter({ hasText: 'Dana Wu' }).locator('summary').click();
    await nav.getByRole('link', { name: /^Messages/ }).waitFor();
    await until(async () => (await apiJson<{ messages_unread: number }>(page, suite.server, '/api/manager/counts/')).messages_unread, 0);
    await backToAlerts(page);
    expect(await card(page, 'unread_messages').count()).toBe(0);
    expect(await page.getByTestId('alerts-nothing-waiting').innerText()).toContain('Unread messages');
    expect(await nav.getByRole('link', { name: /^Alerts/ }).getByLabel(`${total - 1} to handle`).count()).toBe(1);
    await page.context().close();
  });

  it('draws leasing at a glance with a text equivalent for each chart, each bar opening the list behind it', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${ALERTS}`);
    const glance = await apiJson<Glance>(page, suite.server, '/api/manager/alerts/glance/?property=1');
    const beds = page.getByRole('figure', { name: 'Beds by state' });
    await beds.waitFor();
    // Every chart: its picture hidden from screen readers, its figures in a table they read.
    for (const figure of [beds, page.getByRole('figure', { name: /^Applications this season/ }), page.getByRole('figure', { name: 'Collections aging' })]) {
      expect(await figure.locator('svg:not([aria-hidden="true"])').count()).toBe(0);
      expect(await figure.getByRole('table').count()).toBe(1);
    }
    const period = glance.beds.find((b) => b.lease_period_name === 'Academic Year 2026-2027')!;
    const row = beds.getByRole('table').getByRole('row', { name: /^Academic Year 2026-2027, The Rio on 24th/ });
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([...period.states.map((s) => String(s.count)), String(period.beds)]);
    const signing = period.states.find((s) => s.key === 'signing')!.count;
    expect(signing).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    // Signing: the lease at the landlord's turn and the declined one, narrowed to that lease period.
    await beds.getByRole('link', { name: `Signing ${signing}, Academic Year 2026-2027, The Rio on 24th` }).click();
    await page.getByTestId('narrowed-notice').filter({ hasText: 'Showing the leases of Academic Year 2026-2027 at The Rio on 24th that are signing (Ready to sign, Signing, Declined).' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?lease_period=${period.lease_period_id}&stage=signing`);
    await until(() => page.locator('.rdg-row').count(), 2);
    for (const tenant of [SIGNING, DECLINED]) await page.locator('.rdg-row', { hasText: `${tenant.first} ${tenant.last}` }).waitFor();
    await shot(page, 'leases-narrowed-1280.png');
    // Show all drops the narrowing.
    await page.getByTestId('narrowed-notice').getByRole('link', { name: 'Show all' }).click();
    await until(async () => (await page.locator('.rdg-row').count()) > 2, true);

    await backToAlerts(page);
    await page.getByRole('figure', { name: /^Applications this season/ }).getByRole('link', { name: /^Submitted 1$/ }).click();
    await page.getByTestId('narrowed-notice').filter({ hasText: /^Showing the submitted applications submitted since Aug 1, 20\d\d at The Rio on 24th\./ }).waitFor();
    await page.locator('.rdg-row', { hasText: 'Casey Moreno' }).waitFor();
    expect(await page.locator('.rdg-row').count()).toBe(1);

    await backToAlerts(page);
    const owed = glance.aging!.find((b) => b.count > 0)!;
    // An empty bucket's bar is no link; one with money is.
    // The glance loads after the page does: count its links once they are drawn.
    const moneyBars = glance.aging!.filter((b) => b.count > 0).length;
    expect(await until(() => page.getByRole('figure', { name: 'Collections aging' }).getByRole('link').count(), moneyBars)).toBe(moneyBars);
    await page.getByRole('figure', { name: 'Collections aging' }).getByRole('link', { name: new RegExp(`^${COLLECTION_TEXTS.columns[owed.key]} `) }).click();
    await page.getByTestId('narrowed-notice').waitFor();
    expect(new URL(page.url()).search).toBe(`?aging=${owed.key}`);
    await page.locator('.rdg-row', { hasText: `${OWING.first} ${OWING.last}` }).waitFor();
    await shot(page, 'collections-narrowed-1280.png');

    await backToAlerts(page);
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows maintenance staff the tickets that need attention and the beds, no applications or money', async () => {
    const page = await suite.page(PHONE, MAINTENANCE);
    await settledGoto(page, `${suite.server.url}${ALERTS}`);
    await card(page, 'tickets_needing_attention').getByRole('link', { name: /^Plumbing at The Rio on 24th, unit .*: urgent, reported today$/ }).waitFor();
    await page.getByRole('figure', { name: 'Beds by state' }).waitFor();
    expect(await page.getByRole('figure').count()).toBe(1);
    for (const kind of ['applications_submitted', 'tenants_past_due', 'leases_landlord_signature'] as const) expect(await card(page, kind).count()).toBe(0);
    await shot(page, 'alerts-maintenance-375.png');
    await page.close();
  });
});
