import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { buildLeasePeriod, buildSemester } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * The auth pages opened from a property or lease period (the no-JavaScript path of choosing one)
 * name what the visitor is applying for, as the auth dialog does.
 */

let ctx: TestContext;
afterEach(() => ctx?.close());

async function setUp() {
  ctx = await createTestContext();
  const org = await buildOrganization(ctx.db, { name: 'Campus Edge' });
  const other = await buildOrganization(ctx.db, { name: 'Elsewhere Living' });
  const hall = await buildProperty(ctx.db, org.id, { name: 'North Hall' });
  const closed = await buildProperty(ctx.db, org.id, { name: 'Old Mill', status: 'DISABLED' });
  const theirs = await buildProperty(ctx.db, other.id, { name: 'Their Tower' });
  const fall = await buildSemester(ctx.db, org.id, { name: 'Fall 2027', start_date: '2027-08-20', end_date: '2027-12-18' });
  const spring = await buildSemester(ctx.db, org.id, { name: 'Spring 2028', start_date: '2028-01-10', end_date: '2028-05-15' });
  const period = await buildLeasePeriod(ctx.db, hall.id, [fall, spring], { name: 'Academic Year 2027', visible: 1 });
  const hidden = await buildLeasePeriod(ctx.db, hall.id, [fall], { name: 'Hidden Term', visible: 0 });
  const theirPeriod = await buildLeasePeriod(ctx.db, theirs.id, [fall], { name: 'Their Term', visible: 1 });
  return { hall, closed, theirs, period, hidden, theirPeriod };
}

/** The applying-for line the page rendered, or null. */
async function shownChoice(path: string): Promise<string | null> {
  const res = await request(ctx.app).get(path);
  expect(res.status).toBe(200);
  return /data-testid="applying-for"[^>]*>([^<]*)</.exec(res.text)?.[1] ?? null;
}

describe('the register page names the choice it carries', () => {
  it('names the lease period, its property and its dates', async () => {
    const { period } = await setUp();
    expect(await shownChoice(`/new/register?agreement_period=${period.id}`)).toBe('Applying for Academic Year 2027 at North Hall (Aug 20, 2027 – May 15, 2028)');
  });

  it('says the dates the period link carries, as the reservation request keeps them', async () => {
    const { period } = await setUp();
    expect(await shownChoice(`/new/register?agreement_period=${period.id}&start_date=2027-09-01&end_date=2028-05-01`)).toBe(
      'Applying for Academic Year 2027 at North Hall (Sep 1, 2027 – May 1, 2028)',
    );
  });

  it('names the property alone when only a property is carried (Check Availability)', async () => {
    const { hall } = await setUp();
    expect(await shownChoice(`/new/register?assigned_property=${hall.id}`)).toBe('Applying to North Hall');
  });

  it('says the same on the sign-in link page, where choosing a period leads first, and nothing on sign-in', async () => {
    const { period } = await setUp();
    expect(await shownChoice(`/new/sign-in-link?agreement_period=${period.id}`)).toBe('Applying for Academic Year 2027 at North Hall (Aug 20, 2027 – May 15, 2028)');
    expect(await shownChoice(`/new/login?agreement_period=${period.id}`)).toBeNull();
  });

  it('names nothing for a hidden period, a disabled property, another company’s, or no choice', async () => {
    const { closed, theirs, hidden, theirPeriod } = await setUp();
    expect(await shownChoice(`/new/register?agreement_period=${hidden.id}`)).toBeNull();
    expect(await shownChoice(`/new/register?assigned_property=${closed.id}`)).toBeNull();
    expect(await shownChoice(`/new/register?assigned_property=${theirs.id}`)).toBeNull();
    expect(await shownChoice(`/new/register?agreement_period=${theirPeriod.id}`)).toBeNull();
    expect(await shownChoice('/new/register')).toBeNull();
  });

  it('ignores a carried choice that is not an id, and still shows the form', async () => {
    await setUp();
    const res = await request(ctx.app).get('/new/register?agreement_period=abc&assigned_property=-1');
    expect(res.status).toBe(200);
    expect(res.text).toContain('aria-label="Register"');
    expect(res.text).not.toContain('data-testid="applying-for"');
  });
});
