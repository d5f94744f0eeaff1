import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS, CONFLICT_MESSAGES, FORM_MESSAGES, MESSAGES } from '../../shared/messages';
import { CONTACT_MESSAGES } from '../../shared/schemas/contact';
import type { RateLimitSettings } from '../../server/auth/rate-limits';
import { accessLinkDetail, RESET_DETAIL } from '../../server/services/accounts/email-links';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { lastMailTo } from '../helpers/outbox';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * The public forms posted the way a browser without JavaScript posts them (urlencoded, to the page),
 * answered with the page showing the form's state.
 */

let ctx: TestContext;
afterEach(() => ctx?.close());

const LIMITS: RateLimitSettings = { loginPerAddress: 100, loginFailuresPerAccount: 100, contactPerAddress: 100, emailLinksPerAddress: 100, windowMs: 60_000 };

async function setUp(limits: Partial<RateLimitSettings> = {}) {
  ctx = await createTestContext({ rateLimits: { ...LIMITS, ...limits } });
  const org = await buildOrganization(ctx.db, { name: 'Campus Edge', manager_email: 'office@campusedge.example' });
  const property = await buildProperty(ctx.db, org.id, { name: 'Maple Hall' });
  await buildProperty(ctx.db, org.id, { name: 'Oak Court' });
  return { orgId: org.id, propertyId: property.id };
}

/** A form post from this site, as Chromium sends it. */
const post = (path: string, fields: Record<string, string>) => request(ctx.app).post(path).type('form').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').send(fields);

/** The props the server embedded for an island (what it hydrates with). */
function islandProps(html: string, name: string): Record<string, unknown> {
  const json = new RegExp(`<script type="application/json" data-island-props="${name}">([^<]*)</script>`).exec(html)?.[1];
  if (!json) throw new Error(`no props for island ${name}`);
  return JSON.parse(json) as Record<string, unknown>;
}

/** The message shown under a field (by its error id), or null. */
const shownError = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;

