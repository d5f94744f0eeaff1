import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { API_ERRORS } from '../../shared/messages';
import { STUDENT_HOME } from '../../shared/role-home';
import type { RoommateProfile } from '../../shared/roommates/roommate-profile';
import { ROOMMATE_TEXTS } from '../../shared/roommates/roommate-texts';
import { profileLabel } from '../../shared/roommates/public-profile';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, signIn } from '../helpers/manager-factories';
import { addApplication, TIDY_ANSWERS } from '../helpers/roommates';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * `GET` and `PUT /api/tenant/roommate-profile/` (issue 49, docs/decisions/044-roommate-matching.md):
 * the signed-in student's own profile, drawn from their latest submitted or approved application;
 * publishing and withdrawing it write the row and an audit event together; a refusal writes nothing.
 */

let ctx: TestContext;
let orgId: number;
let propertyId: number;
let periodId: number;
let agents: Awaited<ReturnType<typeof agentsFor>>;
const PATH = '/api/tenant/roommate-profile/';

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge' })).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Maple Hall' })).id;
  periodId = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Academic Year 2027–28' })).id;
  agents = await agentsFor(ctx, orgId, otherOrgId);
  await ctx.db.updateTable('users').set({ first_name: 'Maya', last_name: 'rivera' }).where('id', '=', agents.student.userId).execute();
});
afterEach(() => ctx.close());

