import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { matchScore } from '../../shared/roommates/match-score';
import { publicAnswers } from '../../shared/roommates/public-profile';
import type { RoommateMatch } from '../../shared/roommates/roommate-profile';
import { ROOMMATE_PROFILE_PATH, ROOMMATE_TEXTS } from '../../shared/roommates/roommate-texts';
import type { PropertyFriend } from '../../shared/types/public';
import { MATCHES_SCORED, MATCHES_SHOWN } from '../../server/page-data/roommates';
import { buildOrganization, buildProperty, buildUser } from '../helpers/factories';
import { agentsFor, buildLeasePeriod, signIn } from '../helpers/manager-factories';
import { addApplication, addRoommate, PRIVATE_ANSWERS, TIDY_ANSWERS } from '../helpers/roommates';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * `GET /api/property-friends/?property=` (the seeds' call): what every visitor gets (the property's
 * friends rows) unless the caller is a signed-in student with a published roommate profile for a lease
 * period of the property, who gets their matches instead (issue 49, docs/decisions/044-roommate-matching.md).
 */

let ctx: TestContext;
let orgId: number;
let propertyId: number;
let otherPropertyId: number;
let periodId: number;
let agents: Awaited<ReturnType<typeof agentsFor>>;
const url = (property = propertyId) => `/api/property-friends/?property=${property}`;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db, { name: 'Campus Edge' })).id;
  const otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId, { name: 'Maple Hall' })).id;
  otherPropertyId = (await buildProperty(ctx.db, orgId, { name: 'Oak Court' })).id;
  periodId = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Academic Year 2027–28' })).id;
  agents = await agentsFor(ctx, orgId, otherOrgId);
  // The property's friends rows, as the demo seeds them: what every visitor sees.
  const seeded = await buildUser(ctx.db, 'student');
  await ctx.db.updateTable('users').set({ first_name: 'Sofia', last_name: 'Nguyen' }).where('id', '=', seeded.id).execute();
  await ctx.db.insertInto('property_friends').values({ property_id: propertyId, user_id: seeded.id, match_percentage: 91 }).execute();
});
afterEach(() => ctx.close());

const roommate = (first: string, last: string, opts: Partial<Parameters<typeof addRoommate>[1]> = {}) => addRoommate(ctx.db, { orgId, propertyId, periodId, first, last, ...opts });
const everyVisitor = (): PropertyFriend[] => [{ id: expect.any(Number) as unknown as number, match_percentage: 91, user: { first_name: 'Sofia', last_name: 'N', image: null, image_srcset: null } }];

describe('what every visitor gets', () => {
  it('is the property’s friends rows, the same for anyone without a published profile here, kept as before (no Cache-Control)', async () => {
    await roommate('Ava', 'Stone');
    const anonymous = await request(ctx.app).get(url());
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual(everyVisitor());
    expect(anonymous.headers['cache-control']).toBeUndefined();

    // A student with no application, one with an unpublished profile, one published for another property's period, and staff.
    const unpublished = await roommate('Ben', 'Hart', { published: false });
    const elsewherePeriod = (await buildLeasePeriod(ctx.db, otherPropertyId, [])).id;
    const elsewhere = await roommate('Cleo', 'Park', { propertyId: otherPropertyId, periodId: elsewherePeriod });
    for (const agent of [agents.student, agents.manager, agents.maintenance, await signIn(ctx, unpublished.user), await signIn(ctx, elsewhere.user)]) {
      const res = await agent.get(url());
      expect([res.status, res.body, res.headers['cache-control']]).toEqual([200, everyVisitor(), undefined]);
    }
    // The published student of the other property gets that property's friends (none) there: not their matches, which are this property's.
    expect((await (await signIn(ctx, elsewhere.user)).get(url(otherPropertyId))).body).toEqual([]);
  });
});

