import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ApplicationDetail } from '../../shared/rental-application/application-types';
import { FLAG_KEYS } from '../../shared/rental-application/fields';
import { GUARANTOR_INVITATIONS_PER_APPLICATION, inviteGuarantor } from '../../server/services/applications/guarantor-invitations';
import { buildOrganization, buildProperty, verifyEmailOf } from '../helpers/factories';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** The guarantor's invitation: mail to someone who never signed up here, written partly by the applicant. */

const ASKED = ['pi_name', 'lg_name', 'lg_email', 'lg_personalize_invitation'];
const PHISH = 'Claim your refund at https://refund.example.com/claim';

let ctx: TestContext;
let student: Awaited<ReturnType<typeof signedInAgent>>;
let propertyId: number;
let orgId: number;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge Living' })).id;
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  const manager = await signedInAgent(ctx, 'manager', orgId);
  expect((await manager.put('/api/rental-application/').send(Object.fromEntries(FLAG_KEYS.map((k) => [k, ASKED.includes(k)])))).status).toBe(200);
  student = await signedInAgent(ctx, 'student', null);
  await verifyEmailOf(ctx.db, student.userId);
  // The name is the student's own, typed at registration: any text they like.
  await ctx.db.updateTable('users').set({ first_name: PHISH, last_name: 'www.refund.example' }).where('id', '=', student.userId).execute();
});
afterEach(() => ctx.close());

/** A submitted application naming this guarantor. */
async function submit(answers: Record<string, unknown>): Promise<number> {
  const requestId = (await ctx.db.insertInto('reservation_requests').values({ user_id: student.userId, organization_id: orgId, property_id: propertyId }).returning('id').executeTakeFirstOrThrow()).id;
  const app = (await student.post('/api/applications/').send({ reservation_request_id: requestId })).body as ApplicationDetail;
  expect((await student.patch(`/api/applications/${app.id}/`).send({ answers: { pi_name: 'Ana Flores', ...answers } })).status).toBe(200);
  expect((await student.post(`/api/applications/${app.id}/submit/`)).status).toBe(200);
  return app.id;
}

const mailTo = (to: string) => ctx.db.selectFrom('outbox').select(['subject', 'text', 'html']).where('to', '=', to).execute();

describe('the guarantor invitation', () => {
  it('has a subject of the company’s name and fixed words; the names and the note are quoted plain text that no mail client can link', async () => {
    const note = 'Please sign <a href="https://evil.example/x">here</a> at www.evil.example or write to help@evil.example.\nLove, Ana';
    await submit({ lg_name: 'Rosa <b>Flores</b> http://evil.example', lg_email: 'rosa@example.com', lg_personalize_invitation: note });
    const [mail, ...more] = await mailTo('rosa@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Campus Edge Living: you are named as a guarantor');
    for (const part of [mail!.text, mail!.html!]) {
      // Nothing link-like survives from what the applicant typed, in either part.
      expect(part).not.toMatch(/https?:\/\/|www\.|evil\.example|refund\.example|@evil/);
      expect(part).toContain('https[:]//refund[.]example[.]com/claim');
      expect(part).toContain('www[.]evil[.]example');
      expect(part).toContain('help[at]evil[.]example');
    }
    expect(mail!.text).toContain(`The applicant gave their name as:\n> Claim your refund at https[:]//refund[.]example[.]com/claim www[.]refund[.]example`);
    expect(mail!.text).toContain('The applicant added this note for you (their words, not Campus Edge Living’s):\n> Please sign <a href="https[:]//evil[.]example/x">here</a> at www[.]evil[.]example or write to help[at]evil[.]example.\n> Love, Ana');
    expect(mail!.text).toContain('Hello Rosa <b>Flores</b> http[:]//evil[.]example,');
    // The HTML part holds no element made from their words: escaped, in quotes, and no link at all.
    expect(mail!.html).not.toMatch(/<a\b|<b>/);
    expect(mail!.html).toContain('<blockquote style="border-left:3px solid #C9D1DB;margin:0 0 16px;padding:4px 0 4px 12px;color:#333">Please sign &lt;a href=&quot;https[:]//evil[.]example/x&quot;&gt;here&lt;/a&gt; at www[.]evil[.]example or write to help[at]evil[.]example.<br>Love, Ana</blockquote>');
    expect(mail!.html).toContain('<p>Hello Rosa &lt;b&gt;Flores&lt;/b&gt; http[:]//evil[.]example,</p>');
  });

  it('is sent once per application: a second submit, or the same address again, mails nothing', async () => {
    const id = await submit({ lg_name: 'Rosa', lg_email: 'rosa@example.com', lg_personalize_invitation: 'Thank you!' });
    expect((await student.post(`/api/applications/${id}/submit/`)).status).toBe(409);
    const deps = { db: ctx.db, mailer: ctx.mailer, logger: ctx.logger, companyName: 'Campus Edge Living' };
    expect(await inviteGuarantor(deps, id, { to: 'ROSA@example.com', guarantorName: 'Rosa', studentName: 'Ana', note: '' })).toBe(false);
    expect(await mailTo('rosa@example.com')).toHaveLength(1);
    expect(await ctx.db.selectFrom('guarantor_invitations').select(['application_id', 'email']).execute()).toEqual([{ application_id: id, email: 'rosa@example.com' }]);
  });

  it('invites a changed address at most twice more, also when the invitations are asked for at the same moment', async () => {
    expect(GUARANTOR_INVITATIONS_PER_APPLICATION).toBe(3);
    const id = await submit({ lg_name: 'Rosa', lg_email: 'rosa@example.com', lg_personalize_invitation: 'Thank you!' });
    const deps = { db: ctx.db, mailer: ctx.mailer, logger: ctx.logger, companyName: 'Campus Edge Living' };
    const invite = (to: string) => inviteGuarantor(deps, id, { to, guarantorName: 'Guarantor', studentName: 'Ana', note: '' });
    const addresses = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'];
    const sent = await Promise.all(addresses.map(invite));
    expect(sent.filter(Boolean)).toHaveLength(2);
    const invited = await ctx.db.selectFrom('guarantor_invitations').select('email').where('application_id', '=', id).execute();
    expect(invited).toHaveLength(3);
    const mailed = await ctx.db.selectFrom('outbox').select('to').where('subject', '=', 'Campus Edge Living: you are named as a guarantor').execute();
    expect(mailed.map((m) => m.to).sort()).toEqual(invited.map((r) => r.email).sort());
    expect(await invite('f@example.com')).toBe(false);
    // Another application has its own invitations.
    await submit({ lg_name: 'Rosa', lg_email: 'rosa@example.com', lg_personalize_invitation: 'Thank you!' });
    expect(await mailTo('rosa@example.com')).toHaveLength(2);
  });
});
