import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DOCUMENT_MESSAGES, DOCUMENT_SNACKBARS } from '../../shared/messages';
import type { DocumentTemplate, DocumentTemplateRow } from '../../shared/types/documents';
import { cancelKeepsFieldsWhileFading, managerSuite } from './manager-helpers';
import { apiJson, DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'dana.manager@example.com', password: 'Manager-Pass1', firstName: 'Dana' };
const MAINTENANCE = { email: 'max.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Max' };
const LIST = '/new/manager/settings/document-templates';

const suite = managerSuite(MANAGER, MAINTENANCE);


const openList = (viewport = DESKTOP, account = MANAGER) => suite.open(LIST, '.rdg-row', viewport, account);

const grid = (page: Page) => page.getByRole('grid', { name: 'Document templates' });
const row = (page: Page, name: string) => page.locator('.rdg-row', { has: page.getByText(name, { exact: true }) });
const names = (page: Page) => page.locator('.rdg-row .rdg-cell[aria-colindex="1"]').allTextContents();
const cellsOf = async (page: Page, name: string) => (await row(page, name).locator('.rdg-cell').allTextContents()).slice(0, 6);
const templates = (page: Page) => apiJson<DocumentTemplateRow[]>(page, suite.server, '/api/document-templates/');
const idOf = async (page: Page, name: string) => (await templates(page)).find((t) => t.name === name)!.id;
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The header's sort control (the text), not its filter. */
const sortBy = (page: Page, column: string) => grid(page).getByRole('columnheader', { name: new RegExp(`^${column}`) }).getByText(column, { exact: true }).click();

/** MM/DD/YYYY h:mm AM|PM in this machine's time zone (Chromium runs in the same one), written out by hand. */
function peopleTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getHours() % 12 || 12;
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${hours}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

