import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { contentBlock, document as doc, heading, paragraph as p, signatureTag as tag, text, variable } from '../../shared/documents/build';
import type { DocNode } from '../../shared/documents/types';
import { MONEY_SAMPLE_NOTE } from '../../shared/leases/lease-money';
import { DOCUMENT_SNACKBARS } from '../../shared/messages';
import type { ContentBlock } from '../../shared/types/documents';
import { managerSuite, signInOwnBrowser } from './manager-helpers';
import { apiJson, chunksWith, horizontalOverflow, PHONE, screenshot, settledGoto, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'rene.render@example.com', password: 'Manager-Pass1', firstName: 'Rene' };

const suite = managerSuite(MANAGER);

const body = (page: Page) => page.getByRole('textbox', { name: 'Template Body' });
const editorCall = <T,>(page: Page, method: 'getHTML' | 'getJSON') =>
  page.evaluate((m) => (document.querySelector('.tiptap') as unknown as { editor: Record<string, () => unknown> }).editor[m]!(), method) as Promise<T>;

async function createTemplate(page: Page, fields: { name: string; type: string; body?: DocNode }): Promise<number> {
  const res = await page.request.post(`${suite.server.url}/api/document-templates/`, { data: fields });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
const open = async (page: Page, id: number, mode: 'edit' | 'preview') => {
  await settledGoto(page, `${suite.server.url}/new/manager/settings/document-templates/${id}${mode === 'edit' ? '/edit' : ''}`);
  await (mode === 'edit' ? body(page) : page.getByTestId('document-view')).waitFor();
};

/** A body without the attributes tiptap fills with their defaults (null, and the link's fixed rel). */
const withoutDefaults = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutDefaults);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>)
    .filter(([key, value]) => value !== null && !(key === 'rel' && value === 'noopener noreferrer nofollow'))
    .map(([key, value]) => [key, withoutDefaults(value)] as const)
    .filter(([key, value]) => !(key === 'attrs' && Object.keys(value as object).length === 0));
  return Object.fromEntries(entries);
};

/** Every node and mark a lease agreement may hold, with text that needs escaping. */
const fixture = (blockId: number): DocNode =>
  doc(
    heading(1, 'Lease <Agreement> & "terms"', 'center'),
    p(text('Plain, '), text('bold', [{ type: 'bold' }]), text(', '), text('italic', [{ type: 'italic' }]), text(', both', [{ type: 'bold' }, { type: 'italic' }]), text(' and a '), text('link', [{ type: 'link', attrs: { href: 'https://example.com/a?b=1&c=2' } }]), text('.')),
    p(text('Dear '), variable('student_full_name'), text(', bold variable: '), { ...variable('property_name'), marks: [{ type: 'bold' }] }, { type: 'hardBreak' }, text('second line <script>alert(1)</script>')),
    { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('One'))] }, { type: 'listItem', content: [p(text('Two'))] }] },
    { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [p(text('First'))] }] },
    { type: 'blockquote', content: [p(text('Quoted rule.'))] },
    heading(2, 'Right heading', 'right'),
    { type: 'image', attrs: { src: '/uploads/floor-plan.png', alt: 'Floor plan' } },
    contentBlock(blockId),
    p(tag(1, 'sig'), text(' '), tag(2, 'initial'), text(' '), tag(3, 'date')),
    { type: 'paragraph', attrs: { textAlign: 'justify' }, content: [text('Justified closing text with a mail link: '), text('write to us', [{ type: 'link', attrs: { href: 'mailto:office@example.com' } }])] },
  );

