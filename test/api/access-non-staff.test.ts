import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { SIGNING_MESSAGES } from '../../shared/leases/signing-texts';
import { TICKET_CATEGORIES } from '../../shared/tickets/ticket-texts';
import { hashSecret } from '../../server/ground/secrets';
import type { PdfRenderer } from '../../server/documents/pdf/pdf-renderer';
import { privateFilePath } from '../../server/uploads/private-files';
import { signAll } from '../helpers/executed-lease';
import { buildSignableLease, signaturePng } from '../helpers/lease-fixture';
import { keptTestContexts, signIn, type TestUser } from '../helpers/manager-factories';
import { lastMailTo } from '../helpers/outbox';
import { apiRoutes, type RouteEntry } from '../helpers/route-table';
import type { TestContext } from '../helpers/test-app';
import { processPdfRenderer } from '../helpers/test-app';

// test:pg skips this file: its subject is who may call each route (server/auth/authorize.ts), the same on either database; the relations it reads are the queries every lease, ledger and signing test runs on PostgreSQL.

/**
 * Every route a student or a signing link reaches (read from the app's route table: a role guard
 * that admits students or anyone signed in, or a `/api/sign/:token` URL), called as its own student
 * or link (not 404), as another student (404), with a guarantor link of another lease (404) and
 * signed out (401). The policy behind them is server/auth/authorize.ts; a new route without a case
 * here fails the first test.
 */

let pdf: PdfRenderer;
let png: Buffer;
beforeAll(async () => {
  pdf = processPdfRenderer();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } }).png().toBuffer();
});

const CATEGORY = Object.keys(TICKET_CATEGORIES)[0]!;
const LINK_A = `a${randomBytes(20).toString('hex')}`;
const LINK_B = `b${randomBytes(20).toString('hex')}`;
const INVITATION = randomBytes(32).toString('base64url');

