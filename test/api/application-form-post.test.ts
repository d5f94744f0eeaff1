import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS, APPLICATION_MESSAGES as M, CONFLICT_MESSAGES, VERIFY_EMAIL_MESSAGES } from '../../shared/messages';
import { ANSWER_MESSAGES as A } from '../../shared/rental-application/answers';
import type { ApplicationDetail } from '../../shared/rental-application/application-types';
import { FLAG_KEYS } from '../../shared/rental-application/fields';
import { buildOrganization, buildProperty, verifyEmailOf } from '../helpers/factories';
import { pngBuffer } from '../helpers/files';
import { signedInAgent } from '../helpers/manager-factories';
import { lastMailTo } from '../helpers/outbox';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** The student application posted the way a browser without JavaScript posts it: multipart, to the page. */

const ASKED = ['pi_name', 'pi_email', 'pi_is_us_citizen', 'pi_social_security_number', 'pi_social_security_card_copy', 'th_ever_evicted', 'lg_name'];

let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let student: Agent;
let otherStudent: Agent;
let manager: Agent;
let requestId: number;
let app: ApplicationDetail;

beforeEach(async () => {
  ctx = await createTestContext();
  const orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge Living' })).id;
  const propertyId = (await buildProperty(ctx.db, orgId)).id;
  manager = await signedInAgent(ctx, 'manager', orgId);
  student = await signedInAgent(ctx, 'student', null);
  otherStudent = await signedInAgent(ctx, 'student', null);
  // Both have proved their address (an application is submitted only from a verified one).
  await verifyEmailOf(ctx.db, student.userId);
  await verifyEmailOf(ctx.db, otherStudent.userId);
  requestId = (await ctx.db.insertInto('reservation_requests').values({ user_id: student.userId, organization_id: orgId, property_id: propertyId }).returning('id').executeTakeFirstOrThrow()).id;
  expect((await manager.put('/api/rental-application/').send(Object.fromEntries(FLAG_KEYS.map((k) => [k, ASKED.includes(k)])))).status).toBe(200);
  app = (await student.post('/api/applications/').send({ reservation_request_id: requestId })).body as ApplicationDetail;
});
afterEach(() => ctx.close());

const page = (step = 'about-you') => `/new/tenant/applications/${app.id}?step=${step}`;

/** A multipart post from this site, as Chromium sends it. */
function post(agent: request.Agent | ReturnType<typeof request>, path: string, fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  let req = agent.post(path).set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const [name, file] of Object.entries(files)) req = req.attach(name, file, `${name}.png`);
  return req;
}

const stored = async () => {
  const row = await ctx.db.selectFrom('rental_applications').select(['answers', 'status', 'version']).where('id', '=', app.id).executeTakeFirstOrThrow();
  return { ...row, answers: JSON.parse(row.answers) as Record<string, unknown> };
};
const files = () => ctx.db.selectFrom('application_files').select(['question_key', 'original_name']).where('application_id', '=', app.id).execute();
const shownError = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;

describe('what the application starts from (issue 45)', () => {
  const valueOf = (html: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html)?.slice(1).find((v) => v !== undefined) ?? null;

  it('prefills the name, phone and e-mail the account has, in the server-rendered fields, only for questions asked', async () => {
    const user = await ctx.db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', student.userId).executeTakeFirstOrThrow();
    // pi_phone is not asked by this company: not prefilled.
    expect((await stored()).answers).toEqual({ pi_name: `${user.first_name} ${user.last_name}`.trim(), pi_email: user.email });
    const html = (await student.get(page())).text;
    expect(valueOf(html, 'pi_name')).toBe(`${user.first_name} ${user.last_name}`.trim());
    expect(valueOf(html, 'pi_email')).toBe(user.email);
    // With the phone asked, a new application takes the account's number too.
    await ctx.db.updateTable('users').set({ cell_phone: '(512) 555-0142' }).where('id', '=', otherStudent.userId).execute();
    expect((await manager.put('/api/rental-application/').send(Object.fromEntries(FLAG_KEYS.map((k) => [k, [...ASKED, 'pi_phone'].includes(k)])))).status).toBe(200);
    const other = await ctx.db.insertInto('reservation_requests').values({ user_id: otherStudent.userId, organization_id: (await ctx.db.selectFrom('reservation_requests').select('organization_id').where('id', '=', requestId).executeTakeFirstOrThrow()).organization_id, property_id: app.property_id }).returning('id').executeTakeFirstOrThrow();
    const started = (await otherStudent.post('/api/applications/').send({ reservation_request_id: other.id })).body as ApplicationDetail;
    expect(started.answers.pi_phone).toBe('(512) 555-0142');
  });

  it('shows a submitted date of birth as the product writes dates, not as ISO', async () => {
    expect((await manager.put('/api/rental-application/').send(Object.fromEntries(FLAG_KEYS.map((k) => [k, [...ASKED, 'pi_date_of_birth'].includes(k)])))).status).toBe(200);
    await ctx.db.updateTable('rental_applications').set({ status: 'Submitted', answers: JSON.stringify({ pi_name: 'Ana Flores', pi_date_of_birth: '2006-03-14' }) }).where('id', '=', app.id).execute();
    const html = (await student.get(page())).text.replace(/<!-- -->/g, '');
    expect(html).toContain('<dd>Mar 14, 2006</dd>');
    expect(html).not.toContain('2006-03-14</dd>');
  });
});

