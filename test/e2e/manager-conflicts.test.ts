import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import { createManager, managerSuite } from './manager-helpers';
import { DESKTOP, settledGoto, settledReload, until, withDb } from './page-helpers';

const ANA = { email: 'ana.manager@example.com', password: 'Manager-Pass1', firstName: 'Ana' };
const BEN = { email: 'ben.manager@example.com', password: 'Manager-Pass1', firstName: 'Ben' };
const SAVED = 'Your changes have successfully saved';
const REFUSED = `Couldn't save property. ${CONFLICT_MESSAGES.staleVersion}`;

const suite = managerSuite(ANA, undefined, async () => {
  await createManager(suite.server, BEN);
});

async function openPropertyEditor(account: typeof ANA): Promise<Page> {
  const page = await suite.page(DESKTOP, account);
  await settledGoto(page, `${suite.server.url}/new/manager/settings/property-webpages/1/edit`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const stored = () => withDb(suite.server, (db) => db.selectFrom('properties').select(['office_hours', 'street']).where('id', '=', 1).executeTakeFirstOrThrow());
const galleryDescription = () =>
  withDb(suite.server, async (db) => (await db.selectFrom('website_block_attrs').select('description').where('property_id', '=', 1).where('block_name', '=', 'gallery').executeTakeFirst())?.description);

describe('two managers editing the same records in Chromium', () => {
  it('the second Save of a property is refused with the message, keeps what was typed, and the first person saves again without a conflict', async () => {
    const ana = await openPropertyEditor(ANA);
    const ben = await openPropertyEditor(BEN);

    await ana.getByLabel('Office hours', { exact: true }).fill('Mon–Fri 9:00 AM – 5:00 PM');
    await ana.getByRole('button', { name: 'Save' }).click();
    await ana.getByText(SAVED).waitFor();

    await ben.getByLabel('Office hours', { exact: true }).fill('Open every day 8:00 AM – 8:00 PM');
    await ben.getByLabel('Street', { exact: true }).fill('2600 Rio Grande St');
    await ben.getByRole('button', { name: 'Save' }).click();
    await ben.getByText(REFUSED).waitFor();
    await expect(ben.getByLabel('Office hours', { exact: true }).inputValue()).resolves.toBe('Open every day 8:00 AM – 8:00 PM');
    await expect(ben.getByLabel('Street', { exact: true }).inputValue()).resolves.toBe('2600 Rio Grande St');
    expect(await stored()).toMatchObject({ office_hours: 'Mon–Fri 9:00 AM – 5:00 PM' });
    expect((await stored()).street).not.toBe('2600 Rio Grande St');

    // Ana's editor took the new version from her Save: her second Save goes through.
    await ana.getByLabel('Office hours', { exact: true }).fill('Mon–Sat 9:00 AM – 5:00 PM');
    await ana.getByRole('button', { name: 'Save' }).click();
    await until(async () => (await stored()).office_hours, 'Mon–Sat 9:00 AM – 5:00 PM');
    await ana.getByText('All changes saved').waitFor();
    expect(await ana.getByText(REFUSED).count()).toBe(0);

    // Ben reloads, sees Ana's change and saves his own over it.
    await settledReload(ben);
    await expect(ben.getByLabel('Office hours', { exact: true }).inputValue()).resolves.toBe('Mon–Sat 9:00 AM – 5:00 PM');
    await ben.getByLabel('Street', { exact: true }).fill('2600 Rio Grande St');
    await ben.getByRole('button', { name: 'Save' }).click();
    await ben.getByText(SAVED).waitFor();
    expect(await stored()).toMatchObject({ office_hours: 'Mon–Sat 9:00 AM – 5:00 PM', street: '2600 Rio Grande St' });
    await Promise.all([ana.close(), ben.close()]);
  }, 60_000);

  it("a block description saved meanwhile by someone else: the message shows and the typed description stays", async () => {
    const ana = await openPropertyEditor(ANA);
    const ben = await openPropertyEditor(BEN);

    await ana.getByLabel('Gallery description').fill('Ana: a look inside.');
    await ana.getByRole('button', { name: 'Save' }).click();
    await ana.getByText(SAVED).waitFor();

    await ben.getByLabel('Gallery description').fill('Ben: the rooms and the pool.');
    await ben.getByRole('button', { name: 'Save' }).click();
    await ben.getByText(REFUSED).waitFor();
    await expect(ben.getByLabel('Gallery description').inputValue()).resolves.toBe('Ben: the rooms and the pool.');
    expect(await galleryDescription()).toBe('Ana: a look inside.');
    await Promise.all([ana.close(), ben.close()]);
  }, 60_000);

  it('a gallery caption edited meanwhile by someone else: the dialog stays open with the message and the typed caption', async () => {
    const ana = await openPropertyEditor(ANA);
    const ben = await openPropertyEditor(BEN);
    const editFirst = async (page: Page, caption: string) => {
      await page.locator('section#gallery').getByRole('button', { name: /^Edit / }).first().click();
      await page.getByRole('dialog').getByLabel('Caption').fill(caption);
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    };

    await editFirst(ana, 'Ana: the lobby');
    await ana.getByRole('dialog').waitFor({ state: 'detached' });
    await editFirst(ana, 'Ana: the lobby at night');
    await ana.getByRole('dialog').waitFor({ state: 'detached' });

    await editFirst(ben, 'Ben: front desk');
    await ben.getByRole('dialog').getByRole('alert').filter({ hasText: CONFLICT_MESSAGES.staleVersion }).waitFor();
    await expect(ben.getByRole('dialog').getByLabel('Caption').inputValue()).resolves.toBe('Ben: front desk');
    const captions = await withDb(suite.server, (db) => db.selectFrom('property_images').select('caption').where('property_id', '=', 1).execute());
    expect(captions.map((c) => c.caption)).toContain('Ana: the lobby at night');
    expect(captions.map((c) => c.caption)).not.toContain('Ben: front desk');
    await Promise.all([ana.close(), ben.close()]);
  }, 60_000);

  it('a lease period edited meanwhile by someone else: the dialog shows the message and keeps the typed name', async () => {
    const open = async (account: typeof ANA) => {
      const page = await suite.page(DESKTOP, account);
      await settledGoto(page, `${suite.server.url}/new/manager/settings/lease-periods`);
      await page.waitForSelector('.rdg-row');
      await page.locator('.rdg-row', { has: page.getByText('Summer 2027', { exact: true }) }).locator('.rdg-cell').first().dblclick();
      await page.getByRole('dialog', { name: 'Edit Lease Period' }).waitFor();
      return page;
    };
    const ana = await open(ANA);
    const ben = await open(BEN);

    await ana.getByRole('dialog').getByLabel('Name').fill('Summer 2027 (Ana)');
    await ana.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await ana.getByText('Lease period edited.').waitFor();

    await ben.getByRole('dialog').getByLabel('Name').fill('Summer 2027 (Ben)');
    await ben.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await ben.getByRole('dialog').getByRole('alert').filter({ hasText: CONFLICT_MESSAGES.staleVersion }).waitFor();
    await expect(ben.getByRole('dialog').getByLabel('Name').inputValue()).resolves.toBe('Summer 2027 (Ben)');
    const names = await withDb(suite.server, (db) => db.selectFrom('lease_periods').select('name').execute());
    expect(names.map((n) => n.name)).toContain('Summer 2027 (Ana)');
    expect(names.map((n) => n.name)).not.toContain('Summer 2027 (Ben)');

    // Ana edits the same period again: the grid reloaded with the new version, so no conflict.
    await ana.locator('.rdg-row', { has: ana.getByText('Summer 2027 (Ana)', { exact: true }) }).locator('.rdg-cell').first().dblclick();
    await ana.getByRole('dialog').getByLabel('Name').fill('Summer 2027');
    await ana.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await ana.getByRole('dialog').waitFor({ state: 'detached' });
    await Promise.all([ana.close(), ben.close()]);
  }, 60_000);
});
