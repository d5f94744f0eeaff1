import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { insertUser } from '../../server/queries/users';
import { MY_LEASE_TEXTS as T } from '../../shared/leases/my-lease-texts';
import type { Lease } from '../../shared/leases/lease-types';
import { LEASE_MESSAGES } from '../../shared/messages';
import { pageTitle } from '../../shared/page-title';
import { hashOnce } from '../helpers/password-hash';
import { managerSuite } from './manager-helpers';
import { apiJson, DESKTOP, horizontalOverflow, hydrated, overflowingElements, PHONE, screenshot, settledGoto, settling, shootBoth, watchPage, withDb } from './page-helpers';
import { CEREMONY_TEXTS } from '../../client/signing/signing-ui-texts';

const shots = path.resolve('test-results/screenshots/student-lease');
const MANAGER = { email: 'lease-lead@example.com', password: 'Manager-pass-1', firstName: 'Lea' };
const KIM = { email: 'kim.lease@example.com', password: 'Student-pass-1', first: 'Kim', last: 'Nguyen' };
const SAM = { email: 'sam.lease@example.com', password: 'Student-pass-1', first: 'Sam', last: 'Okafor' };
const ANA = { email: 'ana.lease@example.com', password: 'Student-pass-1', first: 'Ana', last: 'Flores' };
const PLAN = 'Academic Year: two installments';

let token: string;
let kimLease: number;

