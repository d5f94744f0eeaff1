import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { hashOnce } from '../helpers/password-hash';
import { insertUser } from '../../server/queries/users';
import { premisesLabel } from '../../shared/leases/premises';
import type { FreeBed, Lease } from '../../shared/leases/lease-types';
import { LEASE_MESSAGES } from '../../shared/messages';
import { managerSuite, snackbar } from './manager-helpers';
import { apiJson, DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots/manager-leases');
const MANAGER = { email: 'lena.manager@example.com', password: 'Manager-Pass1', firstName: 'Lena' };
const MAINTENANCE = { email: 'max.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Max' };
const LEASES = '/new/manager/leases';
const APPLICATIONS = '/new/manager/applications';
let leasePeriod: { id: number; name: string };

/** A student's application for the demo company's first property and its academic year, straight into the database. */
async function application(email: string, firstName: string, lastName: string, status: 'Submitted' | 'Approved' = 'Submitted'): Promise<number> {
  return withDb(suite.server, async (db) => {
    const userId = await insertUser(db, { email, passwordHash: await hashOnce('Student-Pass-1'), roles: ['student'], organizationId: null, firstName, lastName });
    const request = await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: leasePeriod.id }).returning('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    return (
      await db
        .insertInto('rental_applications')
        .values({ organization_id: 1, user_id: userId, reservation_request_id: request.id, status, submitted_at: now, ...(status === 'Approved' && { decided_at: now, decided_by: 'Lena' }) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Manager navigation' });
const answer = (page: Page, section: string, label: string) => page.getByRole('region', { name: section, exact: true }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
const assignDialog = (page: Page) => page.getByRole('dialog', { name: 'Assign bed' });
const bedChoices = (page: Page) => assignDialog(page).getByRole('radio');
const rows = (page: Page) => page.locator('.rdg-row');
/** A row's data cells (its first cell ticks it, for Send message). */
const DATA_CELLS = '.rdg-cell:not([aria-colindex="1"])';
const row = (page: Page, email: string) => page.locator('.rdg-row', { has: page.getByText(email, { exact: true }) });
// Dialogs are shot as the screen shows them; pages whole.
const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: !name.includes('dialog') });
/** A bed as every screen names it. */
const label = (bed: Pick<FreeBed, 'building' | 'floor' | 'unit' | 'room' | 'bed'>) => premisesLabel(bed);
const freeBeds = (page: Page, applicationId: number) => apiJson<FreeBed[]>(page, suite.server, `/api/leases/free-beds/?application=${applicationId}`);
const assignByApi = async (page: Page, applicationId: number, bedId: number) => {
  const res = await page.request.post(`${suite.server.url}/api/leases/`, { data: { application_id: applicationId, bed_id: bedId } });
  expect(res.status()).toBe(201);
  return (await res.json()) as Lease;
};
/** What the grid and the lease page say of the plan of a lease just offered. */
const offeredPlanText = (lease: Lease) => (lease.offered_plans.length ? 'Not chosen yet' : LEASE_MESSAGES.noPlanOffered);

let ana: number;
let anaLease: Lease;
let ben: number;
let benLease: Lease;

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  leasePeriod = await withDb(suite.server, (db) => db.selectFrom('lease_periods').select(['id', 'name']).where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow());
});

describe('managers’ leases in Chromium', () => {
  it('approving an application opens the assign dialog; its filters narrow the beds; assigning lands on the new lease', async () => {
    ana = await application('ana.lease@example.com', 'Ana', 'Lease');
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${APPLICATIONS}/${ana}`);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Approve' }).click();
    await snackbar(page, 'Application approved').waitFor();
    const dialog = assignDialog(page);
    await dialog.waitFor();
    await bedChoices(page).first().waitFor();

    // Every free bed, in the order given; the filters narrow them.
    const all = await freeBeds(page, ana);
    expect(await bedChoices(page).count()).toBe(all.length);
    await expect(dialog.locator('label:has(input[type=radio]) .name').first().textContent()).resolves.toBe(label(all[0]!));
    await dialog.getByLabel('Building', { exact: true }).selectOption('South Hall');
    const south = all.filter((b) => b.building === 'South Hall');
    await until(() => bedChoices(page).count(), south.length);
    await dialog.getByLabel('Room type', { exact: true }).selectOption('Shared');
    const shared = south.filter((b) => b.room_type === 'Shared');
    expect(shared.length).toBeGreaterThan(1);
    await until(() => bedChoices(page).count(), shared.length);
    await dialog.getByLabel('Floor', { exact: true }).selectOption('2');
    const chosen = shared.filter((b) => b.floor === '2');
    await until(() => bedChoices(page).count(), chosen.length);
    await expect(dialog.getByText(`${chosen.length} of ${all.length} free beds`).count()).resolves.toBe(1);
    await expect(dialog.locator('.name').allTextContents()).resolves.toEqual(chosen.map(label));

    // Assign without a bed: the dialog says so.
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.getByText('Choose a bed.').waitFor();
    await dialog.getByRole('radio', { name: new RegExp(`^${label(chosen[0]!)}`) }).check();
    await shot(page, 'assign-dialog-1280.png');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.waitForURL(new RegExp(`${LEASES}/\\d+$`));
    await snackbar(page, 'Bed assigned').waitFor();
    await page.getByRole('heading', { name: 'Ana Lease', level: 1 }).waitFor();
    await expectTitle(page, 'Student Leasing - Leases - Lease');
    anaLease = await apiJson<Lease>(page, suite.server, `/api/leases/${page.url().split('/').pop()}/`);
    expect(anaLease.bed.id).toBe(chosen[0]!.id);
    await expect(answer(page, 'Lease', 'Bed').textContent()).resolves.toBe(label(chosen[0]!));
    await expect(answer(page, 'Lease', 'Status').textContent()).resolves.toBe('Offered');
    await expect(answer(page, 'Lease', 'Plan').textContent()).resolves.toBe(LEASE_MESSAGES.noPlanOffered);
    await expect(page.getByRole('region', { name: 'Documents' }).textContent()).resolves.toContain('No documents yet');
    await expect(page.getByRole('region', { name: 'History' }).locator('li .what').allTextContents()).resolves.toEqual(['Lena (Manager) assigned the bed']);
    await shot(page, 'lease-1280.png');

    // The application links to its lease.
    await settledGoto(page, `${suite.server.url}${APPLICATIONS}/${ana}`);
    await page.getByRole('region', { name: 'Lease', exact: true }).getByRole('link', { name: 'View lease' }).click();
    await page.waitForURL(new RegExp(`${LEASES}/${anaLease.id}$`));
    await expect(page.getByRole('region', { name: 'Lease', exact: true }).getByRole('button', { name: 'Assign bed' }).count()).resolves.toBe(0);
    await page.close();
  }, 60_000);

  it('lists the leases in a grid with their plans; filters, sorts and exports them', async () => {
    const page = await suite.page();
    ben = await application('ben.lease@example.com', 'Ben', 'Lease', 'Approved');
    const north = (await freeBeds(page, ben)).find((b) => b.building === 'North Hall')!;
    benLease = await assignByApi(page, ben, north.id);
    await settledGoto(page, `${suite.server.url}/new/manager/settings`);
    await nav(page).getByRole('link', { name: 'Leases' }).click();
    await page.waitForSelector('.rdg-row');
    expect(new URL(page.url()).pathname).toBe(LEASES);
    await expectTitle(page, 'Student Leasing - Leases');
    await until(() => rows(page).count(), 2);
    const cells = await row(page, 'ana.lease@example.com').locator(DATA_CELLS).allTextContents();
    expect(cells.slice(0, 6)).toEqual(['Ana Leaseana.lease@example.com', 'The Rio on 24th', label(anaLease.bed), leasePeriod.name, LEASE_MESSAGES.noPlanOffered, 'Offered']);
    expect(cells[6]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
    await expect(row(page, 'ben.lease@example.com').locator(DATA_CELLS).nth(4).textContent()).resolves.toBe(offeredPlanText(benLease));
    // Every column in view beside the navigation, none scrolled away.
    await expect(page.locator('.rdg').evaluate((grid) => grid.scrollWidth - grid.clientWidth)).resolves.toBeLessThanOrEqual(0);
    await shot(page, 'grid-1280.png');

    await page.getByLabel('Filter Tenant').fill('ben.lease');
    await until(() => rows(page).count(), 1);
    await page.getByLabel('Filter Tenant').fill('');
    await page.getByLabel('Filter Status').selectOption('Void');
    await page.getByText('No leases match these filters.').waitFor();
    await page.getByLabel('Filter Status').selectOption('');
    await until(() => rows(page).count(), 2);
    // Newest change first; sorted by tenant, Ana before Ben, then the other way.
    await expect(rows(page).first().textContent()).resolves.toContain('Ben Lease');
    await page.getByRole('columnheader', { name: /^Tenant/ }).locator('span').first().click();
    await until(() => rows(page).first().locator(DATA_CELLS).first().textContent(), 'Ana Leaseana.lease@example.com');
    await page.getByRole('columnheader', { name: /^Tenant/ }).locator('span').first().click();
    await until(() => rows(page).first().locator(DATA_CELLS).first().textContent(), 'Ben Leaseben.lease@example.com');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByLabel('Export').selectOption('csv')]);
    expect(csv.suggestedFilename()).toBe('leases.csv');
    const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Tenant,Property,Bed,Lease Period,Plan,Status,Updated');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Ben Lease <ben.lease@example.com>', 'Ana Lease <ana.lease@example.com>']);
    expect(lines[2]).toContain(LEASE_MESSAGES.noPlanOffered);

    await page.getByRole('grid', { name: 'Leases' }).getByRole('link', { name: 'Ben Lease', exact: true }).click();
    await page.waitForURL(new RegExp(`${LEASES}/${benLease.id}$`));
    await page.getByRole('heading', { name: 'Ben Lease', level: 1 }).waitFor();
    await page.close();
  }, 60_000);

  it('voids a lease with a reason (required), shows it and its history, and gives the application another bed', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${LEASES}/${anaLease.id}`);
    await expect(page.getByRole('button', { name: 'Assign another bed' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Void lease' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void lease' });
    await dialog.getByRole('button', { name: 'Void lease' }).click();
    await dialog.getByText(LEASE_MESSAGES.reasonRequired).waitFor();
    await dialog.getByLabel('Reason').fill('The student asked for another building.');
    await shot(page, 'void-dialog-1280.png');
    await dialog.getByRole('button', { name: 'Void lease' }).click();
    await snackbar(page, 'Lease voided').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await until(() => answer(page, 'Lease', 'Status').textContent(), 'Void');
    await expect(answer(page, 'Lease', 'Void reason').textContent()).resolves.toBe('The student asked for another building.');
    await until(() => page.getByRole('region', { name: 'History' }).locator('li .what').allTextContents(), ['Lena (Manager) assigned the bed', 'Lena (Manager) voided the lease: The student asked for another building.']);
    await expect(page.getByRole('region', { name: 'History' }).locator('li .who').first().textContent()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} /);
    await expect(page.getByRole('button', { name: 'Void lease' }).count()).resolves.toBe(0);
    await shot(page, 'lease-void-1280.png');

    await page.getByRole('button', { name: 'Assign another bed' }).click();
    await bedChoices(page).first().waitFor();
    // The voided lease's bed is free again.
    await expect(assignDialog(page).getByRole('radio', { name: new RegExp(`^${label(anaLease.bed)}`) }).count()).resolves.toBe(1);
    await bedChoices(page).first().check();
    const bed = await assignDialog(page).locator('label:has(input:checked) .name').textContent();
    await assignDialog(page).getByRole('button', { name: 'Assign', exact: true }).click();
    await page.waitForURL((url) => /\/leases\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${anaLease.id}`));
    await snackbar(page, 'Bed assigned').waitFor();
    await until(() => answer(page, 'Lease', 'Bed').textContent(), bed);
    await expect(answer(page, 'Lease', 'Status').textContent()).resolves.toBe('Offered');
    const newId = Number(page.url().split('/').pop());

    // The application shows its live lease; the voided one links to it.
    await settledGoto(page, `${suite.server.url}${APPLICATIONS}/${ana}`);
    await expect(page.getByRole('region', { name: 'Lease', exact: true }).getByRole('link', { name: 'View lease' }).getAttribute('href')).resolves.toBe(`${LEASES}/${newId}`);
    await settledGoto(page, `${suite.server.url}${LEASES}/${anaLease.id}`);
    await expect(answer(page, 'Lease', 'Current lease').getByRole('link').getAttribute('href')).resolves.toBe(`${LEASES}/${newId}`);
    await expect(page.getByRole('button', { name: 'Assign another bed' }).count()).resolves.toBe(0);
    await page.close();
  }, 60_000);

  it('says in the dialog when another manager took the bed (409), lists the free beds again and stays open', async () => {
    const cara = await application('cara.lease@example.com', 'Cara', 'Lease', 'Approved');
    const other = await application('dev.lease@example.com', 'Dev', 'Lease', 'Approved');
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}${APPLICATIONS}/${cara}`);
    await page.getByRole('region', { name: 'Lease', exact: true }).getByRole('button', { name: 'Assign bed' }).click();
    await bedChoices(page).first().waitFor();
    const before = await bedChoices(page).count();
    const taken = (await freeBeds(page, cara))[0]!;
    await assignDialog(page).getByRole('radio', { name: new RegExp(`^${label(taken)}`) }).check();
    await assignByApi(page, other, taken.id);
    await assignDialog(page).getByRole('button', { name: 'Assign', exact: true }).click();
    await assignDialog(page).getByText(LEASE_MESSAGES.bedTaken).waitFor();
    await until(() => bedChoices(page).count(), before - 1);
    await expect(assignDialog(page).getByRole('radio', { name: new RegExp(`^${label(taken)}`) }).count()).resolves.toBe(0);
    await expect(assignDialog(page).isVisible()).resolves.toBe(true);
    await assignDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await assignDialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`${APPLICATIONS}/${cara}`);
    await page.close();
  }, 60_000);

  it('at 375 px: the grid, a lease and the dialogs fit the phone', async () => {
    const page = await suite.page(PHONE);
    await settledGoto(page, `${suite.server.url}${LEASES}`);
    await page.waitForSelector('.rdg-row');
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'grid-375.png');
    await settledGoto(page, `${suite.server.url}${LEASES}/${benLease.id}`);
    await page.getByRole('heading', { name: 'Ben Lease', level: 1 }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'lease-375.png');
    await page.getByRole('button', { name: 'Void lease' }).click();
    await page.getByRole('dialog', { name: 'Void lease' }).getByLabel('Reason').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'void-dialog-375.png');
    await page.getByRole('dialog', { name: 'Void lease' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Void lease' }).waitFor({ state: 'detached' });

    const eve = await application('eve.lease@example.com', 'Eve', 'Lease', 'Approved');
    await settledGoto(page, `${suite.server.url}${APPLICATIONS}/${eve}`);
    await page.getByRole('region', { name: 'Lease', exact: true }).getByRole('button', { name: 'Assign bed' }).click();
    await bedChoices(page).first().waitFor();
    await assignDialog(page).getByLabel('Building', { exact: true }).selectOption('North Hall');
    await bedChoices(page).nth(1).check();
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'assign-dialog-375.png');
    await page.close();
  }, 60_000);

  it('a renewal names the lease it renews (linked), and the renewed lease says why its resident is not renewing', async () => {
    const page = await suite.page();
    const first = await application('cara.renew@example.com', 'Cara', 'Renew', 'Approved');
    const beds = await freeBeds(page, first);
    const earlier = await assignByApi(page, first, beds[0]!.id);
    const renewal = await withDb(suite.server, async (db) => {
      await db.updateTable('leases').set({ status: 'Executed', not_renewing_reason: 'Graduating in May' }).where('id', '=', earlier.id).execute();
      const app = await db.selectFrom('rental_applications').selectAll().where('id', '=', first).executeTakeFirstOrThrow();
      const request = await db.insertInto('reservation_requests').values({ user_id: app.user_id, organization_id: 1, property_id: 1, lease_period_id: leasePeriod.id }).returning('id').executeTakeFirstOrThrow();
      const copy = await db.insertInto('rental_applications').values({ organization_id: 1, user_id: app.user_id, reservation_request_id: request.id, status: 'Approved', answers: app.answers }).returning('id').executeTakeFirstOrThrow();
      return (await db.insertInto('leases').values({ organization_id: 1, application_id: copy.id, user_id: app.user_id, property_id: 1, lease_period_id: leasePeriod.id, layout_id: beds[1]!.id, kind: 'transfer', renews_lease_id: earlier.id, created_by: 'Lena' }).returning('id').executeTakeFirstOrThrow()).id;
    });
    await settledGoto(page, `${suite.server.url}${LEASES}/${renewal}`);
    const renews = answer(page, 'Lease', 'Renews');
    expect(await renews.innerText()).toBe('The resident’s earlier lease (transfer)');
    await renews.getByRole('link').click();
    await page.waitForURL(`**${LEASES}/${earlier.id}`);
    expect(await answer(page, 'Lease', 'Not renewing').innerText()).toBe('Graduating in May');
    expect(await answer(page, 'Lease', 'Renews').count()).toBe(0);
  });

  it('shows maintenance staff the grid and a lease, without Void or Assign (the API refuses them too)', async () => {
    const page = await suite.page(DESKTOP, MAINTENANCE);
    await settledGoto(page, `${suite.server.url}/new/manager/settings`);
    await nav(page).getByRole('link', { name: 'Leases' }).click();
    await page.waitForSelector('.rdg-row');
    await expect(row(page, 'ben.lease@example.com').count()).resolves.toBe(1);
    // Only managers send messages: no tick boxes, no Send message.
    await expect(page.getByRole('checkbox').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Send message' }).count()).resolves.toBe(0);
    await settledGoto(page, `${suite.server.url}${LEASES}/${anaLease.id}`);
    await page.getByRole('heading', { name: 'Ana Lease', level: 1 }).waitFor();
    await until(() => page.getByRole('region', { name: 'History' }).locator('li').count(), 2);
    await settledGoto(page, `${suite.server.url}${LEASES}/${benLease.id}`);
    await answer(page, 'Lease', 'Status').waitFor();
    await expect(page.getByRole('button', { name: 'Void lease' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Assign/ }).count()).resolves.toBe(0);
    await expect(answer(page, 'Lease', 'Application').count()).resolves.toBe(0);
    expect((await page.request.post(`${suite.server.url}/api/leases/${benLease.id}/void/`, { data: { reason: 'No' } })).status()).toBe(403);
    await page.close();
  }, 60_000);
});
