import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { signedInAgent } from '../helpers/manager-factories';
import { lastMailTo } from '../helpers/outbox';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;

beforeEach(async () => {
  ctx = await createTestContext();
  const org = await buildOrganization(ctx.db, { name: 'Campus Edge' });
  await buildProperty(ctx.db, org.id);
  await buildProperty(ctx.db, org.id);
});
afterEach(() => ctx.close());

type Agent = ReturnType<typeof request.agent>;
/** The button's form post, as Chromium sends it. */
const press = (agent: Agent | ReturnType<typeof request>) => agent.post('/new/tenant/verification-link').set('Origin', 'http://localhost:3000').type('form').send('');
const mailsTo = async (email: string) => (await ctx.db.selectFrom('outbox').select('id').where('to', '=', email).execute()).length;
const statusText = (html: string) => html.match(/role="status"[^>]*>(?:<span>)?([^<]*)/)?.[1] ?? null;

async function signedInStudent() {
  const agent = await signedInAgent(ctx, 'student', null);
  const { email } = await ctx.db.selectFrom('users').select('email').where('id', '=', agent.userId).executeTakeFirstOrThrow();
  return { agent, email };
}

describe('POST /new/tenant/verification-link', () => {
  it('sends signed-out visitors and staff to sign in, and mails nothing', async () => {
    const signedOut = await press(request(ctx.app));
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.location).toBe('/new/login?redirect=%2Fnew%2Ftenant%2Freservations');
    const manager = await signedInAgent(ctx, 'manager', null);
    expect((await press(manager)).headers.location).toBe('/new/login?redirect=%2Fnew%2Ftenant%2Freservations');
    expect(await ctx.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('mails a new link once within the cooldown, and My reservations says what happened', async () => {
    const { agent, email } = await signedInStudent();
    const before = await agent.get('/new/tenant/reservations');
    expect(before.text).toContain(`>${VERIFY_EMAIL_MESSAGES.notVerifiedBadge}<`);
    // Beside the badge, where the link went (issue 45).
    expect(before.text.replace(/<!-- -->/g, '')).toContain(`<span data-testid="verify-hint">We e-mailed a link to ${email}; open it to verify</span>`);
    expect(before.text).toContain('<form action="/new/tenant/verification-link" method="post">');
    expect(statusText(before.text)).toBeNull();

    const sent = await press(agent);
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/new/tenant/reservations?verification=sent');
    const { mail, path } = await lastMailTo(ctx.db, email);
    expect(mail!.subject).toBe('Campus Edge: verify your e-mail address');
    expect(path).toMatch(/^\/new\/verify-email\/[\w-]{40,}$/);
    expect(statusText((await agent.get(sent.headers.location!)).text)).toBe(VERIFY_EMAIL_MESSAGES.sent(email));

    const again = await press(agent);
    expect(again.headers.location).toBe('/new/tenant/reservations?verification=recent');
    expect(await mailsTo(email)).toBe(1);
    expect(statusText((await agent.get(again.headers.location!)).text)).toBe(VERIFY_EMAIL_MESSAGES.sentRecently);
  });

  it('mails nothing once the address is verified, and the page shows it verified without the button', async () => {
    const { agent, email } = await signedInStudent();
    await press(agent).expect(303);
    await request(ctx.app).post((await lastMailTo(ctx.db, email)).path!).expect(303);
    const mails = await mailsTo(email);

    const done = await press(agent);
    expect(done.headers.location).toBe('/new/tenant/reservations?verification=verified');
    expect(await mailsTo(email)).toBe(mails);
    const page = await agent.get(done.headers.location!);
    expect(statusText(page.text)).toBe(VERIFY_EMAIL_MESSAGES.alreadyVerified);
    expect(page.text).toContain(`>${VERIFY_EMAIL_MESSAGES.verifiedBadge}<`);
    expect(page.text).not.toContain(VERIFY_EMAIL_MESSAGES.notVerifiedBadge);
    expect(page.text).not.toContain('verify-hint');
    expect(page.text).not.toContain('/new/tenant/verification-link');
  });

  it('shows no status for a flag it does not know', async () => {
    const { agent } = await signedInStudent();
    const page = await agent.get('/new/tenant/reservations?verification=%3Cb%3Ehi%3C%2Fb%3E');
    expect(page.status).toBe(200);
    expect(statusText(page.text)).toBeNull();
  });
});
