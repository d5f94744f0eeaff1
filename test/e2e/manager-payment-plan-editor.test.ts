import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { approvalQuestion } from '../../shared/approval';
import { CONFLICT_MESSAGES, PAYMENT_PLAN_MESSAGES as M } from '../../shared/messages';
import type { AccountCode, PaymentPlan } from '../../shared/payment-plans/types';
import type { ManagerLeasePeriod } from '../../shared/types/manager';
import { managerSuite } from './manager-helpers';
import { apiJson, DESKTOP, horizontalOverflow, PHONE, screenshot, settledGoto, settledReload } from './page-helpers';

const shots = path.resolve('test-results/screenshots');
const MANAGER = { email: 'paula.plans@example.com', password: 'Manager-Pass1', firstName: 'Paula' };
const MAINTENANCE = { email: 'max.fixer@example.com', password: 'Maintain-Pass1', firstName: 'Max' };

const suite = managerSuite(MANAGER, MAINTENANCE);

/** Account codes of our own, so the test does not depend on the demo company's names. */
const ACCOUNTS = { rent: ['Test Rent', 'Charge'], deposit: ['Test Deposit', 'Deposit'], fee: ['Test Fee', 'Fee'], credit: ['Test Concession', 'Credit'] } as const;
const YEAR = 'Academic Year 2026-2027';

