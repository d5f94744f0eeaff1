import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { document as doc, paragraph as p, text, variable } from '../../shared/documents/build';
import type { DocNode } from '../../shared/documents/types';
import { approvalQuestion } from '../../shared/approval';
import { DOCUMENT_MESSAGES, DOCUMENT_SNACKBARS } from '../../shared/messages';
import { managerSuite } from './manager-helpers';
import { apiJson, screenshot, settledGoto, settledReload } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'erin.editor@example.com', password: 'Manager-Pass1', firstName: 'Erin' };

const suite = managerSuite(MANAGER);

type Template = { id: number; name: string; type: string; approved: boolean; approved_by: string | null; subject: string; body: DocNode; version: number };

const body = (page: Page) => page.getByRole('textbox', { name: 'Template Body' });
/** The tiptap editor's document as JSON (tiptap keeps its editor on the editable element). */
const editorJson = (page: Page) => page.evaluate(() => (document.querySelector('.tiptap') as unknown as { editor: { getJSON(): unknown } }).editor.getJSON()) as Promise<DocNode>;
/** The snackbar's message (it also holds a Close button). */
const notice = (page: Page, message: string) => page.getByTestId('snackbar').getByText(message, { exact: true }).waitFor();
const template = (page: Page, id: number) => apiJson<Template>(page, suite.server, `/api/document-templates/${id}/`);