/** A manager's API call with the token. */
async function asManager<T>(method: string, urlPath: string, body?: unknown): Promise<T> {
  const res = await fetch(`${suite.server.url}${urlPath}`, { method, headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A student with an approved application for property 1's academic year (naming a guarantor); returns the application's id. */
async function approvedApplicant(student: typeof KIM): Promise<number> {
  return withDb(suite.server, async (db) => {
    const userId = await insertUser(db, { email: student.email, passwordHash: await hashOnce(student.password), roles: ['student'], firstName: student.first, lastName: student.last });
    const period = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow();
    const request = await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: period.id }).returning('id').executeTakeFirstOrThrow();
    const answers = { pi_name: `${student.first} ${student.last}`, lg_name: 'Ada Nguyen', lg_email: 'ada@example.com' };
    const app = await db
      .insertInto('rental_applications')
      .values({ organization_id: 1, user_id: userId, reservation_request_id: request.id, status: 'Approved', answers: JSON.stringify(answers), submitted_at: '2026-11-01T10:00:00.000Z', decided_at: '2026-11-02T10:00:00.000Z', decided_by: 'Lea' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return app.id;
  });
}

/** Free beds of property 1: those offered the demo plan, and those offered none. */
async function beds(): Promise<{ withPlan: number[]; withoutPlan: number[] }> {
  return withDb(suite.server, async (db) => {
    const planned = await db
      .selectFrom('payment_plan_assignments as a')
      .innerJoin('payment_plans as p', 'p.id', 'a.payment_plan_id')
      .select('a.layout_id')
      .where('p.property_id', '=', 1)
      .where('p.name', '=', PLAN)
      .execute();
    const all = await db.selectFrom('layouts').select('id').where('property_id', '=', 1).orderBy('id').execute();
    const withPlan = new Set(planned.map((r) => r.layout_id));
    return { withPlan: [...withPlan], withoutPlan: all.map((r) => r.id).filter((id) => !withPlan.has(id)) };
  });
}

const suite = managerSuite(MANAGER, undefined, async () => {
  const auth = await fetch(`${suite.server.url}/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: MANAGER.email, password: MANAGER.password }) });
  token = ((await auth.json()) as { token: string }).token;
  const free = await beds();
  expect(free.withPlan.length).toBeGreaterThan(0);
  expect(free.withoutPlan.length).toBeGreaterThan(1);

  kimLease = (await asManager<Lease>('POST', '/api/leases/', { application_id: await approvedApplicant(KIM), bed_id: free.withPlan[0] })).id;

  await asManager('POST', '/api/leases/', { application_id: await approvedApplicant(ANA), bed_id: free.withPlan[1] });

  // Sam's first offer is withdrawn; the second, on a bed offered no plan, waits for the office.
  const samApp = await approvedApplicant(SAM);
  const first = await asManager<Lease>('POST', '/api/leases/', { application_id: samApp, bed_id: free.withoutPlan[0] });
  await asManager('POST', `/api/leases/${first.id}/void/`, { reason: 'The unit needs repairs before move-in.', version: first.version });
  await asManager('POST', '/api/leases/', { application_id: samApp, bed_id: free.withoutPlan[1] });
});

async function signIn(page: Page, student: typeof KIM) {
  await settledGoto(page, `${suite.server.url}/new/login`);
  await page.fill('input[name=email]', student.email);
  await page.fill('input[name=password]', student.password);
  await Promise.all([page.waitForURL(/\/new\/tenant\/reservations$/), page.getByRole('button', { name: 'Sign In' }).click()]);
}

describe('a student’s lease', () => {
  it('opens My lease from My reservations on a phone, chooses the offered plan, reads the lease and downloads its PDF', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await signIn(page, KIM);
    await screenshot(page, { path: path.join(shots, '0-reservations-375.png'), fullPage: true });

    await Promise.all([page.waitForURL(/\/new\/tenant\/lease$/), page.getByRole('link', { name: T.link }).click()]);
    await page.waitForLoadState('load');
    expect(await page.title()).toBe(pageTitle(T.title));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(T.title);
    const lease = page.getByTestId('lease');
    expect(await lease.count()).toBe(1);
    expect(await page.getByTestId('lease-status').textContent()).toBe('Offered');
    expect(await lease.textContent()).toContain('Academic Year 2026-2027');

    // The one plan offered is chosen already; its schedule and totals are the demo plan's.
    await hydrated(page, 'plan-choice');
    const radio = page.getByRole('radio', { name: new RegExp(PLAN) });
    expect(await radio.isChecked()).toBe(true);
    const table = page.getByRole('table', { name: new RegExp(`^${T.scheduleCaption}\\W+${PLAN}$`) });
    for (const shown of ['Due Today', 'Application fee', 'Security deposit', 'Fall 2026 installment', 'Aug 20, 2026', 'Early signing concession', 'Spring 2027 installment', '$4,125.00', '$250.00']) {
      expect(await table.textContent()).toContain(shown);
    }
    expect(await table.locator('tbody tr').count()).toBe(6);
    expect(await page.getByTestId('plan-total').textContent()).toBe('$8,500.00');
    expect(await page.getByRole('definition').filter({ hasText: '$50.00' }).count()).toBeGreaterThan(0);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shootBoth(page, shots, '1-offer');

    // Choosing makes the packet (a second or two): the form says so meanwhile, then the documents show.
    const button = page.getByRole('button', { name: T.chooseButton });
    await settling(page, async () => {
      await Promise.all([page.waitForURL(/\/new\/tenant\/lease$/, { waitUntil: 'load' }), button.click(), page.getByText(T.preparing).waitFor()]);
      // Making the packet renders its PDFs: seconds on a busy machine.
      await page.getByTestId('lease-document').first().waitFor({ timeout: 30_000 });
    });
    expect(await page.getByTestId('lease-status').textContent()).toBe('Ready to sign');
    const documents = page.getByTestId('lease-document');
    expect(await page.getByTestId('document-name').allTextContents()).toEqual(['Academic year lease', 'Guarantor agreement']);
    expect(await documents.first().textContent()).toContain(T.roles.signing.tenant);
    expect(await documents.nth(1).textContent()).toContain(T.roles.signing.guarantor);
    expect(await page.getByText(T.documentsIntro.signing).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: T.chooseButton }).count()).toBe(0);
    await shootBoth(page, shots, '2-documents');

    // Reading shows the snapshot on the page, fitted to the phone.
    const text = documents.first().getByTestId('document-text');
    expect(await text.isVisible()).toBe(false);
    await documents.first().getByText(T.read, { exact: true }).click();
    expect(await text.isVisible()).toBe(true);
    const body = (await text.textContent())!;
    expect(body).toContain('Kim Nguyen');
    expect(body).toContain('$8,000.00');
    expect(body).toContain('Academic Year 2026-2027');
    expect(await overflowingElements(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, { path: path.join(shots, '3-reading-375.png'), fullPage: false });
    await text.evaluate((el) => el.scrollIntoView());
    await screenshot(page, { path: path.join(shots, '3-reading-top-375.png') });

    // The PDF is the exact bytes the API recorded.
    const [download] = await Promise.all([page.waitForEvent('download'), documents.first().getByRole('link', { name: T.download }).click()]);
    const file = path.join(shots, 'lease.pdf');
    await download.saveAs(file);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const answered = await apiJson<Lease>(page, suite.server, `/api/leases/${kimLease}/`);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(answered.documents[0]!.sha256);
    expect(download.suggestedFilename()).toBe('Academic year lease.pdf');
    if (process.env.SCREENSHOTS) execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', file, path.join(shots, '4-lease-pdf')]);

    // The application page links to My lease once it is approved and has a lease.
    await settledGoto(page, `${suite.server.url}/new/tenant/applications/${answered.application_id}`);
    expect(await page.getByRole('link', { name: T.link }).getAttribute('href')).toBe('/new/tenant/lease');
    await screenshot(page, { path: path.join(shots, '6-application-375.png') });
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('says the office will contact a student whose bed has no plan, and that a voided offer was withdrawn, newest first', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await signIn(page, SAM);
    await settledGoto(page, `${suite.server.url}/new/tenant/lease`);
    const leases = page.getByTestId('lease');
    expect(await leases.count()).toBe(2);
    expect(await page.getByTestId('lease-status').allTextContents()).toEqual(['Offered', 'Void']);
    expect(await leases.first().getByRole('status').textContent()).toBe(LEASE_MESSAGES.officeWillContact);
    expect(await leases.first().getByRole('radio').count()).toBe(0);
    expect(await leases.nth(1).getByRole('status').textContent()).toBe(`${LEASE_MESSAGES.withdrawn} ${T.voidReason}: The unit needs repairs before move-in.`);
    // Someone else's lease never shows here.
    expect(await page.getByText('Kim Nguyen').count()).toBe(0);
    expect(await overflowingElements(page)).toEqual([]);
    await shootBoth(page, shots, '5-no-plan-and-void');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets a student choose the plan without JavaScript and read the lease; a page left open then shows the server’s refusal', async () => {
    const open = await suite.browser.newContext({ viewport: DESKTOP });
    const stale = await open.newPage();
    const { problems } = watchPage(stale);
    await signIn(stale, ANA);
    await settledGoto(stale, `${suite.server.url}/new/tenant/lease`);
    await hydrated(stale, 'plan-choice');

    const plain = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await plain.newPage();
    await settledGoto(page, `${suite.server.url}/new/login`);
    await page.fill('input[name=email]', ANA.email);
    await page.fill('input[name=password]', ANA.password);
    await Promise.all([page.waitForURL(/\/new\/tenant\/reservations$/), page.getByRole('button', { name: 'Sign In' }).click()]);
    await settledGoto(page, `${suite.server.url}/new/tenant/lease`);
    expect(await page.getByRole('radio', { name: new RegExp(PLAN) }).isChecked()).toBe(true);
    await Promise.all([page.waitForURL(/\/new\/tenant\/lease$/), page.getByRole('button', { name: T.chooseButton }).click()]);
    // Making the packet renders its PDFs: seconds on a busy machine.
      await page.getByTestId('lease-document').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('lease-status').textContent()).toBe('Ready to sign');
    await page.getByTestId('lease-document').first().getByText(T.read, { exact: true }).click();
    expect(await page.getByTestId('document-text').first().textContent()).toContain('Ana Flores');
    // Signing needs JavaScript, and says so.
    expect(await page.getByTestId('lease-signing').textContent()).toContain(CEREMONY_TEXTS.needsJavaScript);
    await plain.close();

    // The page opened before still offers the plan; choosing it now gets the server's answer in place.
    await stale.getByRole('button', { name: T.chooseButton }).click();
    expect(await stale.getByRole('alert').textContent()).toBe(LEASE_MESSAGES.notOffered);
    expect(await stale.getByRole('button', { name: T.chooseButton }).isEnabled()).toBe(true);
    expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
    await open.close();
  }, 90_000);
});
