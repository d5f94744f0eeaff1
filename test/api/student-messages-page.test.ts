import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { dayOf, formatShortDate } from '../../shared/dates';
import { pageTitle } from '../../shared/page-title';
import { MESSAGE_TEXTS as T, STUDENT_MESSAGES_PATH as PAGE } from '../../shared/notifications/texts';
import { buildOrganization } from '../helpers/factories';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';
import { zoneOffUtcDay } from '../helpers/company-day';

/** The student's Messages page (server-rendered, no island) and its text message choices posted as a plain form. */

let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let student: Agent;
let other: Agent;
let manager: Agent;

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");
const choices = (userId: number) => ctx.db.selectFrom('users').select(['informational_opt_in', 'marketing_opt_in']).where('id', '=', userId).executeTakeFirstOrThrow();
const auditEvents = (userId: number) =>
  ctx.db.selectFrom('audit_events').select(['action', 'actor_user_id', 'details']).where('subject_table', '=', 'users').where('subject_id', '=', userId).where('action', '=', 'user.sms_preferences').orderBy('id').execute();
/** The form as a browser without JavaScript posts it: urlencoded, same origin, an unticked box left out. */
const post = (agent: Agent | ReturnType<typeof request>, fields: Record<string, string>, site = 'same-origin') =>
  agent.post(PAGE).type('form').set('Origin', site === 'same-origin' ? 'http://localhost:3000' : 'https://evil.example').set('Sec-Fetch-Site', site).send(fields);

beforeAll(async () => {
  ctx = await createTestContext();
  const orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge Living' })).id;
  student = await signedInAgent(ctx, 'student', orgId);
  other = await signedInAgent(ctx, 'student', orgId);
  manager = await signedInAgent(ctx, 'manager', orgId);
  await ctx.db.updateTable('users').set({ cell_phone: '+15125550147', informational_opt_in: 1, marketing_opt_in: 0 }).where('id', '=', student.userId).execute();
  // A real message to the student: the password reset mail, logged by the sender.
  const sent = await request(ctx.app).post('/api/send_reset_email/').send({ email: student.user.email });
  expect(sent.status).toBe(200);
});
afterAll(() => ctx.close());