/** Lease A: executed (its student, its guarantor by the mailed link, its manager signed), with a ticket, a photo and an application file. Lease B: another company's, another student's, Ready to sign, with a guarantor link. */
const fixture = keptTestContexts(
  async (ctx) => {
    const signature = await signaturePng();
    const a = await buildSignableLease(ctx);
    await signAll(a.agents.student, `/api/leases/${a.leaseId}/signing`, signature);
    await signAll(request(ctx.app), `/api/sign/${(await lastMailTo(ctx.db, 'zoe@example.com')).token!}`, signature);
    const done = await signAll(a.agents.manager, `/api/leases/${a.leaseId}/signing`, signature);
    if (done.body.lease_status !== 'Executed') throw new Error(`lease A: ${JSON.stringify(done.body)}`);

    // The next period of lease A's property renews from its period: lease A may renew into it.
    const renewalPeriod = (await ctx.db.insertInto('lease_periods').values({ property_id: a.propertyId, name: 'Next year', start_date: '2027-08-20', end_date: '2028-05-14', visible: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    await ctx.db.insertInto('lease_period_renewal_sources').values({ lease_period_id: renewalPeriod, source_period_id: a.periodId }).execute();

    const b = await buildSignableLease(ctx);
    // Each guarantor holds a live link of a known token.
    for (const [leaseId, token] of [[a.leaseId, LINK_A], [b.leaseId, LINK_B]] as const) {
      await ctx.db.insertInto('lease_signing_links').values({ lease_id: leaseId, role: 'guarantor', token_hash: hashSecret(token), email: 'zoe@example.com', expires_at: '2099-01-01T00:00:00.000Z' }).execute();
    }

    const student = a.agents.student;
    const reported = await student.post('/api/tickets/').send({ category: CATEGORY, description: 'The tap drips.', location: 'Kitchen' });
    if (reported.status !== 201) throw new Error(`ticket: ${reported.status} ${JSON.stringify(reported.body)}`);
    const ticketId = reported.body.id as number;
    const photo = await student.post(`/api/tickets/${ticketId}/photos/`).attach('photo', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } }).png().toBuffer(), 'tap.png');
    if (photo.status !== 201) throw new Error(`photo: ${photo.status} ${JSON.stringify(photo.body)}`);
    const photoId = (await ctx.db.selectFrom('ticket_photos').select('id').where('ticket_id', '=', ticketId).executeTakeFirstOrThrow()).id;

    const application = await ctx.db.selectFrom('rental_applications').select(['id', 'reservation_request_id']).where('user_id', '=', student.userId).executeTakeFirstOrThrow();
    const fileName = `${randomBytes(16).toString('hex')}.png`;
    mkdirSync(ctx.config.privateFilesDir, { recursive: true });
    writeFileSync(privateFilePath(ctx.config.privateFilesDir, fileName), Buffer.from('png'));
    const fileId = (
      await ctx.db.insertInto('application_files').values({ application_id: application.id, question_key: 'bio_profile_photo', name: fileName, original_name: 'proof.png', mime: 'image/png', size: 3 }).returning('id').executeTakeFirstOrThrow()
    ).id;

    const documentId = (await ctx.db.selectFrom('lease_documents').select('id').where('lease_id', '=', a.leaseId).orderBy('id').executeTakeFirstOrThrow()).id;
    // A payment lease A's student started online (issue 48).
    const onlinePaymentId = (await ctx.db.insertInto('online_payments').values({ organization_id: a.orgId, lease_id: a.leaseId, user_id: student.userId, source: 'checkout', method: 'card', amount_cents: 1000, fee_cents: 0, status: 'pending' }).returning('id').executeTakeFirstOrThrow()).id;
    // Lease A's autopay, turned on (issue 48).
    const autopayId = (await ctx.db.insertInto('autopay_enrolments').values({ organization_id: a.orgId, lease_id: a.leaseId, user_id: student.userId, method: 'card', status: 'active', setup_id: 'cs_test_access', customer_id: 'cus_test_access', payment_method_id: 'pm_test_access', consent_text: 'I authorize.', consented_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id;
    // Both students answered the roommate questions (their applications make their roommate profiles, issue 49).
    for (const userId of [student.userId, b.agents.student.userId]) {
      const row = await ctx.db.selectFrom('rental_applications').select(['id', 'answers']).where('user_id', '=', userId).executeTakeFirstOrThrow();
      await ctx.db.updateTable('rental_applications').set({ answers: JSON.stringify({ ...JSON.parse(row.answers), rm_cleanliness: 'Tidy', rm_usual_sleep_time: '23:00' }) }).where('id', '=', row.id).execute();
    }
    const slotId = (await ctx.db.selectFrom('lease_slots').select('id').where('lease_id', '=', a.leaseId).orderBy('id').executeTakeFirstOrThrow()).id;
    // Lease A's student leads a roommate group for the next period (issue 49), with an invitation of a known token to their own address.
    const groupId = (await ctx.db.insertInto('roommate_groups').values({ organization_id: a.orgId, lease_period_id: renewalPeriod, created_by: student.userId }).returning('id').executeTakeFirstOrThrow()).id;
    await ctx.db.insertInto('roommate_group_members').values({ group_id: groupId, lease_period_id: renewalPeriod, user_id: student.userId }).execute();
    await ctx.db.insertInto('roommate_invitations').values({ group_id: groupId, email: student.user.email, profile_id: null, token_hash: hashSecret(INVITATION), invited_by: student.userId, expires_at: '2099-01-01T00:00:00.000Z' }).execute();
    return {
      student: student.user,
      otherStudent: b.agents.student.user,
      ids: { lease: a.leaseId, bed: a.bedId, renewalPeriod, plan: a.planId, ticket: ticketId, photo: photoId, application: application.id, reservation: application.reservation_request_id, file: fileId, document: documentId, slot: slotId, onlinePayment: onlinePaymentId, autopay: autopayId, group: groupId },
    };
  },
  () => ({ pdf }),
);

type Ids = Awaited<ReturnType<typeof fixture>>['kept']['ids'];
type Sent = { url: string; body?: object; attach?: string; field?: Record<string, string> };

/**
 * How to call a route with lease A's records. `other`: what another student gets (404 unless the
 * route documents otherwise: a list answers their own, a create refuses them its own way). Link
 * routes: `linkRecord` when the URL names a record of the lease besides the link (then the link of
 * another lease is a 404).
 */
type Case = { send: (ids: Ids, token: string) => Sent; other?: number | 'list' | 'self'; linkRecord?: true };

const lease = (ids: Ids) => `/api/leases/${ids.lease}`;
const signing = (base: (ids: Ids, token: string) => string, steps: string) => ({
  'GET :at/': { send: (ids: Ids, t: string) => ({ url: `${base(ids, t)}${steps}/` }) },
  'POST :at/consent/': { send: (ids: Ids, t: string) => ({ url: `${base(ids, t)}${steps}/consent/` }) },
  'PUT :at/slots/:slotId/': { send: (ids: Ids, t: string) => ({ url: `${base(ids, t)}${steps}/slots/${ids.slot}/`, body: {} }), linkRecord: true as const },
  'POST :at/complete/': { send: (ids: Ids, t: string) => ({ url: `${base(ids, t)}${steps}/complete/` }) },
  'POST :at/decline/': { send: (ids: Ids, t: string) => ({ url: `${base(ids, t)}${steps}/decline/`, body: { reason: 'No.' } }) },
  'GET :docs/documents/:documentId/pdf/': { send: (ids: Ids, t: string) => ({ url: `${base(ids, t)}/documents/${ids.document}/pdf/` }), linkRecord: true as const },
  'GET :docs/documents/:documentId/html/': { send: (ids: Ids, t: string) => ({ url: `${base(ids, t)}/documents/${ids.document}/html/` }), linkRecord: true as const },
  'GET :docs/documents/:documentId/final/pdf/': { send: (ids: Ids, t: string) => ({ url: `${base(ids, t)}/documents/${ids.document}/final/pdf/` }), linkRecord: true as const },
  'GET :docs/certificate/pdf/': { send: (ids: Ids, t: string) => ({ url: `${base(ids, t)}/certificate/pdf/` }) },
});
const ceremony = (at: string, docsAt: string, base: (ids: Ids, token: string) => string): Record<string, Case> =>
  Object.fromEntries(Object.entries(signing(base, at.endsWith('/signing') ? '/signing' : '')).map(([key, value]) => [key.replace(':at', `${at}`).replace(':docs', docsAt), value]));

const CASES: Record<string, Case> = {
  'GET /api/leases/:id/': { send: (ids) => ({ url: `${lease(ids)}/` }) },
  'PUT /api/leases/:id/plan/': { send: (ids) => ({ url: `${lease(ids)}/plan/`, body: { payment_plan_id: ids.plan } }) },
  ...ceremony('/api/leases/:id/signing', '/api/leases/:id', (ids) => lease(ids)),
  'GET /api/leases/:id/ledger/': { send: (ids) => ({ url: `${lease(ids)}/ledger/` }) },
  'GET /api/leases/:id/statement/pdf/': { send: (ids) => ({ url: `${lease(ids)}/statement/pdf/` }) },
  'GET /api/tenant/ledger/': { send: () => ({ url: '/api/tenant/ledger/' }), other: 'list' },
  // Online payments are off in this app (no provider): the tenant is told so (409), anyone else's lease is a 404 first.
  'POST /api/tenant/payments/checkout/': { send: (ids) => ({ url: '/api/tenant/payments/checkout/', body: { lease_id: ids.lease, amount: '10', method: 'card' } }) },
  'GET /api/tenant/payments/:id/': { send: (ids) => ({ url: `/api/tenant/payments/${ids.onlinePayment}/` }) },
  'GET /api/tenant/autopay/': { send: () => ({ url: '/api/tenant/autopay/' }), other: 'list' },
  'POST /api/tenant/autopay/': { send: (ids) => ({ url: '/api/tenant/autopay/', body: { lease_id: ids.lease, method: 'card', consent_text: 'I authorize.' } }) },
  'DELETE /api/tenant/autopay/:id/': { send: (ids) => ({ url: `/api/tenant/autopay/${ids.autopay}/` }) },
  'GET /api/tenant/renewals/': { send: () => ({ url: '/api/tenant/renewals/' }), other: 'list' },
  // The student's own roommate profile: the URL names no record, each student reads and publishes their own.
  'GET /api/tenant/roommate-profile/': { send: () => ({ url: '/api/tenant/roommate-profile/' }), other: 'self' },
  'PUT /api/tenant/roommate-profile/': { send: () => ({ url: '/api/tenant/roommate-profile/', body: { published: true } }), other: 'self' },
  'GET /api/renewals/free-beds/': { send: (ids) => ({ url: `/api/renewals/free-beds/?lease=${ids.lease}&lease_period=${ids.renewalPeriod}` }) },
  'POST /api/renewals/': { send: (ids) => ({ url: '/api/renewals/', body: { lease_id: ids.lease, lease_period_id: ids.renewalPeriod, bed_id: ids.bed } }) },
  // Room selection (issue 49): the URL names a period, not a record of theirs; another student may not select in it (403), and holds nothing to let go (409).
  'GET /api/selection/:leasePeriodId/': { send: (ids) => ({ url: `/api/selection/${ids.renewalPeriod}/` }), other: 'self' },
  'GET /api/selection/:leasePeriodId/beds/': { send: (ids) => ({ url: `/api/selection/${ids.renewalPeriod}/beds/` }), other: 403 },
  'POST /api/selection/:leasePeriodId/holds/': { send: (ids) => ({ url: `/api/selection/${ids.renewalPeriod}/holds/`, body: { bed_ids: [ids.bed] } }), other: 403 },
  'DELETE /api/selection/:leasePeriodId/holds/': { send: (ids) => ({ url: `/api/selection/${ids.renewalPeriod}/holds/` }), other: 409 },
  'POST /api/selection/:leasePeriodId/confirm/': { send: (ids) => ({ url: `/api/selection/${ids.renewalPeriod}/confirm/` }), other: 403 },
  'GET /api/roommate-groups/': { send: (ids) => ({ url: `/api/roommate-groups/?lease_period=${ids.renewalPeriod}` }), other: 'self' },
  'POST /api/roommate-groups/': { send: (ids) => ({ url: '/api/roommate-groups/', body: { lease_period_id: ids.renewalPeriod } }), other: 403 },
  'POST /api/roommate-groups/:id/invitations/': { send: (ids) => ({ url: `/api/roommate-groups/${ids.group}/invitations/`, body: { email: 'friend@example.com' } }) },
  // An invitation is its address's: another student is told it was sent to another address.
  'POST /api/roommate-invitations/:token/accept/': { send: () => ({ url: `/api/roommate-invitations/${INVITATION}/accept/` }), other: 403 },
  'DELETE /api/roommate-groups/:id/membership/': { send: (ids) => ({ url: `/api/roommate-groups/${ids.group}/membership/` }) },
  'GET /api/messages/': { send: () => ({ url: '/api/messages/' }), other: 'list' },
  'GET /api/tickets/': { send: () => ({ url: '/api/tickets/' }), other: 'list' },
  // Each student reports from their own lease: the URL names none.
  'POST /api/tickets/': { send: () => ({ url: '/api/tickets/', body: { category: CATEGORY, description: 'Again.', location: 'Bath' } }), other: 'self' },
  'GET /api/tickets/:id/': { send: (ids) => ({ url: `/api/tickets/${ids.ticket}/` }) },
  'POST /api/tickets/:id/comments/': { send: (ids) => ({ url: `/api/tickets/${ids.ticket}/comments/`, body: { text: 'Still dripping.' } }) },
  'POST /api/tickets/:id/photos/': { send: (ids) => ({ url: `/api/tickets/${ids.ticket}/photos/`, attach: 'photo' }) },
  'GET /api/tickets/:id/photos/:photoId/': { send: (ids) => ({ url: `/api/tickets/${ids.ticket}/photos/${ids.photo}/` }) },
  'GET /api/applications/': { send: () => ({ url: '/api/applications/' }), other: 'list' },
  // Another student's reservation request is a field error (the form names the field).
  'POST /api/applications/': { send: (ids) => ({ url: '/api/applications/', body: { reservation_request_id: ids.reservation } }), other: 400 },
  'GET /api/applications/:id/': { send: (ids) => ({ url: `/api/applications/${ids.application}/` }) },
  'PATCH /api/applications/:id/': { send: (ids) => ({ url: `/api/applications/${ids.application}/`, body: { answers: {} } }) },
  'POST /api/applications/:id/files/': { send: (ids) => ({ url: `/api/applications/${ids.application}/files/`, attach: 'file', field: { question_key: 'bio_profile_photo' } }) },
  'DELETE /api/applications/:id/files/:fileId/': { send: (ids) => ({ url: `/api/applications/${ids.application}/files/${ids.file}/` }) },
  'POST /api/applications/:id/submit/': { send: (ids) => ({ url: `/api/applications/${ids.application}/submit/` }) },
  // A private file: 403 for anyone but its student and the company's managers (docs/decisions/013).
  'GET /api/applications/:id/files/:fileId/': { send: (ids) => ({ url: `/api/applications/${ids.application}/files/${ids.file}/` }), other: 403 },
  'GET /api/users/me/': { send: () => ({ url: '/api/users/me/' }), other: 'self' },
  'POST /api/users/me/verification-link/': { send: () => ({ url: '/api/users/me/verification-link/' }), other: 'self' },
  'POST /api/logout/': { send: () => ({ url: '/api/logout/' }), other: 'self' },
  ...ceremony('/api/sign/:token', '/api/sign/:token', (_ids, token) => `/api/sign/${token}`),
};

const isLinkRoute = (r: RouteEntry) => r.path.startsWith('/api/sign/');
const reachedByStudentOrLink = (r: RouteEntry) => isLinkRoute(r) || (r.roles !== undefined && (r.roles.length === 0 || r.roles.includes('student')));
const keyOf = (r: RouteEntry) => `${r.method} ${r.path}`;

type Agent = request.Agent | ReturnType<typeof request>;
const call = (agent: Agent, method: string, sent: Sent) => {
  const test = (agent as unknown as Record<string, (url: string) => request.Test>)[method.toLowerCase()]!(sent.url);
  if (sent.attach) {
    for (const [name, value] of Object.entries(sent.field ?? {})) void test.field(name, value);
    return test.attach(sent.attach, png, 'proof.png');
  }
  return sent.body ? test.send(sent.body) : test;
};
const idsIn = (body: unknown): unknown[] => (Array.isArray(body) ? body.map((x: { id?: unknown; lease_id?: unknown }) => x.id ?? x.lease_id) : []);

let routes: RouteEntry[] = [];
beforeAll(async () => {
  const { ctx } = await fixture();
  routes = apiRoutes(ctx.app).filter(reachedByStudentOrLink);
  await ctx.close();
}, 180_000);

describe('access to every route a student or a signing link reaches', () => {
  it('has a case for each of them (a new route gets one here)', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map(keyOf).sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const key of Object.keys(CASES)) {
    it(key, async () => {
      const { ctx, kept } = await fixture();
      try {
        await check(ctx, kept, key);
      } finally {
        await ctx.close();
      }
    }, 120_000);
  }
});

async function check(ctx: TestContext, kept: Awaited<ReturnType<typeof fixture>>['kept'], key: string) {
  const [method, path] = key.split(' ') as [string, string];
  const c = CASES[key]!;
  const { ids } = kept;
  const anonymous = request(ctx.app);

  if (path.startsWith('/api/sign/')) {
    // Signed out is all a link holder ever is; an unknown link says so.
    const unknown = await call(anonymous, method, c.send(ids, 'unknown-link-0000000000000000'));
    expect([unknown.status, unknown.body]).toEqual([404, { detail: SIGNING_MESSAGES.linkInvalid }]);
    if (c.linkRecord) {
      const other = await call(anonymous, method, c.send(ids, LINK_B));
      expect([other.status, other.body]).toEqual([404, { detail: 'Not found.' }]);
    }
    const own = await call(anonymous, method, c.send(ids, LINK_A));
    expect(own.status).not.toBe(404);
    expect(own.status).toBeLessThan(500);
    return;
  }

  const signedOut = await call(anonymous, method, c.send(ids, ''));
  expect([signedOut.status, signedOut.body]).toEqual([401, { detail: API_ERRORS.notAuthenticated }]);
  // A guarantor's link is no account: on a student's URL its holder is signed out.
  const withLink = await call(anonymous, method, { ...c.send(ids, ''), url: `${c.send(ids, '').url}?token=${LINK_B}` });
  expect(withLink.status).toBe(401);

  const own = () => signInAs(ctx, kept.student);
  const other = await call(await signInAs(ctx, kept.otherStudent), method, c.send(ids, ''));
  const mine = await call(await own(), method, c.send(ids, ''));
  expect(mine.status).not.toBe(404);
  expect(mine.status).toBeLessThan(500);
  if (c.other === 'list') {
    expect(other.status).toBe(200);
    expect(idsIn(mine.body).length).toBeGreaterThan(0);
    expect(idsIn(other.body).filter((id) => idsIn(mine.body).includes(id))).toEqual([]);
  } else if (c.other === 'self') {
    expect(other.status).toBeLessThan(400);
  } else {
    expect(other.status).toBe(c.other ?? 404);
  }
}

const signInAs = (ctx: TestContext, user: TestUser) => signIn(ctx, user);
