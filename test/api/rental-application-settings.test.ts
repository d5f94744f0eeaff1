import { describe, expect, it } from '@jest/globals';
import { API_ERRORS, CONFLICT_MESSAGES, RENTAL_APPLICATION_MESSAGES as M } from '../../shared/messages';
import { FLAG_KEYS, defaultFlags, type ApplicationFlags } from '../../shared/rental-application/fields';
import { companiesEachTest, type CompaniesTest } from '../helpers/companies-each-test';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

const URL = '/api/rental-application/';

let ctx: TestContext;
let a: CompaniesTest['a'];
let orgId: number;
let otherOrgId: number;

companiesEachTest((made) => ({ ctx, orgId, otherOrgId, a } = made));

/** Every flag the other way round from the defaults. */
const flipped = (): ApplicationFlags => Object.fromEntries(Object.entries(defaultFlags()).map(([key, on]) => [key, !on]));
const put = (body: object, agent = a.manager) => agent.put(URL).send(body);
const storedRows = () => ctx.db.selectFrom('rental_application_settings').selectAll().orderBy('organization_id').execute();
const storedFlags = async (org: number) => {
  const row = await ctx.db.selectFrom('rental_application_settings').select(['flags', 'version']).where('organization_id', '=', org).executeTakeFirst();
  return row && { flags: JSON.parse(row.flags) as ApplicationFlags, version: row.version };
};

describe('GET /api/rental-application/', () => {
  it('answers the defaults at version 1 for a company that never saved, flags at the top level in the form’s order, and writes nothing', async () => {
    const res = await a.manager.get(URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ organization_id: orgId, version: 1, ...defaultFlags() });
    expect(Object.keys(res.body)).toEqual(['organization_id', 'version', ...FLAG_KEYS]);
    expect(FLAG_KEYS).toHaveLength(119);
    expect(await storedRows()).toEqual([]);
  });

  it('reads a flag the stored settings lack (a question added later) as its default', async () => {
    await put({ ...flipped(), version: 1 });
    const { flags } = (await storedFlags(orgId))!;
    delete flags.pi_email;
    await ctx.db.updateTable('rental_application_settings').set({ flags: JSON.stringify(flags) }).execute();
    const body = (await a.manager.get(URL)).body;
    expect(body.pi_email).toBe(defaultFlags().pi_email);
    expect(body.pi_name).toBe(!defaultFlags().pi_name);
  });
});

