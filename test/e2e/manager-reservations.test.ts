import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { insertUser } from '../../server/queries/users';
import { RESERVATION_MESSAGES as M } from '../../shared/reservations/request-texts';
import type { ReservationRow } from '../../shared/types/manager';
import { managerSuite, snackbar } from './manager-helpers';
import { apiJson, DESKTOP, PHONE, screenshot, settledGoto, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'rae.requests@example.com', password: 'Manager-Pass1', firstName: 'Rae' };
const MAINTENANCE = { email: 'mo.fixer@example.com', password: 'Maintain-Pass1', firstName: 'Mo' };
let applied: { requestId: number; applicationId: number; leaseId: number };
let waiting: number;

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  ({ applied, waiting } = await withDb(suite.server, async (db) => {
    const period = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow();
    const ava = await insertUser(db, { email: 'ava.stone@example.com', passwordHash: null, roles: ['student'], firstName: 'Ava', lastName: 'Stone' });
    const ben = await insertUser(db, { email: 'ben.ortiz@example.com', passwordHash: null, roles: ['student'], firstName: 'Ben', lastName: 'Ortiz' });
    const request = (userId: number) => db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: period.id }).returning('id').executeTakeFirstOrThrow();
    const avaRequest = await request(ava);
    const benRequest = await request(ben);
    // Ava applied, was approved and given a bed: her request is answered.
    const application = await db.insertInto('rental_applications').values({ organization_id: 1, user_id: ava, reservation_request_id: avaRequest.id, status: 'Approved', answers: '{}', submitted_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const bed = await db.selectFrom('layouts').select('id').where('property_id', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const lease = await db
      .insertInto('leases')
      .values({ organization_id: 1, application_id: application.id, user_id: ava, property_id: 1, lease_period_id: period.id, layout_id: bed.id, status: 'Offered', created_by: 'Rae' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { applied: { requestId: avaRequest.id, applicationId: application.id, leaseId: lease.id }, waiting: benRequest.id };
  }));
});

describe('Reservations in Chromium', () => {
  it('shows each request’s answer with links to the application and the lease, and closes an open one after asking', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}/new/manager/reservations`);
    const nav = page.getByRole('navigation', { name: 'Manager navigation' });
    const row = (name: string) => page.getByTestId('reservation-row').filter({ hasText: name });
    // Only Ben's request waits: Ava's is answered by her application.
    await nav.getByLabel('1 open').waitFor();
    await expect(row('Ava Stone').locator('summary').innerText()).resolves.toContain('Leased');
    await expect(row('Ben Ortiz').locator('summary').innerText()).resolves.toContain('Open');

    await row('Ava Stone').locator('summary').click();
    await expect(row('Ava Stone').getByRole('link', { name: 'Lease (Offered)' }).getAttribute('href')).resolves.toBe(`/new/manager/leases/${applied.leaseId}`);
    await expect(row('Ava Stone').getByRole('button', { name: 'Close request' }).count()).resolves.toBe(0);
    await row('Ava Stone').getByRole('link', { name: 'Application (Approved)' }).click();
    await page.waitForURL(`${suite.server.url}/new/manager/applications/${applied.applicationId}`);
    await page.getByRole('heading', { name: 'Ava Stone', level: 1 }).waitFor();
    await page.goBack();

    await row('Ben Ortiz').locator('summary').click();
    await expect(row('Ben Ortiz').locator('dl').innerText()).resolves.toContain('No application yet');
    await row('Ben Ortiz').getByRole('button', { name: 'Close request' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
    await expect(confirm.textContent()).resolves.toContain(M.closeQuestion('Ben Ortiz', 'The Rio on 24th · Academic Year 2026-2027'));
    await screenshot(page, { path: path.join(shots, 'reservations-close-1280.png') });
    // Disagree: nothing changes.
    await confirm.getByRole('button', { name: 'Disagree', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    const ben = async () => (await apiJson<ReservationRow[]>(page, suite.server, '/api/manager/reservations/')).find((r) => r.id === waiting)!;
    await expect(ben().then((r) => r.state)).resolves.toBe('Open');
    // Agree: closed, said, shown, and no longer counted.
    await row('Ben Ortiz').getByRole('button', { name: 'Close request' }).click();
    await confirm.getByRole('button', { name: 'Agree', exact: true }).click();
    await snackbar(page, M.closed).waitFor();
    await expect(row('Ben Ortiz').locator('summary').innerText()).resolves.toContain('Closed');
    await expect(row('Ben Ortiz').locator('dl').innerText()).resolves.toMatch(/Closed by Rae on \d/);
    await expect(row('Ben Ortiz').getByRole('button', { name: 'Close request' }).count()).resolves.toBe(0);
    expect(await until(() => nav.getByLabel('1 open').count(), 0)).toBe(0);
    await expect(ben().then((r) => [r.state, r.closed_by !== null])).resolves.toEqual(['Closed', true]);
    await screenshot(page, { path: path.join(shots, 'reservations-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await screenshot(page, { path: path.join(shots, 'reservations-375.png'), fullPage: true });
    await page.close();
  }, 60_000);

  it('shows maintenance staff the answers without links or Close', async () => {
    const page = await suite.page(DESKTOP, MAINTENANCE);
    await settledGoto(page, `${suite.server.url}/new/manager/reservations`);
    const ava = page.getByTestId('reservation-row').filter({ hasText: 'Ava Stone' });
    await ava.locator('summary').click();
    await expect(ava.locator('dl').innerText()).resolves.toContain('Application (Approved) · Lease (Offered)');
    await expect(page.getByTestId('reservation-row').getByRole('link').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Close request' }).count()).resolves.toBe(0);
    await page.close();
  });
});
