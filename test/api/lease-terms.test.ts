import { describe, expect, it } from '@jest/globals';
import { LEASE_TERMS_MESSAGES as M } from '../../shared/lease-terms/texts';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import { companiesEachTest, type CompaniesTest } from '../helpers/companies-each-test';
import { signedInAgent } from '../helpers/manager-factories';
import type { TestContext } from '../helpers/test-app';

const URL = '/api/lease-terms/';
const ALL_METHODS = ['cash', 'check', 'bank_transfer', 'card', 'money_order'];
const DEFAULTS = { time_zone: 'America/Chicago', accepted_payment_methods: ALL_METHODS, payment_order: 'oldest_first' };
const CHANGED = { time_zone: 'Europe/Berlin', accepted_payment_methods: ['check', 'bank_transfer'], payment_order: 'fees_first' };

let ctx: TestContext;
let a: CompaniesTest['a'];
let orgId: number;
let otherOrgId: number;

companiesEachTest((made) => ({ ctx, orgId, otherOrgId, a } = made));

const put = (body: object, agent = a.manager) => agent.put(URL).send(body);
/** What the company's row holds: the terms as stored, and its version. */
const stored = async (org = orgId) => ctx.db.selectFrom('organizations').select(['time_zone', 'accepted_payment_methods', 'payment_order', 'version']).where('id', '=', org).executeTakeFirstOrThrow();
const events = () => ctx.db.selectFrom('audit_events').select(['action', 'actor_user_id', 'organization_id', 'subject_table', 'subject_id', 'details']).where('action', '=', 'organization.lease_terms').execute();
const UNCHANGED = { time_zone: 'America/Chicago', accepted_payment_methods: JSON.stringify(ALL_METHODS), payment_order: 'oldest_first', version: 1 };

describe('GET /api/lease-terms/', () => {
  it('answers the company’s defaults: Chicago, every method, oldest charge first', async () => {
    const res = await a.manager.get(URL);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ organization_id: orgId, version: 1, ...DEFAULTS });
  });
});