describe('what the editor shows is what the renderer prints', () => {
  it('gives the same HTML in the editor (tiptap) and the previewer (renderDocument) for a fixture with every node', async () => {
    const page = await signInOwnBrowser(suite.browser, suite.server, MANAGER);
    const pets = (await apiJson<ContentBlock[]>(page, suite.server, '/api/content-blocks/')).find((b) => b.name === 'Pets')!;
    const id = await createTemplate(page, { name: 'Fixture lease', type: 'Lease Agreement', body: fixture(pets.id) });
    await open(page, id, 'edit');
    const editorHtml = await editorCall<string>(page, 'getHTML');
    // The editor holds the stored body exactly (no node or mark lost to its schema).
    expect(withoutDefaults(await editorCall<DocNode>(page, 'getJSON'))).toEqual((await apiJson<{ body: DocNode }>(page, suite.server, `/api/document-templates/${id}/`)).body);

    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await open(page, id, 'preview');
    const rendered = await page.getByTestId('document-view').innerHTML();
    const same = await page.evaluate(([a, b]) => {
      const parse = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html });
      return parse(a!).isEqualNode(parse(b!));
    }, [editorHtml, rendered]);
    if (!same) console.log(`editor:\n${editorHtml}\n\nrenderer:\n${rendered}`);
    expect(same).toBe(true);
    expect(rendered).toContain('second line &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered).toContain('No pets are allowed in the unit');

    // The previewer never downloads the editor.
    const editorChunks = chunksWith(/@tiptap|prosemirror/);
    expect(editorChunks.length).toBeGreaterThan(0);
    expect(requests.filter((url) => editorChunks.some((file) => url.endsWith(`/${file}`)))).toEqual([]);

    // Sample data fills the variables.
    await page.getByLabel('Preview with sample data').check();
    await expect(page.getByTestId('document-view').locator('[data-variable="student_full_name"]').textContent()).resolves.toBe('Jordan Rivera');
    // A lease agreement's preview says where its money samples come from in an issued lease.
    await page.getByText(MONEY_SAMPLE_NOTE).waitFor();
    await screenshot(page, { path: path.join(shots, 'document-previewer-1280.png'), fullPage: true });
    await page.close();
  });

  it('loads no image from outside the uploads: a stored body’s /api/… image fires no request in the editor or the previewer', async () => {
    const page = await suite.page();
    const id = await createTemplate(page, { name: 'Old body', type: 'Lease Agreement', body: doc(p(text('A lease written before the rule.'))) });
    // Stored as a version without the rule could have stored it.
    const stored = doc(p(text('A lease written before the rule.')), { type: 'image', attrs: { src: '/api/probe-image/', alt: 'Probe' } });
    await withDb(suite.server, (db) => db.updateTable('document_templates').set({ body: JSON.stringify(stored) }).where('id', '=', id).execute());
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await open(page, id, 'edit');
    await open(page, id, 'preview');
    expect(requests.filter((url) => url.includes('/api/probe-image'))).toEqual([]);
    await page.close();
  });

  it('undoes a second special item in a row and asks before leaving with unsaved changes', async () => {
    const page = await suite.page();
    const id = await createTemplate(page, { name: 'Specials', type: 'Email Template', body: doc(p(text('Hello there, '))) });
    await open(page, id, 'edit');
    await body(page).click();
    await page.keyboard.press('Control+End');
    const variables = page.getByRole('complementary', { name: 'Insert' });
    await variables.getByRole('button', { name: 'Student First Name' }).click();
    await variables.getByRole('button', { name: 'Student Last Name' }).click();
    await expect(body(page).locator('.doc-variable').allTextContents()).resolves.toEqual(['[Student First Name]']);
    await page.keyboard.type(' and ');
    await variables.getByRole('button', { name: 'Student Last Name' }).click();
    await expect(body(page).locator('.doc-variable').allTextContents()).resolves.toEqual(['[Student First Name]', '[Student Last Name]']);

    const prompts: string[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog.message());
      void (prompts.length === 1 ? dialog.dismiss() : dialog.accept());
    });
    await page.getByLabel('Breadcrumbs').getByRole('link', { name: 'Document Templates' }).click();
    await expect(page.getByRole('button', { name: 'Save' }).isEnabled()).resolves.toBe(true);
    expect(page.url()).toMatch(new RegExp(`/${id}/edit$`));
    await page.getByLabel('Breadcrumbs').getByRole('link', { name: 'Document Templates' }).click();
    await page.waitForURL(/\/document-templates$/);
    expect(prompts).toEqual([DOCUMENT_SNACKBARS.unsavedChanges, DOCUMENT_SNACKBARS.unsavedChanges]);
    await page.close();
  });

  it('fits a phone: menus in place of the side panel, no sideways scrolling', async () => {
    const page = await suite.page(PHONE);
    const templates = await apiJson<{ id: number; name: string }[]>(page, suite.server, '/api/document-templates/');
    const draft = templates.find((t) => t.name === 'Summer lease (draft)')!.id;
    await open(page, draft, 'edit');
    await expect(page.getByRole('complementary', { name: 'Insert' }).count()).resolves.toBe(0);
    await body(page).click();
    await page.keyboard.press('Control+End');
    await page.getByLabel('Insert a signature tag').selectOption('Guarantor Signature');
    await expect(body(page).locator('.doc-signature-warning').textContent()).resolves.toBe('Guarantor Signature');
    await page.getByLabel('Insert a content block').selectOption('Pets');
    await expect(page.getByLabel('Insert a content block').locator('option', { hasText: 'Pets' }).isDisabled()).resolves.toBe(true);
    await expect(horizontalOverflow(page)).resolves.toBe(0);
    await screenshot(page, { path: path.join(shots, 'document-editor-375.png'), fullPage: true });
    const approved = templates.find((t) => t.name === 'Academic year lease')!.id;
    await open(page, approved, 'preview');
    await expect(horizontalOverflow(page)).resolves.toBe(0);
    await screenshot(page, { path: path.join(shots, 'document-previewer-375.png'), fullPage: true });
    await page.close();
  });
});

describe('a 20-page lease agreement', () => {
  // How long it takes to open and how fast keystrokes land (the figures) is measured by npm run budgets.
  it('opens in the editor as 20 pages and takes typing in its middle', async () => {
    const page = await suite.page();
    const clause = (n: number) =>
      p(text(`${n}. The tenant `), variable('student_full_name'), text(' agrees to keep the unit clean, to report repairs within two days, and to respect the quiet hours of '), variable('property_name'), text(', '), text('without exception', [{ type: 'bold' }]), text('. '.padEnd(40, 'x')));
    const long = doc(heading(1, 'Long lease'), ...Array.from({ length: 400 }, (_, i) => clause(i + 1)));
    const id = await createTemplate(page, { name: 'Twenty pages', type: 'Lease Agreement', body: long });
    await open(page, id, 'edit');
    const pages = await page.evaluate(() => Math.round(document.querySelector('.tiptap')!.scrollHeight / 1056));
    // The middle of the document.
    await body(page).locator('p').nth(200).click();
    await page.keyboard.type('The tenant also agrees to water the plants on the balcony.');
    expect(pages).toBeGreaterThanOrEqual(20);
    await expect(body(page).locator('p').nth(200).textContent()).resolves.toContain('water the plants');
    await page.close();
  }, 60_000);
});
