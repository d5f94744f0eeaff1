import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LATE_FEE_MESSAGES as M } from '../../shared/ledger/late-fee-policy';
import { CONFLICT_MESSAGES } from '../../shared/messages';
import { companyToday } from '../helpers/company-day';
import { buildOrganization, buildProperty } from '../helpers/factories';
import { agentsFor } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let orgId: number;
let otherOrgId: number;
let propertyId: number;
let codes: { rent: number; parking: number; lateFee: number; deposit: number; foreignRent: number };

const code = async (organization_id: number, name: string, type: 'Charge' | 'Fee' | 'Deposit') =>
  (await ctx.db.insertInto('account_codes').values({ organization_id, name, type }).returning('id').executeTakeFirstOrThrow()).id;

beforeEach(async () => {
  ctx = await createTestContext();
  orgId = (await buildOrganization(ctx.db)).id;
  otherOrgId = (await buildOrganization(ctx.db)).id;
  propertyId = (await buildProperty(ctx.db, orgId)).id;
  codes = {
    rent: await code(orgId, 'Rent', 'Charge'),
    parking: await code(orgId, 'Parking', 'Charge'),
    lateFee: await code(orgId, 'Late fee', 'Fee'),
    deposit: await code(orgId, 'Deposit', 'Deposit'),
    foreignRent: await code(otherOrgId, 'Rent', 'Charge'),
  };
});
afterEach(() => ctx.close());

const url = () => `/api/properties/${propertyId}/late-fee-policy/`;
const demo = () => ({ enabled: true, grace_days: 5, fixed_fee: '50.00', daily_fee: '10.00', monthly_cap: '150.00', fee_account_code_id: codes.lateFee, rent_account_code_ids: [codes.rent], version: 0 });
const stored = async () => {
  const policy = await ctx.db.selectFrom('late_fee_policies').selectAll().where('property_id', '=', propertyId).executeTakeFirst();
  const rent = policy ? await ctx.db.selectFrom('late_fee_rent_codes').select('account_code_id').where('policy_id', '=', policy.id).orderBy('account_code_id').execute() : [];
  return policy && { ...policy, rent: rent.map((r) => r.account_code_id) };
};
const events = () => ctx.db.selectFrom('audit_events').select(['action', 'subject_id', 'details']).where('action', '=', 'late_fee_policy.save').orderBy('id').execute();

describe('GET /api/properties/{id}/late-fee-policy/', () => {
  it('answers no late fees, with the usual terms filled in, for a property that never saved a policy', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager.get(url());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      property_id: propertyId,
      enabled: false,
      grace_days: 5,
      fixed_fee: '50.00',
      daily_fee: '10.00',
      monthly_cap: '150.00',
      fee_account_code_id: null,
      rent_account_code_ids: [],
      effective_from: null,
      summary: 'No late fees.',
      version: 0,
    });
  });
});