async function createTemplate(page: Page, fields: { name: string; type: string; subject?: string; body?: DocNode }): Promise<number> {
  const res = await page.request.post(`${suite.server.url}/api/document-templates/`, { data: fields });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function openEditor(page: Page, id: number) {
  await settledGoto(page, `${suite.server.url}/new/manager/settings/document-templates/${id}/edit`);
  await body(page).waitFor();
}

/** Puts the cursor at the end of the body. */
async function cursorAtEnd(page: Page) {
  await body(page).click();
  await page.keyboard.press('Control+End');
}

describe('the document template editor in Chromium', () => {
  it('writes a lease agreement with a variable, a content block and a signature tag, saves it, approves it and finds it read-only', async () => {
    const page = await suite.signIn();
    await page.getByRole('link', { name: 'View Document Templates' }).click();
    await page.getByRole('button', { name: 'New Document Template' }).click();
    const create = page.getByRole('dialog', { name: 'New Document Template' });
    await create.getByLabel('Template Name').fill('Fall lease');
    await create.getByLabel('Template Type').selectOption('Lease Agreement');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/document-templates\/\d+\/edit$/);
    const id = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    await body(page).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Edit Lease Agreement');
    const save = page.getByRole('button', { name: 'Save' });

    await cursorAtEnd(page);
    await page.keyboard.type('This lease binds ');
    await page.getByRole('complementary', { name: 'Insert' }).getByRole('button', { name: 'Student Full Name' }).click();
    await page.keyboard.type(' to the house rules below.');
    await page.keyboard.press('Enter');
    const insertBlock = page.getByRole('button', { name: 'Insert Quiet hours' });
    await expect(insertBlock.isEnabled()).resolves.toBe(true);
    await insertBlock.click();
    // A block may appear once: its insert button is now disabled.
    await expect(insertBlock.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Insert Pets' }).isEnabled()).resolves.toBe(true);
    await page.keyboard.press('Control+End');
    await page.getByRole('button', { name: 'Tenant Signature' }).click();
    await expect(body(page).locator('.doc-variable').textContent()).resolves.toBe('[Student Full Name]');
    await expect(body(page).locator('.doc-block').textContent()).resolves.toContain('Quiet hours are from 10 p.m.');
    await expect(body(page).locator('.doc-signature-primary').textContent()).resolves.toBe('Tenant Signature');
    await expect(save.isEnabled()).resolves.toBe(true);
    // Unsaved: Save stands where Final Approval would.
    await expect(page.getByRole('button', { name: 'Final Approval' }).count()).resolves.toBe(0);
    await screenshot(page, { path: path.join(shots, 'document-editor-lease-1280.png'), fullPage: true });

    const typed = await editorJson(page);
    await save.click();
    await notice(page, DOCUMENT_SNACKBARS.updated);
    expect((await template(page, id)).body).toEqual(typed);
    // Clean and unapproved: Final Approval replaces Save.
    await page.getByRole('button', { name: 'Final Approval' }).waitFor();
    await expect(save.count()).resolves.toBe(0);

    await settledReload(page);
    await body(page).waitFor();
    await expect(editorJson(page)).resolves.toEqual(typed);
    await expect(page.getByRole('button', { name: 'Insert Quiet hours' }).isDisabled()).resolves.toBe(true);

    // Final Approval asks first, naming the template and what becomes final: Disagree leaves a draft.
    await page.getByRole('button', { name: 'Final Approval' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
    await expect(confirm.textContent()).resolves.toContain(approvalQuestion('document-template', 'Fall lease'));
    await screenshot(page, { path: path.join(shots, 'approve-template-1280.png') });
    await confirm.getByRole('button', { name: 'Disagree', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(template(page, id).then((t) => t.approved)).resolves.toBe(false);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Edit Lease Agreement');
    await page.getByRole('button', { name: 'Final Approval' }).click();
    await confirm.getByRole('button', { name: 'Agree', exact: true }).click();
    await notice(page, DOCUMENT_SNACKBARS.approved);
    await page.waitForURL(new RegExp(`/document-templates/${id}$`));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Preview Lease Agreement');
    await expect(page.getByText('Approved', { exact: true }).first().isVisible()).resolves.toBe(true);
    const details = page.getByRole('region', { name: 'Template Details' });
    await expect(details.textContent()).resolves.toContain('Approved byErin');
    const approved = await template(page, id);
    expect({ approved: approved.approved, approved_by: approved.approved_by }).toEqual({ approved: true, approved_by: 'Erin' });

    // The edit address of an approved lease agreement is read-only: no editor, no Save, no Edit.
    await settledGoto(page, `${suite.server.url}/new/manager/settings/document-templates/${id}/edit`);
    await page.getByTestId('document-view').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Preview Lease Agreement');
    await expect(page.locator('.tiptap').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^(Save|Edit|Final Approval)$/ }).count()).resolves.toBe(0);
    await expect(page.getByTestId('document-view').locator('.doc-signature').textContent()).resolves.toBe('Tenant Signature');

    // Clone it from the list: a Draft with the same body, opened in the editor.
    await settledGoto(page, `${suite.server.url}/new/manager/settings/document-templates`);
    await page.getByRole('button', { name: 'Clone Fall lease' }).click();
    const clone = page.getByRole('dialog', { name: 'Clone Document Template' });
    await clone.getByLabel('Template Name').fill('Fall lease 2027');
    await clone.getByRole('button', { name: 'Clone', exact: true }).click();
    await page.waitForURL(/\/document-templates\/\d+\/edit$/);
    const cloneId = Number(/\/(\d+)\/edit$/.exec(page.url())![1]);
    await body(page).waitFor();
    await expect(editorJson(page)).resolves.toEqual(typed);
    expect((await template(page, cloneId)).approved).toBe(false);

    // The approved lease agreement is offered to lease periods.
    await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods`);
    await page.getByRole('button', { name: 'Edit contract templates of Fall 2026 Semester' }).click();
    const assign = page.getByRole('dialog', { name: 'Contract Templates: Fall 2026 Semester' });
    await assign.getByLabel('Fall lease').check();
    await assign.getByRole('button', { name: 'Save' }).click();
    await assign.waitFor({ state: 'detached' });
    const periods = await apiJson<{ name: string; contract_templates: { name: string }[] }[]>(page, suite.server, '/api/agreement-periods/?property=1');
    expect(periods.find((x) => x.name === 'Fall 2026 Semester')!.contract_templates.map((t) => t.name)).toEqual(['Fall lease']);
    await page.close();
  });

  it('stops a text message at 160 characters', async () => {
    const page = await suite.page();
    const id = await createTemplate(page, { name: 'Move-in reminder', type: 'SMS Template', body: doc(p(text('Hi '), variable('student_first_name'), text(', see you soon.'))) });
    await openEditor(page, id);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Edit SMS Template');
    // No toolbar for a text message: the counter stands in its place.
    await expect(page.getByRole('toolbar', { name: 'Body formatting' }).count()).resolves.toBe(0);
    const counter = page.getByTestId('sms-counter');
    // 'Hi ' + 'Student First Name' (18) + ', see you soon.' = 36.
    await expect(counter.textContent()).resolves.toBe('Characters: 36 / 160');
    await cursorAtEnd(page);
    await page.keyboard.type(' '.padEnd(130, 'x'));
    await expect(counter.textContent()).resolves.toBe('Characters: 166 / 160'.replace('166', '160'));
    // A variable that would pass the limit is not inserted either.
    await page.getByRole('button', { name: 'Monthly Rent' }).click();
    await expect(counter.textContent()).resolves.toBe('Characters: 160 / 160');
    await expect(body(page).locator('.doc-variable').count()).resolves.toBe(1);
    await page.keyboard.press('Backspace');
    await expect(counter.textContent()).resolves.toBe('Characters: 159 / 160');
    await page.getByRole('button', { name: 'Save' }).click();
    await notice(page, DOCUMENT_SNACKBARS.updated);
    await screenshot(page, { path: path.join(shots, 'document-editor-sms-1280.png'), fullPage: true });
    await page.close();
  });

  it('keeps an e-mail subject to one line of at most 998 characters, with variables counted by name', async () => {
    const page = await suite.page();
    const id = await createTemplate(page, { name: 'Welcome', type: 'Email Template', subject: 'Welcome', body: doc(p(text('Welcome to your new home.'))) });
    await openEditor(page, id);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Edit Email Template');
    const subject = page.getByLabel('Email Subject');
    await subject.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(DOCUMENT_MESSAGES.subjectRequired).isVisible()).resolves.toBe(true);

    await subject.click();
    await page.keyboard.type('Welcome to ');
    await page.keyboard.press('Enter');
    // Pasted line breaks are stripped.
    await subject.evaluate((input: HTMLInputElement) => {
      input.setRangeText('the\nhouse ', input.selectionStart ?? 0, input.selectionEnd ?? 0, 'end');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // With the cursor in the subject, a variable goes there as {{key}}.
    await page.getByRole('button', { name: 'Property Name' }).click();
    await expect(subject.inputValue()).resolves.toBe('Welcome to thehouse {{property_name}}');
    await expect(page.getByText(DOCUMENT_MESSAGES.subjectRequired).count()).resolves.toBe(0);

    // 'Property Name' counts 13: 985 + 13 = 998 is allowed, one more is not.
    await subject.fill(`${'a'.repeat(986)}{{property_name}}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(DOCUMENT_MESSAGES.subjectTooLong).isVisible()).resolves.toBe(true);
    await subject.fill(`${'a'.repeat(985)}{{property_name}}`);
    await expect(page.getByText(DOCUMENT_MESSAGES.subjectTooLong).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await notice(page, DOCUMENT_SNACKBARS.updated);
    expect((await template(page, id)).subject).toBe(`${'a'.repeat(985)}{{property_name}}`);
    await page.close();
  });
});
