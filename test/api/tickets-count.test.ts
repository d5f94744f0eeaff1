import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Ticket } from '../../shared/tickets/ticket-types';
import type { InboxCounts } from '../../shared/types/manager';
import { keptSignableLeases, type buildSignableLease } from '../helpers/lease-fixture';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let f: Awaited<ReturnType<typeof buildSignableLease>>;
type Caller = Awaited<ReturnType<typeof buildSignableLease>>['agents']['manager'];
const leak = { category: 'plumbing', description: 'The sink leaks.', location: 'Unit 4B, room B' };

const freshLease = keptSignableLeases({ guarantor: false });

beforeEach(async () => {
  ({ ctx, f } = await freshLease());
});
afterEach(() => ctx.close());

const ticketsNew = async (caller: Caller) => ((await caller.get('/api/manager/counts/')).body as InboxCounts).tickets_new;
const report = async () => ((await f.agents.student.post('/api/tickets/').send(leak).expect(201)).body as Ticket).id;

describe('the side navigation’s count of New tickets', () => {
  it('counts the company’s tickets that are New and taken by nobody, for managers and maintenance staff alike', async () => {
    const { manager, maintenance, stranger } = f.agents;
    expect(await ticketsNew(manager)).toBe(0);
    const first = await report();
    const second = await report();
    expect([await ticketsNew(manager), await ticketsNew(maintenance), await ticketsNew(stranger)]).toEqual([2, 2, 0]);
    // Taken (still New): no longer waiting for someone to take it.
    await maintenance.patch(`/api/tickets/${first}/`).send({ assignee_id: maintenance.userId, version: 1 }).expect(200);
    expect(await ticketsNew(manager)).toBe(1);
    // Given back: waiting again.
    await maintenance.patch(`/api/tickets/${first}/`).send({ assignee_id: null, version: 2 }).expect(200);
    expect(await ticketsNew(manager)).toBe(2);
    // Moved on without an assignee: no longer New.
    await manager.patch(`/api/tickets/${second}/`).send({ status: 'Cancelled', reason: 'Reported twice', version: 1 }).expect(200);
    expect(await ticketsNew(maintenance)).toBe(1);
    expect((await request(ctx.app).get('/api/manager/counts/')).status).toBe(401);
    expect((await f.agents.student.get('/api/manager/counts/')).status).toBe(403);
  });
});
