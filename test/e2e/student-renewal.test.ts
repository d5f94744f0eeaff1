import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { APIRequestContext, Page } from 'playwright-core';
import type { Db } from '../../server/db/database';
import { RENEW_TEXTS as R } from '../../client/public/pages/renew/renew-texts';
import type { Lease } from '../../shared/leases/lease-types';
import { MY_LEASE_TEXTS as T } from '../../shared/leases/my-lease-texts';
import { premisesLabel } from '../../shared/leases/premises';
import { RENEWAL_MESSAGES, renewalPath } from '../../shared/leases/renewal-rules';
import type { SigningState } from '../../shared/leases/signing-types';
import { MESSAGES } from '../../shared/messages';
import { pageTitle } from '../../shared/page-title';
import { signaturePng } from '../helpers/lease-fixture';
import { lastMailTo } from '../helpers/outbox';
import { insertUser } from '../../server/queries/users';
import { hashOnce } from '../helpers/password-hash';
import { executedLease, signAll } from './executed-lease';
import { seriousViolations } from './axe';
import { managerSuite } from './manager-helpers';
import { apiJson, authModal, DESKTOP, holdIsland, horizontalOverflow, hydrated, openModalWith, overflowingElements, PHONE, screenshot, settledGoto, settling, shootBoth, signInThroughForm, watchPage, withDb } from './page-helpers';
import { dayFromToday } from '../helpers/company-day';

// SCREENSHOTS=1 (and RENEWAL_SHOTS for another folder) saves the renewal's screens at both widths for people to look at.
const shots = path.resolve(process.env.RENEWAL_SHOTS ?? 'test-results/screenshots/student-renewal');
const MANAGER = { email: 'renew.manager@example.com', password: 'Manager-pass-1', firstName: 'Rhea' };
const PASSWORD = 'Student-pass-1';
const RIA = { email: 'ria.renews@example.com', password: PASSWORD, first: 'Ria', last: 'Santos' };
const TOM = { email: 'tom.moves@example.com', password: PASSWORD, first: 'Tom', last: 'Berg' };
const LEE = { email: 'lee.leaves@example.com', password: PASSWORD, first: 'Lee', last: 'Park' };
const NED = { email: 'ned.new@example.com', password: PASSWORD, first: 'Ned', last: 'Nolan' };
const KAI = { email: 'kai.plain@example.com', password: PASSWORD, first: 'Kai', last: 'Olsen' };
const NEXT = 'Academic Year 2027-2028';
const GUARANTOR = { name: 'Ada Santos', email: 'ada.santos@example.com', phone: '(512) 555-0177', address: '12 Oak St\nAustin, TX 78701' };

const deadline = dayFromToday(30);
let managerApi: APIRequestContext;
let periodId: number;
let leases: { ria: number; tom: number; lee: number; kai: number };
let beds: { ria: string; tom: string; kai: string; tomBuilding: string; transfer: string; transferId: number; transferBuilding: string };

const bedOf = async (db: Db, leaseId: number) => db.selectFrom('leases as l').innerJoin('layouts as b', 'b.id', 'l.layout_id').select(['b.id', 'b.building', 'b.floor', 'b.unit', 'b.room', 'b.bed']).where('l.id', '=', leaseId).executeTakeFirstOrThrow();

/**
 * The renewal season of the demo's academic year 2027–2028 (it renews from 2026–2027 and offers
 * same-bed renewals): a deadline 30 days away, the company's lease and guaranty, a Renewal Tenant
 * plan on the residents' beds and a Renewal Transfer Tenant plan on one free bed.
 */
