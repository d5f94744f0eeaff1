import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CEREMONY_TEXTS as C } from '../../client/signing/signing-ui-texts';
import { privateFilesDir } from '../../server/config';
import { privateFilePath } from '../../server/uploads/private-files';
import { EXECUTION_TEXTS as T } from '../../shared/leases/execution-texts';
import { premisesLabel } from '../../shared/leases/premises';
import { SIGNING_TEXTS as S } from '../../shared/leases/signing-texts';
import { animatedPng } from '../helpers/animated-png';
import { seriousViolations } from './axe';
import { leaseThroughApi } from './executed-lease';
import { managerSuite, snackbar } from './manager-helpers';
import { DESKTOP, horizontalOverflow, newPage, PHONE, screenshot, settledGoto, signInThroughForm, until, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots/lease-not-finalized');
const MANAGER = { email: 'fin.manager@example.com', password: 'Staff-Pass-1', firstName: 'Fin' };
const MAINTENANCE = { email: 'fin.fixit@example.com', password: 'Staff-Pass-1', firstName: 'Max' };
const STUDENT = { email: 'nia.stamp@example.com', first: 'Nia', last: 'Stamp' };
let leaseId: number;
let imageFile: string;
let still: Buffer;
let reason: string;

const shot = (page: Page, name: string) => screenshot(page, { path: path.join(shots, name), fullPage: true });
const alertCard = (page: Page) => page.getByTestId('alert-leases_not_finalized');

const suite = managerSuite(MANAGER, MAINTENANCE, async () => {
  const manager = await suite.page();
  leaseId = await leaseThroughApi(suite.browser, suite.server, manager.request, STUDENT, 'tenant signed');
  // The tenant's stored signature becomes an animated PNG: the PDF stamper refuses it when the landlord completes.
  const fill = await withDb(suite.server, (db) =>
    db
      .selectFrom('lease_slot_fills as f')
      .innerJoin('lease_slots as s', 's.id', 'f.slot_id')
      .innerJoin('lease_documents as d', 'd.id', 's.document_id')
      .select(['f.image_file', 's.page', 'd.name'])
      .where('f.lease_id', '=', leaseId)
      .where('s.signer', '=', 1)
      .where('s.kind', '=', 'sig')
      .executeTakeFirstOrThrow(),
  );
  imageFile = privateFilePath(privateFilesDir(suite.server.env.DATABASE_PATH!), fill.image_file!);
  still = await readFile(imageFile);
  await writeFile(imageFile, animatedPng(still));
  reason = T.reasons.stampRefused('Tenant Signature', fill.page, fill.name, 'Animated PNGs are not supported');
  await manager.close();
});

describe('a lease that could not be finalized, in Chromium', () => {
  it('tells the manager who countersigns last that the signature is recorded but the lease could not be finalized, not that it is done', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}/new/manager/leases/${leaseId}`);
    const card = page.getByTestId('lease-signing');
    await card.getByRole('button', { name: S.consentButton }).click();
    await card.getByRole('button', { name: C.continue }).click();
    await card.getByRole('group', { name: `${C.signature}: ${C.draw} / ${C.type}` }).getByRole('button', { name: C.type }).click();
    await card.getByLabel(C.typedName).fill('Fin Manager');
    // The handwriting font draws the typed name once it has loaded.
    await page.waitForTimeout(500);
    await card.getByRole('button', { name: C.adopt }).click();
    await card.getByRole('heading', { name: C.applyTitle }).waitFor();
    const places = card.getByRole('button', { name: /^Apply (signature|date):/ });
    for (let left = await places.count(); left > 0; left--) {
      await places.first().click();
      await until(() => places.count(), left - 1, 10_000);
    }
    await card.getByRole('button', { name: S.completeButton }).click();

    const outcome = card.getByTestId('signing-not-finalized');
    await outcome.waitFor({ timeout: 30_000 });
    expect(await outcome.getByRole('heading').innerText()).toBe(C.notFinalizedTitle);
    expect(await outcome.innerText()).toContain(C.notFinalizedLandlord);
    expect(await outcome.innerText()).toContain(T.notFinalized(reason));
    expect(await card.getByTestId('signing-executed').count()).toBe(0);
    // The lease's status follows, with Retry beside Void.
    await page.getByTestId('lease-not-finalized').waitFor();
    expect(await page.getByTestId('lease-not-finalized').innerText()).toBe(T.notFinalized(reason));
    await page.getByRole('button', { name: T.retry }).waitFor();
    await shot(page, 'countersigned-1280.png');
    await page.close();
  }, 60_000);

  it('shows the student their lease could not be finalized yet and that their signature is recorded', async () => {
    const { page } = await newPage(suite.browser, PHONE);
    // leaseThroughApi's students sign in with this password.
    await signInThroughForm(page, suite.server, { email: STUDENT.email, password: 'Student-pass-1' });
    await settledGoto(page, `${suite.server.url}/new/tenant/lease`);
    expect(await page.getByTestId('lease-status').innerText()).toBe(T.notFinalized(reason));
    const outcome = page.getByTestId('signing-not-finalized');
    await outcome.waitFor();
    expect(await outcome.getByRole('heading').innerText()).toBe(C.notFinalizedTitle);
    expect(await outcome.innerText()).toContain(C.notFinalizedIntro);
    expect(await page.getByText(C.executedTitle).count()).toBe(0);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    await shot(page, 'my-lease-375.png');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'my-lease-1280.png');
    await page.context().close();
  });

  it('alerts the managers with the reason and Retry; Retry answers the reason while the cause stays, and executes the lease once it is fixed', async () => {
    const page = await suite.page();
    await settledGoto(page, `${suite.server.url}/new/manager/alerts`);
    const card = alertCard(page);
    await card.waitFor();
    expect(await card.locator('h3').innerText()).toMatch(/^Signed leases that could not be finalized\s*1$/);
    const item = card.getByRole('listitem');
    expect(await item.getByRole('link').innerText()).toBe(`Nia Stamp (The Rio on 24th, ${await premises()}): ${T.notFinalized(reason)}`);
    await shot(page, 'alerts-1280.png');
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    await shot(page, 'alerts-375.png');
    await page.setViewportSize(DESKTOP);

    // Retry from the alert while the image is still refused: the reason, and the alert stays.
    await item.getByRole('button', { name: T.retry }).click();
    await snackbar(page, T.notFinalized(reason)).waitFor();
    await item.getByRole('button', { name: T.retry }).waitFor();
    expect(await card.count()).toBe(1);

    // The lease: its status says why, the landlord's signing says the countersignature is recorded.
    await item.getByRole('link').click();
    await page.waitForURL(`${suite.server.url}/new/manager/leases/${leaseId}`);
    const status = page.getByTestId('lease-not-finalized');
    await status.waitFor();
    expect(await status.innerText()).toBe(T.notFinalized(reason));
    const landlord = page.getByTestId('lease-signing').getByTestId('signing-not-finalized');
    await landlord.waitFor();
    expect(await landlord.innerText()).toContain(C.notFinalizedLandlord);
    expect(await page.getByText(T.notFinalized(reason)).count()).toBeGreaterThanOrEqual(2);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'lease-1280.png');
    await page.setViewportSize(PHONE);
    expect(await until(() => horizontalOverflow(page), 0)).toBe(0);
    await shot(page, 'lease-375.png');
    await page.setViewportSize(DESKTOP);

    // In the list too.
    await settledGoto(page, `${suite.server.url}/new/manager/leases`);
    await page.getByTestId('lease-not-finalized').first().waitFor();
    expect(await page.getByTestId('lease-not-finalized').first().getAttribute('title')).toBe(T.notFinalized(reason));
    await shot(page, 'leases-1280.png');

    // Fixed (an operator restores the file): Retry on the lease executes it.
    await writeFile(imageFile, still);
    await settledGoto(page, `${suite.server.url}/new/manager/leases/${leaseId}`);
    await page.getByRole('button', { name: T.retry }).click();
    await snackbar(page, T.executed).waitFor();
    await page.getByRole('button', { name: T.retry }).waitFor({ state: 'detached' });
    await page.getByText('Executed', { exact: true }).first().waitFor();
    expect(await page.getByTestId('lease-not-finalized').count()).toBe(0);
    await page.getByTestId('signing-executed').waitFor();
    await shot(page, 'lease-executed-1280.png');

    // Handled, gone from the alerts.
    await settledGoto(page, `${suite.server.url}/new/manager/alerts`);
    await page.getByRole('heading', { name: 'Needs you now' }).waitFor();
    await page.getByTestId('alerts-nothing-waiting').or(page.getByTestId('alerts-clear')).waitFor();
    expect(await alertCard(page).count()).toBe(0);
    await page.close();
  }, 90_000);
});

/** The lease's bed as mails, alerts and screens name it. */
const premises = () =>
  withDb(suite.server, async (db) => premisesLabel(await db.selectFrom('leases as x').innerJoin('layouts as l', 'l.id', 'x.layout_id').select(['l.building', 'l.floor', 'l.unit', 'l.room', 'l.bed']).where('x.id', '=', leaseId).executeTakeFirstOrThrow()));
