import { describe, expect, it } from '@jest/globals';
import type { InboxCounts } from '../../shared/types/manager';
import { type buildSignableLease } from '../helpers/lease-fixture';
import { executeThroughApi } from '../helpers/executed-lease';
import { freshSignableLeases, type SignableLease } from '../helpers/signable-lease-tests';
import { companyToday } from '../helpers/company-day';

let f: SignableLease;
let signature: string;
type Caller = Awaited<ReturnType<typeof buildSignableLease>>['agents']['manager'];
const pastDue = async (caller: Caller) => ((await caller.get('/api/manager/counts/')).body as InboxCounts).collections_past_due;

freshSignableLeases({ guarantor: false }, (made) => ({ f, signature } = made));

describe('the side navigation’s count of leases past due', () => {
  it('counts an executed lease while money is past due, and not once it is paid or only due later', async () => {
    const { manager, maintenance, stranger } = f.agents;
    // Not executed yet: no ledger, nothing owed.
    expect(await pastDue(manager)).toBe(0);
    await executeThroughApi(f, signature);
    // The plan's rent fell due 2026-08-20: past due unless the clock says otherwise.
    const late = companyToday() > '2026-08-20';
    expect(await pastDue(manager)).toBe(late ? 1 : 0);
    expect(await pastDue(maintenance)).toBe(late ? 1 : 0);
    expect(await pastDue(stranger)).toBe(0);
    // A charge due far ahead is owed, but not past due.
    const pay = await manager.post(`/api/leases/${f.leaseId}/payments/`).send({ amount: '8000', received_on: '2026-08-20', method: 'cash' });
    expect(pay.status).toBe(201);
    expect(await pastDue(manager)).toBe(0);
    // The latest day a charge may fall due: a year after the lease period's end (2027-05-14).
    const ahead = await manager.post(`/api/leases/${f.leaseId}/adjustments/`).send({ amount: '50', due_date: '2028-05-14', description: 'Parking', reason: 'Permit' });
    expect(ahead.body).toMatchObject({ balance: '50.00' });
    expect(await pastDue(manager)).toBe(0);
    // The payment returned: past due again.
    await manager.post(`/api/leases/${f.leaseId}/payments/${(pay.body as { id: number }).id}/reverse/`).send({ reason: 'Returned check' });
    expect(await pastDue(manager)).toBe(late ? 1 : 0);
  });
});