async function season(db: Db): Promise<void> {
  const current = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', 'Academic Year 2026-2027').executeTakeFirstOrThrow();
  const next = await db.selectFrom('lease_periods').select('id').where('property_id', '=', 1).where('name', '=', NEXT).executeTakeFirstOrThrow();
  periodId = next.id;
  await db.updateTable('lease_periods').set({ renewal_deadline: deadline }).where('id', '=', next.id).execute();
  const templates = await db.selectFrom('lease_period_templates').select(['kind', 'template_id']).where('lease_period_id', '=', current.id).execute();
  await db.insertInto('lease_period_templates').values(templates.map((t) => ({ ...t, lease_period_id: next.id }))).execute();
  const [ria, tom, lee, kai] = await Promise.all([bedOf(db, leases.ria), bedOf(db, leases.tom), bedOf(db, leases.lee), bedOf(db, leases.kai)]);
  const transfer = await db.selectFrom('layouts').select(['id', 'building', 'floor', 'unit', 'room', 'bed']).where('property_id', '=', 1).where('id', 'not in', [ria.id, tom.id, lee.id, kai.id]).orderBy('id', 'desc').executeTakeFirstOrThrow();
  beds = { ria: premisesLabel(ria), tom: premisesLabel(tom), kai: premisesLabel(kai), tomBuilding: tom.building, transfer: premisesLabel(transfer), transferId: transfer.id, transferBuilding: transfer.building };
  const rent = await db.selectFrom('account_codes').select('id').where('organization_id', '=', 1).where('name', '=', 'Rent').executeTakeFirstOrThrow();
  const plan = async (name: string, type: 'Renewal Tenant' | 'Renewal Transfer Tenant', bedIds: number[], cents: number) => {
    const { id } = await db.insertInto('payment_plans').values({ property_id: 1, lease_period_id: next.id, name, type, approved: 1, total_cents: cents, effective_start_date: '2020-01-01', effective_end_date: '2099-12-31' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('ledger_entries').values({ payment_plan_id: id, position: 0, due_date: '2027-08-19', account_code_id: rent.id, description: 'Rent 2027-2028', charge_cents: cents, credit_cents: 0 }).execute();
    await db.insertInto('payment_plan_assignments').values(bedIds.map((layout_id) => ({ layout_id, payment_plan_id: id }))).execute();
  };
  await plan('Renewal 2027-2028', 'Renewal Tenant', [ria.id, tom.id, lee.id, kai.id], 780000);
  await plan('Transfer 2027-2028', 'Renewal Transfer Tenant', [transfer.id], 790000);
  // Ria's last application named a guarantor and her account a mobile number; Lee is not renewing.
  const riaLease = await db.selectFrom('leases').select(['application_id', 'user_id']).where('id', '=', leases.ria).executeTakeFirstOrThrow();
  await db.updateTable('rental_applications').set({ answers: JSON.stringify({ lg_name: GUARANTOR.name, lg_email: GUARANTOR.email, lg_phone: GUARANTOR.phone, lg_address: GUARANTOR.address }) }).where('id', '=', riaLease.application_id).execute();
  await db.updateTable('users').set({ cell_phone: '(512) 555-0101' }).where('id', '=', riaLease.user_id).execute();
  await db.updateTable('leases').set({ not_renewing_reason: 'Graduating in May', not_renewing_by: 'Rhea' }).where('id', '=', leases.lee).execute();
  await insertUser(db, { email: NED.email, passwordHash: await hashOnce(NED.password), roles: ['student'], firstName: NED.first, lastName: NED.last });
}

const suite = managerSuite(MANAGER, undefined, async () => {
  managerApi = (await suite.page()).request;
  // One at a time: each takes the next free bed of the academic year.
  const ria = await executedLease(suite.browser, suite.server, managerApi, RIA);
  const tom = await executedLease(suite.browser, suite.server, managerApi, TOM);
  const lee = await executedLease(suite.browser, suite.server, managerApi, LEE);
  const kai = await executedLease(suite.browser, suite.server, managerApi, KAI);
  leases = { ria, tom, lee, kai };
  await withDb(suite.server, season);
});

/** The card of a lease period in the property page's carousel. */
const periodCard = (page: Page, name: string) => page.locator('#lease-periods [data-testid="lease-period"]').filter({ has: page.locator('h3', { hasText: name }) });

const renewalLeaseOf = (leaseId: number) => withDb(suite.server, (db) => db.selectFrom('leases').select(['id', 'kind', 'status', 'layout_id', 'lease_period_id']).where('renews_lease_id', '=', leaseId).execute());

describe('a resident renews', () => {
  it('keeps their bed from My lease on a phone: the renewal card, the plans and their totals, the confirm step with what they had, then the plan and the signatures', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await signInThroughForm(page, suite.server, RIA);
    await settledGoto(page, `${suite.server.url}/new/tenant/lease`);

    // My lease: the executed lease, and above it the period she may renew into, with the deadline to keep her bed.
    const offer = page.getByTestId('renewal-offer');
    expect(await offer.count()).toBe(1);
    expect(await offer.getByRole('heading', { level: 2 }).textContent()).toBe(`Renew for ${NEXT}`);
    expect(await offer.textContent()).toContain(R.deadline(deadline));
    expect(R.deadline(deadline)).toMatch(/^Renew by [A-Z][a-z]+ \d{1,2}, \d{4} to keep your bed$/);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shootBoth(page, shots, '1-my-lease-renewal');

    // The renewal page: the period, the deadline, her own bed with its Renewal Tenant plan and total (the New Tenant plan is not offered).
    await Promise.all([page.waitForURL(new RegExp(`${renewalPath(periodId)}$`)), offer.getByRole('link', { name: R.cardLink }).click()]);
    expect(await page.title()).toBe(pageTitle(R.title));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Renew for ${NEXT}`);
    expect(await page.getByText(R.deadline(deadline)).count()).toBe(1);
    await hydrated(page, 'renewal-form');
    const keep = page.getByRole('radio', { name: R.keepBed(beds.ria) });
    expect(await keep.isChecked()).toBe(true);
    expect(await page.getByRole('list', { name: `${R.plansOffered}: ${beds.ria}` }).textContent()).toBe('Renewal 2027-2028: Total $7,800.00');
    expect(await page.getByRole('radio', { name: R.otherBed }).isChecked()).toBe(false);
    expect(await page.getByText('Academic Year: two installments').count()).toBe(0);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shootBoth(page, shots, '2-renewal-choose');

    // Confirm: her mobile number and the guarantor of her last application, prefilled.
    await page.getByRole('button', { name: R.continue }).click();
    await page.getByRole('group', { name: R.confirmHeading }).waitFor();
    // The step takes the focus to its heading (on a phone the button pressed was at the bottom of the last one).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(R.confirmHeading);
    expect(await page.getByTestId('renew-bed').textContent()).toBe(beds.ria);
    const mobile = page.getByLabel(R.mobile);
    expect(await mobile.inputValue()).toBe('(512) 555-0101');
    expect(await page.getByLabel(R.guarantorName).inputValue()).toBe(GUARANTOR.name);
    expect(await page.getByLabel(R.guarantorEmail).inputValue()).toBe(GUARANTOR.email);
    expect(await page.getByLabel(R.guarantorPhone).inputValue()).toBe(GUARANTOR.phone);
    expect(await page.getByLabel(R.guarantorAddress).inputValue()).toBe(GUARANTOR.address);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, { path: path.join(shots, '3-renewal-confirm-375.png'), fullPage: true });

    // A number the server refuses is said under its field, and nothing is renewed.
    await mobile.fill('555');
    await mobile.press('Enter');
    await page.getByText(MESSAGES.incorrectPhone, { exact: true }).waitFor();
    expect(await renewalLeaseOf(leases.ria)).toEqual([]);
    await screenshot(page, { path: path.join(shots, '4-renewal-refused-375.png'), fullPage: true });

    // She corrects it and renews: My lease shows the new offer with its renewal plan; the card has gone.
    await mobile.fill('(512) 555-0199');
    await settling(page, () => Promise.all([page.waitForURL(/\/new\/tenant\/lease(#lease-\d+)?$/, { waitUntil: 'load' }), page.getByRole('button', { name: R.renew }).click()]));
    const [renewal] = await renewalLeaseOf(leases.ria);
    expect(renewal).toMatchObject({ kind: 'same_bed', status: 'Offered', lease_period_id: periodId });
    expect(await withDb(suite.server, (db) => db.selectFrom('users').select('cell_phone').where('email', '=', RIA.email).executeTakeFirstOrThrow())).toEqual({ cell_phone: '(512) 555-0199' });
    expect(await page.getByTestId('renewal-offer').count()).toBe(0);
    const card = page.locator(`#lease-${renewal!.id}`);
    expect(await card.getByTestId('lease-status').textContent()).toBe('Offered');
    expect(await card.textContent()).toContain(beds.ria);
    await hydrated(page, 'plan-choice', `#lease-${renewal!.id}`);
    expect(await card.getByRole('radio', { name: /Renewal 2027-2028/ }).isChecked()).toBe(true);
    expect(await card.getByTestId('plan-total').textContent()).toBe('$7,800.00');
    await shootBoth(page, shots, '5-my-lease-renewed');

    // The usual flow: she chooses the plan, the documents are made, and everyone signs.
    await settling(page, async () => {
      await Promise.all([page.waitForURL(/\/new\/tenant\/lease$/, { waitUntil: 'load' }), card.getByRole('button', { name: T.chooseButton }).click()]);
      await card.getByTestId('lease-document').first().waitFor({ timeout: 60_000 });
    });
    expect(await card.getByTestId('lease-status').textContent()).toBe('Ready to sign');
    const signature = await signaturePng();
    const signing = `${suite.server.url}/api/leases/${renewal!.id}/signing`;
    await signAll(page.context().request, signing, signature);
    const { token } = await withDb(suite.server, (db) => lastMailTo(db, GUARANTOR.email));
    expect(token).not.toBeNull();
    const guarantor = await suite.browser.newContext();
    await signAll(guarantor.request, `${suite.server.url}/api/sign/${token}`, signature);
    await guarantor.close();
    await signAll(managerApi, signing, signature);
    expect(((await (await managerApi.get(`${signing}/`)).json()) as SigningState).lease_status).toBe('Executed');
    await settledGoto(page, `${suite.server.url}/new/tenant/lease`);
    expect(await card.getByTestId('lease-status').textContent()).toBe('Executed');
    expect((await apiJson<Lease>(page, suite.server, `/api/leases/${renewal!.id}/`)).payment_plan_name).toBe('Renewal 2027-2028');
    expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
    await context.close();
  }, 180_000);

  it('moves to another bed from the property page’s renewal card (chosen before the page’s code ran): the free beds with their transfer plans, confirmed, offered on My lease', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await signInThroughForm(page, suite.server, TOM);
    await settledGoto(page, `${suite.server.url}/new/property/1`);
    await hydrated(page, 'lease-periods');
    const link = periodCard(page, NEXT).getByRole('link', { name: 'Same Bed Renewals' });
    expect(await link.getAttribute('href')).toBe(renewalPath(periodId));
    // The form's code is held back: the choice is made on the server-rendered page, and kept once it hydrates.
    const release = await holdIsland(page, /islands\/renew\/RenewalForm\.tsx$/);
    await Promise.all([page.waitForURL(new RegExp(`${renewalPath(periodId)}$`), { waitUntil: 'domcontentloaded' }), link.click()]);
    const reactive = () => page.evaluate(() => Object.keys(document.querySelector('[data-island="renewal-form"]')!.firstElementChild!).some((key) => key.startsWith('__reactProps$')));
    expect(await reactive()).toBe(false);
    await page.getByRole('radio', { name: R.otherBed }).check();
    expect(await reactive()).toBe(false);
    release();
    await hydrated(page, 'renewal-form');
    expect(await page.getByRole('radio', { name: R.otherBed }).isChecked()).toBe(true);
    await page.getByRole('button', { name: R.continue }).click();
    const bedsStep = page.getByRole('group', { name: R.bedsHeading });
    await bedsStep.waitFor();
    const bed = page.getByRole('radio', { name: beds.transfer, exact: true });
    await bed.waitFor();
    // The beds offered a plan come first: their building is shown. His own bed (held for him) is not free, nor Ria's (renewed).
    const building = page.getByLabel(R.building);
    expect(await building.inputValue()).toBe(beds.transferBuilding);
    expect(await page.getByRole('list', { name: `${R.plansOffered}: ${beds.transfer}` }).textContent()).toBe('Transfer 2027-2028: Total $7,900.00');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, { path: path.join(shots, '6-renewal-beds-375.png') });
    await building.selectOption(beds.tomBuilding);
    await page.getByRole('radio').first().waitFor();
    expect(await page.getByRole('radio', { name: beds.tom, exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: beds.ria, exact: true }).count()).toBe(0);
    expect(await bed.count()).toBe(0);
    await building.selectOption(beds.transferBuilding);
    // Continuing without a bed says so.
    await page.getByRole('button', { name: R.continue }).click();
    await page.getByText(R.chooseBedFirst).waitFor();
    await page.getByRole('list', { name: `${R.plansOffered}: ${beds.transfer}` }).scrollIntoViewIfNeeded();
    await screenshot(page, { path: path.join(shots, '6-renewal-beds-refused-375.png') });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, { path: path.join(shots, '6-renewal-beds-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await bed.check();
    await page.getByRole('button', { name: R.continue }).click();
    await page.getByRole('group', { name: R.confirmHeading }).waitFor();
    expect(await page.getByTestId('renew-bed').textContent()).toBe(beds.transfer);
    // Back goes to the beds, the choice kept there to be made again.
    await page.getByRole('link', { name: R.previous }).click();
    await bed.check();
    await page.getByRole('button', { name: R.continue }).click();
    await page.getByRole('group', { name: R.confirmHeading }).waitFor();
    await page.setViewportSize(DESKTOP);
    await screenshot(page, { path: path.join(shots, '7-renewal-confirm-transfer-1280.png'), fullPage: true });
    await page.setViewportSize(PHONE);

    await settling(page, () => Promise.all([page.waitForURL(/\/new\/tenant\/lease(#lease-\d+)?$/, { waitUntil: 'load' }), page.getByRole('button', { name: R.renew }).click()]));
    const [renewal] = await renewalLeaseOf(leases.tom);
    expect(renewal).toMatchObject({ kind: 'transfer', status: 'Offered', layout_id: beds.transferId });
    const card = page.locator(`#lease-${renewal!.id}`);
    expect(await card.textContent()).toContain(beds.transfer);
    expect(await card.getByRole('radio', { name: /Transfer 2027-2028/ }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('a resident renews without JavaScript', () => {
  it('goes step by step through the page’s own forms on a phone: the free beds, back, keeping the bed, a refusal with what was typed kept, then My lease', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signInThroughForm(page, suite.server, KAI);
    // Not settledGoto: the signing part of an executed lease stays busy until its code runs, which it never does here.
    await page.goto(`${suite.server.url}/new/tenant/lease`);
    await Promise.all([page.waitForURL(new RegExp(`${renewalPath(periodId)}$`)), page.getByTestId('renewal-offer').getByRole('link', { name: R.cardLink }).click()]);

    // Another bed: the server lists the free beds of every building, those offered a plan first.
    await page.getByRole('radio', { name: R.otherBed }).check();
    await Promise.all([page.waitForURL(/\?choice=transfer$/), page.getByRole('button', { name: R.continue }).click()]);
    expect(await page.getByRole('group', { name: R.bedsHeading }).getByRole('radio').count()).toBeGreaterThan(1);
    expect(await page.getByRole('radio', { name: beds.kai, exact: true }).count()).toBe(0);
    // The building filter needs the page's code: without it, every building's beds and no filter.
    expect(await page.getByLabel(R.building).count()).toBe(0);
    await screenshot(page, { path: path.join(shots, '10-nojs-beds-375.png') });
    // Back to the choice; keeping the bed goes to the confirm step.
    await Promise.all([page.waitForURL(new RegExp(`${renewalPath(periodId)}$`)), page.getByRole('link', { name: R.previous }).click()]);
    await page.getByRole('radio', { name: R.keepBed(beds.kai) }).check();
    await Promise.all([page.waitForURL(/\?choice=same_bed$/), page.getByRole('button', { name: R.continue }).click()]);
    expect(await page.getByTestId('renew-bed').textContent()).toBe(beds.kai);
    expect(await page.getByRole('list', { name: `${R.plansOffered}: ${beds.kai}` }).textContent()).toBe('Renewal 2027-2028: Total $7,800.00');

    // A number the server refuses: the page comes back with the message and what was typed.
    await page.getByLabel(R.mobile).fill('12');
    await page.getByLabel(R.guarantorName).fill('Mia Olsen');
    await page.getByLabel(R.guarantorEmail).fill('mia.olsen@example.com');
    await page.getByRole('button', { name: R.renew }).click();
    await page.getByText(MESSAGES.incorrectPhone, { exact: true }).waitFor();
    expect(await page.getByLabel(R.guarantorName).inputValue()).toBe('Mia Olsen');
    expect(await renewalLeaseOf(leases.kai)).toEqual([]);
    await screenshot(page, { path: path.join(shots, '11-nojs-refused-375.png'), fullPage: true });

    await page.getByLabel(R.mobile).fill('(512) 555-0111');
    await Promise.all([page.waitForURL(/\/new\/tenant\/lease#lease-\d+$/), page.getByRole('button', { name: R.renew }).click()]);
    const [renewal] = await renewalLeaseOf(leases.kai);
    expect(renewal).toMatchObject({ kind: 'same_bed', status: 'Offered' });
    expect(await page.locator(`#lease-${renewal!.id}`).getByTestId('lease-status').textContent()).toBe('Offered');
    const answers = await withDb(suite.server, (db) => db.selectFrom('leases as l').innerJoin('rental_applications as a', 'a.id', 'l.application_id').select('a.answers').where('l.id', '=', renewal!.id).executeTakeFirstOrThrow());
    expect(JSON.parse(answers.answers)).toMatchObject({ lg_name: 'Mia Olsen', lg_email: 'mia.olsen@example.com' });
    await context.close();
  }, 60_000);
});

describe('who may not renew', () => {
  it('a visitor gets the sign-in form from the renewal card, and the sign-in page from the renewal page', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await settledGoto(page, `${suite.server.url}/new/property/1`);
    await hydrated(page, 'lease-periods');
    const link = periodCard(page, NEXT).getByRole('link', { name: 'Same Bed Renewals' });
    expect(await link.getAttribute('href')).toBe('/new/login');
    await openModalWith(page, link);
    expect(await authModal(page).getByRole('form', { name: 'Sign in' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/new/property/1');
    await page.goto(`${suite.server.url}${renewalPath(periodId)}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/new/login?redirect=${encodeURIComponent(renewalPath(periodId))}`);
    await context.close();
  });

  it('a resident marked not renewing, one who renewed already and a student without a lease are each told why', async () => {
    const context = await suite.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const { problems } = watchPage(page);
    await signInThroughForm(page, suite.server, LEE);
    // No renewal card on My lease; the renewal page and the property page's card say why.
    await settledGoto(page, `${suite.server.url}/new/tenant/lease`);
    expect(await page.getByTestId('lease').count()).toBe(1);
    expect(await page.getByTestId('renewal-offer').count()).toBe(0);
    await settledGoto(page, `${suite.server.url}${renewalPath(periodId)}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Renew for ${NEXT}`);
    expect(await page.getByRole('status').textContent()).toBe(RENEWAL_MESSAGES.notRenewing);
    expect(await page.locator('[data-island="renewal-form"]').count()).toBe(0);
    await shootBoth(page, shots, '8-renewal-not-eligible');
    await settledGoto(page, `${suite.server.url}/new/property/1`);
    await hydrated(page, 'lease-periods');
    const card = periodCard(page, NEXT);
    await card.getByRole('link', { name: 'Same Bed Renewals' }).click();
    expect(await card.getByRole('alert').textContent()).toBe(RENEWAL_MESSAGES.notRenewing);
    expect(new URL(page.url()).pathname).toBe('/new/property/1');
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, { path: path.join(shots, '9-property-card-not-eligible-375.png') });
    await context.clearCookies();

    // Ria renewed in the first test: the card says she has a lease for the period, the page sends her to My lease.
    await signInThroughForm(page, suite.server, RIA);
    await settledGoto(page, `${suite.server.url}/new/property/1`);
    await hydrated(page, 'lease-periods');
    await periodCard(page, NEXT).getByRole('link', { name: 'Same Bed Renewals' }).click();
    expect(await periodCard(page, NEXT).getByRole('alert').textContent()).toBe(RENEWAL_MESSAGES.hasLease);
    await settledGoto(page, `${suite.server.url}${renewalPath(periodId)}`);
    expect(await page.getByRole('status').textContent()).toBe(R.renewed);
    expect(await page.getByRole('link', { name: R.myLease }).getAttribute('href')).toBe('/new/tenant/lease');
    await context.clearCookies();

    // A student with no lease.
    await signInThroughForm(page, suite.server, NED);
    await settledGoto(page, `${suite.server.url}${renewalPath(periodId)}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(R.title);
    expect(await page.getByRole('status').textContent()).toBe(R.noLeaseToRenew);
    await settledGoto(page, `${suite.server.url}/new/property/1`);
    await hydrated(page, 'lease-periods');
    await periodCard(page, NEXT).getByRole('link', { name: 'Same Bed Renewals' }).click();
    expect(await periodCard(page, NEXT).getByRole('alert').textContent()).toBe(R.noLeaseToRenew);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
