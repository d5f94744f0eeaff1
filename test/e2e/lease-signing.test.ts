import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import type { Lease } from '../../shared/leases/lease-types';
import { GUARANTOR_PAGE_TEXTS as G, SIGNING_TEXTS as S } from '../../shared/leases/signing-texts';
import { MY_LEASE_TEXTS as MY } from '../../shared/leases/my-lease-texts';
import { CEREMONY_TEXTS as T } from '../../client/signing/signing-ui-texts';
import { lastMailTo } from '../helpers/outbox';
import { managerSuite } from './manager-helpers';
import { approvedOnFreeBed } from './executed-lease';
import { DESKTOP, horizontalOverflow, hydrated, PHONE, screenshot, settledGoto, withDb } from './page-helpers';

const shots = path.resolve('test-results/screenshots/lease-signing');
const pictures = path.resolve('docs/pictures');
const MANAGER = { email: 'signing.manager@example.com', password: 'Manager-pass-1', firstName: 'Nora' };
const STUDENT = { email: 'jordan.signing@example.com', password: 'Student-pass-1', first: 'Jordan', last: 'Rivera' };
const GUARANTOR = { name: 'Zoë Ñúñez', email: 'zoe.guarantor@example.com' };
const DOCUMENTS = ['Academic year lease', 'Guarantor agreement'];
/** Screenshots of the guarantor's page and the signed My lease, looked at for issue 44. */
const looked = path.join(shots, 'looked-at');

let leaseId: number;

const suite = managerSuite(MANAGER, undefined, async () => {
  // An approved application for the demo's first property naming a guarantor, and a bed its plan is offered for.
  const { applicationId, bedId, planId } = await withDb(suite.server, (db) => approvedOnFreeBed(db, STUDENT, STUDENT.password, { lg_name: GUARANTOR.name, lg_email: GUARANTOR.email }));
  const manager = await suite.page();
  const assigned = await manager.request.post(`${suite.server.url}/api/leases/`, { data: { application_id: applicationId, bed_id: bedId } });
  expect(assigned.status()).toBe(201);
  leaseId = ((await assigned.json()) as Lease).id;
  await manager.close();
  (globalThis as { planId?: number }).planId = planId;
});

async function studentPage(): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await settledGoto(page, `${suite.server.url}/new/login`);
  await page.fill('input[name=email]', STUDENT.email);
  await page.fill('input[name=password]', STUDENT.password);
  await Promise.all([page.waitForURL(/\/new\/tenant\/reservations$/), page.getByRole('button', { name: 'Sign In' }).click()]);
  return page;
}

/** Draws a stroke across a canvas with the mouse, as a person signs. */
async function drawOn(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) await page.mouse.move(box.x + 20 + ((box.width - 40) * i) / 24, y + Math.sin(i / 2) * (box.height / 4), { steps: 2 });
  await page.mouse.up();
}