describe('the student application posted without JavaScript', () => {
  it('saves the step (yes/no as booleans), stays when a Yes asks more on it, then goes on; never cached', async () => {
    const first = await post(student, page(), { pi_name: 'Ana Flores', pi_email: '', pi_is_us_citizen: 'yes', version: '1', shown: 'pi_name pi_email pi_is_us_citizen', intent: 'next' });
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(page('about-you'));
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await stored()).answers).toEqual({ pi_name: 'Ana Flores', pi_is_us_citizen: true });

    const second = await post(student, page(), { pi_name: 'Ana Flores', pi_email: 'ana@example.com', pi_is_us_citizen: 'yes', pi_social_security_number: '123-45-6789', version: '2', shown: 'pi_name pi_email pi_is_us_citizen pi_social_security_number pi_social_security_card_copy', intent: 'next' }, { pi_social_security_card_copy: await pngBuffer() });
    expect(second.status).toBe(303);
    expect(second.headers.location).toBe(page('home'));
    const { answers } = await stored();
    expect(answers).toMatchObject({ pi_email: 'ana@example.com', pi_is_us_citizen: true });
    expect(String(answers.pi_social_security_number)).not.toContain('6789');
    expect(await files()).toEqual([{ question_key: 'pi_social_security_card_copy', original_name: 'pi_social_security_card_copy.png' }]);

    const back = await post(student, page('home'), { th_ever_evicted: 'no', intent: 'back' });
    expect(back.headers.location).toBe(page('about-you'));
    expect((await stored()).answers.th_ever_evicted).toBe(false);
  });

  it('refuses a bad answer with 400 and the page: the message at the field, the typed values, nothing saved', async () => {
    const res = await post(student, page(), { pi_name: 'Ana <b>Flores</b>', pi_email: 'ana@', pi_is_us_citizen: 'yes', pi_social_security_number: '123-45-6789', intent: 'next' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(shownError(res.text, 'q-pi_email-error')).toBe(A.email);
    expect(res.text).toContain('value="ana@"');
    expect(res.text).toContain('value="Ana &lt;b&gt;Flores&lt;/b&gt;"');
    expect(res.text).not.toContain('123-45-6789');
    // Only what the account prefilled when the application started.
    expect((await stored()).answers).toEqual(app.answers);
  });

  it('shows a wrong file type at its question, and a stale version as the save’s message', async () => {
    const wrong = await post(student, page(), { pi_is_us_citizen: 'yes', intent: 'save' }, { pi_social_security_card_copy: Buffer.from('plain text, not a picture') });
    expect(wrong.status).toBe(415);
    expect(shownError(wrong.text, 'q-pi_social_security_card_copy-error')).toBe(API_ERRORS.unsupportedProofType);
    expect(await files()).toEqual([]);
    const stale = await post(student, page(), { pi_name: 'Ana', version: '7', intent: 'save' });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain(CONFLICT_MESSAGES.staleVersion);
  });

  it('submits: 400 naming what is missing, then 303 to the page, now Submitted', async () => {
    const missing = await post(student, page('contacts'), { lg_name: 'Rosa Flores', intent: 'submit' });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('Answers to complete');
    expect(missing.text).toContain('Are you a US citizen?');
    expect((await stored()).status).toBe('Draft');
    await student.patch(`/api/applications/${app.id}/`).send({ answers: { pi_name: 'Ana', pi_email: 'ana@example.com', pi_is_us_citizen: false, th_ever_evicted: false } });
    const done = await post(student, page('contacts'), { lg_name: 'Rosa Flores', intent: 'submit' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`/new/tenant/applications/${app.id}`);
    expect((await stored()).status).toBe('Submitted');
  });

  it('answers an unverified student’s submit with 403 and the page: the reason by Submit, and the button mailing a new link, which comes back here', async () => {
    await ctx.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', student.userId).execute();
    await student.patch(`/api/applications/${app.id}/`).send({ answers: { pi_name: 'Ana', pi_email: 'ana@example.com', pi_is_us_citizen: false, th_ever_evicted: false } });
    const refused = await post(student, page('contacts'), { lg_name: 'Rosa Flores', intent: 'submit' });
    expect(refused.status).toBe(403);
    const shown = refused.text.replace(/<script[^>]*>.*?<\/script>/gs, '');
    expect(shown.split(M.verifyEmailFirst).length - 1).toBe(2); // the notice at the top, and by the Submit button
    expect(refused.text).not.toContain('Your answers could not be saved');
    expect(refused.text).toContain(`<form action="/new/tenant/verification-link" method="post"><input type="hidden" name="back" value="/new/tenant/applications/${app.id}"/>`);
    expect(refused.text).toContain(VERIFY_EMAIL_MESSAGES.resendButton);
    expect(await stored()).toMatchObject({ status: 'Draft', answers: expect.objectContaining({ lg_name: 'Rosa Flores' }) });
    expect(await ctx.db.selectFrom('outbox').selectAll().execute()).toEqual([]);

    const resend = await student.post('/new/tenant/verification-link').type('form').set('Sec-Fetch-Site', 'same-origin').send({ back: `/new/tenant/applications/${app.id}` });
    expect(resend.status).toBe(303);
    expect(resend.headers.location).toBe(`/new/tenant/applications/${app.id}?verification=sent`);
    const { email } = await ctx.db.selectFrom('users').select('email').where('id', '=', student.userId).executeTakeFirstOrThrow();
    const { mail } = await lastMailTo(ctx.db, email);
    expect(mail!.subject).toBe('Campus Edge Living: verify your e-mail address');
    expect((await student.get(resend.headers.location!)).text).toContain(VERIFY_EMAIL_MESSAGES.sent(email));
    // The button goes back only to a page of the student area.
    for (const back of ['https://evil.example/', '/new/manager/settings', `/new/tenant/applications/${app.id}/../../x`]) {
      const other = await otherStudent.post('/new/tenant/verification-link').type('form').set('Sec-Fetch-Site', 'same-origin').send({ back });
      expect(other.headers.location).toBe('/new/tenant/reservations?verification=verified');
    }
  });

  it('starts an application with a plain post to the applications’ address', async () => {
    await ctx.db.deleteFrom('rental_applications').execute();
    const res = await student.post('/new/tenant/applications').type('form').set('Sec-Fetch-Site', 'same-origin').send({ reservation_request_id: String(requestId) });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/new\/tenant\/applications\/\d+$/);
    expect((await otherStudent.post('/new/tenant/applications').type('form').set('Sec-Fetch-Site', 'same-origin').send({ reservation_request_id: String(requestId) })).status).toBe(404);
  });

  it('is for its own student only: sign-in for nobody, 403 for a manager, 404 for another student, 403 from another site; nothing changes', async () => {
    const anonymous = await post(request(ctx.app), page(), { pi_name: 'Mallory' });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe(`/new/login?redirect=${encodeURIComponent(`/new/tenant/applications/${app.id}`)}`);
    expect((await post(manager, page(), { pi_name: 'Mallory' })).status).toBe(403);
    expect((await post(otherStudent, page(), { pi_name: 'Mallory' })).status).toBe(404);
    expect((await student.post(page()).set('Sec-Fetch-Site', 'cross-site').field('pi_name', 'Mallory')).status).toBe(403);
    expect((await stored()).answers).toEqual(app.answers);
  });
});