/** The value attribute of the named input as rendered (HTML-escaped), or null when it has none. */
function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no input ${name}`);
  return /\svalue="([^"]*)"/.exec(tag)?.[1] ?? null;
}

const messages = () => ctx.db.selectFrom('contact_messages').selectAll().execute();
const sid = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));

const robin = { name: 'Robin <Visitor>', email: 'robin@example.com', phone_number: '(512) 555-0199', message: 'Is there a four-bedroom left for fall?' };

describe('contact forms without JavaScript', () => {
  it('sends a property message posted to the property page and answers the page showing Message sent, never cached', async () => {
    const { propertyId } = await setUp();
    const res = await post(`/new/property/${propertyId}`, robin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<h3>Message sent</h3>');
    expect(islandProps(res.text, 'contact-form')).toMatchObject({ action: `/new/property/${propertyId}#contact-form`, posted: { done: FORM_MESSAGES.messageSent, alert: null } });
    expect(await messages()).toEqual([expect.objectContaining({ property_id: propertyId, ...robin })]);
    // The answer stays out of the render cache: the page itself still shows an empty form.
    const page = await request(ctx.app).get(`/new/property/${propertyId}`);
    expect(page.text).not.toContain('Message sent');
    expect(islandProps(page.text, 'contact-form').posted).toBeNull();
  });

  it('answers invalid fields with the messages next to them and the typed values kept, storing nothing', async () => {
    const { propertyId } = await setUp();
    const typed = { name: robin.name, email: 'robin-at-example.com', phone_number: '555-12', message: '' };
    const res = await post(`/new/property/${propertyId}`, typed);
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect([shownError(res.text, 'contact-name-error'), shownError(res.text, 'contact-email-error'), shownError(res.text, 'contact-phone_number-error'), shownError(res.text, 'contact-message-error')]).toEqual([
      null,
      CONTACT_MESSAGES.invalidEmail,
      CONTACT_MESSAGES.incorrectPhone,
      CONTACT_MESSAGES.required,
    ]);
    expect([inputValue(res.text, 'name'), inputValue(res.text, 'email'), inputValue(res.text, 'phone_number')]).toEqual(['Robin &lt;Visitor&gt;', 'robin-at-example.com', '555-12']);
    expect(islandProps(res.text, 'contact-form').posted).toEqual({
      values: typed,
      errors: { email: CONTACT_MESSAGES.invalidEmail, phone_number: CONTACT_MESSAGES.incorrectPhone, message: CONTACT_MESSAGES.required },
      alert: null,
      done: null,
    });
    expect(await messages()).toEqual([]);
  });

  it('sends a company message posted to the home page', async () => {
    const { orgId } = await setUp();
    const res = await post('/new/', robin);
    expect(res.status).toBe(200);
    expect(islandProps(res.text, 'contact-form')).toMatchObject({ action: '/new/#have-a-question', posted: { done: FORM_MESSAGES.messageSent } });
    expect(await messages()).toEqual([expect.objectContaining({ organization_id: orgId, property_id: null, email: robin.email })]);
  });

  it('sends nothing for a property that is not shown or an id that is not one', async () => {
    const { orgId } = await setUp();
    const closed = await buildProperty(ctx.db, orgId, { status: 'DISABLED' });
    const res = await post(`/new/property/${closed.id}`, robin);
    // The property page itself sends visitors home; nothing was stored.
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/new/');
    expect(await post('/new/property/0x1', robin).then((r) => r.status)).toBe(404);
    expect(await messages()).toEqual([]);
  });

  it('shares the contact limit with the API and answers Message failed with 429 over it', async () => {
    const { propertyId } = await setUp({ contactPerAddress: 2 });
    expect((await request(ctx.app).post(`/api/properties/${propertyId}/contact/`).send(robin)).status).toBe(201);
    expect((await post(`/new/property/${propertyId}`, robin)).status).toBe(200);
    const refused = await post(`/new/property/${propertyId}`, robin);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('<h3>Message failed</h3>');
    expect(islandProps(refused.text, 'contact-form').posted).toMatchObject({ alert: FORM_MESSAGES.messageFailed, done: null, values: robin });
    expect(await messages()).toHaveLength(2);
  });

  it('refuses a post from another site and stores nothing', async () => {
    const { propertyId } = await setUp();
    const evil = await request(ctx.app).post(`/new/property/${propertyId}`).type('form').set('Origin', 'https://evil.example').send(robin);
    expect(evil.status).toBe(403);
    const marked = await request(ctx.app).post('/new/').type('form').set('Sec-Fetch-Site', 'cross-site').send(robin);
    expect(marked.status).toBe(403);
    expect(await messages()).toEqual([]);
  });

  it('refuses a body with too many fields without storing anything', async () => {
    const { propertyId } = await setUp();
    const many = { ...robin, ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'])) };
    const res = await post(`/new/property/${propertyId}`, many);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await messages()).toEqual([]);
  });
});

describe('sign-in without JavaScript', () => {
  it('signs in, sets the session cookie and redirects with 303 like the island does (and to a safe ?redirect=)', async () => {
    await setUp();
    const student = await buildUser(ctx.db, 'student');
    const res = await post('/new/login', { email: student.email, password: student.password, remember: 'on' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/new/tenant/reservations');
    expect(sid(res)).toMatch(/Expires=/);
    const agent = request.agent(ctx.app);
    const manager = await buildUser(ctx.db, 'manager');
    const staff = await agent.post('/new/login?redirect=%2Fnew%2Fmanager%2Fleasing').type('form').set('Origin', 'http://localhost:3000').send({ email: manager.email, password: manager.password });
    expect(staff.status).toBe(303);
    expect(staff.headers.location).toBe('/new/manager/leasing');
    // No "remember": a cookie that ends with the browser.
    expect(sid(staff)).not.toMatch(/Expires=/);
    expect((await agent.get('/api/users/me/')).body.email).toBe(manager.email);
    const away = await post('/new/login?redirect=https%3A%2F%2Fevil.example%2F', { email: student.email, password: student.password });
    expect(away.headers.location).toBe('/new/tenant/reservations');
  });

  it('answers bad credentials with the alert, the e-mail kept and the password not sent back', async () => {
    await setUp();
    const student = await buildUser(ctx.db, 'student');
    const res = await post('/new/login', { email: student.email, password: 'Wrong-Pass-1' });
    expect(res.status).toBe(400);
    expect(sid(res)).toBeUndefined();
    expect(res.text).toContain(API_ERRORS.invalidCredentials);
    expect(inputValue(res.text, 'email')).toBe(student.email);
    expect(inputValue(res.text, 'password')).toBe('');
    expect(res.text).not.toContain('Wrong-Pass-1');
    expect(islandProps(res.text, 'auth-page')).toMatchObject({ form: 'login', posted: { values: { email: student.email, remember: false }, errors: {}, alert: API_ERRORS.invalidCredentials } });

    const invalid = await post('/new/login', { email: 'someone.example.com', password: '' });
    expect(invalid.status).toBe(400);
    expect([shownError(invalid.text, 'email-error'), shownError(invalid.text, 'password-error')]).toEqual([MESSAGES.incorrectEmail, MESSAGES.required]);
    expect(inputValue(invalid.text, 'email')).toBe('someone.example.com');
  });

  it("counts failed form sign-ins toward the account's limit shared with the API", async () => {
    await setUp({ loginFailuresPerAccount: 2 });
    const student = await buildUser(ctx.db, 'student');
    expect((await post('/new/login', { email: student.email, password: 'Wrong-Pass-1' })).status).toBe(400);
    expect((await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: 'Wrong-Pass-1' })).status).toBe(400);
    const blocked = await post('/new/login', { email: student.email, password: student.password });
    expect(blocked.status).toBe(429);
    expect(sid(blocked)).toBeUndefined();
    expect(islandProps(blocked.text, 'auth-page')).toMatchObject({ posted: { alert: API_ERRORS.tooManyRequests } });
  });

  it('refuses a sign-in posted from another site', async () => {
    await setUp();
    const student = await buildUser(ctx.db, 'student');
    const res = await request(ctx.app).post('/new/login').type('form').set('Origin', 'https://evil.example').send({ email: student.email, password: student.password });
    expect(res.status).toBe(403);
    expect(sid(res)).toBeUndefined();
  });
});