describe('who sees the Messages page', () => {
  it('sends a signed-out visitor to sign in and back, and refuses staff, as the other student pages do', async () => {
    const anonymous = await request(ctx.app).get(PAGE);
    expect([anonymous.status, anonymous.headers.location]).toEqual([302, '/new/login?redirect=%2Fnew%2Ftenant%2Fmessages']);
    expect((await manager.get(PAGE)).status).toBe(403);
    expect((await manager.get('/new/tenant/maintenance')).status).toBe(403);
  });

  it('shows a student their own messages and choices, never cached, and nobody else’s', async () => {
    const res = await student.get(PAGE);
    expect([res.status, res.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(res.text).toContain(`<title>${pageTitle(T.studentTitle)}</title>`);
    const html = text(res.text);
    expect(html).toContain(T.preferencesTitle);
    expect(html).toContain(T.preferencesPhone('+15125550147'));
    expect(res.text).toMatch(/name="informational_opt_in" checked=""/);
    expect(res.text).not.toMatch(/name="marketing_opt_in" checked=""/);
    // The reset mail, without its secret link.
    expect(res.text.match(/data-testid="student-message"/g)).toHaveLength(1);
    expect(html).toContain(T.channel.email);
    expect(html).not.toMatch(/reset-password\/[A-Za-z0-9_-]{16,}/);
    // No island of its own: the page needs no JavaScript (the site header's is every page's).
    expect([...res.text.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1])).toEqual(['site-header-actions']);

    const theirs = text((await other.get(PAGE)).text);
    expect(theirs).toContain(T.logEmpty);
    expect(theirs).toContain(T.preferencesNoPhone);
    expect(theirs).not.toContain('data-testid="student-message"');
  });

  it('says Sent for a mail kept in the outbox, Sending for one still queued, and Failed, never the outbox', async () => {
    const at = new Date().toISOString();
    // Dated on the company's clock (ADR 045), in a zone whose day is not UTC's now.
    const zone = zoneOffUtcDay(new Date(at));
    const kept = (await ctx.db.selectFrom('organizations').select('time_zone').executeTakeFirstOrThrow()).time_zone;
    await ctx.db.updateTable('organizations').set({ time_zone: zone }).execute();
    const base = { organization_id: null, user_id: student.userId, channel: 'email' as const, to: student.user.email, event: 'ticket_updated', text: 'Body', html: null, error: null, sent_at: null };
    await ctx.db.insertInto('messages').values([{ ...base, subject: 'Queued one', status: 'queued' }, { ...base, subject: 'Failed one', status: 'failed', error: 'refused' }]).execute();
    try {
      const items = text((await student.get(PAGE)).text).split('data-testid="student-message"').slice(1);
      const statusOf = (subject: string) => /class="status [a-z]+">([^<]+)</.exec(items.find((i) => i.includes(subject))!)?.[1];
      expect(statusOf('Queued one')).toBe('Sending');
      expect(statusOf('Failed one')).toBe('Failed');
      // The reset mail, kept in the outbox (no mail service in tests): Sent to the student.
      expect(statusOf('password')).toBe('Sent');
      expect(items.join('')).not.toContain('In outbox');
      // Dated as the student's pages date things: the company's day, not UTC's.
      expect(items[0]).toContain(formatShortDate(dayOf(at, zone)));
      expect(items[0]).not.toContain(formatShortDate(dayOf(at, 'UTC')));
    } finally {
      await ctx.db.updateTable('organizations').set({ time_zone: kept }).execute();
      await ctx.db.deleteFrom('messages').where('subject', 'in', ['Queued one', 'Failed one']).execute();
    }
  });

  it('is linked from My reservations', async () => {
    expect((await student.get('/new/tenant/reservations')).text).toContain(`href="${PAGE}"`);
  });
});

describe('the text message choices, posted without JavaScript', () => {
  it('sends a signed-out post to sign in, and refuses staff, writing nothing', async () => {
    const anonymous = await post(request(ctx.app), { marketing_opt_in: 'on' });
    expect([anonymous.status, anonymous.headers.location]).toEqual([303, '/new/login?redirect=%2Fnew%2Ftenant%2Fmessages']);
    expect((await post(manager, { marketing_opt_in: 'on' })).status).toBe(403);
    expect(await choices(manager.userId)).toEqual({ informational_opt_in: 0, marketing_opt_in: 0 });
  });

  it('refuses a cross-site post and changes nothing', async () => {
    const res = await post(student, { marketing_opt_in: 'on' }, 'cross-site');
    expect(res.status).toBe(403);
    expect(await choices(student.userId)).toEqual({ informational_opt_in: 1, marketing_opt_in: 0 });
    expect(await auditEvents(student.userId)).toEqual([]);
  });

  it('saves both boxes as posted, records who changed them, and says so on the page', async () => {
    const res = await post(student, { marketing_opt_in: 'on' });
    expect([res.status, res.headers.location]).toEqual([303, `${PAGE}?saved=1`]);
    expect(await choices(student.userId)).toEqual({ informational_opt_in: 0, marketing_opt_in: 1 });
    const [event] = await auditEvents(student.userId);
    expect(event).toMatchObject({ action: 'user.sms_preferences', actor_user_id: student.userId });
    expect(JSON.parse(event!.details)).toMatchObject({ informational_opt_in: false, marketing_opt_in: true });

    const page = await student.get(res.headers.location!);
    expect(text(page.text)).toContain(T.preferencesSaved);
    expect(page.text).toMatch(/name="marketing_opt_in" checked=""/);
    expect(page.text).not.toMatch(/name="informational_opt_in" checked=""/);
    // Only the notice's own address says it: the plain page does not.
    expect(text((await student.get(PAGE)).text)).not.toContain(T.preferencesSaved);

    // Back again; another student's choices are untouched.
    await post(student, { informational_opt_in: 'on' });
    expect(await choices(student.userId)).toEqual({ informational_opt_in: 1, marketing_opt_in: 0 });
    expect(await choices(other.userId)).toEqual({ informational_opt_in: 0, marketing_opt_in: 0 });
    expect(await auditEvents(student.userId)).toHaveLength(2);
  });
});