describe('a student with a published profile for a lease period of the property', () => {
  it('gets the other published profiles of that period, best match first, with their percentages; never cached', async () => {
    const me = await roommate('Maya', 'Rivera');
    const twin = await roommate('Tess', 'Quinn', { answers: { ...TIDY_ANSWERS, rm_field_of_study: 'History' }, publishedAt: '2026-01-01T00:00:00.000Z' });
    const owl = await roommate('Olly', 'Night', { answers: { ...TIDY_ANSWERS, rm_usual_sleep_time: '02:30', rm_usual_wake_time: '10:30', rm_partying: 'Often', rm_loud_music: 'Often' } });
    const relaxed = await roommate('Rae', 'Lowe', { answers: { ...TIDY_ANSWERS, rm_cleanliness: 'Relaxed', rm_frequent_guests: 'Often' } });
    // A same score as the twin, published later: first among equals.
    const twinLater = await roommate('Tia', 'Quest', { answers: { ...TIDY_ANSWERS, rm_school_or_college_or_university: 'ACC' }, publishedAt: '2026-02-01T00:00:00.000Z' });

    // Left out: another period of the property, another property, unpublished, an inactive account, no scored answer shared.
    const laterPeriod = (await buildLeasePeriod(ctx.db, propertyId, [], { name: 'Summer 2028' })).id;
    await roommate('Pat', 'Other', { periodId: laterPeriod });
    const oakPeriod = (await buildLeasePeriod(ctx.db, otherPropertyId, [])).id;
    await roommate('Oak', 'Student', { propertyId: otherPropertyId, periodId: oakPeriod });
    await roommate('Una', 'Published', { published: false });
    await roommate('Ina', 'Active', { active: false });
    await roommate('Nia', 'Noscore', { answers: { rm_additional_info: 'Hello!' } });

    const agent = await signIn(ctx, me.user);
    const res = await agent.get(url());
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const matches = res.body as RoommateMatch[];
    const mine = publicAnswers(TIDY_ANSWERS);
    const expected = (answers: Record<string, unknown>) => matchScore(mine, publicAnswers(answers));
    expect(matches.map((m) => [m.name, m.match_percentage])).toEqual([
      ['Tia Q.', expected({ ...TIDY_ANSWERS, rm_school_or_college_or_university: 'ACC' })],
      ['Tess Q.', expected({ ...TIDY_ANSWERS, rm_field_of_study: 'History' })],
      ['Rae L.', expected({ ...TIDY_ANSWERS, rm_cleanliness: 'Relaxed', rm_frequent_guests: 'Often' })],
      ['Olly N.', expected({ ...TIDY_ANSWERS, rm_usual_sleep_time: '02:30', rm_usual_wake_time: '10:30', rm_partying: 'Often', rm_loud_music: 'Often' })],
    ]);
    expect(matches.map((m) => m.match_percentage)).toEqual([97, 97, 82, 63]);
    expect(matches.map((m) => m.profile_id)).toEqual([twinLater.profileId, twin.profileId, relaxed.profileId, owl.profileId]);

    // The friend card's fields (the block shows them as it shows the seeds'), the profile's id, and the public answers only.
    expect(matches[1]).toEqual({
      id: twin.profileId,
      profile_id: twin.profileId,
      name: 'Tess Q.',
      match_percentage: 97,
      user: { first_name: 'Tess', last_name: 'Q', image: null, image_srcset: null },
      answers: { ...TIDY_ANSWERS, rm_field_of_study: 'History' },
    });
    const text = JSON.stringify(matches);
    for (const secret of [...Object.values(PRIVATE_ANSWERS), 'Quinn', 'Rivera', 'Maya']) expect(text).not.toContain(secret);

    // Withdrawn, they get what every visitor gets again; and they drop out of the others' matches.
    expect((await agent.put('/api/tenant/roommate-profile/').send({ published: false })).status).toBe(200);
    expect((await agent.get(url())).body).toEqual(everyVisitor());
    const tess = await signIn(ctx, twin.user);
    expect(((await tess.get(url())).body as RoommateMatch[]).map((m) => m.name)).toEqual(['Tia Q.', 'Rae L.', 'Olly N.']);
  });

  it('follows each student’s latest application: one who applied since for another period is no longer a match here', async () => {
    const me = await roommate('Maya', 'Rivera');
    const mover = await roommate('Max', 'Moves');
    const agent = await signIn(ctx, me.user);
    expect(((await agent.get(url())).body as RoommateMatch[]).map((m) => m.name)).toEqual(['Max M.']);
    const laterPeriod = (await buildLeasePeriod(ctx.db, propertyId, [])).id;
    await addApplication(ctx.db, { userId: mover.user.id, orgId, propertyId, periodId: laterPeriod, submittedAt: new Date(Date.now() + 1000).toISOString() });
    expect((await agent.get(url())).body).toEqual([]);
  });

  it(`answers at most ${MATCHES_SHOWN}, scored over the ${MATCHES_SCORED} most recently published profiles of the period`, async () => {
    const me = await roommate('Maya', 'Rivera');
    // Many published profiles at once, straight into the tables: the oldest one agrees entirely, the rest less.
    const count = MATCHES_SCORED + 1;
    const close = { ...TIDY_ANSWERS, rm_field_of_study: 'History' };
    const users = await ctx.db
      .insertInto('users')
      .values(Array.from({ length: count }, (_, i) => ({ email: `bulk${i}@example.com`, password_hash: null, first_name: `Bulk${i}`, last_name: 'Student' })))
      .returning('id')
      .execute();
    const requests = await ctx.db.insertInto('reservation_requests').values(users.map((u) => ({ user_id: u.id, organization_id: orgId, property_id: propertyId, lease_period_id: periodId }))).returning(['id', 'user_id']).execute();
    for (let i = 0; i < count; i += 500) {
      await ctx.db
        .insertInto('rental_applications')
        .values(requests.slice(i, i + 500).map((r, j) => ({ organization_id: orgId, user_id: r.user_id, reservation_request_id: r.id, status: 'Submitted' as const, submitted_at: '2026-01-01T00:00:00.000Z', answers: JSON.stringify(i + j === 0 ? TIDY_ANSWERS : close) })))
        .execute();
      await ctx.db
        .insertInto('roommate_profiles')
        .values(users.slice(i, i + 500).map((u, j) => ({ user_id: u.id, published: 1, published_at: new Date(Date.UTC(2026, 0, 1) + (i + j) * 60_000).toISOString() })))
        .execute();
    }
    const res = await (await signIn(ctx, me.user)).get(url());
    const matches = res.body as RoommateMatch[];
    expect(matches).toHaveLength(MATCHES_SHOWN);
    // The perfect match is the one published first: the 2,001st most recent, not scored.
    expect(matches.map((m) => m.name)).not.toContain('Bulk0 S.');
    expect(new Set(matches.map((m) => m.match_percentage))).toEqual(new Set([97]));
    // Among equals, the most recently published first.
    expect(matches[0]!.name).toBe(`Bulk${count - 1} S.`);
  });

  it('refuses a bad query as before, and a property not shown (404) to everyone', async () => {
    const me = await signIn(ctx, (await roommate('Maya', 'Rivera')).user);
    expect((await me.get('/api/property-friends/?property=abc')).status).toBe(400);
    expect((await me.get('/api/property-friends/')).status).toBe(400);
    expect((await me.get('/api/property-friends/?property=99999')).status).toBe(404);
  });
});

