import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { document as doc, paragraph as p, signatureTag as tag, text, variable } from '../../shared/documents/build';
import { CONTRACT_TEMPLATE_MESSAGES } from '../../shared/messages';
import { managerSuite } from './manager-helpers';
import { apiJson, DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'lee.manager@example.com', password: 'Manager-Pass1', firstName: 'Lee' };
const MAINTENANCE = { email: 'max.fixer@example.com', password: 'Maintain-Pass1', firstName: 'Max' };
/** The demo company's approved lease agreement (server/seed/demo-documents.ts). */
const DEMO_LEASE = 'Academic year lease';
const GUARANTOR_LEASE = 'Guarantor lease 2026';
const PERIOD = 'Fall 2026 Semester';

const suite = managerSuite(MANAGER, MAINTENANCE);

type Period = { name: string; contract_templates: { name: string }[]; guarantor_contract_templates: { name: string }[] };
const period = async (page: Page, name = PERIOD) => (await apiJson<Period[]>(page, suite.server, '/api/agreement-periods/?property=1')).find((x) => x.name === name)!;
const row = (page: Page, name: string) => page.locator('.rdg-row', { has: page.getByText(name, { exact: true }) });
/** A row's cell of the column (react-data-grid numbers columns from 1 in aria-colindex). */
const cell = async (page: Page, name: string, column: string) => {
  const index = await page.getByRole('columnheader', { name: new RegExp(`^${column}`) }).getAttribute('aria-colindex');
  return row(page, name).locator(`[aria-colindex="${index}"]`);
};
const openGrid = async (page: Page) => {
  await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods`);
  await page.waitForSelector('.rdg-row');
};

/** Writes and approves a second lease agreement through the API, as the manager. */
async function approvedLease(page: Page, name: string): Promise<number> {
  const body = doc(p(text('The guarantor '), variable('student_full_name'), text(' promises the rent of this lease.')), p(tag(2, 'sig'), tag(2, 'date')));
  const created = await page.request.post(`${suite.server.url}/api/document-templates/`, { data: { name, type: 'Lease Agreement', body } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`${suite.server.url}/api/document-templates/${id}/approve/`)).status()).toBe(200);
  return id;
}

describe('contract templates of lease periods in Chromium', () => {
  it('assigns approved lease agreements for the tenant and the guarantor, and they stay after a reload', async () => {
    const page = await suite.page();
    await approvedLease(page, GUARANTOR_LEASE);
    await openGrid(page);
    await expect((await cell(page, PERIOD, 'Contract Templates')).textContent()).resolves.toBe('NoneAssign');

    await page.getByRole('button', { name: `Edit contract templates of ${PERIOD}` }).click();
    const dialog = page.getByRole('dialog', { name: `Contract Templates: ${PERIOD}` });
    const choices = dialog.getByRole('group', { name: 'Approved lease agreements' }).getByRole('checkbox');
    await choices.first().waitFor();
    // Only approved lease agreements: not the draft lease, the e-mail or the text message of the demo data.
    await expect(dialog.locator('label').allInnerTexts()).resolves.toEqual([`${DEMO_LEASE}\nApproved by Demo`, 'Guarantor agreement\nApproved by Demo', `${GUARANTOR_LEASE}\nApproved by ${await approverName(page)}`]);
    await dialog.getByLabel(DEMO_LEASE).check();
    await screenshot(page, { path: path.join(shots, 'manager-lease-period-contracts-1280.png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect((await cell(page, PERIOD, 'Contract Templates')).locator('span').textContent()).resolves.toBe(DEMO_LEASE);
    expect((await period(page)).contract_templates.map((t) => t.name)).toEqual([DEMO_LEASE]);

    await page.getByRole('button', { name: `Edit guarantor contract templates of ${PERIOD}` }).click();
    const guarantor = page.getByRole('dialog', { name: `Guarantor Contract Templates: ${PERIOD}` });
    await guarantor.getByLabel(GUARANTOR_LEASE).check();
    await guarantor.getByLabel(DEMO_LEASE).check();
    await guarantor.getByRole('button', { name: 'Save' }).click();
    await guarantor.waitFor({ state: 'detached' });
    await expect((await cell(page, PERIOD, 'Guarantor Contract Templates')).locator('span').textContent()).resolves.toBe(`${DEMO_LEASE}, ${GUARANTOR_LEASE}`);

    // The filter reads the names.
    await page.getByLabel('Filter Guarantor Contract Templates').fill('guarantor lease');
    await expect(page.locator('.rdg-row').count()).resolves.toBe(1);
    await page.getByLabel('Filter Guarantor Contract Templates').fill('none');
    await expect(row(page, PERIOD).count()).resolves.toBe(0);
    await page.getByLabel('Filter Guarantor Contract Templates').fill('');

    await settledReload(page);
    await page.waitForSelector('.rdg-row');
    await expect((await cell(page, PERIOD, 'Contract Templates')).locator('span').textContent()).resolves.toBe(DEMO_LEASE);
    await expect((await cell(page, PERIOD, 'Guarantor Contract Templates')).locator('span').textContent()).resolves.toBe(`${DEMO_LEASE}, ${GUARANTOR_LEASE}`);
    expect((await period(page)).guarantor_contract_templates.map((t) => t.name)).toEqual([DEMO_LEASE, GUARANTOR_LEASE]);
    await (await cell(page, PERIOD, 'Guarantor Contract Templates')).scrollIntoViewIfNeeded();
    await screenshot(page, { path: path.join(shots, 'manager-lease-period-contracts-grid-1280.png') });

    // The export writes what the grid shows.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByLabel('More actions').selectOption('csv')]);
    const lines = readFileSync((await csv.path())!, 'utf8').split('\r\n');
    expect(lines[0]).toMatch(/,Contract Templates,Guarantor Contract Templates$/);
    expect(lines.find((l) => l.startsWith(`${PERIOD},`))).toMatch(new RegExp(`,${DEMO_LEASE},"${DEMO_LEASE}, ${GUARANTOR_LEASE}"$`));
    expect(lines.find((l) => l.startsWith('Summer 2027,'))).toMatch(/,None,None$/);

    // Unassigning: the cell says None again.
    await page.getByRole('button', { name: `Edit contract templates of ${PERIOD}` }).click();
    await dialog.getByLabel(DEMO_LEASE).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect((await cell(page, PERIOD, 'Contract Templates')).locator('span').textContent()).resolves.toBe('None');
    expect((await period(page)).contract_templates).toEqual([]);
    await page.close();
  });

  it('shows the server’s refusal in the snackbar and keeps the dialog open', async () => {
    const page = await suite.page();
    const id = await approvedLease(page, 'Lease withdrawn meanwhile');
    await openGrid(page);
    await page.getByRole('button', { name: 'Edit contract templates of Summer 2027' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contract Templates: Summer 2027' });
    await dialog.getByLabel('Lease withdrawn meanwhile').check();
    // Another hand takes the template out of the approved ones after the dialog listed it.
    await withDb(suite.server, (db) => db.updateTable('document_templates').set({ approved: 0 }).where('id', '=', id).execute());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('snackbar').filter({ hasText: CONTRACT_TEMPLATE_MESSAGES.notApprovedLease }).waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect((await period(page, 'Summer 2027')).contract_templates).toEqual([]);
    await page.close();
  });

  it('fits the dialog on a phone', async () => {
    const page = await suite.page(PHONE);
    await openGrid(page);
    const button = page.getByRole('button', { name: 'Edit guarantor contract templates of Summer 2027' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Guarantor Contract Templates: Summer 2027' });
    await dialog.getByLabel(DEMO_LEASE).check();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, { path: path.join(shots, 'manager-lease-period-contracts-375.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await period(page, 'Summer 2027')).guarantor_contract_templates).toEqual([]);
    await page.close();
  });

  it('shows maintenance staff the names without a way to change them', async () => {
    const manager = await suite.page();
    const ids = (await apiJson<{ id: number; name: string; approved: boolean }[]>(manager, suite.server, '/api/document-templates/')).filter((t) => t.name === DEMO_LEASE);
    const periods = await apiJson<{ id: number; name: string }[]>(manager, suite.server, '/api/agreement-periods/?property=1');
    const target = periods.find((x) => x.name === 'Spring 2027 Semester')!;
    expect((await manager.request.put(`${suite.server.url}/api/agreement-periods/${target.id}/`, { data: { contract_template_ids: ids.map((t) => t.id) } })).status()).toBe(200);
    await manager.close();

    const page = await suite.page(DESKTOP, MAINTENANCE);
    await openGrid(page);
    await expect((await cell(page, 'Spring 2027 Semester', 'Contract Templates')).textContent()).resolves.toBe(DEMO_LEASE);
    await expect(page.getByRole('button', { name: /contract templates of/ }).count()).resolves.toBe(0);

    // Each name opens that template's previewer.
    await (await cell(page, 'Spring 2027 Semester', 'Contract Templates')).getByRole('link', { name: DEMO_LEASE }).click();
    await page.waitForURL(`${suite.server.url}/new/manager/settings/document-templates/${ids[0]!.id}`);
    await page.getByRole('heading', { name: 'Preview Lease Agreement' }).waitFor();
    await page.getByRole('region', { name: 'Template Details' }).getByText(DEMO_LEASE, { exact: true }).waitFor();
    await page.goBack();
    await page.waitForSelector('.rdg-row');
    await expect((await cell(page, 'Spring 2027 Semester', 'Contract Templates')).getByRole('link').count()).resolves.toBe(1);
    await page.close();
  });
});

/** The approver's name as the server records it (the manager's first and last name). */
async function approverName(page: Page): Promise<string> {
  const rows = await apiJson<{ name: string; approved_by: string | null }[]>(page, suite.server, '/api/document-templates/');
  return rows.find((t) => t.name === GUARANTOR_LEASE)!.approved_by!;
}