describe('registration without JavaScript', () => {
  const newcomer = { first_name: 'Nia', last_name: 'New', email: 'nia.new@example.com', cell_phone: '512-555-0123', password: 'Newcomer-Pass-1', password_confirmation: 'Newcomer-Pass-1', gender: 'F', marketing_opt_in: 'on' };

  it('registers, signs in and redirects with 303 to the student area, with the property chosen in the page query', async () => {
    const { propertyId } = await setUp();
    const res = await post(`/new/register?assigned_property=${propertyId}`, newcomer);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/new/tenant/reservations');
    expect(sid(res)).toBeDefined();
    const user = await ctx.db.selectFrom('users').selectAll().where('email', '=', newcomer.email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: 'Nia', gender: 'F', marketing_opt_in: 1, informational_opt_in: 0 });
    expect(await ctx.db.selectFrom('reservation_requests').select('property_id').where('user_id', '=', user.id).execute()).toEqual([{ property_id: propertyId }]);
  });

  it('answers invalid fields next to them, keeps what was typed (not the passwords) and keeps the choice in the form address', async () => {
    const { propertyId } = await setUp();
    const res = await post(`/new/register?assigned_property=${propertyId}`, { ...newcomer, cell_phone: '555-12', password_confirmation: 'Other-Pass-1', gender: '' });
    expect(res.status).toBe(400);
    expect([shownError(res.text, 'cell_phone-error'), shownError(res.text, 'password_confirmation-error'), shownError(res.text, 'gender-error')]).toEqual([MESSAGES.incorrectPhone, MESSAGES.passwordsMatch, MESSAGES.required]);
    expect([inputValue(res.text, 'first_name'), inputValue(res.text, 'email'), inputValue(res.text, 'cell_phone'), inputValue(res.text, 'password')]).toEqual(['Nia', newcomer.email, '555-12', '']);
    expect(res.text).not.toContain(newcomer.password);
    expect(res.text).toContain(`action="/new/register?assigned_property=${propertyId}"`);
    expect(islandProps(res.text, 'auth-page')).toMatchObject({ form: 'register', carry: { assigned_property: propertyId }, posted: { values: { first_name: 'Nia', marketing_opt_in: true, remember: false } } });
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', newcomer.email).execute()).toEqual([]);
  });

  it('shows a taken e-mail under the field and in the alert', async () => {
    await setUp();
    const taken = await buildUser(ctx.db, 'student');
    const res = await post('/new/register', { ...newcomer, email: taken.email });
    expect(res.status).toBe(400);
    expect(shownError(res.text, 'email-error')).toBe(CONFLICT_MESSAGES.emailTaken);
    expect(islandProps(res.text, 'auth-page')).toMatchObject({ posted: { errors: { email: CONFLICT_MESSAGES.emailTaken }, alert: CONFLICT_MESSAGES.emailTaken } });
  });

  it('shares the sign-up limit with the API', async () => {
    await setUp({ emailLinksPerAddress: 1 });
    expect((await request(ctx.app).post('/api/users/sign_up/').send({ ...newcomer, email: 'first@example.com', gender: 'F', marketing_opt_in: true })).status).toBe(201);
    const refused = await post('/new/register', newcomer);
    expect(refused.status).toBe(429);
    expect(islandProps(refused.text, 'auth-page')).toMatchObject({ posted: { alert: API_ERRORS.tooManyRequests } });
    expect(await ctx.db.selectFrom('users').select('id').where('email', '=', newcomer.email).execute()).toEqual([]);
  });
});