describe('PUT /api/rental-application/', () => {
  it('saves every flag whole and answers what it saved, which GET reads back', async () => {
    const res = await put({ ...flipped(), version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ organization_id: orgId, version: 2, ...flipped() });
    expect(Object.keys(res.body)).toEqual(['organization_id', 'version', ...FLAG_KEYS]);
    expect((await a.manager.get(URL)).body).toEqual(res.body);
    expect(await storedFlags(orgId)).toEqual({ flags: flipped(), version: 2 });

    // Every flag on, then every flag off: each one is really stored.
    const allOn = Object.fromEntries(FLAG_KEYS.map((k) => [k, true]));
    expect((await put({ ...allOn, version: 2 })).body).toEqual({ organization_id: orgId, version: 3, ...allOn });
    const allOff = Object.fromEntries(FLAG_KEYS.map((k) => [k, false]));
    expect((await put({ ...allOff, version: 3 })).body).toEqual({ organization_id: orgId, version: 4, ...allOff });
    expect((await a.maintenance.get(URL)).body).toEqual({ organization_id: orgId, version: 4, ...allOff });
  });

  it('accepts a save without a version (scripts), and still bumps it', async () => {
    expect((await put(flipped())).body).toMatchObject({ version: 2 });
    expect((await put(defaultFlags())).body).toMatchObject({ version: 3, pi_name: true });
  });

  it('refuses a missing flag, naming it, and changes nothing', async () => {
    await put({ ...flipped(), version: 1 });
    const { pi_date_of_birth: _dob, ...withoutOne } = defaultFlags();
    const res = await put({ ...withoutOne, version: 2 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ pi_date_of_birth: [M.flagNotBoolean] });
    expect(await storedFlags(orgId)).toEqual({ flags: flipped(), version: 2 });
    // Every flag is missing: the answer names the first 50 and counts the rest.
    const empty = await put({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toEqual([...FLAG_KEYS.slice(0, 50), 'non_field_errors']);
    expect(empty.body.non_field_errors).toEqual([API_ERRORS.moreProblems(FLAG_KEYS.length - 50)]);
  });

  it('refuses an unknown key, naming it, and changes nothing (not even a first row)', async () => {
    const res = await put({ ...defaultFlags(), pi_favourite_colour: true, version: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [expect.stringContaining('pi_favourite_colour')] });
    expect((await put({ ...defaultFlags(), id: 3 })).status).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it('takes back the organization_id it answered and ignores it: another company’s id saves the caller’s own settings (ADR 020)', async () => {
    const res = await put({ ...flipped(), organization_id: otherOrgId, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ organization_id: orgId, version: 2, ...flipped() });
    expect((await storedRows()).map((row) => row.organization_id)).toEqual([orgId]);
    expect((await a.stranger.get(URL)).body).toEqual({ organization_id: otherOrgId, version: 1, ...defaultFlags() });
  });

  it('refuses a flag that is not a boolean (text, a number, null) and a bad version, and changes nothing', async () => {
    await put({ ...flipped(), version: 1 });
    for (const value of ['true', 'yes', 1, 0, null, {}, []]) {
      const res = await put({ ...defaultFlags(), pets_is_any: value, version: 2 });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ pets_is_any: [M.flagNotBoolean] });
    }
    for (const version of [0, -1, 1.5, '2']) expect(Object.keys((await put({ ...defaultFlags(), version })).body)).toEqual(['version']);
    expect((await a.manager.put(URL).set('Content-Type', 'application/json').send('[true]')).status).toBe(400);
    expect(await storedFlags(orgId)).toEqual({ flags: flipped(), version: 2 });
  });

  it('refuses a save over a newer one (409) and keeps the newer', async () => {
    expect((await put({ ...flipped(), version: 1 })).status).toBe(200);
    const stale = await put({ ...defaultFlags(), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ detail: CONFLICT_MESSAGES.staleVersion });
    expect(await storedFlags(orgId)).toEqual({ flags: flipped(), version: 2 });
  });

  it('refuses a first save sent with a version the company never had, leaving no row', async () => {
    const res = await put({ ...flipped(), version: 5 });
    expect(res.status).toBe(409);
    expect(await storedRows()).toEqual([]);
    expect((await a.manager.get(URL)).body).toEqual({ organization_id: orgId, version: 1, ...defaultFlags() });
  });
});

describe('who may read and change the settings', () => {
  it('answers 401 signed out and 403 to a student; maintenance staff read but may not save', async () => {
    expect((await a.anonymous.get(URL)).status).toBe(401);
    expect((await a.anonymous.put(URL).send(flipped())).status).toBe(401);
    expect((await a.student.get(URL)).status).toBe(403);
    expect((await a.student.put(URL).send(flipped())).status).toBe(403);
    // A student who belongs to a company is refused the same way.
    const ownStudent = await signedInAgent(ctx, 'student', orgId);
    expect((await ownStudent.get(URL)).status).toBe(403);
    expect((await ownStudent.put(URL).send(flipped())).status).toBe(403);
    const read = await a.maintenance.get(URL);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ organization_id: orgId, version: 1, ...defaultFlags() });
    expect((await a.maintenance.put(URL).send({ ...flipped(), version: 1 })).status).toBe(403);
    expect(await storedRows()).toEqual([]);
  });

  it('keeps each company to its own settings: a manager of another company neither sees nor changes them', async () => {
    await put({ ...flipped(), version: 1 });
    const theirs = await a.stranger.get(URL);
    expect(theirs.body).toEqual({ organization_id: otherOrgId, version: 1, ...defaultFlags() });
    const allOff = Object.fromEntries(FLAG_KEYS.map((k) => [k, false]));
    expect((await put({ ...allOff, version: 1 }, a.stranger)).body).toEqual({ organization_id: otherOrgId, version: 2, ...allOff });
    expect(await storedFlags(orgId)).toEqual({ flags: flipped(), version: 2 });
    expect(await storedFlags(otherOrgId)).toEqual({ flags: allOff, version: 2 });
    expect((await a.manager.get(URL)).body).toEqual({ organization_id: orgId, version: 2, ...flipped() });
  });

  it('goes with its company: deleting the company deletes its settings', async () => {
    await put({ ...flipped(), version: 1 });
    await put(flipped(), a.stranger);
    await ctx.db.deleteFrom('users').where('organization_id', '=', orgId).execute();
    await ctx.db.deleteFrom('organizations').where('id', '=', orgId).execute();
    expect((await storedRows()).map((r) => r.organization_id)).toEqual([otherOrgId]);
  });
});

describe('the demo company', () => {
  it('is seeded with the default settings, saved as its row', async () => {
    // The run's demo template is what seedDemo leaves (test/helpers/template-db.ts).
    await ctx.close();
    ctx = await createTestContext({ demo: true });
    const demoId = (await ctx.db.selectFrom('organizations').select('id').executeTakeFirstOrThrow()).id;
    expect(await storedFlags(demoId)).toEqual({ flags: defaultFlags(), version: 1 });
    const manager = await signedInAgent(ctx, 'manager', demoId);
    expect((await manager.get(URL)).body).toEqual({ organization_id: demoId, version: 1, ...defaultFlags() });
    // Sensible: most questions on, the optional and rarely needed ones off.
    const on = Object.values(defaultFlags()).filter(Boolean).length;
    expect(on).toBeGreaterThan(FLAG_KEYS.length / 2);
    expect(defaultFlags()).toMatchObject({ pi_name: true, pi_date_of_birth: true, pi_social_security_number: true, pi_middle_name: false, smp_facebook: false, pa_address: false });
  });
});
