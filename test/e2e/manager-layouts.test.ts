import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import type { Layout } from '../../shared/layouts/types';
import { LAYOUT_IMPORT_MESSAGES as IM, LAYOUT_MESSAGES as M } from '../../shared/messages';
import { managerSuite, snackbar, throttleUploads } from './manager-helpers';
import { apiJson, DESKTOP, expectTitle, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload, until, withDb } from './page-helpers';
import { bulkBeds } from '../helpers/bulk-beds';

/** Screenshots to look at (the brief's folder). */
const shots = path.resolve('test-results/screenshots/layouts');
const MANAGER = { email: 'lena.layouts@example.com', password: 'Layouts-Pass1', firstName: 'Lena' };
const MAINTENANCE = { email: 'max.maintenance@example.com', password: 'Maintain-Pass-1', firstName: 'Max' };
const SCREEN = '/new/manager/settings/layouts';
/** The demo company's properties (the shell chooses the first for a manager without a saved choice). */
const RIO = { id: 1, name: 'The Rio on 24th' };
const NUECES = { id: 2, name: 'Nueces Commons' };
const LAVACA = { id: 3, name: 'Lavaca Street Lofts' };
const SPEEDWAY = { id: 4, name: 'Speedway Place' };
const HEADER = 'Building,Floor,Unit,Unit Type,Room,Room Type,Bed';
const FIELDS = ['Building', 'Floor', 'Unit', 'Unit Type', 'Room', 'Room Type', 'Bed'] as const;