const notice = (page: Page, message: string) => page.getByTestId('snackbar').getByText(message, { exact: true }).waitFor();
const plan = (page: Page, id: number) => apiJson<PaymentPlan>(page, suite.server, `/api/payment-plans/${id}/`);
const grid = (page: Page) => page.getByRole('grid', { name: 'Ledger entries' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const approveButton = (page: Page) => page.getByRole('button', { name: 'Final Approval' });

/** Each row's cells as the grid shows them (the Action cell holds only icons). */
async function gridRows(page: Page): Promise<string[][]> {
  const rows = grid(page).locator('.rdg-row');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push((await rows.nth(i).locator('.rdg-cell').allTextContents()).filter((t, j, all) => j < all.length - 1 || t !== ''));
  return out;
}

async function totals(page: Page) {
  const card = page.getByRole('region', { name: 'Totals' });
  const subtotals = card.getByRole('region', { name: 'Subtotals by account' });
  return {
    accounts: await subtotals.locator('dt').allTextContents(),
    amounts: await subtotals.locator('dd').allTextContents(),
    dueToday: await card.getByTestId('due-today').textContent(),
    dueOnApproval: await card.getByTestId('due-on-approval').textContent(),
    total: await card.getByTestId('plan-total').textContent(),
  };
}

async function accountIds(page: Page): Promise<void> {
  const existing = await apiJson<AccountCode[]>(page, suite.server, '/api/ledger_types/');
  for (const [name, type] of Object.values(ACCOUNTS)) {
    if (existing.some((a) => a.name === name)) continue;
    const res = await page.request.post(`${suite.server.url}/api/ledger_types/`, { data: { name, type } });
    expect(res.status()).toBe(201);
  }
}

const leasePeriod = async (page: Page, propertyId: number, name: string) => (await apiJson<ManagerLeasePeriod[]>(page, suite.server, `/api/agreement-periods/?property=${propertyId}`)).find((p) => p.name === name)!;

async function createPlan(page: Page, name: string, propertyId = 1, period = YEAR): Promise<PaymentPlan> {
  await accountIds(page);
  const res = await page.request.post(`${suite.server.url}/api/payment-plans/`, { data: { name, property_id: propertyId, lease_period_id: (await leasePeriod(page, propertyId, period)).id } });
  expect(res.status()).toBe(201);
  return (await res.json()) as PaymentPlan;
}

/** Saves a plan through the API with the given entries (amounts as decimal text). */
async function putPlan(page: Page, saved: PaymentPlan, entries: { sub: string; due: string; account: string; description: string; credit?: string; charge?: string }[], over: Record<string, unknown> = {}) {
  const accounts = await apiJson<AccountCode[]>(page, suite.server, '/api/ledger_types/');
  const period = (await apiJson<ManagerLeasePeriod[]>(page, suite.server, `/api/agreement-periods/?property=${saved.property_id}`)).find((p) => p.id === saved.lease_period_id)!;
  const res = await page.request.put(`${suite.server.url}/api/payment-plans/${saved.id}/`, {
    data: {
      property_id: saved.property_id,
      lease_period_id: saved.lease_period_id,
      name: saved.name,
      type: 'New Tenant',
      effective_start_date: '2026-08-01',
      effective_end_date: '2027-05-31',
      ledger_entries: entries.map((e) => ({
        sub_period_id: period.sub_periods.find((s) => s.name === e.sub)!.id,
        due_date: e.due,
        account_code_id: accounts.find((a) => a.name === e.account)!.id,
        description: e.description,
        credit_amount: e.credit ?? '0',
        charge_amount: e.charge ?? '0',
      })),
      version: saved.version,
      ...over,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as PaymentPlan;
}

async function openPlan(page: Page, id: number, mode: 'edit' | 'preview' = 'edit') {
  await settledGoto(page, `${suite.server.url}/new/manager/settings/payment-plans/${id}${mode === 'edit' ? '/edit' : ''}`);
  await grid(page).waitFor();
}

type EntryValues = { due: string; type: string; account: string; sub: string; description: string; credit?: string; charge?: string };

async function fillEntry(dialog: Locator, e: EntryValues) {
  if (e.due === 'Due Today' || e.due === 'Due on Approval') await dialog.getByLabel('Due Date').selectOption(e.due);
  else {
    await dialog.getByLabel('Due Date').selectOption('date');
    await dialog.getByLabel('Date', { exact: true }).fill(e.due);
  }
  await dialog.getByLabel('Type').selectOption(e.type);
  await dialog.getByLabel('Account').selectOption({ label: e.account });
  await dialog.getByLabel('Sub Period').selectOption({ label: e.sub });
  await dialog.getByLabel('Description').fill(e.description);
  await dialog.getByLabel('Pmts/Credit Amount').fill(e.credit ?? '0');
  await dialog.getByLabel('Charge Amount').fill(e.charge ?? '0');
}

async function addEntry(page: Page, e: EntryValues) {
  await page.getByRole('button', { name: 'Add Ledger Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Ledger Entry' });
  await fillEntry(dialog, e);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the payment plan editor in Chromium', () => {
  it('fills a plan, adds three entries of different due dates, edits and deletes one, saves, approves and lands in the read-only previewer', async () => {
    const page = await suite.page();
    const created = await createPlan(page, 'Fall plan');
    await openPlan(page, created.id);
    await expect(heading(page).textContent()).resolves.toBe('Edit');
    await expect(page.getByLabel('Breadcrumbs').locator('li').allTextContents()).resolves.toEqual(['Settings', 'Payment Plans', 'Edit']);
    // Nothing changed yet: Save waits, Final Approval is offered.
    await expect(saveButton(page).isDisabled()).resolves.toBe(true);
    await expect(approveButton(page).isEnabled()).resolves.toBe(true);
    await expect(page.getByLabel('Property').inputValue()).resolves.toBe('1');
    await expect(page.getByLabel('Agreement Period').locator('option:checked').textContent()).resolves.toBe(YEAR);

    await page.getByLabel('Name', { exact: true }).fill('');
    await saveButton(page).click();
    for (const message of [M.nameRequired, M.typeRequired, M.startRequired, M.endRequired]) await page.getByText(message, { exact: true }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Academic year plan');
    await page.getByLabel('Type').selectOption('New Tenant');
    await page.getByLabel('Effective Start Date').fill('2026-08-01');
    await page.getByLabel('Effective End Date').fill('2026-07-01');
    await saveButton(page).click();
    await page.getByText(M.endBeforeStart, { exact: true }).waitFor();
    await page.getByLabel('Effective End Date').fill('2027-05-31');
    await expect(saveButton(page).isEnabled()).resolves.toBe(true);
    await expect(approveButton(page).isDisabled()).resolves.toBe(true);

    // The dialog's messages.
    await page.getByRole('button', { name: 'Add Ledger Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ledger Entry' });
    await expect(dialog.getByLabel('Account').isDisabled()).resolves.toBe(true);
    await expect(dialog.getByLabel('Pmts/Credit Amount').inputValue()).resolves.toBe('0');
    await expect(dialog.getByLabel('Charge Amount').getAttribute('step')).resolves.toBe('10');
    await dialog.getByLabel('Pmts/Credit Amount').fill('');
    await dialog.getByLabel('Charge Amount').fill('-5');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const messages = [M.dueDateRequired, M.typeRequired, M.accountRequired, M.subPeriodRequired, M.descriptionRequired, M.creditRequired, M.chargePositive];
    for (const message of messages) await dialog.getByText(message, { exact: true }).waitFor();
    await dialog.getByLabel('Type').selectOption('Charge');
    await expect(dialog.getByLabel('Account').locator('option').allTextContents()).resolves.toEqual(expect.arrayContaining(['Choose an account', 'Test Rent']));
    await expect(dialog.getByLabel('Account').locator('option', { hasText: 'Test Deposit' }).count()).resolves.toBe(0);
    await expect(dialog.getByLabel('Sub Period').locator('option').allTextContents()).resolves.toEqual(['Choose a sub period', 'Fall 2026', 'Spring 2027']);
    await dialog.getByLabel('Pmts/Credit Amount').fill('-1');
    await dialog.getByLabel('Charge Amount').fill('');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText(M.creditPositive, { exact: true }).waitFor();
    await dialog.getByText(M.chargeRequired, { exact: true }).waitFor();
    await screenshot(page, { path: path.join(shots, 'payment-plan-entry-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Reset after it closed: the next one starts empty.
    await page.getByRole('button', { name: 'Add Ledger Entry' }).click();
    await expect(dialog.getByLabel('Type').inputValue()).resolves.toBe('');
    await expect(dialog.getByText(M.typeRequired, { exact: true }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await addEntry(page, { due: '2026-09-01', type: 'Charge', account: 'Test Rent', sub: 'Fall 2026', description: 'September rent', charge: '1250' });
    await addEntry(page, { due: 'Due Today', type: 'Fee', account: 'Test Fee', sub: 'Fall 2026', description: 'Application fee', charge: '75' });
    await addEntry(page, { due: 'Due on Approval', type: 'Deposit', account: 'Test Deposit', sub: 'Fall 2026', description: 'Security deposit', charge: '500' });
    // Ledger order: Due Today, Due on Approval, then dates; charges negative; running totals.
    await expect(gridRows(page)).resolves.toEqual([
      ['Due Today', 'Fee', 'Test Fee', 'Fall 2026', 'Application fee', '$0.00', '-$75.00', '$75.00'],
      ['Due on Approval', 'Deposit', 'Test Deposit', 'Fall 2026', 'Security deposit', '$0.00', '-$500.00', '$575.00'],
      ['09/01/2026', 'Charge', 'Test Rent', 'Fall 2026', 'September rent', '$0.00', '-$1,250.00', '$1,825.00'],
    ]);
    let sums = await totals(page);
    expect(sums.accounts).toEqual(['Test Fee', 'Test Deposit', 'Test Rent']);
    expect(sums.amounts).toEqual(['$75.00', '$500.00', '$1,250.00']);
    expect([sums.dueToday, sums.dueOnApproval, sums.total]).toEqual(['$75.00', '$500.00', '$1,825.00']);

    // Edit the deposit: a credit of $50.50 against it.
    await page.getByRole('button', { name: 'Edit entry 2' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Ledger Entry' });
    await expect(edit.getByLabel('Description').inputValue()).resolves.toBe('Security deposit');
    await expect(edit.getByLabel('Type').inputValue()).resolves.toBe('Deposit');
    await expect(edit.getByLabel('Charge Amount').inputValue()).resolves.toBe('500.00');
    await edit.getByLabel('Pmts/Credit Amount').fill('50.5');
    await edit.getByLabel('Description').fill('Security deposit (less promo)');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    await expect(gridRows(page)).resolves.toEqual([
      ['Due Today', 'Fee', 'Test Fee', 'Fall 2026', 'Application fee', '$0.00', '-$75.00', '$75.00'],
      ['Due on Approval', 'Deposit', 'Test Deposit', 'Fall 2026', 'Security deposit (less promo)', '$50.50', '-$500.00', '$524.50'],
      ['09/01/2026', 'Charge', 'Test Rent', 'Fall 2026', 'September rent', '$0.00', '-$1,250.00', '$1,774.50'],
    ]);

    // A fourth entry, deleted after a Disagree and then an Agree.
    await addEntry(page, { due: '2026-10-05', type: 'Fee', account: 'Test Fee', sub: 'Spring 2027', description: 'Late fee', charge: '25' });
    await expect(grid(page).locator('.rdg-row').count()).resolves.toBe(4);
    await page.getByRole('button', { name: 'Delete entry 4' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
    await expect(confirm.textContent()).resolves.toContain(M.deleteEntryConfirm);
    await confirm.getByRole('button', { name: 'Disagree' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(grid(page).locator('.rdg-row').count()).resolves.toBe(4);
    await page.getByRole('button', { name: 'Delete entry 4' }).click();
    await confirm.getByRole('button', { name: 'Agree', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(grid(page).locator('.rdg-row').count()).resolves.toBe(3);
    await expect(grid(page).getByText('Late fee').count()).resolves.toBe(0);
    sums = await totals(page);
    expect(sums.amounts).toEqual(['$75.00', '$449.50', '$1,250.00']);
    expect([sums.dueToday, sums.dueOnApproval, sums.total]).toEqual(['$75.00', '$449.50', '$1,774.50']);
    await screenshot(page, { path: path.join(shots, 'payment-plan-editor-1280.png'), fullPage: true });

    await saveButton(page).click();
    await notice(page, M.updated);
    await expect(saveButton(page).isDisabled()).resolves.toBe(true);
    await expect(approveButton(page).isEnabled()).resolves.toBe(true);
    const saved = await plan(page, created.id);
    expect({ name: saved.name, type: saved.type, total: saved.total, start: saved.effective_start_date, end: saved.effective_end_date }).toEqual({ name: 'Academic year plan', type: 'New Tenant', total: '1774.50', start: '2026-08-01', end: '2027-05-31' });
    expect(saved.ledger_entries.map((e) => [e.due_date, e.description, e.credit_amount, e.charge_amount])).toEqual([
      ['Due Today', 'Application fee', '0.00', '75.00'],
      ['Due on Approval', 'Security deposit (less promo)', '50.50', '500.00'],
      ['2026-09-01', 'September rent', '0.00', '1250.00'],
    ]);

    await settledReload(page);
    await grid(page).waitFor();
    await expect(gridRows(page)).resolves.toEqual([
      ['Due Today', 'Fee', 'Test Fee', 'Fall 2026', 'Application fee', '$0.00', '-$75.00', '$75.00'],
      ['Due on Approval', 'Deposit', 'Test Deposit', 'Fall 2026', 'Security deposit (less promo)', '$50.50', '-$500.00', '$524.50'],
      ['09/01/2026', 'Charge', 'Test Rent', 'Fall 2026', 'September rent', '$0.00', '-$1,250.00', '$1,774.50'],
    ]);
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Academic year plan');

    // Dirty again: Final Approval waits for Save.
    await page.getByLabel('Name', { exact: true }).fill('Academic year plan 2026');
    await expect(approveButton(page).isDisabled()).resolves.toBe(true);
    await saveButton(page).click();
    await notice(page, M.updated);

    // Final Approval asks first, naming the plan and what becomes final: Disagree leaves a draft.
    await approveButton(page).click();
    const asked = page.getByRole('alertdialog', { name: 'Confirm' });
    await expect(asked.textContent()).resolves.toContain(approvalQuestion('payment-plan', 'Academic year plan 2026'));
    await screenshot(page, { path: path.join(shots, 'approve-plan-1280.png') });
    await asked.getByRole('button', { name: 'Disagree', exact: true }).click();
    await asked.waitFor({ state: 'detached' });
    await expect(plan(page, created.id).then((p) => p.approved)).resolves.toBe(false);
    await expect(heading(page).textContent()).resolves.toBe('Edit');
    await approveButton(page).click();
    await asked.getByRole('button', { name: 'Agree', exact: true }).click();
    await notice(page, M.approved);
    await page.waitForURL(new RegExp(`/payment-plans/${created.id}$`));
    await grid(page).waitFor();
    await expect(heading(page).textContent()).resolves.toBe('Preview');
    await expect(page.getByText('Approved', { exact: true }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('region', { name: 'Plan Details' }).textContent()).resolves.toContain('Approved byPaula');
    // Read only: no inputs, no entry actions, no Save / Edit / Final Approval.
    await expect(page.locator('main input, main select, main textarea').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^(Save|Edit|Final Approval|Add Ledger Entry)$|^(Edit|Delete) entry/ }).count()).resolves.toBe(0);
    await expect(gridRows(page)).resolves.toEqual([
      ['Due Today', 'Fee', 'Test Fee', 'Fall 2026', 'Application fee', '$0.00', '-$75.00', '$75.00'],
      ['Due on Approval', 'Deposit', 'Test Deposit', 'Fall 2026', 'Security deposit (less promo)', '$50.50', '-$500.00', '$524.50'],
      ['09/01/2026', 'Charge', 'Test Rent', 'Fall 2026', 'September rent', '$0.00', '-$1,250.00', '$1,774.50'],
    ]);
    await expect(page.getByRole('region', { name: 'Plan fields' }).textContent()).resolves.toContain('Effective Start Date08/01/2026');
    await expect(page.getByTestId('plan-total').textContent()).resolves.toBe('$1,774.50');
    const approved = await plan(page, created.id);
    expect({ approved: approved.approved, approved_by: approved.approved_by }).toEqual({ approved: true, approved_by: 'Paula' });
    await screenshot(page, { path: path.join(shots, 'payment-plan-previewer-1280.png'), fullPage: true });

    // The editor's address of an approved plan leads to the previewer.
    await settledGoto(page, `${suite.server.url}/new/manager/settings/payment-plans/${created.id}/edit`);
    await page.waitForURL(new RegExp(`/payment-plans/${created.id}$`));
    await grid(page).waitFor();
    await expect(heading(page).textContent()).resolves.toBe('Preview');
    await expect(page.locator('main input, main select').count()).resolves.toBe(0);
    await page.close();
  });

  it('clears the sub periods when the property or the lease period changes, and will not save an entry without one', async () => {
    const page = await suite.page();
    const created = await createPlan(page, 'Switching plan');
    await putPlan(page, created, [
      { sub: 'Fall 2026', due: 'Due Today', account: 'Test Fee', description: 'Application fee', charge: '75' },
      { sub: 'Spring 2027', due: '2027-01-15', account: 'Test Rent', description: 'January rent', charge: '900' },
    ]);
    await openPlan(page, created.id);
    const subPeriods = async () => (await gridRows(page)).map((r) => r[3]);
    await expect(subPeriods()).resolves.toEqual(['Fall 2026', 'Spring 2027']);

    // Another lease period of the same property: the property stays, the sub periods go.
    await page.getByLabel('Agreement Period').selectOption({ label: 'Fall 2026 Semester' });
    await expect(subPeriods()).resolves.toEqual(['Not set', 'Not set']);
    await expect(page.getByLabel('Property').inputValue()).resolves.toBe('1');
    await saveButton(page).click();
    await notice(page, M.subPeriodsMissing);
    expect((await plan(page, created.id)).lease_period_id).toBe(created.lease_period_id);

    // Another property: the lease period goes too, and only that property's periods are offered.
    await settledReload(page);
    await grid(page).waitFor();
    await expect(subPeriods()).resolves.toEqual(['Fall 2026', 'Spring 2027']);
    await page.getByLabel('Property').selectOption({ label: 'Nueces Commons' });
    await expect(subPeriods()).resolves.toEqual(['Not set', 'Not set']);
    await expect(page.getByLabel('Agreement Period').inputValue()).resolves.toBe('');
    const nuecesYear = await leasePeriod(page, 2, YEAR);
    // The new property's periods load after the choice: wait for them to be offered.
    const nuecesOption = page.getByLabel('Agreement Period').locator(`option[value="${nuecesYear.id}"]`);
    await nuecesOption.waitFor({ state: 'attached' });
    await expect(nuecesOption.count()).resolves.toBe(1);
    await saveButton(page).click();
    await page.getByText(M.agreementPeriodRequired, { exact: true }).waitFor();
    await notice(page, M.subPeriodsMissing);
    await page.getByLabel('Agreement Period').selectOption(String(nuecesYear.id));
    await expect(page.getByText(M.agreementPeriodRequired, { exact: true }).count()).resolves.toBe(0);

    // Each entry gets a sub period of the new lease period; then it saves.
    for (const [n, sub] of [
      [1, 'Fall 2026'],
      [2, 'Spring 2027'],
    ] as const) {
      await page.getByRole('button', { name: `Edit entry ${n}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Ledger Entry' });
      await expect(dialog.getByLabel('Sub Period').inputValue()).resolves.toBe('');
      await dialog.getByLabel('Sub Period').selectOption({ label: sub });
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await saveButton(page).click();
    await notice(page, M.updated);
    const saved = await plan(page, created.id);
    expect({ property: saved.property_id, period: saved.lease_period_id, subs: saved.ledger_entries.map((e) => nuecesYear.sub_periods.find((s) => s.id === e.sub_period_id)?.name) }).toEqual({ property: 2, period: nuecesYear.id, subs: ['Fall 2026', 'Spring 2027'] });
    await page.close();
  });

  it("shows the server's field errors at the fields and the entry, and keeps what was typed when someone else saved first", async () => {
    const page = await suite.page();
    const created = await createPlan(page, 'Contested plan');
    const first = await putPlan(page, created, [
      { sub: 'Fall 2026', due: 'Due Today', account: 'Test Fee', description: 'Application fee', charge: '75' },
      { sub: 'Fall 2026', due: 'Due on Approval', account: 'Test Deposit', description: 'Deposit', charge: '500' },
    ]);
    await openPlan(page, created.id);

    // A refusal naming a field and the second entry sent (as the server names them).
    await page.route(`**/api/payment-plans/${created.id}/`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ name: ['Name is taken'], 'ledger_entries.1.account_code_id': [M.notYourAccount] }) }) : route.continue(),
    );
    await page.getByLabel('Name', { exact: true }).fill('Contested plan v2');
    await saveButton(page).click();
    await notice(page, M.updateFailed);
    await page.getByText('Name is taken', { exact: true }).waitFor();
    await page.getByText(`Entry 2: ${M.notYourAccount}`, { exact: true }).waitFor();
    await expect(grid(page).locator('.rdg-row.entry-error').count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Edit entry 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Ledger Entry' });
    await dialog.getByText(M.notYourAccount, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute(`**/api/payment-plans/${created.id}/`);

    // Someone else saves meanwhile: a 409, said plainly, and the typed name stays.
    // (It renames the plan and keeps the entries: the server checks entry ids before the version.)
    const { id: _id, ledger_entries, version, property_id, lease_period_id, type, effective_start_date, effective_end_date } = first;
    const elsewhere = await page.request.put(`${suite.server.url}/api/payment-plans/${created.id}/`, { data: { property_id, lease_period_id, type, effective_start_date, effective_end_date, name: 'Changed elsewhere', ledger_entries, version } });
    expect(elsewhere.status()).toBe(200);
    await saveButton(page).click();
    await page.getByTestId('snackbar').getByText(`${M.updateFailed}. ${CONFLICT_MESSAGES.staleVersion}`, { exact: true }).waitFor();
    await page.locator('main').getByRole('alert').filter({ hasText: CONFLICT_MESSAGES.staleVersion }).waitFor();
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Contested plan v2');
    await expect(grid(page).locator('.rdg-row').count()).resolves.toBe(2);
    await expect(saveButton(page).isEnabled()).resolves.toBe(true);
    expect((await plan(page, created.id)).name).toBe('Changed elsewhere');
    await page.close();
  });

  it('asks before leaving with unsaved changes', async () => {
    const page = await suite.page();
    const created = await createPlan(page, 'Leaving plan');
    await openPlan(page, created.id);
    await page.getByLabel('Name', { exact: true }).fill('Leaving plan, renamed');
    const prompts: string[] = [];
    page.on('dialog', (d) => {
      prompts.push(d.message());
      void (prompts.length === 1 ? d.dismiss() : d.accept());
    });
    await page.getByLabel('Breadcrumbs').getByRole('link', { name: 'Settings' }).click();
    await expect(saveButton(page).isEnabled()).resolves.toBe(true);
    expect(page.url()).toMatch(new RegExp(`/${created.id}/edit$`));
    await page.getByLabel('Breadcrumbs').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/manager\/settings$/);
    expect(prompts).toEqual([M.unsavedChanges, M.unsavedChanges]);
    expect((await plan(page, created.id)).name).toBe('Leaving plan');
    await page.close();
  });

  it("goes back to the plans list when a plan can't be loaded, and gives maintenance staff the previewer", async () => {
    const page = await suite.page();
    const created = await createPlan(page, 'Maintenance view');
    await page.goto(`${suite.server.url}/new/manager/settings/payment-plans/999999/edit`);
    await notice(page, M.loadFailed);
    await page.waitForURL(/\/payment-plans$/);
    await page.close();

    const staff = await suite.page(DESKTOP, MAINTENANCE);
    await settledGoto(staff, `${suite.server.url}/new/manager/settings/payment-plans/${created.id}/edit`);
    await staff.waitForURL(new RegExp(`/payment-plans/${created.id}$`));
    await grid(staff).waitFor();
    await expect(heading(staff).textContent()).resolves.toBe('Preview');
    await expect(staff.getByRole('button', { name: /^(Save|Edit|Final Approval|Add Ledger Entry)$/ }).count()).resolves.toBe(0);
    await expect(staff.locator('main input, main select').count()).resolves.toBe(0);
    await staff.close();
  });

  it('keeps a long ledger inside its grid: the rows scroll, the columns still fit a 1280 px screen', async () => {
    const page = await suite.page();
    const created = await createPlan(page, 'Monthly plan');
    const months = Array.from({ length: 14 }, (_, i) => ({ sub: i < 7 ? 'Fall 2026' : 'Spring 2027', due: new Date(Date.UTC(2026, 7 + i, 1)).toISOString().slice(0, 10), account: 'Test Rent', description: `Installment ${i + 1}`, charge: '655.50' }));
    await putPlan(page, created, months);
    await openPlan(page, created.id, 'preview');
    await expect(page.getByTestId('plan-total').textContent()).resolves.toBe('$9,177.00');
    const size = await grid(page).evaluate((el) => ({ sideways: el.scrollWidth - el.clientWidth, down: el.scrollHeight - el.clientHeight }));
    expect(size.sideways).toBeLessThanOrEqual(0);
    expect(size.down).toBeGreaterThan(0);
    await grid(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(grid(page).locator('.rdg-row').last().locator('.rdg-cell').last().textContent()).resolves.toBe('$9,177.00');
    await page.close();
  });

  it('fits a phone: the grid scrolls inside itself and the dialog fits', async () => {
    const page = await suite.page(PHONE);
    const created = await createPlan(page, 'Phone plan');
    await putPlan(page, created, [
      { sub: 'Fall 2026', due: 'Due Today', account: 'Test Fee', description: 'Application fee', charge: '75' },
      { sub: 'Fall 2026', due: 'Due on Approval', account: 'Test Deposit', description: 'Security deposit', charge: '500' },
      { sub: 'Spring 2027', due: '2027-01-15', account: 'Test Rent', description: 'January rent', charge: '1250', credit: '100' },
    ]);
    await openPlan(page, created.id);
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await expect(page.getByTestId('plan-total').textContent()).resolves.toBe('$1,725.00');
    // The grid is wider than the phone and scrolls sideways inside its box.
    await expect(grid(page).evaluate((el) => el.scrollWidth > el.clientWidth)).resolves.toBe(true);
    await screenshot(page, { path: path.join(shots, 'payment-plan-editor-375.png'), fullPage: true });

    await page.getByRole('button', { name: 'Add Ledger Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ledger Entry' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText(M.dueDateRequired, { exact: true }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, { path: path.join(shots, 'payment-plan-entry-dialog-375.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await openPlan(page, created.id, 'preview');
    await expect(heading(page).textContent()).resolves.toBe('Preview');
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, { path: path.join(shots, 'payment-plan-previewer-375.png'), fullPage: true });
    await page.close();
  });
});