describe('manager document templates list in Chromium', () => {
  it('the settings card leads to the list of the demo templates with their type, status, date and authors', async () => {
    const page = await suite.signIn();
    await page.getByRole('link', { name: 'View Document Templates' }).click();
    await page.waitForSelector('.rdg-row');
    expect(pathOf(page)).toBe(LIST);
    await expectTitle(page, 'Student Leasing - Settings - Document Templates');
    await expect(page.getByLabel('Breadcrumbs').locator('li').allTextContents()).resolves.toEqual(['Settings', 'Document Templates']);
    expect((await grid(page).getByRole('columnheader').allInnerTexts()).map((t) => t.split('\n')[0]!.trim())).toEqual(['Name', 'Document Type', 'Status', 'Date', 'Created By', 'Approved By', 'Actions']);

    const demo = await templates(page);
    expect(demo).toHaveLength(5);
    expect((await names(page)).sort()).toEqual(['Academic year lease', 'Application received', 'Guarantor agreement', 'Rent reminder', 'Summer lease (draft)']);
    const academic = demo.find((t) => t.name === 'Academic year lease')!;
    expect(await cellsOf(page, 'Academic year lease')).toEqual(['Academic year lease', 'Lease Agreement', 'Approved', peopleTime(academic.created_at), 'Demo', 'Demo']);
    expect((await cellsOf(page, 'Summer lease (draft)')).slice(0, 3)).toEqual(['Summer lease (draft)', 'Lease Agreement', 'Draft']);
    expect((await cellsOf(page, 'Application received')).slice(0, 3)).toEqual(['Application received', 'Email Template', 'Draft']);
    expect(await cellsOf(page, 'Rent reminder')).toEqual(['Rent reminder', 'SMS Template', 'Draft', peopleTime(demo.find((t) => t.name === 'Rent reminder')!.created_at), 'Demo', '']);
    expect(peopleTime(academic.created_at)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);

    await page.getByRole('link', { name: 'Content Blocks' }).click();
    // The screen's code loads before the address changes.
    await page.getByRole('heading', { name: 'Content Blocks', level: 1 }).waitFor();
    expect(pathOf(page)).toBe(`${LIST}/content-blocks`);
    await page.goBack();
    await page.waitForSelector('.rdg-row');
    await screenshot(page, { path: path.join(shots, 'manager-document-templates-1280.png') });
    await page.close();
  });

  it('sorts by name both ways and filters by type, status and name', async () => {
    const page = await openList();
    await sortBy(page, 'Name');
    await expect(names(page)).resolves.toEqual(['Academic year lease', 'Application received', 'Guarantor agreement', 'Rent reminder', 'Summer lease (draft)']);
    await sortBy(page, 'Name');
    await expect(names(page)).resolves.toEqual(['Summer lease (draft)', 'Rent reminder', 'Guarantor agreement', 'Application received', 'Academic year lease']);

    await page.getByLabel('Filter Document Type').selectOption('Lease Agreement');
    await expect(names(page)).resolves.toEqual(['Summer lease (draft)', 'Guarantor agreement', 'Academic year lease']);
    await page.getByLabel('Filter Status').selectOption('Approved');
    await expect(names(page)).resolves.toEqual(['Guarantor agreement', 'Academic year lease']);
    await page.getByLabel('Filter Document Type').selectOption('SMS Template');
    expect(await page.locator('.rdg-row').count()).toBe(0);
    await grid(page).getByText('No templates match these filters.').waitFor();
    await page.getByLabel('Filter Status').selectOption('');
    await expect(names(page)).resolves.toEqual(['Rent reminder']);
    await page.getByLabel('Filter Document Type').selectOption('');
    await page.getByLabel('Filter Name').fill('LEASE');
    await expect(names(page)).resolves.toEqual(['Summer lease (draft)', 'Academic year lease']);
    await page.getByLabel('Filter Created By').fill('nobody');
    expect(await page.locator('.rdg-row').count()).toBe(0);
    await page.close();
  });

  it('offers Edit only for drafts; Edit, Preview and a double-click lead to the template', async () => {
    const page = await openList();
    expect(await page.getByRole('button', { name: 'Edit Academic year lease' }).count()).toBe(0);
    for (const name of ['Summer lease (draft)', 'Application received', 'Rent reminder']) expect(await page.getByRole('button', { name: `Edit ${name}` }).count()).toBe(1);
    for (const name of ['Academic year lease', 'Rent reminder']) {
      expect(await page.getByRole('button', { name: `Clone ${name}` }).count()).toBe(1);
      expect(await page.getByRole('button', { name: `Preview ${name}` }).count()).toBe(1);
    }

    await page.getByRole('button', { name: 'Edit Summer lease (draft)' }).click();
    await page.waitForURL(`**${LIST}/${await idOf(page, 'Summer lease (draft)')}/edit`);
    await page.goBack();
    await page.getByRole('button', { name: 'Preview Academic year lease' }).click();
    await page.waitForURL(`**${LIST}/${await idOf(page, 'Academic year lease')}`);
    await page.goBack();
    await row(page, 'Application received').locator('.rdg-cell').nth(1).dblclick();
    await page.waitForURL(`**${LIST}/${await idOf(page, 'Application received')}`);
    await page.close();
  });

  it('creates a template through the dialog: the spec messages first, then the editor of the new template', async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'New Document Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Document Template' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(DOCUMENT_MESSAGES.nameRequired, { exact: true }).waitFor();
    await dialog.getByText(DOCUMENT_MESSAGES.typeRequired, { exact: true }).waitFor();
    await expect(dialog.getByLabel('Template Name').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(dialog.getByLabel('Template Type').locator('option').allTextContents()).resolves.toEqual(['Choose a type', 'Lease Agreement', 'Email Template', 'SMS Template']);
    await screenshot(page, { path: path.join(shots, 'manager-document-template-dialog-1280.png') });
    // Nothing was sent.
    expect(await templates(page)).toHaveLength(5);

    await dialog.getByLabel('Template Name').fill('Move-in checklist');
    await dialog.getByLabel('Template Type').selectOption('Email Template');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/document-templates\/\d+\/edit$/);
    const id = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    const created = await apiJson<DocumentTemplate>(page, suite.server, `/api/document-templates/${id}/`);
    expect(created).toMatchObject({ name: 'Move-in checklist', type: 'Email Template', approved: false, created_by: 'Dana' });
    await page.goBack();
    await page.waitForSelector('.rdg-row');
    expect(await cellsOf(page, 'Move-in checklist')).toEqual(['Move-in checklist', 'Email Template', 'Draft', peopleTime(created.created_at), 'Dana', '']);
    await page.close();
  });

  it('clones an approved lease agreement as a Draft: the type is hidden and the name prefilled', async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'Clone Academic year lease' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone Document Template' });
    await expect(dialog.getByLabel('Template Name').inputValue()).resolves.toBe('Copy of Academic year lease');
    expect(await dialog.getByLabel('Template Type').count()).toBe(0);
    await screenshot(page, { path: path.join(shots, 'manager-document-template-clone-1280.png') });
    await dialog.getByLabel('Template Name').fill('   ');
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await dialog.getByText(DOCUMENT_MESSAGES.nameRequired, { exact: true }).waitFor();
    await dialog.getByLabel('Template Name').fill('Academic year lease 2027');
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    await page.waitForURL(/\/document-templates\/\d+\/edit$/);
    const id = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    const source = await apiJson<DocumentTemplate>(page, suite.server, `/api/document-templates/${await idOf(page, 'Academic year lease')}/`);
    const clone = await apiJson<DocumentTemplate>(page, suite.server, `/api/document-templates/${id}/`);
    expect(clone).toMatchObject({ name: 'Academic year lease 2027', type: 'Lease Agreement', approved: false, approved_by: null, created_by: 'Dana', body: source.body });
    expect(Date.parse(clone.created_at)).toBeGreaterThanOrEqual(before - 2000);
    await page.goBack();
    await page.waitForSelector('.rdg-row');
    expect((await cellsOf(page, 'Academic year lease 2027')).slice(0, 3)).toEqual(['Academic year lease 2027', 'Lease Agreement', 'Draft']);
    expect(await page.getByRole('button', { name: 'Edit Academic year lease 2027' }).count()).toBe(1);
    await page.close();
  });

  it('keeps the fields while the dialog fades out, and starts over once it has gone', async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'New Document Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Document Template' });
    await dialog.getByLabel('Template Name').fill('Never saved');
    await dialog.getByLabel('Template Type').selectOption('Lease Agreement');
    // Cancel, with the page's clock paused: what was typed stays until the fade's timer has run its 300 ms, then the dialog goes.
    await cancelKeepsFieldsWhileFading(page, dialog, 'Template Name', 'Never saved');
    await page.getByRole('button', { name: 'New Document Template' }).click();
    await expect(dialog.getByLabel('Template Name').inputValue()).resolves.toBe('');
    await expect(dialog.getByLabel('Template Type').inputValue()).resolves.toBe('');
    // Escape closes it too, and the clone dialog starts from its own row each time.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Clone Rent reminder' }).click();
    const clone = page.getByRole('dialog', { name: 'Clone Document Template' });
    await clone.getByLabel('Template Name').fill('Changed my mind');
    await clone.getByRole('button', { name: 'Cancel' }).click();
    await clone.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Clone Rent reminder' }).click();
    await expect(clone.getByLabel('Template Name').inputValue()).resolves.toBe('Copy of Rent reminder');
    await page.close();
  });

  it('shows the server’s field errors in the dialog and the spec’s snackbars on failures', async () => {
    const page = await suite.page(DESKTOP);
    await page.route('**/api/document-templates/', (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { detail: 'Server error.' } }) : route.fallback()));
    await settledGoto(page, `${suite.server.url}${LIST}`);
    await page.getByTestId('snackbar').filter({ hasText: DOCUMENT_SNACKBARS.loadListFailed }).waitFor();
    await grid(page).getByText('No document templates yet.').waitFor();
    await page.unroute('**/api/document-templates/');
    await settledReload(page);
    await page.waitForSelector('.rdg-row');

    await page.route('**/api/document-templates/', (route) => route.fulfill({ status: 400, json: { name: ['A template of this name exists.'] } }));
    await page.getByRole('button', { name: 'New Document Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Document Template' });
    await dialog.getByLabel('Template Name').fill('Rent reminder');
    await dialog.getByLabel('Template Type').selectOption('SMS Template');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('A template of this name exists.').waitFor();
    await page.unroute('**/api/document-templates/');
    await page.route('**/api/document-templates/', (route) => route.fulfill({ status: 500, json: {} }));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('snackbar').filter({ hasText: DOCUMENT_SNACKBARS.createFailed }).waitFor();
    expect(pathOf(page)).toBe(LIST);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.route('**/api/document-templates/*/clone/', (route) => route.fulfill({ status: 404, json: { detail: 'Not found.' } }));
    await page.getByRole('button', { name: 'Clone Rent reminder' }).click();
    await page.getByRole('dialog', { name: 'Clone Document Template' }).getByRole('button', { name: 'Clone', exact: true }).click();
    await page.getByTestId('snackbar').filter({ hasText: DOCUMENT_SNACKBARS.cloneFailed }).waitFor();
    expect(pathOf(page)).toBe(LIST);
    await page.close();
  });

  it('maintenance staff see the list and Preview only', async () => {
    const page = await openList(DESKTOP, MAINTENANCE);
    expect(await page.locator('.rdg-row').count()).toBe((await templates(page)).length);
    expect(await page.getByRole('button', { name: 'New Document Template' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Clone) / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Preview / }).count()).toBe(await page.locator('.rdg-row').count());
    await row(page, 'Rent reminder').locator('.rdg-cell').first().dblclick();
    await page.waitForURL(`**${LIST}/${await idOf(page, 'Rent reminder')}`);
    await page.close();
  });

  it('fits a phone: the header and buttons fit, the grid scrolls sideways, the dialog fits', async () => {
    const page = await openList(PHONE);
    await screenshot(page, { path: path.join(shots, 'manager-document-templates-375.png'), fullPage: true });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (const control of [page.getByRole('heading', { name: 'Document Templates' }), page.getByRole('link', { name: 'Content Blocks' }), page.getByRole('button', { name: 'New Document Template' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const scroll = await page.locator('.rdg').evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    // The actions stay in view at the grid's end.
    const preview = (await page.getByRole('button', { name: 'Preview Rent reminder' }).boundingBox())!;
    expect(preview.x + preview.width).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'New Document Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Document Template' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(DOCUMENT_MESSAGES.typeRequired).waitFor();
    await screenshot(page, { path: path.join(shots, 'manager-document-template-dialog-375.png') });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });

  // How fast the API, the list, its filters and sorts answer is measured by npm run budgets; here, what they show.
  it('lists 10,000 templates in a virtualized grid, filtered and sorted', async () => {
    await withDb(suite.server, async (db) => {
      const body = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A bulk template body.' }] }] });
      const types = ['Lease Agreement', 'Email Template', 'SMS Template'] as const;
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < 10_000; start += 500) {
          const values = Array.from({ length: 500 }, (_, i) => {
            const n = start + i;
            return { organization_id: 1, name: `Bulk template ${String(n).padStart(5, '0')}`, type: types[n % 3]!, subject: '', body, created_by: `Author ${n % 50}`, created_by_id: null };
          });
          await trx.insertInto('document_templates').values(values).execute();
        }
      });
    });
    const page = await suite.page(DESKTOP);
    const total = (await templates(page)).length;
    expect(total).toBeGreaterThanOrEqual(10_004);

    await page.goto(`${suite.server.url}${LIST}`);
    await page.waitForSelector('.rdg-row');
    await expect(grid(page).getAttribute('aria-rowcount')).resolves.toBe(String(total + 1));
    // Virtualized: only the rows in view are in the page.
    expect(await page.locator('.rdg-row').count()).toBeLessThan(60);

    const answers = async (act: () => Promise<unknown>, done: () => Promise<boolean>) => {
      await act();
      expect(await until(done, true)).toBe(true);
    };
    await answers(
      () => page.getByLabel('Filter Name').fill('bulk template 0420'),
      async () => (await grid(page).getAttribute('aria-rowcount')) === '11',
    );
    await expect(names(page)).resolves.toHaveLength(10);
    await answers(
      () => page.getByLabel('Filter Document Type').selectOption('SMS Template'),
      async () => (await grid(page).getAttribute('aria-rowcount')) === '4',
    );
    expect((await names(page)).sort()).toEqual(['Bulk template 04202', 'Bulk template 04205', 'Bulk template 04208']);
    await page.getByLabel('Filter Document Type').selectOption('');
    await page.getByLabel('Filter Name').fill('');
    await answers(
      () => sortBy(page, 'Name'),
      async () => (await names(page))[0] === 'Academic year lease',
    );
    await answers(
      () => sortBy(page, 'Name'),
      async () => (await names(page))[0] === 'Summer lease (draft)',
    );
    await page.close();
  }, 60_000);
});