describe('the property page’s Friends block', () => {
  const islandProps = (html: string) => JSON.parse(/data-island-props="friends">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
  const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

  it('stays the cached page every visitor gets, whatever students publish', async () => {
    const page = `/new/property/${propertyId}`;
    const first = await request(ctx.app).get(page);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(islandProps(first.text)).toEqual({ friends: everyVisitor() });
    expect(first.text).not.toContain(ROOMMATE_TEXTS.publishToSee);

    // A student publishing a profile is no content of the page: the cached bytes are answered as they were.
    await roommate('Ava', 'Stone');
    await roommate('Bea', 'Stone');
    const again = await request(ctx.app).get(page);
    expect([again.headers.etag, again.text]).toEqual([first.headers.etag, first.text]);
    expect((await request(ctx.app).get(page).set('If-None-Match', first.headers.etag as string)).status).toBe(304);

    // A property without friends rows shows no block to visitors.
    const bare = await request(ctx.app).get(`/new/property/${otherPropertyId}`);
    expect(bare.text).not.toContain('id="friends"');
  });

  it('tells a signed-in student without a published profile where to publish it, and one with a profile here that their matches load', async () => {
    const page = `/new/property/${propertyId}`;
    const res = await agents.student.get(page);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(islandProps(res.text)).toEqual({ friends: everyVisitor(), student: { has_profile: false, published: false, here: false, group_id: null, property_id: propertyId } });
    expect(text(res.text)).toContain(`${ROOMMATE_TEXTS.publishToSee} <a href="${ROOMMATE_PROFILE_PATH}">${ROOMMATE_TEXTS.publishLink}</a>`);
    // Even on a property without friends rows.
    expect(text((await agents.student.get(`/new/property/${otherPropertyId}`)).text)).toContain(ROOMMATE_TEXTS.publishToSee);

    const me = await signIn(ctx, (await roommate('Maya', 'Rivera')).user);
    const mine = await me.get(page);
    expect(islandProps(mine.text)).toEqual({ friends: everyVisitor(), student: { has_profile: true, published: true, here: true, group_id: null, property_id: propertyId } });
    expect(text(mine.text)).toContain(ROOMMATE_TEXTS.finding);
    expect(mine.text).not.toContain('data-testid="friend"');
    // On another property's page, the profile is not for it.
    expect(text((await me.get(`/new/property/${otherPropertyId}`)).text)).toContain(ROOMMATE_TEXTS.otherProperty);
  });
});
