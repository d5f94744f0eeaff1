import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import type { DocNode } from '../../shared/documents/types';
import { CONFLICT_MESSAGES, CONTENT_BLOCK_MESSAGES, DOCUMENT_MESSAGES, DOCUMENT_SNACKBARS } from '../../shared/messages';
import type { ContentBlock, DocumentTemplateRow } from '../../shared/types/documents';
import { managerSuite, signInOwnBrowser, snackbar } from './manager-helpers';
import { apiJson, chunksWith, DESKTOP, horizontalOverflow, jsAssets, PHONE, screenshot, settledGoto, settledReload } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'cora.blocks@example.com', password: 'Manager-Pass1', firstName: 'Cora' };
const MAINTENANCE = { email: 'mo.fixer@example.com', password: 'Maintain-Pass1', firstName: 'Mo' };
const SCREEN = '/new/manager/settings/document-templates/content-blocks';
/** The demo block the approved lease agreement inserts (server/seed/demo-documents.ts). */
const USED_BLOCK = 'Quiet hours';

const suite = managerSuite(MANAGER, MAINTENANCE);

const openScreen = async (page: Page) => {
  await settledGoto(page, `${suite.server.url}${SCREEN}`);
  await page.getByTestId('content-block').first().waitFor();
};
const names = (page: Page) => page.getByTestId('content-block').locator('h2').allInnerTexts();
const card = (page: Page, name: string) => page.getByTestId('content-block').filter({ has: page.getByRole('heading', { name, exact: true }) });
const blocks = (page: Page) => apiJson<ContentBlock[]>(page, suite.server, '/api/content-blocks/');
const blockNamed = async (page: Page, name: string) => (await blocks(page)).find((b) => b.name === name);
const editorDialog = (page: Page, title: 'New Content Block' | 'Edit Content Block') => page.getByRole('dialog', { name: title });
const bodyOf = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Text' });
/** The built files holding tiptap's code. */
const tiptapChunks = () => chunksWith(/node_modules\/@tiptap\//);
/** Every node type and mark type of a body, depth first. */
const kinds = (node: DocNode): string[] => [node.type, ...(node.marks ?? []).map((m) => `mark:${m.type}`), ...(node.content ?? []).flatMap(kinds)];

describe('content blocks in Chromium', () => {
  it('lists the demo blocks, creates one with bold text and a variable, edits it, and the draft lease can insert it', async () => {
    const page = await suite.page();
    await openScreen(page);
    await expect(names(page)).resolves.toEqual(['Pets', USED_BLOCK]);
    await expect(card(page, USED_BLOCK).getByTestId('content-block-preview').innerText()).resolves.toContain('Quiet hours are from 10 p.m. to 8 a.m.');
    await expect(card(page, 'Pets').locator('time').count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: /Back to Document Templates/ }).getAttribute('href')).resolves.toBe('/new/manager/settings/document-templates');
    await expect(page.locator('header ol li').last().innerText()).resolves.toBe('Content Blocks');
    await screenshot(page, { path: path.join(shots, 'manager-content-blocks-list-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'New Content Block' }).click();
    const dialog = editorDialog(page, 'New Content Block');
    const body = bodyOf(dialog);
    await body.waitFor();
    // Nothing written: both messages, and nothing is sent.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(DOCUMENT_MESSAGES.blockNameRequired, { exact: true }).waitFor();
    await dialog.getByText(CONTENT_BLOCK_MESSAGES.bodyEmpty, { exact: true }).waitFor();
    await expect(dialog.getByLabel('Name').getAttribute('aria-invalid')).resolves.toBe('true');
    // Blank lines are no text either.
    await body.click();
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    await dialog.getByText(CONTENT_BLOCK_MESSAGES.bodyEmpty, { exact: true }).waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');

    await dialog.getByLabel('Name').fill('Laundry room');
    await expect(dialog.getByText(DOCUMENT_MESSAGES.blockNameRequired).count()).resolves.toBe(0);
    await body.click();
    await page.keyboard.type('The laundry room is open ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('every day');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' to residents of ');
    await dialog.getByLabel('Insert a variable').selectOption({ label: 'Property Name' });
    await page.keyboard.type('.');
    await expect(body.locator('strong').innerText()).resolves.toBe('every day');
    await expect(body.locator('[data-variable="property_name"]').count()).resolves.toBe(1);
    await expect(dialog.getByText(CONTENT_BLOCK_MESSAGES.bodyEmpty).count()).resolves.toBe(0);
    await screenshot(page, { path: path.join(shots, 'manager-content-blocks-editor-1280.png') });

    await dialog.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, CONTENT_BLOCK_MESSAGES.saved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(names(page)).resolves.toEqual(['Laundry room', 'Pets', USED_BLOCK]);
    const preview = card(page, 'Laundry room').getByTestId('content-block-preview');
    await expect(preview.innerText()).resolves.toBe('The laundry room is open every day to residents of [Property Name].');
    await expect(preview.locator('strong').innerText()).resolves.toBe('every day');
    const created = (await blockNamed(page, 'Laundry room'))!;
    expect(kinds(created.body)).toEqual(expect.arrayContaining(['mark:bold', 'variable']));

    await settledReload(page);
    await card(page, 'Laundry room').waitFor();
    await expect(card(page, 'Laundry room').locator('[data-variable="property_name"]').count()).resolves.toBe(1);

    // Edit: the dialog starts from the stored block.
    await page.getByRole('button', { name: 'Edit Laundry room' }).click();
    const edit = editorDialog(page, 'Edit Content Block');
    await expect(edit.getByLabel('Name').inputValue()).resolves.toBe('Laundry room');
    await expect(bodyOf(edit).locator('strong').innerText()).resolves.toBe('every day');
    await edit.getByLabel('Name').fill('Laundry room rules');
    await bodyOf(edit).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Take your clothes out when the machine stops.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, CONTENT_BLOCK_MESSAGES.saved).waitFor();
    await edit.waitFor({ state: 'detached' });
    await settledReload(page);
    await card(page, 'Laundry room rules').waitFor();
    await expect(names(page)).resolves.toEqual(['Laundry room rules', 'Pets', USED_BLOCK]);
    await expect(card(page, 'Laundry room rules').getByTestId('content-block-preview').innerText()).resolves.toContain('Take your clothes out when the machine stops.');
    const edited = (await blockNamed(page, 'Laundry room rules'))!;
    expect(edited.id).toBe(created.id);
    expect(edited.version).toBeGreaterThan(created.version);

    // Emptied on edit: both messages again, and nothing is sent.
    await page.getByRole('button', { name: 'Edit Laundry room rules' }).click();
    await edit.getByLabel('Name').fill('');
    await bodyOf(edit).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText(DOCUMENT_MESSAGES.blockNameRequired, { exact: true }).waitFor();
    await edit.getByText(CONTENT_BLOCK_MESSAGES.bodyEmpty, { exact: true }).waitFor();
    expect((await blockNamed(page, 'Laundry room rules'))!.version).toBe(edited.version);

    // Leaving with unsaved changes asks; declining keeps the dialog and what was typed.
    const asked: string[] = [];
    let answer = false;
    page.on('dialog', (d) => {
      asked.push(d.message());
      void (answer ? d.accept() : d.dismiss());
    });
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit.isVisible()).resolves.toBe(true);
    await expect(edit.getByLabel('Name').inputValue()).resolves.toBe('');
    answer = true;
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    expect(asked).toEqual([DOCUMENT_SNACKBARS.unsavedChanges, DOCUMENT_SNACKBARS.unsavedChanges]);
    // A clean dialog closes without asking.
    await page.getByRole('button', { name: 'Edit Pets' }).click();
    await bodyOf(edit).waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(asked).toHaveLength(2);

    // The draft lease agreement's side panel offers the new block.
    const draft = (await apiJson<DocumentTemplateRow[]>(page, suite.server, '/api/document-templates/')).find((t) => t.name === 'Summer lease (draft)')!;
    await settledGoto(page, `${suite.server.url}/new/manager/settings/document-templates/${draft.id}/edit`);
    const panel = page.getByRole('region', { name: 'Content Blocks' });
    await panel.getByRole('button', { name: 'Insert Laundry room rules' }).waitFor();
    await expect(panel.locator('li span').allInnerTexts()).resolves.toEqual(['Laundry room rules', 'Pets', USED_BLOCK]);
    await page.close();
  });

  it('deletes a block no approved lease uses, and explains why the approved lease’s block stays', async () => {
    const page = await suite.page();
    await openScreen(page);

    await page.getByRole('button', { name: 'Delete Pets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Content Block' });
    await expect(dialog.innerText()).resolves.toContain('Delete Pets?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await blockNamed(page, 'Pets')).toBeDefined();

    await page.getByRole('button', { name: 'Delete Pets' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await snackbar(page, CONTENT_BLOCK_MESSAGES.deleted).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect(card(page, 'Pets').count()).resolves.toBe(0);
    await settledReload(page);
    await card(page, USED_BLOCK).waitFor();
    await expect(card(page, 'Pets').count()).resolves.toBe(0);
    expect(await blockNamed(page, 'Pets')).toBeUndefined();

    await page.getByRole('button', { name: `Delete ${USED_BLOCK}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('alert').filter({ hasText: DOCUMENT_MESSAGES.blockUsedByApproved }).waitFor();
    await snackbar(page, `${CONTENT_BLOCK_MESSAGES.deleteFailed}. ${DOCUMENT_MESSAGES.blockUsedByApproved}`).waitFor();
    await expect(dialog.getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);
    await screenshot(page, { path: path.join(shots, 'manager-content-blocks-delete-refused-1280.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await settledReload(page);
    await card(page, USED_BLOCK).waitFor();

    // Changing it is refused the same way, and what was typed stays in the dialog.
    await page.getByRole('button', { name: `Edit ${USED_BLOCK}` }).click();
    const edit = editorDialog(page, 'Edit Content Block');
    await edit.getByLabel('Name').fill('Quiet hours (new)');
    await edit.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, `${CONTENT_BLOCK_MESSAGES.saveFailed}. ${DOCUMENT_MESSAGES.blockUsedByApproved}`).waitFor();
    await expect(edit.getByLabel('Name').inputValue()).resolves.toBe('Quiet hours (new)');
    expect(await blockNamed(page, USED_BLOCK)).toBeDefined();
    await page.close();
  });

  it('keeps what was typed when someone else saved the block meanwhile', async () => {
    const page = await suite.page();
    const made = await page.request.post(`${suite.server.url}/api/content-blocks/`, { data: { name: 'Parking', body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Park in your own spot.' }] }] } } });
    expect(made.status()).toBe(201);
    const block = (await made.json()) as ContentBlock;
    await openScreen(page);
    await page.getByRole('button', { name: 'Edit Parking' }).click();
    const edit = editorDialog(page, 'Edit Content Block');
    await bodyOf(edit).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Guests park on the street.');
    // Another manager renames it after the dialog opened.
    expect((await page.request.patch(`${suite.server.url}/api/content-blocks/${block.id}/`, { data: { name: 'Parking rules', version: block.version } })).status()).toBe(200);
    await edit.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, CONFLICT_MESSAGES.staleVersion).waitFor();
    await expect(bodyOf(edit).innerText()).resolves.toBe('Park in your own spot. Guests park on the street.');
    expect((await blockNamed(page, 'Parking rules'))!.body).toEqual(block.body);
    await page.close();
  });

  it('shows maintenance staff the blocks without New, Edit or Delete', async () => {
    const page = await signInOwnBrowser(suite.browser, suite.server, MAINTENANCE, DESKTOP);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await openScreen(page);
    // The list never downloads the editor: tiptap comes with the dialog only.
    expect([...jsAssets(requests)].filter((url) => tiptapChunks().some((file) => url.endsWith(`/${file}`)))).toEqual([]);
    await expect(names(page)).resolves.toContain(USED_BLOCK);
    await expect(page.getByRole('button', { name: /New Content Block|^Edit |^Delete / }).count()).resolves.toBe(0);
    await expect(page.getByRole('button').filter({ hasText: /^(Edit|Delete)$/ }).count()).resolves.toBe(0);
    await page.close();
  });

  it('fits the list and the editor on a phone', async () => {
    const page = await signInOwnBrowser(suite.browser, suite.server, MANAGER, PHONE);
    // A long block shows only its start in the list.
    const paragraphs = Array.from({ length: 8 }, (_, i) => ({ type: 'paragraph', content: [{ type: 'text', text: `Rule ${i + 1}: keep the shared kitchen clean and take the trash out on your day.` }] }));
    expect((await page.request.post(`${suite.server.url}/api/content-blocks/`, { data: { name: 'Kitchen', body: { type: 'doc', content: paragraphs } } })).status()).toBe(201);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await openScreen(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const long = card(page, 'Kitchen').getByTestId('content-block-preview');
    await expect(long.getAttribute('data-clamped')).resolves.toBe('true');
    expect((await long.boundingBox())!.height).toBeLessThan(160);
    await expect(card(page, USED_BLOCK).getByTestId('content-block-preview').getAttribute('data-clamped')).resolves.toBeNull();
    await screenshot(page, { path: path.join(shots, 'manager-content-blocks-list-375.png'), fullPage: true });
    await page.getByRole('button', { name: `Edit ${USED_BLOCK}` }).click();
    const edit = editorDialog(page, 'Edit Content Block');
    await bodyOf(edit).waitFor();
    expect([...jsAssets(requests)].some((url) => tiptapChunks().some((file) => url.endsWith(`/${file}`)))).toBe(true);
    const box = (await edit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await expect(edit.getByRole('button', { name: 'Save' }).isVisible()).resolves.toBe(true);
    await screenshot(page, { path: path.join(shots, 'manager-content-blocks-editor-375.png') });
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.close();
  });
});
