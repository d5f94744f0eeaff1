import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { RENEW_TEXTS as R } from '../../client/public/pages/renew/renew-texts';
import type { Lease } from '../../shared/leases/lease-types';
import { RENEWAL_MESSAGES as M, renewalPath } from '../../shared/leases/renewal-rules';
import { pageTitle } from '../../shared/page-title';
import { tenantRenewals } from '../../server/page-data/renewals';
import { getStudentRenewalPage } from '../../server/page-data/student-renewal-page';
import { signedInAgent } from '../helpers/manager-factories';
import { NEXT_PERIOD, renewalSeason } from '../helpers/renewal-season';
import { dayFromToday } from '../helpers/company-day';
import { freshExecutedLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { companyToday } from '../helpers/company-day';

/** The renewal page's data (server/page-data/student-renewal-page.ts) and the student pages that show renewals: the renewal page and My lease. */

let ctx: TestContext;
let f: SignableLease;

freshExecutedLeases({ guarantor: true }, (made) => ({ ctx, f } = made), renewalSeason);

const target = async () => (await ctx.db.selectFrom('lease_periods').select('id').where('name', '=', NEXT_PERIOD).executeTakeFirstOrThrow()).id;
const pageOf = async (userId = f.agents.student.userId, periodId?: number) => getStudentRenewalPage(ctx.db, userId, periodId ?? (await target()), companyToday());
const renew = async () => (await f.agents.student.post('/api/renewals/').send({ lease_id: f.leaseId, lease_period_id: await target(), bed_id: f.bedId })).body as Lease;
const applicationAnswers = async () => (await ctx.db.selectFrom('leases as l').innerJoin('rental_applications as a', 'a.id', 'l.application_id').select('a.answers').where('l.id', '=', f.leaseId).executeTakeFirstOrThrow()).answers;

describe('the renewal page’s data', () => {
  it('is the student’s renewal into the period, and their mobile number and the guarantor of the lease’s application to confirm', async () => {
    await ctx.db.updateTable('users').set({ cell_phone: '(512) 555-0142' }).where('id', '=', f.agents.student.userId).execute();
    const answers = JSON.parse(await applicationAnswers()) as Record<string, string>;
    await ctx.db.updateTable('rental_applications').set({ answers: JSON.stringify({ ...answers, lg_phone: '512-555-0177', lg_address: '1 Main St\nAustin' }) }).where('id', '=', (await ctx.db.selectFrom('leases').select('application_id').where('id', '=', f.leaseId).executeTakeFirstOrThrow()).application_id).execute();
    const page = await pageOf();
    expect(page).toEqual({
      lease_period_id: await target(),
      renewal: (await tenantRenewals(ctx.db, f.agents.student.userId, companyToday()))[0],
      contact: { cell_phone: '(512) 555-0142', guarantor: { name: answers.lg_name, email: answers.lg_email, phone: '512-555-0177', address: '1 Main St\nAustin' } },
      start: { step: 'choose' },
    });
    expect(page.renewal).toMatchObject({ lease_id: f.leaseId, reason_if_not: null, renewal_lease_id: null, same_bed: { bed_id: f.bedId } });
    expect(answers.lg_name).toBeTruthy();
  });

  it('prefills no guarantor when the application named none, and nothing from answers it cannot read', async () => {
    const { application_id } = await ctx.db.selectFrom('leases').select('application_id').where('id', '=', f.leaseId).executeTakeFirstOrThrow();
    await ctx.db.updateTable('rental_applications').set({ answers: JSON.stringify({ pi_name: 'Someone', lg_name: 42 }) }).where('id', '=', application_id).execute();
    expect((await pageOf()).contact?.guarantor).toEqual({ name: '', email: '', phone: '', address: '' });
    await ctx.db.updateTable('rental_applications').set({ answers: 'not json' }).where('id', '=', application_id).execute();
    expect((await pageOf()).contact?.guarantor).toEqual({ name: '', email: '', phone: '', address: '' });
  });

  it('has no renewal for a period the student’s leases do not renew into, nor for another student; and no contact once the student may not renew', async () => {
    expect(await pageOf(f.agents.student.userId, f.periodId)).toEqual({ lease_period_id: f.periodId, renewal: null, contact: null, start: { step: 'choose' } });
    const other = await signedInAgent(ctx, 'student', null);
    expect(await pageOf(other.userId)).toEqual({ lease_period_id: await target(), renewal: null, contact: null, start: { step: 'choose' } });
    await ctx.db.updateTable('leases').set({ not_renewing_reason: 'Graduating', not_renewing_by: 'Test' }).where('id', '=', f.leaseId).execute();
    expect(await pageOf()).toMatchObject({ renewal: { reason_if_not: M.notRenewing }, contact: null });
    await ctx.db.updateTable('leases').set({ not_renewing_reason: null }).where('id', '=', f.leaseId).execute();
    const renewed = await renew();
    expect(await pageOf()).toMatchObject({ renewal: { renewal_lease_id: renewed.id, reason_if_not: M.hasLease }, contact: null });
  });
});

describe('the pages', () => {
  it('the renewal page: the period, the deadline, keeping the bed with its plan and total, the form’s island; signed out to sign in, staff refused, a bad id not found', async () => {
    const path = renewalPath(await target());
    const page = await f.agents.student.get(path);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain(`<title>${pageTitle(R.title)}</title>`);
    for (const shown of [R.heading(NEXT_PERIOD), R.deadline(dayFromToday(30)), R.keepBed('A, Floor 2, Unit 4B, Room B, Bed 2'), R.planLine('Renewal rate', '$7,800.00'), R.otherBed, 'data-island="renewal-form"']) expect(page.text).toContain(shown);
    expect(page.text).not.toContain('New resident rate');

    const anonymous = await request(ctx.app).get(path);
    expect([anonymous.status, anonymous.headers.location]).toEqual([302, `/new/login?redirect=${encodeURIComponent(path)}`]);
    expect((await f.agents.manager.get(path)).status).toBe(403);
    expect((await f.agents.student.get(`${path.replace(/\d+$/, '')}0${await target()}`)).status).toBe(404);
  });

  it('the renewal page says why a student may not renew, and sends one who renewed to My lease', async () => {
    const path = renewalPath(await target());
    await ctx.db.updateTable('leases').set({ not_renewing_reason: 'Graduating', not_renewing_by: 'Test' }).where('id', '=', f.leaseId).execute();
    let page = await f.agents.student.get(path);
    expect(page.text).toContain(M.notRenewing);
    expect(page.text).not.toContain('data-island="renewal-form"');
    await ctx.db.updateTable('leases').set({ not_renewing_reason: null }).where('id', '=', f.leaseId).execute();
    await renew();
    page = await f.agents.student.get(path);
    expect(page.text).toContain(R.renewed);
    expect(page.text).toContain(`href="/new/tenant/lease">${R.myLease}`);
    const other = await signedInAgent(ctx, 'student', null);
    page = await other.get(path);
    expect(page.text).toContain(R.noLeaseToRenew);
    expect(page.text).toContain(`<h1>${R.title}</h1>`);
  });

  it('My lease offers the renewal with its deadline while the student may take it', async () => {
    const offer = `href="${renewalPath(await target())}"`;
    let page = await f.agents.student.get('/new/tenant/lease');
    expect(page.status).toBe(200);
    for (const shown of [R.heading(NEXT_PERIOD), R.deadline(dayFromToday(30)), offer, R.cardLink]) expect(page.text).toContain(shown);
    // Past the deadline the bed is no longer held: the card stays (a transfer is still open), without the deadline.
    await ctx.db.updateTable('lease_periods').set({ renewal_deadline: dayFromToday(-1) }).where('id', '=', await target()).execute();
    page = await f.agents.student.get('/new/tenant/lease');
    expect(page.text).toContain(offer);
    expect(page.text).not.toContain('Renew by');
    await ctx.db.updateTable('lease_periods').set({ renewal_deadline: dayFromToday(30) }).where('id', '=', await target()).execute();
    await renew();
    page = await f.agents.student.get('/new/tenant/lease');
    expect(page.text).not.toContain(offer);
    expect(page.text).not.toContain(R.heading(NEXT_PERIOD));
  });
});

describe('the renewal without JavaScript', () => {
  const OWN_BED = 'A, Floor 2, Unit 4B, Room B, Bed 2';
  const OTHER_BED = 'A, Floor 3, Unit 5C, Room A, Bed 1';
  const post = async (fields: Record<string, string>) => f.agents.student.post(renewalPath(await target())).type('form').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').send(fields);
  const otherBedId = async () => (await ctx.db.selectFrom('layouts').select('id').where('floor', '=', '3').executeTakeFirstOrThrow()).id;
  const renewals = () => ctx.db.selectFrom('leases').select(['id', 'kind', 'layout_id', 'application_id']).where('renews_lease_id', '=', f.leaseId).execute();

  it('goes step by step in the URL: the choice, the free beds with their plans, the confirm step with the bed and what the student had', async () => {
    const path = renewalPath(await target());
    const choose = await f.agents.student.get(path);
    expect(choose.text).toContain(`action="${path}" method="get"`);
    expect(choose.text).toContain('name="choice" value="transfer"');

    const beds = await f.agents.student.get(`${path}?choice=transfer`);
    expect(beds.status).toBe(200);
    for (const shown of [R.bedsHeading, `value="${await otherBedId()}"`, OTHER_BED, R.planLine('Transfer rate', '$7,900.00'), `href="${path}"`]) expect(beds.text).toContain(shown);
    // Their own bed is held for them, not free.
    expect(beds.text).not.toContain(`name="bed" value="${f.bedId}"`);

    const moving = await f.agents.student.get(`${path}?choice=transfer&bed=${await otherBedId()}`);
    for (const shown of [R.confirmHeading, `action="${path}" method="post"`, `name="bed_id" value="${await otherBedId()}"`, OTHER_BED, R.planLine('Transfer rate', '$7,900.00'), `href="${path}?choice=transfer"`]) expect(moving.text).toContain(shown);

    const keeping = await f.agents.student.get(`${path}?choice=same_bed`);
    const answers = JSON.parse(await applicationAnswers()) as Record<string, string>;
    for (const shown of [R.confirmHeading, `name="bed_id" value="${f.bedId}"`, OWN_BED, R.planLine('Renewal rate', '$7,800.00'), `name="guarantor_name" value="${answers.lg_name}"`, 'name="had_guarantor" value="1"']) expect(keeping.text).toContain(shown);

    // A bed that is not free, or a choice not offered, starts from the choice.
    expect((await f.agents.student.get(`${path}?choice=transfer&bed=${f.bedId}`)).text).toContain(`name="bed" value="${await otherBedId()}"`);
    await ctx.db.updateTable('lease_periods').set({ allow_same_bed_renewals: 0 }).where('id', '=', await target()).execute();
    const refused = await f.agents.student.get(`${path}?choice=same_bed`);
    expect(refused.text).toContain(R.chooseHeading);
    expect(refused.text).toContain(M.noSameBed);
    expect(refused.text).not.toContain(R.confirmHeading);
  });

  it('posts the confirm step: a refusal comes back to it with what was typed, a renewal goes to My lease', async () => {
    const fields = { lease_id: String(f.leaseId), bed_id: String(f.bedId), choice: 'same_bed', had_guarantor: '1', cell_phone: '555', guarantor_name: '', guarantor_email: '', guarantor_phone: '', guarantor_address: '' };
    const bad = await post(fields);
    expect(bad.status).toBe(400);
    for (const shown of ['Incorrect phone', 'name="cell_phone" value="555"', R.confirmHeading, OWN_BED]) expect(bad.text).toContain(shown);
    expect(await renewals()).toEqual([]);

    const done = await post({ ...fields, cell_phone: '(512) 555-0142' });
    const [renewal] = await renewals();
    expect([done.status, done.headers.location]).toEqual([303, `/new/tenant/lease#lease-${renewal!.id}`]);
    expect(renewal).toMatchObject({ kind: 'same_bed', layout_id: f.bedId });
    // The guarantor emptied: the renewal's application names none; the number confirmed is the account's.
    const answers = JSON.parse((await ctx.db.selectFrom('rental_applications').select('answers').where('id', '=', renewal!.application_id).executeTakeFirstOrThrow()).answers) as Record<string, unknown>;
    expect(Object.keys(answers).filter((k) => k.startsWith('lg_'))).toEqual([]);
    expect((await ctx.db.selectFrom('users').select('cell_phone').where('id', '=', f.agents.student.userId).executeTakeFirstOrThrow()).cell_phone).toBe('(512) 555-0142');
    // Once renewed, posting again is refused with the reason, on the page.
    const again = await post({ ...fields, cell_phone: '' });
    expect(again.status).toBe(400);
    expect(again.text).toContain(R.renewed);
  });

  it('moves to another bed, keeping the guarantor when the student leaves it as it was', async () => {
    const before = JSON.parse(await applicationAnswers()) as Record<string, string>;
    const done = await post({ lease_id: String(f.leaseId), bed_id: String(await otherBedId()), choice: 'transfer', had_guarantor: '1', cell_phone: '', guarantor_name: before.lg_name!, guarantor_email: before.lg_email!, guarantor_phone: '', guarantor_address: '' });
    expect(done.status).toBe(303);
    const [renewal] = await renewals();
    expect(renewal).toMatchObject({ kind: 'transfer', layout_id: await otherBedId() });
    const answers = JSON.parse((await ctx.db.selectFrom('rental_applications').select('answers').where('id', '=', renewal!.application_id).executeTakeFirstOrThrow()).answers) as Record<string, unknown>;
    expect(answers).toMatchObject({ lg_name: before.lg_name, lg_email: before.lg_email });
  });
});

describe('the property page’s renewal cards', () => {
  const periodsProps = (html: string) => JSON.parse(html.match(/data-island-props="lease-periods">([^<]*)</)![1]!) as { renewals: unknown };

  it('carry what they tell a signed-in student (may renew, or why not); a visitor’s carry nothing (their card opens the sign-in form)', async () => {
    const path = `/new/property/${f.propertyId}`;
    const anonymous = await request(ctx.app).get(path);
    expect(anonymous.status).toBe(200);
    expect(periodsProps(anonymous.text).renewals).toBeNull();
    expect(periodsProps((await f.agents.student.get(path)).text).renewals).toEqual([{ lease_period_id: await target(), reason: null }]);
    await renew();
    expect(periodsProps((await f.agents.student.get(path)).text).renewals).toEqual([{ lease_period_id: await target(), reason: M.hasLease }]);
    const other = await signedInAgent(ctx, 'student', null);
    expect(periodsProps((await other.get(path)).text).renewals).toEqual([]);
  });
});
