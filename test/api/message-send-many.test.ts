import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { KyselyPlugin } from 'kysely';
import { document as doc, paragraph, text, variable } from '../../shared/documents/build';
import type { BatchProgress, MessagePreview, RecipientList } from '../../shared/notifications/types';
import { listRecipients } from '../../server/services/messaging/batches';
import { seedExecutedLeases } from '../../scripts/lib/ledger-seed';
import { signedInAgent } from '../helpers/manager-factories';
import { createTestContext, type TestContext } from '../helpers/test-app';

/** A manager's send to 1,200 tenants of the demo company (issue 43): recipients are read in large slices, not ten at a time. */

const TENANTS = 1_200;
let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signedInAgent>>;
let leaseIds: number[];
let templateId: number;

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  manager = await signedInAgent(ctx, 'manager', 1);
  // These tests read what a send queues: the queue is stopped, so it sends none of it (1,200 take seconds).
  await ctx.app.locals.messageQueue.start()();
  leaseIds = (await seedExecutedLeases(ctx.db, TENANTS, 'many', true)).map((l) => l.id);
  const body = doc(paragraph(text('Hello '), variable('student_full_name'), text(', unit '), variable('unit_number'), text(' at '), variable('property_name'), text(': rent '), variable('total_rent'), text('.')));
  templateId = (await ctx.db.insertInto('document_templates').values({ organization_id: 1, name: 'Notice', type: 'Email Template', subject: 'For {{student_first_name}}', body: JSON.stringify(body) }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

const input = (ids: number[]) => ({ recipients: { lease_ids: ids }, template_id: templateId, purpose: 'informational' as const });

/** The database as the service sees it, counting the statements it runs. */
function countingDb() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => (counter.queries++, node),
    transformResult: async ({ result }) => result,
  };
  return { db: ctx.db.withPlugin(plugin), counter };
}

describe('a send to 1,200 tenants', () => {
  it('lists every one of them, each by name and address', async () => {
    const res = await manager.post('/api/messages/recipients/').send(input(leaseIds));
    expect(res.status).toBe(200);
    const list = res.body as RecipientList;
    expect(list.sendable).toBe(TENANTS);
    expect(list.recipients.map((r) => [r.lease_id, r.name, r.to, r.skip])).toEqual(leaseIds.map((id, i) => [id, `Avery Tenant many${i}`, `ledger.many${i}@example.com`, null]));
  });

  it('queues each tenant’s message filled with their own lease’s values, the same as its preview', async () => {
    const res = await manager.post('/api/messages/batches/').send(input(leaseIds));
    expect(res.status).toBe(201);
    const batch = res.body as BatchProgress;
    expect(batch.total).toBe(TENANTS);
    const rows = await ctx.db.selectFrom('messages').select(['lease_id', 'to', 'subject', 'text']).where('batch_id', '=', batch.id).orderBy('lease_id').execute();
    expect(rows.map((r) => [r.lease_id, r.to, r.subject])).toEqual(leaseIds.map((id, i) => [id, `ledger.many${i}@example.com`, 'For Avery']));
    expect(rows.every((r, i) => r.text.startsWith(`Hello Avery Tenant many${i}, unit U${i} at `) && /: rent \$[\d,]+\.\d\d\.$/.test(r.text))).toBe(true);
    // The first, the last and some between (other slices, other properties and plans) read as one lease's preview does.
    for (const i of [0, 1, 499, 500, 777, TENANTS - 1]) {
      const preview = (await manager.post('/api/messages/preview/').send({ template_id: templateId, lease_id: leaseIds[i] })).body as MessagePreview;
      expect(rows[i]!.text).toBe(preview.email!.text);
    }
  });

  it('reads them in a few large slices: twice the tenants is one more read, not sixty', async () => {
    const half = countingDb();
    await listRecipients(half.db, 1, input(leaseIds.slice(0, TENANTS / 2)));
    const all = countingDb();
    await listRecipients(all.db, 1, input(leaseIds));
    expect(all.counter.queries).toBeLessThanOrEqual(half.counter.queries + 1);
  });
});