describe('mailed links without JavaScript', () => {
  it('sends a sign-in link from its page, carrying the chosen property, and shows the answer text', async () => {
    const { propertyId } = await setUp();
    const res = await post(`/new/sign-in-link?assigned_property=${propertyId}`, { email: 'lee@example.com' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(accessLinkDetail('lee@example.com'));
    expect(islandProps(res.text, 'auth-page')).toMatchObject({ form: 'signup', posted: { done: accessLinkDetail('lee@example.com') } });
    const { token } = await lastMailTo(ctx.db, 'lee@example.com');
    const link = await ctx.db.selectFrom('one_time_links').select('payload').where('purpose', '=', 'access').executeTakeFirstOrThrow();
    expect(token).toBeTruthy();
    expect(JSON.parse(link.payload!)).toEqual({ assigned_property: propertyId });

    const invalid = await post('/new/sign-in-link', { email: 'lee@' });
    expect(invalid.status).toBe(400);
    expect(shownError(invalid.text, 'email-error')).toBe(MESSAGES.incorrectEmail);
    expect(inputValue(invalid.text, 'email')).toBe('lee@');
  });

  it('sends a reset link from the forgot-password page and sets the new password posted to the link page', async () => {
    await setUp();
    const student = await buildUser(ctx.db, 'student');
    const asked = await post('/new/forgot-password', { email: student.email });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(RESET_DETAIL);
    const { path } = await lastMailTo(ctx.db, student.email);

    const mismatched = await post(path!, { password: 'Brand-New-Pass-1', password_confirmation: 'Brand-New-Pass-2' });
    expect(mismatched.status).toBe(400);
    expect(shownError(mismatched.text, 'password_confirmation-error')).toBe(MESSAGES.passwordsMatch);
    expect(mismatched.text).not.toContain('Brand-New-Pass');

    const saved = await post(path!, { password: 'Brand-New-Pass-1', password_confirmation: 'Brand-New-Pass-1' });
    expect(saved.status).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.text).toContain(FORM_MESSAGES.passwordChanged);
    expect(islandProps(saved.text, 'set-password')).toMatchObject({ posted: { done: FORM_MESSAGES.passwordChanged } });
    expect((await request(ctx.app).post('/api-token-auth/').send({ username: student.email, password: 'Brand-New-Pass-1' })).status).toBe(200);

    // The link is spent: posting again changes nothing and the page says the link cannot be used.
    const again = await post(path!, { password: 'Other-New-Pass-1', password_confirmation: 'Other-New-Pass-1' });
    expect(again.status).toBe(400);
    expect(again.text).toContain('This link cannot be used');
  });

  it('shares the reset limits with the API', async () => {
    await setUp({ emailLinksPerAddress: 1 });
    expect((await request(ctx.app).post('/api/send_reset_email/').send({ email: 'a@example.com' })).status).toBe(200);
    const refused = await post('/new/forgot-password', { email: 'b@example.com' });
    expect(refused.status).toBe(429);
    expect(islandProps(refused.text, 'auth-page')).toMatchObject({ form: 'resetPassword', posted: { alert: API_ERRORS.tooManyRequests, done: null } });
    const bad = { password: 'Brand-New-Pass-1', password_confirmation: 'Brand-New-Pass-1' };
    expect((await post('/new/reset-password/not-a-token', bad)).status).toBe(400);
    expect((await post('/new/reset-password/not-a-token', bad)).status).toBe(429);
  });

  it('refuses mailed-link requests posted from another site', async () => {
    await setUp();
    const res = await request(ctx.app).post('/new/forgot-password').type('form').set('Sec-Fetch-Site', 'cross-site').send({ email: 'x@example.com' });
    expect(res.status).toBe(403);
    expect(await ctx.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });
});