describe('PUT /api/properties/{id}/late-fee-policy/', () => {
  it('saves a first policy in force from the company’s today, with its audit event, and changes it with the version it read', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const first = await manager.put(url()).send(demo());
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      ...demo(),
      property_id: propertyId,
      effective_from: companyToday(),
      summary: 'After 5 days of grace: $50.00, then $10.00 a day, at most $150.00 a month.',
      version: 1,
    });
    expect((await manager.get(url())).body).toEqual(first.body);
    expect(await stored()).toMatchObject({ organization_id: orgId, enabled: 1, grace_days: 5, fixed_fee_cents: 5000, daily_fee_cents: 1000, monthly_cap_cents: 15000, fee_account_code_id: codes.lateFee, rent: [codes.rent] });

    const second = await manager.put(url()).send({ ...demo(), grace_days: 0, fixed_fee: '25', daily_fee: '', monthly_cap: null, rent_account_code_ids: [codes.parking, codes.rent, codes.rent], version: 1 });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ grace_days: 0, fixed_fee: '25.00', daily_fee: null, monthly_cap: null, rent_account_code_ids: [codes.rent, codes.parking].sort((a, b) => a - b), summary: 'From the day after the due date: $25.00.', version: 2 });

    const saved = await events();
    expect(saved.map((e) => e.subject_id)).toEqual([propertyId, propertyId]);
    expect(JSON.parse(saved[0]!.details)).toEqual({ before: null, after: { enabled: true, grace_days: 5, fixed_fee: '50.00', daily_fee: '10.00', monthly_cap: '150.00', fee_account_code_id: codes.lateFee, rent_account_code_ids: [codes.rent], effective_from: companyToday() } });
    expect(JSON.parse(saved[1]!.details).before).toEqual(JSON.parse(saved[0]!.details).after);
  });

  it('saves a policy of no late fees without codes', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const res = await manager.put(url()).send({ ...demo(), enabled: false, fee_account_code_id: null, rent_account_code_ids: [] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ enabled: false, summary: 'No late fees.', version: 1 });
  });

  it('refuses a stale version, and a first save over one saved meanwhile, changing nothing', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    expect((await manager.put(url()).send(demo())).status).toBe(200);
    const before = await stored();
    for (const version of [0, 7]) {
      const res = await manager.put(url()).send({ ...demo(), grace_days: 9, version });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: CONFLICT_MESSAGES.staleVersion });
    }
    expect((await manager.put(url()).send({ ...demo(), version: 0 })).status).toBe(409);
    expect(await stored()).toEqual(before);
    expect(await events()).toHaveLength(1);
  });

  it('refuses each invalid field with its message and saves nothing', async () => {
    const { manager } = await agentsFor(ctx, orgId, otherOrgId);
    const cases: [object, Record<string, string[]>][] = [
      [{ grace_days: 32 }, { grace_days: [M.graceDays] }],
      [{ grace_days: 1.5 }, { grace_days: [M.graceDays] }],
      [{ fixed_fee: '12.345' }, { fixed_fee: [M.amountFormat] }],
      [{ fixed_fee: '-5' }, { fixed_fee: [M.amountFormat] }],
      [{ fixed_fee: '1000.01' }, { fixed_fee: [M.feeTooLarge] }],
      [{ daily_fee: '0' }, { daily_fee: [M.dailyPositive] }],
      [{ fixed_fee: '0', daily_fee: null }, { fixed_fee: [M.someFee] }],
      [{ monthly_cap: '40.00' }, { monthly_cap: [M.capBelowFixed] }],
      [{ monthly_cap: '10000.01' }, { monthly_cap: [M.capTooLarge] }],
      [{ daily_fee: 'ten' }, { daily_fee: [M.amountFormat] }],
      [{ fee_account_code_id: null }, { fee_account_code_id: [M.feeCode] }],
      [{ rent_account_code_ids: [] }, { rent_account_code_ids: [M.rentCodes] }],
      [{ fee_account_code_id: codes.rent }, { fee_account_code_id: [M.feeCodeType] }],
      [{ rent_account_code_ids: [codes.deposit] }, { rent_account_code_ids: [M.rentCodeType] }],
      [{ rent_account_code_ids: [codes.rent, codes.foreignRent] }, { rent_account_code_ids: ['Choose account codes of your company.'] }],
      [{ extra: 1 }, { non_field_errors: ['Unrecognized key: "extra"'] }],
    ];
    for (const [change, errors] of cases) {
      const res = await manager.put(url()).send({ ...demo(), ...change });
      expect([res.status, res.body]).toEqual([400, expect.objectContaining(errors)]);
    }
    expect(await stored()).toBeUndefined();
    expect(await events()).toEqual([]);
  });

  it('answers 401 signed out, 403 to maintenance staff and students, 404 for another company’s property, changing nothing', async () => {
    const a = await agentsFor(ctx, orgId, otherOrgId);
    expect((await request(ctx.app).get(url())).status).toBe(401);
    expect((await request(ctx.app).put(url()).send(demo())).status).toBe(401);
    for (const agent of [a.maintenance, a.student]) {
      expect((await agent.get(url())).status).toBe(403);
      expect((await agent.put(url()).send(demo())).status).toBe(403);
    }
    expect((await a.stranger.get(url())).status).toBe(404);
    expect((await a.stranger.put(url()).send({ ...demo(), fee_account_code_id: null, enabled: false, rent_account_code_ids: [] })).status).toBe(404);
    expect(await stored()).toBeUndefined();
  });
});
