import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { AlertGroup, Glance } from '../../shared/alerts/alert-types';
import type { CollectionRow } from '../../shared/ledger/ledger-types';
import type { Lease } from '../../shared/leases/lease-types';
import { API_ERRORS } from '../../shared/messages';
import { executeThroughApi } from '../helpers/executed-lease';
import { buildProperty } from '../helpers/factories';
import { buildLeasePeriod } from '../helpers/manager-factories';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let f: SignableLease;
let signature: string;

freshSignableLeases({ guarantor: false }, (made) => ({ ctx, f, signature } = made));

const notFound = { detail: API_ERRORS.notFound };

describe('list filters naming another company’s records (issue 43 §7)', () => {
  it('answer 404, as a path naming one does, while the company’s own ids still filter', async () => {
    await executeThroughApi(f, signature);
    const { manager, stranger, student } = f.agents;
    const theirProperty = (await buildProperty(ctx.db, f.otherOrgId)).id;
    const theirPeriod = (await buildLeasePeriod(ctx.db, theirProperty, [])).id;
    const applicationId = (await ctx.db.selectFrom('leases').select('application_id').where('id', '=', f.leaseId).executeTakeFirstOrThrow()).application_id;
    const ids = async (url: string) => ((await manager.get(url)).body as { id?: number; lease_id?: number }[]).map((r) => r.lease_id ?? r.id);

    // Each list with the company's own ids: its records.
    expect(await ids(`/api/leases/?property=${f.propertyId}&lease_period=${f.periodId}&application=${applicationId}`)).toEqual([f.leaseId]);
    expect(await ids(`/api/collections/?property=${f.propertyId}&lease_period=${f.periodId}`)).toEqual([f.leaseId]);
    expect(await ids(`/api/payment-plans/?property=${f.propertyId}&lease_period=${f.periodId}`)).toEqual([f.planId]);
    expect(((await manager.get(`/api/manager/alerts/?property=${f.propertyId}`)).body as AlertGroup[]).length).toBeGreaterThan(0);
    expect(((await manager.get(`/api/manager/alerts/glance/?property=${f.propertyId}`)).body as Glance).beds.map((b) => b.lease_period_id)).toEqual([f.periodId]);
    expect(await ids('/api/leases/?property=')).toEqual([]);

    // Another company's id, alone or beside the company's own, or an id of nothing: 404.
    const refused = [
      `/api/leases/?property=${theirProperty}`,
      `/api/leases/?property=${f.propertyId},${theirProperty}`,
      `/api/leases/?lease_period=${theirPeriod}`,
      `/api/leases/?property=${f.propertyId}&lease_period=${theirPeriod}`,
      '/api/leases/?application=999999',
      `/api/collections/?property=${theirProperty}`,
      `/api/collections/?lease_period=${theirPeriod}`,
      '/api/collections/?property=999999',
      `/api/payment-plans/?property=${theirProperty}`,
      `/api/payment-plans/?lease_period=${f.periodId},${theirPeriod}`,
      `/api/manager/alerts/?property=${theirProperty}`,
      `/api/manager/alerts/glance/?property=${f.propertyId},${theirProperty}`,
    ];
    for (const url of refused) {
      const res = await manager.get(url);
      expect([url, res.status, res.body]).toEqual([url, 404, notFound]);
    }

    // The other company's manager naming this company's records: 404 too, not an empty list.
    for (const url of [
      `/api/leases/?property=${f.propertyId}`,
      `/api/leases/?application=${applicationId}`,
      `/api/collections/?lease_period=${f.periodId}`,
      `/api/payment-plans/?lease_period=${f.periodId}`,
      `/api/manager/alerts/?property=${f.propertyId}`,
      `/api/manager/alerts/glance/?property=${f.propertyId}`,
    ]) {
      expect([url, (await stranger.get(url)).status]).toEqual([url, 404]);
      expect([url, (await student.get(url)).status]).toEqual([url, 403]);
      expect([url, (await request(ctx.app).get(url)).status]).toEqual([url, 401]);
    }
    // Malformed filters are still 400.
    expect((await manager.get('/api/collections/?lease_period=x')).status).toBe(400);
    expect((await manager.get('/api/payment-plans/?lease_period=1;2')).status).toBe(400);
    // Reading changed nothing: the lease and its ledger are as they were.
    expect(((await manager.get('/api/leases/')).body as Lease[]).map((l) => [l.id, l.status])).toEqual([[f.leaseId, 'Executed']]);
    expect(((await manager.get('/api/collections/')).body as CollectionRow[]).map((r) => r.balance)).toEqual(['8000.00']);
  });
});