/** Applies every place of the ceremony, one tap each, waiting for each to be saved. */
async function applyAll(scope: Locator): Promise<void> {
  const buttons = scope.getByRole('button', { name: /^Apply (signature|initials|date):/ });
  while ((await buttons.count()) > 0) {
    const before = await buttons.count();
    await buttons.first().click();
    for (let waited = 0; (await buttons.count()) >= before; waited += 100) {
      if (waited > 10_000) throw new Error('a place was not saved');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Consent, review, adopt (drawn signature, and initials drawn or typed), apply, complete. */
async function signThrough(page: Page, scope: Locator, opts: { typedInitials: boolean; documents: string[]; reads: string; shotName?: string }): Promise<void> {
  await scope.getByText(S.consentStatement).waitFor();
  if (opts.shotName) await screenshot(page, { path: path.join(shots, `${opts.shotName}-consent.png`), fullPage: true });
  expect(await scope.getByRole('link', { name: S.disclosureLink }).getAttribute('href')).toBe('/new/signing-disclosure');
  await scope.getByRole('button', { name: S.consentButton }).click();
  await scope.getByRole('heading', { name: T.reviewTitle }).waitFor();
  // Each document is read here, in a frame on the page: no address of the API to follow, and the page stays.
  expect(await scope.locator('a[href*="/html/"]').count()).toBe(0);
  const address = page.url();
  const documents = scope.getByTestId('signing-document');
  expect(await documents.count()).toBe(opts.documents.length);
  for (const [i, name] of opts.documents.entries()) {
    const read = documents.nth(i).getByRole('button', { name: `${T.read}: ${name}` });
    await read.click();
    const reader = documents.nth(i).getByTestId('document-reader');
    expect(await reader.getAttribute('title')).toBe(name);
    await reader.contentFrame().getByRole('heading').first().waitFor();
    expect(await reader.contentFrame().locator('main').textContent()).toContain(opts.reads);
    expect((await reader.boundingBox())!.height).toBeGreaterThan(300);
    if (opts.shotName && i === 0) await screenshot(page, { path: path.join(shots, `${opts.shotName}-reading.png`), fullPage: false });
    await documents.nth(i).getByRole('button', { name: `${T.hide}: ${name}` }).click();
    expect(await reader.count()).toBe(0);
  }
  expect(page.url()).toBe(address);
  await scope.getByRole('button', { name: T.continue }).click();

  // An empty pad is refused with the server's message before anything is sent.
  await scope.getByRole('button', { name: T.adopt }).click();
  await scope.getByText(/almost empty/).first().waitFor();
  // Every pad is ready (signature_pad sized its canvas from the default 300 wide) before anyone draws.
  await page.waitForFunction(() => [...document.querySelectorAll('canvas[data-testid^="draw-"]')].every((c) => c.getAttribute('width') !== '300'));
  await drawOn(page, scope.getByTestId('draw-signature'));
  const initials = scope.getByTestId('draw-initials');
  if (await initials.count()) {
    if (opts.typedInitials) {
      await scope.getByRole('group', { name: 'Initials: Draw / Type' }).getByRole('button', { name: T.type }).click();
      await scope.getByLabel(T.typedInitials).fill('JR');
      await page.waitForTimeout(500);
    } else await drawOn(page, initials);
  }
  await scope.getByRole('button', { name: T.adopt }).click();
  // Either the next step, or a refusal whose words say why (a pad that kept no ink).
  const refusal = scope.getByRole('alert').filter({ hasText: /almost empty/ });
  await scope.getByRole('heading', { name: T.applyTitle }).or(refusal).first().waitFor();
  expect(await refusal.allTextContents()).toEqual([]);
  // Signing with places still empty is refused with each one named; the refusal goes once every place is filled.
  await scope.getByRole('button', { name: S.completeButton }).click();
  const missing = scope.getByRole('alert').filter({ hasText: /^Fill every required place before you complete/ });
  await missing.waitFor();
  await applyAll(scope);
  await scope.getByText(T.allFilled).waitFor();
  expect(await missing.count()).toBe(0);
  expect(await scope.locator('[data-testid="signing-slot"] img').count()).toBeGreaterThan(0);
  if (opts.shotName) await screenshot(page, { path: path.join(shots, `${opts.shotName}-applied.png`), fullPage: true });
  await scope.getByRole('button', { name: S.completeButton }).click();
}

/**
 * Declining, refused for its reason and then failed for the server's: each says why in its place (the
 * refusal under the reason, the failure above it), what was typed stays, and the signer can still sign.
 */
async function declineRefusedThenFailed(page: Page, scope: Locator): Promise<void> {
  await page.route('**/decline/', (route) => route.fulfill({ status: 400, json: { reason: ['Say why in fewer words.'] } }), { times: 1 });
  await scope.getByRole('button', { name: S.declineButton }).click();
  const dialog = page.getByRole('dialog', { name: S.declineButton });
  await dialog.getByLabel(S.declineReasonLabel).fill('Not today.');
  await dialog.getByRole('button', { name: S.declineButton }).click();
  await dialog.getByText('Say why in fewer words.').waitFor();
  expect(await dialog.getByLabel(S.declineReasonLabel).getAttribute('aria-invalid')).toBe('true');
  expect(await dialog.getByRole('alert').count()).toBe(0);

  await page.route('**/decline/', (route) => route.fulfill({ status: 503, json: { detail: 'The server is busy.' } }), { times: 1 });
  await dialog.getByRole('button', { name: S.declineButton }).click();
  await dialog.getByRole('alert').getByText('The server is busy.').waitFor();
  expect(await dialog.getByText('Say why in fewer words.').count()).toBe(0);
  expect(await dialog.getByLabel(S.declineReasonLabel).inputValue()).toBe('Not today.');
  await dialog.getByRole('button', { name: T.cancel }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Every signed file a ceremony links to answers a PDF; the first final PDF and the certificate are saved. */
async function downloadsArePdfs(page: Page, scope: Locator): Promise<{ final: Buffer; certificate: Buffer }> {
  const finals = scope.getByRole('link', { name: new RegExp(`^${T.downloadSigned}`) });
  // The signed files are listed once the screen has read the executed lease's documents, which may follow the Executed badge.
  await finals.first().waitFor({ timeout: 30_000 });
  const bodies: Buffer[] = [];
  for (const link of [...(await finals.all()), scope.getByRole('link', { name: T.downloadCertificate })]) {
    const res = await page.request.get(new URL((await link.getAttribute('href'))!, suite.server.url).href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    const body = await res.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    bodies.push(body);
  }
  return { final: bodies[0]!, certificate: bodies[bodies.length - 1]! };
}

describe('signing a lease', () => {
  it('the student signs on a phone, the guarantor through the mailed link, the manager countersigns; everyone downloads the signed files', async () => {
    const student = await studentPage();
    const planId = (globalThis as { planId?: number }).planId!;
    // Choosing the plan makes the packet (its PDFs render on the server: seconds on a busy machine).
    const chosen = await student.request.put(`${suite.server.url}/api/leases/${leaseId}/plan/`, { data: { payment_plan_id: planId }, timeout: 30_000 });
    expect(chosen.status()).toBe(200);

    await settledGoto(student, `${suite.server.url}/new/tenant/lease`);
    await hydrated(student, 'signing-ceremony');
    await hydrated(student, 'live-lease-status');
    const status = student.getByTestId('lease-status');
    expect(await status.textContent()).toBe('Ready to sign');
    const ceremony = student.getByTestId('signing-ceremony');
    await signThrough(student, ceremony, { typedInitials: true, documents: DOCUMENTS, reads: `${STUDENT.first} ${STUDENT.last}`, shotName: 'student-375' });
    await ceremony.getByRole('heading', { name: T.signedTitle }).waitFor();
    // The status says Signing at once, with no reload; the guarantor is waited for by name until she opens her link.
    expect(await status.textContent()).toBe('Signing');
    expect(await ceremony.getByTestId('signer-progress').locator('[data-state="unopened"]').textContent()).toBe(T.waitingForSigner(GUARANTOR.name));
    expect(await ceremony.getByTestId('signer-progress').textContent()).not.toContain(T.signerStatus.turn);
    // The documents stay listed below, server-rendered.
    expect(await student.getByTestId('lease-document').count()).toBeGreaterThan(0);

    // The guarantor opens the mailed link on a phone: the header names the company only; the page says whose lease she guarantees, of what, for how much.
    const mail = await withDb(suite.server, (db) => lastMailTo(db, GUARANTOR.email));
    expect(mail.path).toMatch(/^\/new\/sign\//);
    const guarantorContext = await suite.browser.newContext({ viewport: PHONE });
    const guarantor = await guarantorContext.newPage();
    await settledGoto(guarantor, `${suite.server.url}${mail.path}`);
    expect(await guarantor.locator('header a:not([href="#main"])').count()).toBe(1);
    const bed = await withDb(suite.server, (db) =>
      db.selectFrom('leases as x').innerJoin('layouts as l', 'l.id', 'x.layout_id').innerJoin('properties as p', 'p.id', 'x.property_id').select(['p.name as property', 'l.building', 'l.floor', 'l.unit', 'l.room', 'l.bed']).where('x.id', '=', leaseId).executeTakeFirstOrThrow(),
    );
    const premises = `${bed.building}, Floor ${bed.floor}, Unit ${bed.unit}, Room ${bed.room}, Bed ${bed.bed}`;
    const summary = guarantor.getByTestId('guaranty-summary');
    expect(await guarantor.getByRole('heading', { level: 1 }).textContent()).toBe(G.heading);
    expect(await summary.locator('.asks').textContent()).toBe(`${STUDENT.first} ${STUDENT.last} asks you to guarantee their lease of ${premises} at ${bed.property} for Academic Year 2026-2027 (Aug 20, 2026 – May 14, 2027).`);
    expect(await summary.textContent()).toContain(G.meaning(`${STUDENT.first} ${STUDENT.last}`));
    expect(await guarantor.getByTestId('guaranty-total').textContent()).toBe('$8,500.00');
    expect(await horizontalOverflow(guarantor)).toBeLessThanOrEqual(0);
    await hydrated(guarantor, 'signing-ceremony');
    if (process.env.SCREENSHOTS) mkdirSync(looked, { recursive: true });
    await screenshot(guarantor, { path: path.join(looked, 'guarantor-375.png'), fullPage: true });
    const guarantorCeremony = guarantor.getByTestId('signing-ceremony');
    await guarantorCeremony.getByRole('button', { name: S.consentButton }).waitFor();
    await declineRefusedThenFailed(guarantor, guarantorCeremony);
    // Opened: the student's page now says she is signing.
    await settledGoto(student, `${suite.server.url}/new/tenant/lease`);
    await hydrated(student, 'signing-ceremony');
    await ceremony.getByTestId('signer-progress').locator('[data-state="turn"]').waitFor();
    expect(await ceremony.getByTestId('signer-progress').locator('[data-state="turn"]').textContent()).toBe(T.signerStatus.turn);
    await signThrough(guarantor, guarantorCeremony, { typedInitials: false, documents: DOCUMENTS, reads: `${STUDENT.first} ${STUDENT.last}`, shotName: 'guarantor-375' });
    await guarantorCeremony.getByRole('heading', { name: T.signedTitle }).waitFor();
    await guarantor.setViewportSize(DESKTOP);
    await screenshot(guarantor, { path: path.join(looked, 'guarantor-1280-signed.png'), fullPage: true });
    await guarantor.setViewportSize(PHONE);

    // A bad link says so.
    await settledGoto(guarantor, `${suite.server.url}/new/sign/not-a-link`);
    await guarantor.getByText(/This signing link is not valid/).waitFor();

    // The manager countersigns from the lease page.
    const manager = await suite.page(DESKTOP);
    await settledGoto(manager, `${suite.server.url}/new/manager/leases/${leaseId}`);
    const card = manager.getByTestId('lease-signing');
    await signThrough(manager, card, { typedInitials: false, documents: DOCUMENTS, reads: `${STUDENT.first} ${STUDENT.last}`, shotName: 'manager-1280' });
    // The last complete stamps every document and makes the certificate.
    await card.getByTestId('signing-executed').waitFor({ timeout: 30_000 });
    await manager.getByText('Executed', { exact: true }).first().waitFor();
    await screenshot(manager, { path: path.join(shots, 'manager-1280-executed.png'), fullPage: true });
    await manager.setViewportSize(PHONE);
    await screenshot(card, { path: path.join(shots, 'manager-375-signing-card.png') });
    const fromManager = await downloadsArePdfs(manager, card);

    await settledGoto(student, `${suite.server.url}/new/tenant/lease`);
    await hydrated(student, 'signing-ceremony');
    await ceremony.getByTestId('signing-executed').waitFor();
    // Signed by everyone: nothing sends the student to sign any more; the documents are the signed ones.
    const myLease = (await student.getByTestId('lease').innerText()).replace(/\s+/g, ' ');
    for (const gone of [MY.roles.signing.tenant, MY.roles.signing.guarantor, 'You sign them above']) expect(myLease).not.toContain(gone);
    expect(await student.getByTestId('documents-intro').textContent()).toBe(MY.documentsIntro.signed);
    expect(await student.getByTestId('lease-document').first().textContent()).toContain(MY.roles.signed.tenant);
    expect(await student.getByTestId('lease-status').textContent()).toBe('Executed');
    expect(await horizontalOverflow(student)).toBeLessThanOrEqual(0);
    await screenshot(student, { path: path.join(shots, 'student-375-executed.png'), fullPage: true });
    await screenshot(student, { path: path.join(looked, 'my-lease-375-signed.png'), fullPage: true });
    await student.setViewportSize(DESKTOP);
    await screenshot(student, { path: path.join(shots, 'student-1280-executed.png'), fullPage: true });
    await screenshot(student, { path: path.join(looked, 'my-lease-1280-signed.png'), fullPage: true });
    await downloadsArePdfs(student, ceremony);

    // The guarantor is mailed a new link to the signed files.
    const executedMail = await withDb(suite.server, (db) => lastMailTo(db, GUARANTOR.email));
    expect(executedMail.path).not.toBe(mail.path);
    await settledGoto(guarantor, `${suite.server.url}${executedMail.path}`);
    await hydrated(guarantor, 'signing-ceremony');
    await guarantorCeremony.getByTestId('signing-executed').waitFor();
    await screenshot(guarantor, { path: path.join(shots, 'guarantor-375-executed.png'), fullPage: true });
    await downloadsArePdfs(guarantor, guarantorCeremony);

    if (process.env.SCREENSHOTS) {
      mkdirSync(pictures, { recursive: true });
      for (const [name, bytes] of [['signed-lease-page', fromManager.final], ['certificate-of-completion', fromManager.certificate]] as const) {
        const file = path.join(shots, `${name}.pdf`);
        writeFileSync(file, bytes);
        execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, path.join(pictures, name)]);
      }
    }
    await student.context().close();
    await guarantorContext.close();
    await manager.close();
  }, 150_000);
});
