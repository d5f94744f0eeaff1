import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { insertUser } from '../../server/queries/users';
import { MY_LEASE_TEXTS as T } from '../../shared/leases/my-lease-texts';
import { premisesLabel } from '../../shared/leases/premises';
import type { FreeBed, Lease } from '../../shared/leases/lease-types';
import { hashOnce } from '../helpers/password-hash';
import { managerSuite } from './manager-helpers';
import { apiJson, DESKTOP, hydrated, PHONE, screenshot, settledGoto, settling, watchPage, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots/lease-journey');
const MANAGER = { email: 'journey.manager@example.com', password: 'Manager-pass-1', firstName: 'Nora' };
const MAINTENANCE = { email: 'journey.staff@example.com', password: 'Maintain-pass-1', firstName: 'Milo' };
const STUDENT = { email: 'zoe.journey@example.com', password: 'Student-pass-1', first: 'Zoë', last: 'Łukasz-Ольга' };
const PLAN = 'Academic Year: two installments';

let applicationId: number;

/** A bed as every screen names it. */
const label = (bed: Pick<FreeBed, 'building' | 'floor' | 'unit' | 'room' | 'bed'>) => premisesLabel(bed);

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  // A submitted application for the demo's first property and its academic year, naming a guarantor.
  applicationId = await withDb(suite.server, async (db) => {
    const userId = await insertUser(db, { email: STUDENT.email, passwordHash: await hashOnce(STUDENT.password), roles: ['student'], firstName: STUDENT.first, lastName: STUDENT.last });
    const period = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow();
    const request = await db.insertInto('reservation_requests').values({ user_id: userId, organization_id: 1, property_id: 1, lease_period_id: period.id }).returning('id').executeTakeFirstOrThrow();
    const answers = { lg_name: 'Σοφία Ñandú', lg_email: 'sofia@example.com' };
    return (
      await db
        .insertInto('rental_applications')
        .values({ organization_id: 1, user_id: userId, reservation_request_id: request.id, status: 'Submitted', answers: JSON.stringify(answers), submitted_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
});

/** A bed of property 1 the demo plan is offered for (the plan is assigned to one building's beds). */
const bedWithPlan = () =>
  withDb(suite.server, (db) =>
    db
      .selectFrom('payment_plan_assignments as a')
      .innerJoin('payment_plans as p', 'p.id', 'a.payment_plan_id')
      .innerJoin('layouts as l', 'l.id', 'a.layout_id')
      .select(['l.id', 'l.building', 'l.floor', 'l.unit', 'l.room', 'l.bed'])
      .where('p.property_id', '=', 1)
      .where('p.name', '=', PLAN)
      .orderBy('l.id')
      .executeTakeFirstOrThrow(),
  );

async function studentSignsIn(page: Page) {
  await settledGoto(page, `${suite.server.url}/new/login`);
  await page.fill('input[name=email]', STUDENT.email);
  await page.fill('input[name=password]', STUDENT.password);
  await Promise.all([page.waitForURL(/\/new\/tenant\/reservations$/), page.getByRole('button', { name: 'Sign In' }).click()]);
}

describe('a lease from approval to its PDF', () => {
  it('a manager approves and assigns a bed; the student chooses the plan on a phone, reads the lease and downloads it; the manager sees its documents', async () => {
    // The manager approves the application; the assign dialog opens on its own.
    const manager = await suite.page();
    await settledGoto(manager, `${suite.server.url}/new/manager/applications/${applicationId}`);
    await manager.getByRole('button', { name: 'Approve', exact: true }).click();
    await manager.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Approve' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Assign bed' });
    const bed = await bedWithPlan();
    await dialog.getByLabel('Building', { exact: true }).selectOption(bed.building);
    await dialog.getByRole('radio', { name: new RegExp(`^${label(bed)}`) }).check();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await manager.waitForURL(/\/new\/manager\/leases\/\d+$/);
    const leaseId = Number(manager.url().split('/').pop());
    await manager.getByRole('heading', { name: `${STUDENT.first} ${STUDENT.last}`, level: 1 }).waitFor();

    // The student, on a phone: My reservations → My lease, the offered plan, chosen.
    const context = await suite.browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await studentSignsIn(page);
    await Promise.all([page.waitForURL(/\/new\/tenant\/lease$/), page.getByRole('link', { name: T.link }).click()]);
    await hydrated(page, 'plan-choice');
    expect(await page.getByTestId('lease').textContent()).toContain(label(bed));
    expect(await page.getByRole('radio', { name: new RegExp(PLAN) }).isChecked()).toBe(true);
    await screenshot(page, { path: path.join(shots, '1-offer-375.png'), fullPage: true });
    await settling(page, async () => {
      await Promise.all([page.waitForURL(/\/new\/tenant\/lease$/, { waitUntil: 'load' }), page.getByRole('button', { name: T.chooseButton }).click()]);
      // Making the packet renders its PDFs: seconds on a busy machine.
      await page.getByTestId('lease-document').first().waitFor({ timeout: 30_000 });
    });
    expect(await page.getByTestId('lease-status').textContent()).toBe('Ready to sign');
    expect(await page.getByTestId('document-name').allTextContents()).toEqual(['Academic year lease', 'Guarantor agreement']);

    // Reading the lease: the student's name in any script, the bed and the plan's money.
    const lease = page.getByTestId('lease-document').first();
    await lease.getByText(T.read, { exact: true }).click();
    const text = (await lease.getByTestId('document-text').textContent())!;
    for (const shown of [`${STUDENT.first} ${STUDENT.last}`, `Unit ${bed.unit}`, '$8,000.00', '$4,125.00', '$300.00', 'Quiet hours']) expect(text).toContain(shown);
    await screenshot(page, { path: path.join(shots, '2-reading-375.png') });

    // The PDF: the bytes recorded, the same name inside.
    const [download] = await Promise.all([page.waitForEvent('download'), lease.getByRole('link', { name: T.download }).click()]);
    const file = path.join(shots, 'lease.pdf');
    await download.saveAs(file);
    const bytes = readFileSync(file);
    const answered = await apiJson<Lease>(page, suite.server, `/api/leases/${leaseId}/`);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(answered.documents[0]!.sha256);
    expect(execFileSync('pdftotext', [file, '-']).toString()).toContain(`${STUDENT.first} ${STUDENT.last}`);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', file, path.join(shots, '3-lease-pdf')]);
    expect(problems).toEqual([]);
    await context.close();

    // Back on the manager's lease page: ready to sign, both documents, the plan chosen in its history.
    await settledGoto(manager, `${suite.server.url}/new/manager/leases/${leaseId}`);
    const documents = manager.getByRole('region', { name: 'Documents' });
    await documents.getByText('Academic year lease').waitFor();
    expect(await documents.getByText('Guarantor agreement').count()).toBe(1);
    // Offered, documents issued, the student asked by mail to sign, their opening the documents on their turn and their download of the lease: each by who did it, in which role.
    const tenant = `${STUDENT.first} ${STUDENT.last} (Tenant)`;
    expect(await manager.getByRole('region', { name: 'History' }).locator('li .what').allTextContents()).toEqual([
      `${MANAGER.firstName} (Manager) assigned the bed`,
      `${tenant} chose the payment plan; the documents were issued`,
      `Sent automatically: e-mail asking the tenant to sign (${STUDENT.email})`,
      `${tenant} opened the documents to sign`,
      `${tenant} downloaded Academic year lease`,
    ]);
    expect(await documents.getByRole('link', { name: /Download PDF/ }).count()).toBe(2);
    await screenshot(manager, { path: path.join(shots, '4-manager-lease-1280.png'), fullPage: true });
    await manager.close();

    // Maintenance staff see the lease and its documents' names, not the documents.
    const staff = await suite.page(DESKTOP, MAINTENANCE);
    await settledGoto(staff, `${suite.server.url}/new/manager/leases/${leaseId}`);
    const listed = staff.getByRole('region', { name: 'Documents' });
    await listed.getByText('Academic year lease').waitFor();
    expect(await listed.getByRole('link').count()).toBe(0);
    await staff.close();
  }, 90_000);
});