const apply = (opts: Partial<Parameters<typeof addApplication>[1]> = {}) => addApplication(ctx.db, { userId: agents.student.userId, orgId, propertyId, periodId, ...opts });
const events = () => ctx.db.selectFrom('audit_events').select(['action', 'subject_table', 'subject_id', 'organization_id', 'actor_user_id', 'details']).where('action', '=', 'roommate_profile.publish').orderBy('id').execute();
const rows = () => ctx.db.selectFrom('roommate_profiles').selectAll().execute();
/** Every write a refused call could have made: the profile rows and all audit events. */
const written = async () => ({ profiles: await rows(), events: Number((await ctx.db.selectFrom('audit_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n) });

describe('the student reads their roommate profile', () => {
  it('answers what others see (first name, last initial, the public rm_ answers only) and where it is drawn from, unpublished at first', async () => {
    const applicationId = await apply({ answers: { ...TIDY_ANSWERS, rm_clubs: '' } });
    const res = await agents.student.get(PATH);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { rm_additional_info, ...rest } = TIDY_ANSWERS;
    expect(res.body).toEqual({
      published: false,
      published_at: null,
      name: 'Maya R.',
      answers: { ...rest, rm_additional_info },
      application_id: applicationId,
      property_id: propertyId,
      property_name: 'Maple Hall',
      lease_period_id: periodId,
      lease_period_name: 'Academic Year 2027–28',
      group_id: null,
    } satisfies RoommateProfile);
    // Nothing of the rest of the application: name, birth date, guarantor, finances.
    expect(JSON.stringify(res.body)).not.toMatch(/Private Name|2006-03-14|zoe@example.com|Secret Corp|rivera/);
    expect(await rows()).toEqual([]);
  });

  it('is drawn from the latest submitted or approved application for a lease period; drafts and declined ones do not count', async () => {
    const later = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Summer 2028' })).id;
    await apply({ status: 'Approved', submittedAt: '2026-01-10T10:00:00.000Z', answers: { rm_cleanliness: 'Tidy' } });
    const latest = await apply({ periodId: later, status: 'Submitted', submittedAt: '2026-03-01T10:00:00.000Z', answers: { rm_cleanliness: 'Relaxed' } });
    await apply({ status: 'Declined', submittedAt: '2026-04-01T10:00:00.000Z', answers: { rm_cleanliness: 'Very tidy' } });
    await apply({ status: 'Draft', answers: { rm_cleanliness: 'Very tidy' } });
    // A request for dates rather than a lease period makes no profile.
    await apply({ periodId: null, status: 'Submitted', submittedAt: '2026-05-01T10:00:00.000Z', answers: { rm_cleanliness: 'Very tidy' } });
    const res = await agents.student.get(PATH);
    expect([res.status, res.body.application_id, res.body.lease_period_id, res.body.answers]).toEqual([200, latest, later, { rm_cleanliness: 'Relaxed' }]);
  });

  it('answers 404 with the reason when there is nothing to show: no application, a draft only, or no roommate answer', async () => {
    const refused = async () => {
      const res = await agents.student.get(PATH);
      expect([res.status, res.body]).toEqual([404, { detail: ROOMMATE_TEXTS.noProfileDetail }]);
    };
    await refused();
    await apply({ status: 'Draft' });
    await refused();
    await apply({ answers: { rm_additional_info: '  ', rm_cooking: null } });
    await refused();
  });

  it('names the roommate group the student is in for the period', async () => {
    await apply();
    const group = (await ctx.db.insertInto('roommate_groups').values({ organization_id: orgId, lease_period_id: periodId, created_by: agents.student.userId }).returning('id').executeTakeFirstOrThrow()).id;
    await ctx.db.insertInto('roommate_group_members').values({ group_id: group, lease_period_id: periodId, user_id: agents.student.userId }).execute();
    expect((await agents.student.get(PATH)).body.group_id).toBe(group);
  });
});

describe('the student publishes and withdraws their profile', () => {
  it('publishes, then withdraws: the row and one audit event each time, in the application’s company', async () => {
    await apply();
    const published = await agents.student.put(PATH).send({ published: true });
    expect(published.status).toBe(200);
    expect(published.headers['cache-control']).toBe('private, no-store');
    expect(published.body.published).toBe(true);
    expect(Math.abs(Date.parse(published.body.published_at as string) - Date.now())).toBeLessThan(60_000);
    expect((await agents.student.get(PATH)).body).toEqual(published.body);
    expect((await rows()).map((r) => [r.user_id, r.published, r.published_at])).toEqual([[agents.student.userId, 1, published.body.published_at]]);

    // Publishing again changes nothing and records nothing.
    expect((await agents.student.put(PATH).send({ published: true })).body).toEqual(published.body);

    const withdrawn = await agents.student.put(PATH).send({ published: false });
    expect([withdrawn.status, withdrawn.body.published, withdrawn.body.published_at]).toEqual([200, false, null]);
    expect((await rows()).map((r) => [r.published, r.published_at])).toEqual([[0, null]]);
    expect((await agents.student.put(PATH).send({ published: false })).status).toBe(200);

    const subject = { subject_table: 'users', subject_id: agents.student.userId, organization_id: orgId, actor_user_id: agents.student.userId };
    expect(await events()).toEqual([
      { action: 'roommate_profile.publish', ...subject, details: '{"published":true}' },
      { action: 'roommate_profile.publish', ...subject, details: '{"published":false}' },
    ]);

    // And again: a profile may be published any number of times.
    expect((await agents.student.put(PATH).send({ published: true })).body.published).toBe(true);
    expect(await events()).toHaveLength(3);
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    await apply();
    const before = await written();
    for (const body of [{}, { published: 'yes' }, { published: 1 }, { published: null }, { published: true, answers: {} }, { published: true, user_id: 1 }, [true]]) {
      const res = await agents.student.put(PATH).send(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
    }
    const text = await agents.student.put(PATH).set('Content-Type', 'application/json').send('{"published": tru');
    expect(text.status).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('refuses a student with nothing to publish (404) and writes nothing', async () => {
    const before = await written();
    for (const published of [true, false]) {
      const res = await agents.student.put(PATH).send({ published });
      expect([res.status, res.body]).toEqual([404, { detail: ROOMMATE_TEXTS.noProfileDetail }]);
    }
    expect(await written()).toEqual(before);
  });

  it('is the signed-in student’s own: signed out 401, staff 403, another student sees and changes only their own', async () => {
    await apply();
    const before = await written();
    for (const [agent, status, detail] of [
      [agents.anonymous, 401, API_ERRORS.notAuthenticated],
      [agents.manager, 403, API_ERRORS.permissionDenied],
      [agents.maintenance, 403, API_ERRORS.permissionDenied],
      [agents.stranger, 403, API_ERRORS.permissionDenied],
    ] as const) {
      expect([(await agent.get(PATH)).status, (await agent.get(PATH)).body]).toEqual([status, { detail }]);
      const put = await agent.put(PATH).send({ published: true });
      expect([put.status, put.body]).toEqual([status, { detail }]);
    }
    expect(await written()).toEqual(before);

    const other = await signIn(ctx, await buildUser(ctx.db, 'student'));
    expect((await other.get(PATH)).status).toBe(404);
    expect((await other.put(PATH).send({ published: true })).status).toBe(404);
    expect(await written()).toEqual(before);
    expect((await agents.student.get(PATH)).body.published).toBe(false);
  });
});

describe('My reservations’ Roommate profile section, without JavaScript', () => {
  const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
  /** The form as a browser without JavaScript posts it: urlencoded, same origin. */
  const post = (agent: typeof agents.student | ReturnType<typeof request>, fields: Record<string, string>) =>
    agent.post(STUDENT_HOME).type('form').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin').send(fields);

  it('shows what others see and Publish; the post publishes, comes back saying so, and Withdraw withdraws', async () => {
    await apply();
    const page = text((await agents.student.get(STUDENT_HOME)).text);
    expect(page).toContain(ROOMMATE_TEXTS.heading);
    expect(page).toContain(ROOMMATE_TEXTS.intro('Academic Year 2027–28', 'Maple Hall'));
    expect(page).toContain('<strong>Maya R.</strong>');
    expect(page).toContain(`<dt>${profileLabel('rm_usual_sleep_time')}</dt><dd>22:30</dd>`);
    expect(page).toContain(`<dt>${profileLabel('rm_smoking')}</dt><dd>No</dd>`);
    // The preview holds nothing else of the application, nor the full surname (My profile, above it, is the student's own).
    expect(page.slice(page.indexOf('data-testid="roommate-preview"'))).not.toMatch(/Private Name|Secret Corp|rivera/i);
    expect(page).toContain(ROOMMATE_TEXTS.notPublished);
    expect(page).toContain('name="published" value="true"');

    const published = await post(agents.student, { published: 'true' });
    expect([published.status, published.headers.location]).toEqual([303, `${STUDENT_HOME}?roommate=published#roommate-profile`]);
    expect((await rows()).map((r) => r.published)).toEqual([1]);
    const after = text((await agents.student.get(`${STUDENT_HOME}?roommate=published`)).text);
    expect(after).toContain(ROOMMATE_TEXTS.publishedDone);
    expect(after).toContain('name="published" value="false"');
    expect(after).toContain(ROOMMATE_TEXTS.withdraw);

    const withdrawn = await post(agents.student, { published: 'false' });
    expect([withdrawn.status, withdrawn.headers.location]).toEqual([303, `${STUDENT_HOME}?roommate=withdrawn#roommate-profile`]);
    expect(text((await agents.student.get(`${STUDENT_HOME}?roommate=withdrawn`)).text)).toContain(ROOMMATE_TEXTS.withdrawnDone);
    expect((await events()).map((e) => e.details)).toEqual(['{"published":true}', '{"published":false}']);
  });

  it('refuses a bad post, a student with nothing to publish and anyone else, writing nothing', async () => {
    const before = await written();
    const none = await post(agents.student, { published: 'true' });
    expect(none.status).toBe(404);
    expect(text(none.text)).toContain(ROOMMATE_TEXTS.noProfileDetail);
    expect(text((await agents.student.get(STUDENT_HOME)).text)).toContain(ROOMMATE_TEXTS.noProfile);
    await apply();
    expect((await post(agents.student, { published: 'maybe' })).status).toBe(400);
    expect((await post(agents.student, {})).status).toBe(400);
    const signedOut = await post(request(ctx.app), { published: 'true' });
    expect([signedOut.status, signedOut.headers.location]).toEqual([303, `/new/login?redirect=${encodeURIComponent(STUDENT_HOME)}`]);
    expect((await post(agents.manager, { published: 'true' })).status).toBe(403);
    expect(await written()).toEqual(before);
  });
});