describe('PUT /api/lease-terms/', () => {
  it('saves the terms whole, answers them with the next version, GET reads them back, and records who changed what', async () => {
    const res = await put({ ...CHANGED, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ organization_id: orgId, version: 2, ...CHANGED });
    expect((await a.manager.get(URL)).body).toEqual(res.body);
    expect(await stored()).toEqual({ time_zone: 'Europe/Berlin', accepted_payment_methods: '["check","bank_transfer"]', payment_order: 'fees_first', version: 2 });
    expect((await events()).map((e) => ({ ...e, details: JSON.parse(e.details) }))).toEqual([
      { action: 'organization.lease_terms', actor_user_id: a.manager.userId, organization_id: orgId, subject_table: 'organizations', subject_id: orgId, details: { after: CHANGED, before: DEFAULTS } },
    ]);
    // Methods are kept in the catalog's order, whatever order they were sent in.
    expect((await put({ ...CHANGED, accepted_payment_methods: ['money_order', 'cash'], version: 2 })).body.accepted_payment_methods).toEqual(['cash', 'money_order']);
    expect((await stored()).accepted_payment_methods).toBe('["cash","money_order"]');
    // UTC, which the runtime's list of zones leaves out, is a zone too.
    expect((await put({ ...CHANGED, time_zone: 'UTC', version: 3 })).body).toMatchObject({ time_zone: 'UTC', version: 4 });
  });

  it('accepts a save without a version (scripts), and still bumps it', async () => {
    expect((await put(CHANGED)).body).toMatchObject({ version: 2 });
    expect((await put(DEFAULTS)).body).toEqual({ organization_id: orgId, version: 3, ...DEFAULTS });
  });

  it('refuses bad input field by field with a clear message, and changes nothing', async () => {
    const refusals: [object, Record<string, string[]>][] = [
      [{ ...CHANGED, time_zone: 'Mars/Olympus_Mons' }, { time_zone: [M.timeZoneUnknown] }],
      [{ ...CHANGED, time_zone: 'america/chicago' }, { time_zone: [M.timeZoneUnknown] }],
      [{ ...CHANGED, time_zone: '  ' }, { time_zone: [M.timeZoneRequired] }],
      [{ ...CHANGED, time_zone: 5 }, { time_zone: [M.timeZoneRequired] }],
      [{ accepted_payment_methods: ['cash'], payment_order: 'fees_first' }, { time_zone: [M.timeZoneRequired] }],
      [{ ...CHANGED, accepted_payment_methods: [] }, { accepted_payment_methods: [M.methodsRequired] }],
      [{ ...CHANGED, accepted_payment_methods: 'cash' }, { accepted_payment_methods: [M.methodsRequired] }],
      [{ time_zone: 'UTC', payment_order: 'fees_first' }, { accepted_payment_methods: [M.methodsRequired] }],
      [{ ...CHANGED, accepted_payment_methods: ['cash', 'bitcoin'] }, { accepted_payment_methods: [M.methodUnknown] }],
      [{ ...CHANGED, accepted_payment_methods: ['cash', 'cash'] }, { accepted_payment_methods: [M.methodRepeated] }],
      [{ ...CHANGED, payment_order: 'newest_first' }, { payment_order: [M.orderRequired] }],
      [{ ...CHANGED, payment_order: undefined }, { payment_order: [M.orderRequired] }],
      [{ ...CHANGED, version: 0 }, { version: ['A whole number is expected.'] }],
    ];
    for (const [body, answer] of refusals) {
      const res = await put(body);
      expect([res.status, res.body]).toEqual([400, answer]);
    }
    const unknown = await put({ ...CHANGED, grace_days: 5 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ non_field_errors: [expect.stringContaining('grace_days')] });
    expect(await stored()).toEqual(UNCHANGED);
    expect(await events()).toEqual([]);
  });

  it('refuses a save over a newer one (409), keeping the newer and writing no event for the refused one', async () => {
    expect((await put({ ...CHANGED, version: 1 })).status).toBe(200);
    const stale = await put({ ...DEFAULTS, version: 1 });
    expect([stale.status, stale.body]).toEqual([409, { detail: CONFLICT_MESSAGES.staleVersion }]);
    expect((await stored()).version).toBe(2);
    expect(await events()).toHaveLength(1);
  });

  it('shares the company’s version with the company editor: its save over a terms change is refused (ADR 008)', async () => {
    expect((await put({ ...CHANGED, version: 1 })).status).toBe(200);
    const editor = await a.manager.patch(`/api/organizations-update/${orgId}/`).send({ name: 'Renamed', version: 1 });
    expect(editor.status).toBe(409);
  });

  it('takes back the organization_id it answered and ignores it: another company’s id saves the caller’s own terms', async () => {
    const res = await put({ ...CHANGED, organization_id: otherOrgId, version: 1 });
    expect(res.body).toEqual({ organization_id: orgId, version: 2, ...CHANGED });
    expect(await stored(otherOrgId)).toEqual(UNCHANGED);
  });
});

describe('who may read and change the lease terms', () => {
  it('answers 401 signed out and 403 to a student; maintenance staff read but may not save', async () => {
    expect((await a.anonymous.get(URL)).status).toBe(401);
    expect((await a.anonymous.put(URL).send(CHANGED)).status).toBe(401);
    expect((await a.student.get(URL)).status).toBe(403);
    expect((await a.student.put(URL).send(CHANGED)).status).toBe(403);
    const ownStudent = await signedInAgent(ctx, 'student', orgId);
    expect((await ownStudent.put(URL).send(CHANGED)).status).toBe(403);
    expect((await a.maintenance.get(URL)).body).toEqual({ organization_id: orgId, version: 1, ...DEFAULTS });
    expect((await a.maintenance.put(URL).send(CHANGED)).status).toBe(403);
    expect(await stored()).toEqual(UNCHANGED);
    expect(await events()).toEqual([]);
  });

  it('keeps each company to its own terms: a manager of another company neither sees nor changes them', async () => {
    expect((await put(CHANGED, a.stranger)).body).toEqual({ organization_id: otherOrgId, version: 2, ...CHANGED });
    expect((await a.manager.get(URL)).body).toEqual({ organization_id: orgId, version: 1, ...DEFAULTS });
    expect(await stored()).toEqual(UNCHANGED);
  });
});
