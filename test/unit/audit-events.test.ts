import { describe, expect, it } from '@jest/globals';
import type { Transaction } from 'kysely';
import { AUDIT_ACTIONS, AUDIT_EVENTS, type AuditEvent, type StoredAuditEvent } from '../../shared/audit/events';
import { parseAuditEvent, UNREADABLE_EVENT } from '../../shared/audit/parse-event';
import { canonicalJson } from '../../server/audit/chain-hash';
import { recordAuditEvent, SYSTEM_ACTOR } from '../../server/audit/record-event';
import type { Database } from '../../server/db/schema';
import { AUDIT_EXAMPLES } from '../helpers/audit-examples';

const read = (action: string, details: unknown) => parseAuditEvent({ action, details: canonicalJson(details) });

describe('the audit events (shared/audit/events.ts)', () => {
  it('has one example of every action it defines, and every example is an action it defines', () => {
    expect(Object.keys(AUDIT_EXAMPLES).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('reads every example back from its stored JSON as the event it recorded, in today’s shape', () => {
    for (const action of AUDIT_ACTIONS) {
      const details = AUDIT_EXAMPLES[action];
      expect(read(action, details)).toEqual({ action, details });
      expect(AUDIT_EVENTS[action].details.safeParse(details).success).toBe(true);
    }
  });

  it('reads the shapes older versions recorded, as they were stored', () => {
    const olderSlot = { role: 'tenant', slot_id: 7, document: 'Lease', caption: 'Tenant Initials', image_sha256: null, text: null };
    const olderExecute = { documents: [{ name: 'Lease', final_sha256: 'd'.repeat(64), sealed: false }], certificate_sha256: 'e'.repeat(64) };
    expect(read('lease.slot', olderSlot)).toEqual({ action: 'lease.slot', details: olderSlot });
    expect(read('lease.execute', olderExecute)).toEqual({ action: 'lease.execute', details: olderExecute });
    expect(read('lease.execute', { ...olderExecute, ledger_lines: 4 })).toEqual({ action: 'lease.execute', details: { ...olderExecute, ledger_lines: 4 } });
    expect(read('lease.link_sent', { role: 'guarantor', to: 'g@example.com' })).toEqual({ action: 'lease.link_sent', details: { role: 'guarantor', to: 'g@example.com' } });
    expect(read('ticket.report', { category: 'plumbing', urgent: false })).toEqual({ action: 'ticket.report', details: { category: 'plumbing', urgent: false } });
  });

  it('answers a row it cannot read as unreadable, saying why, without throwing', () => {
    expect(read('lease.sublet', { term: 2 })).toEqual({ action: 'lease.sublet', details: { term: 2 }, unreadable: UNREADABLE_EVENT.unknownAction });
    expect(read('lease.void', { reason: 7 })).toEqual({ action: 'lease.void', details: { reason: 7 }, unreadable: UNREADABLE_EVENT.unknownShape });
    expect(read('lease.sent', { role: 'guarantor', to: ['g@example.com'] })).toMatchObject({ unreadable: UNREADABLE_EVENT.unknownShape });
    expect(parseAuditEvent({ action: 'lease.void', details: '{"reason":' })).toEqual({ action: 'lease.void', details: '{"reason":', unreadable: UNREADABLE_EVENT.notJson });
    // An inherited name is no action.
    expect(read('toString', {})).toMatchObject({ unreadable: UNREADABLE_EVENT.unknownAction });
  });

  it('narrows details by action, with no cast', () => {
    const event: StoredAuditEvent = { action: 'lease.decline', details: AUDIT_EXAMPLES['lease.decline'] };
    expect(event.action === 'lease.decline' ? event.details.reason : null).toBe('Not my child');
  });
});

/**
 * Never called: `npx tsc --noEmit` checks that each wrong payload is refused (an unused
 * `@ts-expect-error` is itself an error, so a type that stops refusing fails the typecheck).
 */
export function wrongPayloadsDoNotCompile(trx: Transaction<Database>): void {
  const actor = SYSTEM_ACTOR;
  const lease = { table: 'leases' as const, id: 1 };
  // @ts-expect-error: a void says why.
  void recordAuditEvent(trx, { actor, action: 'lease.void', subject: lease, organizationId: 1, details: { status: 'Signing' } });
  // @ts-expect-error: a reason is text.
  void recordAuditEvent(trx, { actor, action: 'lease.decline', subject: lease, organizationId: 1, details: { role: 'tenant', name: 'A', reason: 3 } });
  // @ts-expect-error: a signer's role is one of the three seats.
  void recordAuditEvent(trx, { actor, action: 'lease.sign', subject: lease, organizationId: 1, details: { role: 'manager', name: 'A', email: 'a@example.com', method: 'account' } });
  // @ts-expect-error: details of another action.
  void recordAuditEvent(trx, { actor, action: 'lease.view', subject: lease, organizationId: 1, details: AUDIT_EXAMPLES['lease.void'] });
  // @ts-expect-error: no action of that name.
  void recordAuditEvent(trx, { actor, action: 'lease.sublet', subject: lease, organizationId: 1, details: {} });
  // @ts-expect-error: a plan's approval is recorded against the plan, not a lease.
  void recordAuditEvent(trx, { actor, action: 'payment_plan.approve', subject: lease, organizationId: 1, details: { name: 'Monthly' } });
  // @ts-expect-error: the details are not optional.
  void recordAuditEvent(trx, { actor, action: 'payment_plan.approve', subject: { table: 'payment_plans', id: 1 }, organizationId: 1 });
  // @ts-expect-error: an unknown key is no part of the event.
  const extra: AuditEvent<'lease.open'> = { action: 'lease.open', details: { role: 'tenant', name: 'A', ip: '::1' } };
  void extra;
}