/** Signs in, sets the property chips (through the saved choice) and opens the screen. */
async function openScreen(viewport = DESKTOP, account = MANAGER, propertyIds: number[] = [RIO.id]): Promise<Page> {
  const page = await suite.page(viewport, account);
  expect((await page.request.put(`${suite.server.url}/api/manager/preferences/`, { data: { selected_property_ids: propertyIds } })).ok()).toBe(true);
  await settledGoto(page, `${suite.server.url}${SCREEN}`);
  await page.getByTestId('bed-count').waitFor();
  return page;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Layouts' });
const chips = (page: Page) => page.getByRole('group', { name: 'Properties' });
const chip = (page: Page, name: string) => chips(page).getByRole('button', { name, exact: true });
const rowOf = (page: Page, id: number) => page.locator('.rdg-row', { has: page.locator('.rdg-cell[aria-colindex="1"]', { hasText: new RegExp(`^${id}$`) }) });
const layouts = (page: Page, ids: number[]) => apiJson<Layout[]>(page, suite.server, `/api/layouts/?property=${ids.join(',')}`);
const bedCount = (page: Page) => page.getByTestId('bed-count').textContent();
/** Narrows the grid to a building (the demo company's 64 beds a property would push a test's beds out of view). */
const onlyBuilding = (page: Page, building: string) => page.getByLabel('Filter Building').fill(building);
const beds = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'bed' : 'beds'}`;
/** The ids the grid lists (it draws only the rows in view: the tests keep lists short, or scroll). */
const ids = (page: Page) => page.locator('.rdg-row .rdg-cell[aria-colindex="1"]').allTextContents().then((t) => t.map(Number));
/** Texts of the header or of a row's cells across the whole width (the grid draws only the columns in view). */
const acrossColumns = (page: Page, id?: number) =>
  page.locator('.rdg').evaluate(async (el, id) => {
    const texts: string[] = [];
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let left = 0; ; left += el.clientWidth / 2) {
      el.scrollLeft = left;
      await settle();
      const line = id === undefined ? el.querySelector('.rdg-header-row') : [...el.querySelectorAll('.rdg-row')].find((r) => r.querySelector('[aria-colindex="1"]')?.textContent === String(id));
      for (const cell of line?.querySelectorAll<HTMLElement>('[aria-colindex]') ?? []) {
        texts[Number(cell.getAttribute('aria-colindex')) - 1] = id === undefined ? cell.innerText.split('\n')[0]!.trim() : (cell.textContent ?? '');
      }
      if (left >= el.scrollWidth - el.clientWidth) break;
    }
    el.scrollLeft = 0;
    await settle();
    return Array.from({ length: texts.length }, (_, i) => texts[i] ?? null);
  }, id);

type Bed = { building: string; floor: string; unit: string; unit_type: string; room: string; room_type: string; bed: string };
const bedOf = (n: number, over: Partial<Bed> = {}): Bed => ({ building: 'North', floor: String(1 + Math.floor(n / 8)), unit: String(100 + Math.floor(n / 4)), unit_type: '4x4', room: 'ABCD'[n % 4]!, room_type: 'Private', bed: '1', ...over });
const csvOf = (beds: Bed[], header = HEADER) => [header, ...beds.map((b) => [b.building, b.floor, b.unit, b.unit_type, b.room, b.room_type, b.bed].join(','))].join('\r\n') + '\r\n';

async function createLayout(page: Page, propertyId: number, bed: Bed): Promise<Layout> {
  const res = await page.request.post(`${suite.server.url}/api/layouts/`, { data: { property_id: propertyId, ...bed } });
  expect(res.status()).toBe(201);
  return (await res.json()) as Layout;
}

/** Fills the Add / Edit Layout dialog's text fields. */
async function fillBed(dialog: Locator, bed: Partial<Bed>) {
  const labels: Record<keyof Bed, string> = { building: 'Building', floor: 'Floor', unit: 'Unit', unit_type: 'Unit Type', room: 'Room', room_type: 'Room Type', bed: 'Bed' };
  for (const [key, value] of Object.entries(bed) as [keyof Bed, string][]) await dialog.getByLabel(labels[key], { exact: true }).fill(value);
}

/** Whether the element lies inside the viewport's width. */
async function inViewWidth(locator: Locator, width: number) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

const suite = managerSuite(MANAGER, MAINTENANCE);

describe('manager layouts screen in Chromium', () => {
  it('the settings card leads to the screen: chips with All, the spec’s columns, the demo beds', async () => {
    const page = await openScreen();
    await settledGoto(page, `${suite.server.url}/new/manager/settings`);
    await page.getByRole('link', { name: 'View Layouts' }).click();
    await page.getByTestId('bed-count').waitFor();
    expect(new URL(page.url()).pathname).toBe(SCREEN);
    await expectTitle(page, 'Student Leasing - Settings - Layouts');
    await expect(page.getByLabel('Breadcrumbs').locator('li').allTextContents()).resolves.toEqual(['Settings', 'Layouts']);
    await expect(chips(page).getByRole('button').allTextContents().then((t) => t.map((x) => x.replace('✓', '')))).resolves.toEqual(['All', RIO.name, NUECES.name, LAVACA.name, SPEEDWAY.name]);
    await expect(chip(page, RIO.name).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(chip(page, 'All').getAttribute('aria-pressed')).resolves.toBe('false');
    expect(await acrossColumns(page)).toEqual(['ID', 'Property', ...FIELDS, 'Action']);
    // The demo company's beds, in the API's order.
    const rio = await layouts(page, [RIO.id]);
    expect(rio.length).toBeGreaterThan(20);
    await expect(bedCount(page)).resolves.toBe(beds(rio.length));
    const first = rio[0]!;
    expect((await acrossColumns(page, first.id)).slice(0, 9)).toEqual([String(first.id), RIO.name, first.building, first.floor, first.unit, first.unit_type, first.room, first.room_type, first.bed]);
    expect(await page.locator('.rdg-row').count()).toBeLessThan(rio.length);

    // A property without beds yet.
    await page.route((url) => url.pathname === '/api/layouts/', (route) => route.fulfill({ json: [] }));
    await chip(page, NUECES.name).click();
    await grid(page).getByText('No layouts yet: add a layout or import a CSV file of beds.').waitFor();
    await expect(bedCount(page)).resolves.toBe('0 beds');
    await page.close();
  });

  it('adds a layout: the required messages first, then the trimmed bed in the grid', async () => {
    const page = await openScreen();
    await page.getByRole('button', { name: 'Add Layout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Layout' });
    // The only chosen property is proposed.
    await expect(dialog.getByLabel('Property', { exact: true }).inputValue()).resolves.toBe(String(RIO.id));
    await dialog.getByLabel('Property', { exact: true }).selectOption('');
    await dialog.getByLabel('Floor', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Create' }).click();
    for (const message of [M.propertyRequired, ...Object.values(M.required)]) await dialog.getByText(message, { exact: true }).waitFor();
    for (const label of FIELDS) await expect(dialog.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, { path: `${shots}/add-errors-1280.png` });
    const before = await layouts(page, [RIO.id]);

    await dialog.getByLabel('Property', { exact: true }).selectOption({ label: RIO.name });
    await fillBed(dialog, { building: '  Annex ', floor: ' 2', unit: '201 ', unit_type: ' 4x4 ', room: 'A', room_type: ' Private', bed: ' 1 ' });
    // A corrected field loses its message at once.
    await expect(dialog.getByText(M.required.bed, { exact: true }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await snackbar(page, M.created).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const after = await layouts(page, [RIO.id]);
    expect(after).toHaveLength(before.length + 1);
    const made = after.find((l) => !before.some((b) => b.id === l.id));
    expect(made).toMatchObject({ property_id: RIO.id, building: 'Annex', floor: '2', unit: '201', unit_type: '4x4', room: 'A', room_type: 'Private', bed: '1' });
    await expect(bedCount(page)).resolves.toBe(beds(after.length));
    await onlyBuilding(page, 'Annex');
    expect((await acrossColumns(page, made!.id)).slice(0, 9)).toEqual([String(made!.id), RIO.name, 'Annex', '2', '201', '4x4', 'A', 'Private', '1']);
    await expect(bedCount(page)).resolves.toBe(`1 of ${beds(after.length)}`);
    await page.close();
  });

  it('edits a bed by double-click and refuses a duplicate bed under Bed', async () => {
    const page = await openScreen();
    const first = await createLayout(page, RIO.id, bedOf(0, { building: 'East', unit: '301', room: 'A', bed: '1' }));
    const second = await createLayout(page, RIO.id, bedOf(1, { building: 'East', unit: '301', room: 'B', bed: '1' }));
    await settledReload(page);
    await onlyBuilding(page, 'East');
    await rowOf(page, second.id).locator('.rdg-cell[aria-colindex="3"]').dblclick();
    const dialog = page.getByRole('dialog', { name: 'Edit Layout' });
    await expect(dialog.getByLabel('Room', { exact: true }).inputValue()).resolves.toBe('B');
    await expect(dialog.getByLabel('Property', { exact: true }).inputValue()).resolves.toBe(String(RIO.id));

    // The same building, unit, room and bed as the first bed (another case) is the same bed.
    await fillBed(dialog, { room: 'a', building: 'east' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(M.duplicateBed).waitFor();
    await expect(dialog.getByLabel('Bed', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = await dialog.getByLabel('Bed', { exact: true }).getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(M.duplicateBed);
    await expect(apiJson<Layout[]>(page, suite.server, `/api/layouts/?property=${RIO.id}`).then((all) => all.find((l) => l.id === second.id)?.room)).resolves.toBe('B');

    await fillBed(dialog, { building: 'East', room: 'C', room_type: 'Shared' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, M.updated).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await acrossColumns(page, second.id)).slice(2, 9)).toEqual(['East', '1', '301', '4x4', 'C', 'Shared', '1']);
    const stored = (await layouts(page, [RIO.id])).find((l) => l.id === second.id)!;
    expect(stored).toMatchObject({ room: 'C', room_type: 'Shared', version: second.version + 1 });

    // The Edit button opens the same dialog; a new bed with the first bed's key is refused too.
    await page.getByRole('button', { name: `Edit layout ${first.id}` }).click();
    await expect(dialog.getByLabel('Unit', { exact: true }).inputValue()).resolves.toBe('301');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Layout' }).click();
    const add = page.getByRole('dialog', { name: 'Add Layout' });
    await fillBed(add, { building: 'EAST', floor: '3', unit: '301', unit_type: '2x2', room: 'A', room_type: 'Private', bed: '1' });
    await add.getByRole('button', { name: 'Create' }).click();
    await add.getByText(M.duplicateBed).waitFor();
    await page.close();
  });

  it('deletes after the question: Disagree keeps the bed, Agree deletes it', async () => {
    const page = await openScreen();
    const doomed = await createLayout(page, RIO.id, bedOf(2, { building: 'West', unit: '900' }));
    await settledReload(page);
    await onlyBuilding(page, 'West');
    await page.getByRole('button', { name: `Delete layout ${doomed.id}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.textContent()).resolves.toContain(M.deleteConfirm);
    await screenshot(page, { path: `${shots}/delete-confirm-1280.png` });
    await confirm.getByRole('button', { name: 'Disagree' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(rowOf(page, doomed.id).count()).resolves.toBe(1);
    expect((await layouts(page, [RIO.id])).some((l) => l.id === doomed.id)).toBe(true);

    await page.getByRole('button', { name: `Delete layout ${doomed.id}` }).click();
    await confirm.getByRole('button', { name: 'Agree', exact: true }).click();
    await snackbar(page, M.deleted).waitFor();
    await rowOf(page, doomed.id).waitFor({ state: 'detached' });
    expect((await layouts(page, [RIO.id])).some((l) => l.id === doomed.id)).toBe(false);
    await page.close();
  });

  it('the chips choose the properties listed; All chooses every one, and again none', async () => {
    const page = await openScreen();
    const nueces = await createLayout(page, NUECES.id, bedOf(0, { building: 'Nueces' }));
    await settledReload(page);
    const rio = await layouts(page, [RIO.id]);
    const nuecesAll = await layouts(page, [NUECES.id]);
    const everyBed = await apiJson<Layout[]>(page, suite.server, '/api/layouts/');
    await expect(bedCount(page)).resolves.toBe(beds(rio.length));

    const [both] = await Promise.all([page.waitForRequest((r) => r.url().includes('/api/layouts/?')), chip(page, NUECES.name).click()]);
    expect(new URL(both.url()).searchParams.get('property')).toBe(`${RIO.id},${NUECES.id}`);
    await expect(bedCount(page)).resolves.toBe(beds(rio.length + nuecesAll.length));
    await onlyBuilding(page, 'Nueces');
    await rowOf(page, nueces.id).waitFor();
    expect((await acrossColumns(page, nueces.id))[1]).toBe(NUECES.name);
    await onlyBuilding(page, '');

    const [all] = await Promise.all([page.waitForRequest((r) => r.url().includes('/api/layouts/?')), chip(page, 'All').click()]);
    expect(new URL(all.url()).searchParams.get('property')).toBe(`${RIO.id},${NUECES.id},${LAVACA.id},${SPEEDWAY.id}`);
    for (const name of ['All', RIO.name, NUECES.name, LAVACA.name, SPEEDWAY.name]) await expect(chip(page, name).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(bedCount(page)).resolves.toBe(beds(everyBed.length));
    await screenshot(page, { path: `${shots}/screen-1280.png` });

    await chip(page, 'All').click();
    for (const name of ['All', RIO.name, NUECES.name]) await expect(chip(page, name).getAttribute('aria-pressed')).resolves.toBe('false');
    await page.getByText('Choose a property above to see its layouts.').waitFor();
    await expect(grid(page).count()).resolves.toBe(0);

    await chip(page, NUECES.name).click();
    await expect(bedCount(page)).resolves.toBe(beds(nuecesAll.length));
    await expect(ids(page).then((list) => list.every((id) => nuecesAll.some((l) => l.id === id)))).resolves.toBe(true);
    // The choice is the manager's saved one: the shell's selector shows it too.
    await expect(page.getByTestId('property-selector').textContent()).resolves.toContain(NUECES.name);
    await page.close();
  });

  it('sorts numbers in texts by value and filters by column', async () => {
    const page = await openScreen(DESKTOP, MANAGER, [LAVACA.id]);
    for (const unit of ['10', '9', '100', '2']) await createLayout(page, LAVACA.id, bedOf(0, { building: 'Sort', unit }));
    const total = (await layouts(page, [LAVACA.id])).length;
    await settledReload(page);
    await onlyBuilding(page, 'Sort');
    const units = () => page.locator('.rdg-row .rdg-cell[aria-colindex="5"]').allTextContents();
    // The API's order is natural already; sorting by Unit keeps it, and the other way round reverses it.
    await expect(units()).resolves.toEqual(['2', '9', '10', '100']);
    const header = grid(page).getByRole('columnheader', { name: /^Unit/ }).first().getByText('Unit', { exact: true });
    await header.click();
    await expect(units()).resolves.toEqual(['2', '9', '10', '100']);
    await header.click();
    await expect(units()).resolves.toEqual(['100', '10', '9', '2']);
    await page.getByLabel('Filter Unit', { exact: true }).fill('10');
    await expect(units()).resolves.toEqual(['100', '10']);
    await expect(bedCount(page)).resolves.toBe(`2 of ${beds(total)}`);
    await page.getByLabel('Filter Property').fill('nothing like it');
    await grid(page).getByText('No layouts match these filters.').waitFor();
    await page.close();
  });

  it('imports a CSV of 50 beds with an upload progress bar, and reports it', async () => {
    const page = await openScreen();
    const before = (await layouts(page, [NUECES.id])).length;
    const beds = Array.from({ length: 50 }, (_, n) => bedOf(n, { building: 'Imported' }));
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Layouts' });
    await expect(dialog.textContent()).resolves.toContain(HEADER);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText(IM.fileMissing).waitFor();
    await dialog.getByLabel('Property', { exact: true }).selectOption({ label: NUECES.name });
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'nueces-beds.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(beds)) });

    // A slow upload keeps the progress bar in view.
    await throttleUploads(page, 1500);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByTestId('upload-progress').waitFor();
    await screenshot(page, { path: `${shots}/import-progress-1280.png` });
    await dialog.getByText('Imported 50 beds').waitFor({ timeout: 20_000 });
    await throttleUploads(page, null);
    await screenshot(page, { path: `${shots}/import-report-1280.png` });
    const after = await layouts(page, [NUECES.id]);
    expect(after).toHaveLength(before + 50);

    // Nueces was not chosen: it is now, and its new beds are in the grid.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(chip(page, NUECES.name).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByLabel('Filter Building').fill('Imported');
    await expect(bedCount(page)).resolves.toMatch(/^50 of \d+ beds$/);
    const imported = after.filter((l) => l.building === 'Imported');
    expect(imported).toHaveLength(50);
    await rowOf(page, imported[0]!.id).waitFor();
    expect((await acrossColumns(page, imported[0]!.id)).slice(1, 9)).toEqual([NUECES.name, 'Imported', '1', '100', '4x4', 'A', 'Private', '1']);
    await page.close();
  });

  it('imports nothing from a file with bad rows, and names each bad row', async () => {
    const page = await openScreen(DESKTOP, MANAGER, [LAVACA.id]);
    const before = await layouts(page, [LAVACA.id]);
    const beds = Array.from({ length: 6 }, (_, n) => bedOf(n, { building: 'Refused' }));
    beds[2] = { ...beds[2]!, unit: '' }; // row 4 (the header is row 1)
    beds[4] = { ...beds[1]! }; // row 6 repeats row 3
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Layouts' });
    await expect(dialog.getByLabel('Property', { exact: true }).inputValue()).resolves.toBe(String(LAVACA.id));
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(beds)) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    const report = dialog.getByTestId('import-report');
    await report.getByText('nothing was imported', { exact: false }).waitFor();
    const lines = await report.getByRole('list', { name: 'Rows with errors' }).locator('li').allTextContents();
    expect(lines[0]).toMatch(/^Row 4/);
    expect(lines[0]).toContain(M.required.unit);
    expect(lines.some((l) => l.startsWith('Row 6'))).toBe(true);
    await screenshot(page, { path: `${shots}/import-bad-rows-1280.png` });
    await expect(layouts(page, [LAVACA.id])).resolves.toEqual(before);

    // Many bad rows: the answer lists the first 50 and counts the rest.
    const manyBad = Array.from({ length: 120 }, (_, n) => ({ ...bedOf(n, { building: 'Refused' }), unit: '' }));
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'many-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(manyBad)) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await report.getByText('120 rows have errors', { exact: false }).waitFor();
    const listed = await report.getByRole('list', { name: 'Rows with errors' }).locator('li').allTextContents();
    expect(listed).toHaveLength(51);
    expect(listed[49]).toMatch(/^Row 51/);
    expect(listed[50]).toBe('…and 70 more rows.');
    await report.getByText('…and 70 more rows.').scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${shots}/import-many-bad-rows-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await report.getByText('…and 70 more rows.').scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${shots}/import-many-bad-rows-375.png` });
    await page.setViewportSize(DESKTOP);

    // A file over 1 MB is refused before it is sent.
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/layouts/import/') && sent.push(r.url()));
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\r\n${'x,'.repeat(600_000)}`) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText(IM.tooLarge(1)).waitFor();
    expect(sent).toEqual([]);

    // A wrong header is said under the file.
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(beds.slice(0, 1), 'Building,Unit,Bed')) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.getByText(IM.wrongHeader(HEADER)).waitFor();
    await expect(dialog.getByLabel('CSV file').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(layouts(page, [LAVACA.id])).resolves.toEqual(before);
    await page.close();
  });

  it('exports the shown rows to CSV and Excel', async () => {
    const page = await openScreen();
    const rio = await layouts(page, [RIO.id]);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByLabel('Export', { exact: true }).selectOption('csv')]);
    expect(csv.suggestedFilename()).toBe('layouts-the-rio-on-24th.csv');
    const lines = readFileSync((await csv.path())!, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(`ID,Property,${HEADER}`);
    expect(lines.slice(1).sort()).toEqual(rio.map((l) => [l.id, RIO.name, l.building, l.floor, l.unit, l.unit_type, l.room, l.room_type, l.bed].join(',')).sort());

    await page.getByLabel('Filter Building').fill('East');
    const east = rio.filter((l) => l.building === 'East');
    const [filtered] = await Promise.all([page.waitForEvent('download'), page.getByLabel('Export', { exact: true }).selectOption('csv')]);
    expect(readFileSync((await filtered.path())!, 'utf8').trimEnd().split('\r\n')).toHaveLength(east.length + 1);
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByLabel('Export', { exact: true }).selectOption('xlsx')]);
    expect(xlsx.suggestedFilename()).toBe('layouts-the-rio-on-24th.xlsx');
    expect(readFileSync((await xlsx.path())!).subarray(0, 2).toString()).toBe('PK');
    await page.close();
  });

  it('says why a save or delete failed; a stale edit is explained and the row reloaded', async () => {
    const page = await suite.page(DESKTOP);
    const bed = await createLayout(page, RIO.id, bedOf(3, { building: 'Stale', unit: '777' }));
    const list = (url: URL) => url.pathname === '/api/layouts/';
    await page.route(list, (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { detail: 'Server error.' } }) : route.fallback()));
    await settledGoto(page, `${suite.server.url}${SCREEN}`);
    await snackbar(page, M.loadFailed).waitFor();
    await page.unroute(list);
    await settledReload(page);
    await onlyBuilding(page, 'Stale');
    await rowOf(page, bed.id).waitFor();

    await page.route(list, (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: 'Add Layout' }).click();
    const add = page.getByRole('dialog', { name: 'Add Layout' });
    await fillBed(add, bedOf(5, { building: 'Never' }));
    await add.getByRole('button', { name: 'Create' }).click();
    await snackbar(page, M.createFailed).waitFor();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });
    await page.unroute(list);

    await page.route(`**/api/layouts/${bed.id}/`, (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: `Delete layout ${bed.id}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Agree', exact: true }).click();
    await snackbar(page, M.deleteFailed).waitFor();
    await expect(rowOf(page, bed.id).count()).resolves.toBe(1);
    await rowOf(page, bed.id).locator('.rdg-cell').nth(2).dblclick();
    const edit = page.getByRole('dialog', { name: 'Edit Layout' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, M.updateFailed).waitFor();
    await page.unroute(`**/api/layouts/${bed.id}/`);

    // Someone else changes the bed while the dialog is open: the save is refused and explained, the grid shows theirs.
    const res = await page.request.patch(`${suite.server.url}/api/layouts/${bed.id}/`, { data: { room_type: 'Theirs', version: bed.version } });
    expect(res.status()).toBe(200);
    await fillBed(edit, { room_type: 'Mine' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, M.updateFailed).waitFor();
    await edit.getByText('Someone else changed this layout while you were editing', { exact: false }).waitFor();
    await expect(edit.getByLabel('Room Type', { exact: true }).inputValue()).resolves.toBe('Mine');
    expect((await acrossColumns(page, bed.id))[7]).toBe('Theirs');
    // Saving again replaces theirs, knowingly.
    await edit.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, M.updated).waitFor();
    expect((await layouts(page, [RIO.id])).find((l) => l.id === bed.id)?.room_type).toBe('Mine');
    await page.close();
  });

  it('keeps a bed with plan assignments in its property, saying in the dialog where to remove them', async () => {
    const page = await openScreen();
    const bed = await createLayout(page, RIO.id, bedOf(6, { building: 'Planned', unit: '888' }));
    const plan = await withDb(suite.server, async (db) => {
      const first = await db
        .selectFrom('payment_plans as p')
        .innerJoin('lease_periods as lp', 'lp.id', 'p.lease_period_id')
        .select(['p.id', 'lp.name'])
        .where('p.property_id', '=', RIO.id)
        .orderBy('p.id')
        .executeTakeFirstOrThrow();
      await db.insertInto('payment_plan_assignments').values({ layout_id: bed.id, payment_plan_id: first.id }).execute();
      return first;
    });
    await settledReload(page);
    await onlyBuilding(page, 'Planned');
    await rowOf(page, bed.id).locator('.rdg-cell').nth(2).dblclick();
    const edit = page.getByRole('dialog', { name: 'Edit Layout' });
    await edit.getByLabel('Property', { exact: true }).selectOption(String(NUECES.id));
    await edit.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, M.updateFailed).waitFor();
    await edit.getByText(M.movedWithPlans(1, RIO.name, [plan.name])).waitFor();
    await expect(edit.getByText('Someone else changed this layout', { exact: false }).count()).resolves.toBe(0);
    await expect(edit.getByLabel('Property', { exact: true }).inputValue()).resolves.toBe(String(NUECES.id));
    expect((await layouts(page, [RIO.id])).find((l) => l.id === bed.id)?.property_id).toBe(RIO.id);
    await screenshot(page, { path: path.join(shots, 'layout-move-refused-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, { path: path.join(shots, 'layout-move-refused-375.png') });
    await page.close();
  });

  it('keeps the fields while the dialog fades out, and starts over once it has gone', async () => {
    const page = await openScreen();
    await page.getByRole('button', { name: 'Add Layout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Layout' });
    await fillBed(dialog, { building: 'Never saved' });
    const closing = await page.evaluate(async () => {
      const box = () => document.querySelector<HTMLDialogElement>('dialog[aria-label="Add Layout"]');
      const start = performance.now();
      [...box()!.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const kept = box()?.querySelector<HTMLInputElement>('input[name="building"]')?.value;
      while (box()) await new Promise((resolve) => setTimeout(resolve, 5));
      return { kept, gone: performance.now() - start };
    });
    expect(closing.kept).toBe('Never saved');
    expect(closing.gone).toBeGreaterThanOrEqual(300);
    expect(closing.gone).toBeLessThan(2000);
    await page.getByRole('button', { name: 'Add Layout' }).click();
    await expect(dialog.getByLabel('Building', { exact: true }).inputValue()).resolves.toBe('');
    await page.close();
  });

  it('maintenance staff see the beds without Add, Import, Edit or Delete', async () => {
    const page = await openScreen(DESKTOP, MAINTENANCE);
    const rio = await layouts(page, [RIO.id]);
    await expect(bedCount(page)).resolves.toBe(`${rio.length} beds`);
    for (const name of ['Add Layout', 'Import']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) layout/ }).count()).toBe(0);
    expect((await acrossColumns(page)).at(-1)).toBe('Bed');
    await page.locator('.rdg-row').first().locator('.rdg-cell').nth(2).dblclick();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('fits a phone: chips wrap, the grid scrolls sideways, the dialogs fit', async () => {
    const page = await openScreen(PHONE, MANAGER, [RIO.id, NUECES.id]);
    await screenshot(page, { path: `${shots}/screen-375.png`, fullPage: true });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (const control of [chips(page), page.getByRole('button', { name: 'Add Layout' }), page.getByRole('button', { name: 'Import' }), page.getByLabel('Export', { exact: true })]) await inViewWidth(control, PHONE.width);
    const scroll = await page.locator('.rdg').evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scroll.scrollWidth).toBeGreaterThan(scroll.clientWidth);
    // The actions stay pinned at the right edge while the columns scroll.
    await inViewWidth(page.getByRole('button', { name: /^Delete layout/ }).first(), PHONE.width);

    await page.getByRole('button', { name: 'Add Layout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Layout' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(M.required.bed).waitFor();
    await inViewWidth(dialog, PHONE.width);
    await screenshot(page, { path: `${shots}/add-errors-375.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Import' }).click();
    const importer = page.getByRole('dialog', { name: 'Import Layouts' });
    await importer.getByLabel('Property', { exact: true }).selectOption({ label: LAVACA.name });
    const bad = Array.from({ length: 4 }, (_, n) => bedOf(n, { building: 'Phone', bed: n === 1 ? '' : '1' }));
    await importer.getByLabel('CSV file').setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(bad)) });
    await importer.getByRole('button', { name: 'Import' }).click();
    await importer.getByTestId('import-report').waitFor();
    await inViewWidth(importer, PHONE.width);
    await screenshot(page, { path: `${shots}/import-report-375.png` });
    await page.keyboard.press('Escape');
    await importer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Delete layout/ }).first().click();
    await inViewWidth(page.getByRole('alertdialog'), PHONE.width);
    await screenshot(page, { path: `${shots}/delete-confirm-375.png` });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disagree' }).click();
    await page.close();
  });

  // How fast the API answers, the grid lists the beds and scrolls (frame times) is measured by
  // npm run budgets; here, what the grid holds while it lists, scrolls, sorts and filters them.
  it('lists 10,000 beds of one property and scrolls through them with only the rows in view drawn', async () => {
    const BIG = SPEEDWAY;
    await withDb(suite.server, async (db) => {
      // The property holds exactly the 10,000 beds (its demo beds go first).
      await db.deleteFrom('layouts').where('property_id', '=', BIG.id).execute();
      const rows = bulkBeds(BIG.id, 10_000);
      for (let i = 0; i < rows.length; i += 500) await db.insertInto('layouts').values(rows.slice(i, i + 500)).execute();
    });
    const page = await openScreen(DESKTOP, MANAGER, [RIO.id]);

    const res = await page.request.get(`${suite.server.url}/api/layouts/?property=${BIG.id}`);
    expect(res.ok()).toBe(true);
    expect(((await res.json()) as unknown[]).length).toBe(10_000);

    await chip(page, RIO.name).click();
    await page.getByText('Choose a property above to see its layouts.').waitFor();
    await chip(page, BIG.name).click();
    await page.getByTestId('bed-count').filter({ hasText: /^10,000 beds$/ }).waitFor();
    await page.locator('.rdg-row').first().waitFor();
    await expect(grid(page).getAttribute('aria-rowcount')).resolves.toBe('10001');
    expect(await page.locator('.rdg-row').count()).toBeLessThan(60);

    // Scrolled through to the end, a screenful at a time: only the rows in view are ever in the page.
    const scrolled = await page.locator('.rdg').evaluate(async (el) => {
      let most = 0;
      while (el.scrollTop + el.clientHeight < el.scrollHeight - 1) {
        el.scrollTop += el.scrollHeight / 20;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        most = Math.max(most, el.querySelectorAll('.rdg-row').length);
      }
      return { most, top: el.scrollTop };
    });
    expect(scrolled.top).toBeGreaterThan(10_000);
    expect(scrolled.most).toBeLessThan(60);
    await expect(page.locator('.rdg-row').last().locator('.rdg-cell[aria-colindex="5"]').textContent()).resolves.toBe('2599');

    // Sorting and filtering 10,000 beds.
    await page.locator('.rdg').evaluate((el) => (el.scrollTop = 0));
    const unitHeader = grid(page).getByRole('columnheader', { name: /^Unit/ }).first().getByText('Unit', { exact: true });
    await unitHeader.click();
    await unitHeader.click();
    expect(await until(() => page.locator('.rdg-row').first().locator('.rdg-cell[aria-colindex="5"]').textContent(), '2599')).toBe('2599');
    await page.getByLabel('Filter Unit', { exact: true }).fill('2599');
    expect(await until(() => bedCount(page), '4 of 10,000 beds')).toBe('4 of 10,000 beds');
    await withDb(suite.server, (db) => db.deleteFrom('layouts').where('property_id', '=', BIG.id).execute());
    await page.close();
  }, 120_000);
});
