import { afterAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LEDGER_MESSAGES as M } from '../../shared/ledger/ledger-texts';
import { binary, type Caller } from '../helpers/executed-lease';
import { signedInAgent } from '../helpers/manager-factories';
import { freshExecutedLeases, type SignableLease } from '../helpers/signable-lease-tests';
import type { TestContext } from '../helpers/test-app';
import { popplerTools } from '../unit/poppler';

let ctx: TestContext;
let f: SignableLease;
const tools = popplerTools('ledger-statement-');

afterAll(() => tools.remove());

freshExecutedLeases({ guarantor: false }, (made) => ({ ctx, f } = made));

const statement = (caller: Caller, query = '') => caller.get(`/api/leases/${f.leaseId}/statement/pdf/${query}`).buffer(true).parse(binary);
/** The PDF's table rows as cells ('-layout' keeps columns apart by two spaces or more). */
const rows = (bytes: Buffer) => tools.text(bytes, '-layout').split('\n').map((row) => row.trim().split(/\s{2,}/));

describe('a lease’s statement PDF', () => {
  it('is the whole ledger by default, for the lease’s student and the company’s managers, never cached', async () => {
    for (const caller of [f.agents.student, f.agents.manager]) {
      const res = await statement(caller);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Statement%202026-08-20%E2%80%93`);
      expect((res.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(rows((await statement(f.agents.manager)).body as Buffer)).toContainEqual(['08/20/2026', 'Rent', '$8,000.00', '$8,000.00']);
  });

  it('opens with the balance before `from` and closes with the balance at `to`', async () => {
    const pay = (amount: string, received_on: string) => f.agents.manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount, received_on, method: 'check', reference: '1042' });
    expect((await pay('3000', '2026-08-01')).status).toBe(201);
    expect((await pay('1000', '2026-09-10')).status).toBe(201);

    const res = await statement(f.agents.student, '?from=2026-08-10&to=2026-08-31');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Statement 2026-08-10?2026-08-31.pdf"; filename*=UTF-8''Statement%202026-08-10%E2%80%932026-08-31.pdf`);
    const table = rows(res.body as Buffer);
    expect(table).toContainEqual(['08/10/2026', 'Opening balance', '-$3,000.00']);
    expect(table).toContainEqual(['08/20/2026', 'Rent', '$8,000.00', '$5,000.00']);
    expect(table).toContainEqual(['08/31/2026', 'Closing balance', '$5,000.00']);
    // As of the 31st the September payment had not come: the rent's $5,000.00 left is 1–30 days late.
    expect(table).toContainEqual(['1–30 days', '$5,000.00']);
    expect(table.flat()).not.toContain('Check 1042');

    const september = rows((await statement(f.agents.manager, '?from=2026-09-01&to=2026-09-30')).body as Buffer);
    expect(september).toContainEqual(['09/01/2026', 'Opening balance', '$5,000.00']);
    expect(september).toContainEqual(['09/10/2026', 'Payment: Check 1042', '-$1,000.00', '$4,000.00']);
    expect(september).toContainEqual(['09/30/2026', 'Closing balance', '$4,000.00']);
    expect(september).toContainEqual(['09/10/2026', 'Check 1042', '$1,000.00']);
  });

  it('is refused to anyone else, and for a bad period', async () => {
    const other = await signedInAgent(ctx, 'student', null);
    expect((await statement(f.agents.stranger)).status).toBe(404);
    expect((await statement(other)).status).toBe(404);
    expect((await statement(f.agents.maintenance)).status).toBe(403);
    expect((await request(ctx.app).get(`/api/leases/${f.leaseId}/statement/pdf/`)).status).toBe(401);
    const bad = await f.agents.manager.get(`/api/leases/${f.leaseId}/statement/pdf/?from=2026-02-30`);
    expect([bad.status, bad.body]).toEqual([400, { from: [M.dateFormat] }]);
    expect((await f.agents.manager.get(`/api/leases/${f.leaseId}/statement/pdf/?from=2026-09-01&to=2026-08-01`)).body).toEqual({ to: [M.periodOrder] });
  });
});
