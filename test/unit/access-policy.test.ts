import { describe, expect, it } from '@jest/globals';
import { ACCESS, decide, type Action, type Caller, type RecordOwner } from '../../shared/access-policy';

// The record: company 1's, student 10's, lease 100's.
const owner: RecordOwner = { organizationId: 1, userId: 10, leaseId: 100, staffSees: true };

const CALLERS = {
  manager: { kind: 'staff', userId: 1, roles: ['manager'], organizationId: 1 },
  maintenance: { kind: 'staff', userId: 2, roles: ['maintenance'], organizationId: 1 },
  otherManager: { kind: 'staff', userId: 3, roles: ['manager'], organizationId: 2 },
  student: { kind: 'student', userId: 10 },
  otherStudent: { kind: 'student', userId: 11 },
  link: { kind: 'link', linkId: 5, leaseId: 100, role: 'guarantor' },
  otherLink: { kind: 'link', linkId: 6, leaseId: 101, role: 'guarantor' },
  nobody: { kind: 'nobody' },
} satisfies Record<string, Caller>;

type Outcome = 'ok' | 'tenant' | 'landlord' | 'guarantor' | 401 | 403 | 404;
type Row = Record<keyof typeof CALLERS, Outcome>;

const row = (...o: Outcome[]): Row => ({ manager: o[0]!, maintenance: o[1]!, otherManager: o[2]!, student: o[3]!, otherStudent: o[4]!, link: o[5]!, otherLink: o[6]!, nobody: o[7]! });

/** Every action × every kind of caller, written out (not derived from the table it checks). */
const EXPECTED: Record<Action, Row> = {
  //                         manager     maint  otherMgr student   otherStu link         otherLink nobody
  'lease.read': row('ok', 'ok', 404, 'ok', 404, 404, 404, 401),
  'lease.choose-plan': row(403, 403, 403, 'ok', 404, 404, 404, 401),
  'lease.renew': row('ok', 403, 404, 'ok', 404, 404, 404, 401),
  'lease.sign': row('landlord', 403, 404, 'tenant', 404, 'guarantor', 404, 401),
  'lease.guaranty': row(403, 403, 403, 403, 403, 'ok', 404, 401),
  'ledger.read': row('ok', 403, 404, 'ok', 404, 404, 404, 401),
  'statement.read': row('ok', 403, 404, 'ok', 404, 404, 404, 401),
  'payment.pay': row(403, 403, 403, 'ok', 404, 404, 404, 401),
  'application.read': row(403, 403, 403, 'ok', 404, 404, 404, 401),
  'application.edit': row(403, 403, 403, 'ok', 404, 404, 404, 401),
  'application.file': row('ok', 403, 403, 'ok', 403, 403, 403, 401),
  'ticket.read': row('ok', 'ok', 404, 'ok', 404, 404, 404, 401),
  'ticket.comment': row('ok', 'ok', 404, 'ok', 404, 404, 404, 401),
  'ticket.add-photo': row('ok', 'ok', 404, 'ok', 404, 404, 404, 401),
  'ticket.change': row('ok', 'ok', 404, 403, 403, 404, 404, 401),
};

const outcome = (action: Action, caller: Caller, record: RecordOwner | undefined): Outcome => {
  const d = decide(caller, action, record);
  if (!d.allowed) return d.status;
  return action === 'lease.sign' ? d.seatRole! : 'ok';
};

describe('the access policy', () => {
  it('lists every action of the table, and only those', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  for (const action of Object.keys(EXPECTED) as Action[]) {
    it(`${action}: each kind of caller`, () => {
      const got = Object.fromEntries(Object.entries(CALLERS).map(([name, caller]) => [name, outcome(action, caller, owner)]));
      expect(got).toEqual(EXPECTED[action]);
    });

    it(`${action}: a missing record is the refusal of another's, and nobody is still 401`, () => {
      const refusal = EXPECTED[action].otherStudent === 403 ? 403 : 404;
      expect(outcome(action, CALLERS.student, undefined)).toBe(EXPECTED[action].student === 403 ? 403 : refusal);
      expect(outcome(action, CALLERS.nobody, undefined)).toBe(401);
    });
  }

  it('hides a draft application from its company, not from its student', () => {
    const draft = { ...owner, staffSees: false };
    expect(outcome('application.file', CALLERS.manager, draft)).toBe(403);
    expect(outcome('application.file', CALLERS.student, draft)).toBe('ok');
  });

  it('refuses staff of no company (403), as the ownership policy does', () => {
    expect(outcome('lease.read', { kind: 'staff', userId: 4, roles: ['manager'], organizationId: null }, owner)).toBe(403);
  });

  it('says what an allowed caller is to the record (a lease answer words its can from it)', () => {
    const relation = (action: Action, caller: Caller) => {
      const d = decide(caller, action, owner);
      return d.allowed ? d.relation : d.status;
    };
    expect(['manager', 'maintenance', 'student', 'otherManager'].map((name) => relation('lease.read', CALLERS[name as keyof typeof CALLERS]))).toEqual(['manager', 'staff', 'student', 404]);
    expect(relation('lease.sign', CALLERS.link)).toBe('signer');
  });

  it('seats a link in its own role', () => {
    expect(outcome('lease.sign', { kind: 'link', linkId: 7, leaseId: 100, role: 'tenant' }, owner)).toBe('tenant');
  });
});
