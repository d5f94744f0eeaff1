import { describe, expect, it } from '@jest/globals';
import type { AuditAction, AuditEvents, ReadAuditEvent } from '../../shared/audit/events';
import { LEASE_EVENTS } from '../../shared/audit/lease-events';
import { parseAuditEvent } from '../../shared/audit/parse-event';
import { leaseEventActorRole, leaseEventText, leaseExecutedText } from '../../shared/leases/lease-event-texts';
import type { LeaseActorRole } from '../../shared/leases/lease-types';
import { canonicalJson } from '../../server/audit/chain-hash';
import { storedExample } from '../helpers/audit-examples';

const TENANT = 11;
const MANAGER = 22;

describe('the role a lease event’s actor acted in', () => {
  const role = <K extends AuditAction>(action: K, actor_user_id: number | null, details: Partial<AuditEvents[K]> = {}) => leaseEventActorRole({ ...storedExample(action, details), actor_user_id }, TENANT);

  it('is the seat’s role for a signer’s own steps, whoever the user', () => {
    expect(role('lease.slot', TENANT, { role: 'tenant' })).toBe('tenant');
    expect(role('lease.consent', null, { role: 'guarantor' })).toBe('guarantor');
    expect(role('lease.sign', MANAGER, { role: 'landlord' })).toBe('landlord');
    expect(role('lease.view', null, { role: 'guarantor' })).toBe('guarantor');
  });

  it('is the product for every notice, though events before issue 44 recorded the request that caused it', () => {
    // The guarantor's completion asked the managers to countersign; the student's plan choice asked the tenant to sign.
    expect(role('lease.sent', null, { role: 'landlord', to: ['m@example.com'] })).toBe('system');
    expect(role('lease.sent', TENANT, { role: 'tenant', to: ['s@example.com'] })).toBe('system');
    // The tenant's completion sent the guarantor's link.
    expect(role('lease.link_sent', TENANT, { role: 'guarantor', to: 'g@example.com' })).toBe('system');
    expect(role('lease.link_sent', null, { role: 'guarantor', to: 'g@example.com' })).toBe('system');
    expect(role('lease.execute', null)).toBe('system');
  });

  it('is the manager for the office’s own acts, and the tenant for the student’s', () => {
    expect(role('lease.link_sent', MANAGER, { role: 'guarantor', to: 'g@example.com' })).toBe('manager');
    expect(role('lease.offer', MANAGER)).toBe('manager');
    expect(role('lease.void', MANAGER, { reason: 'x' })).toBe('manager');
    expect(role('lease.execute', MANAGER)).toBe('manager');
    expect(role('lease.plan', TENANT)).toBe('tenant');
  });
});

describe('the words of a lease’s history (the lease page’s and the certificate’s)', () => {
  const text = <K extends AuditAction>(action: K, actor_role: LeaseActorRole, details: Partial<AuditEvents[K]> = {}, actor_name = 'Zoë Núñez') => leaseEventText({ ...storedExample(action, details), actor_name, actor_role });
  /** A row as an older version stored it, read back. */
  const stored = (action: string, details: Record<string, unknown>): ReadAuditEvent => parseAuditEvent({ action, details: canonicalJson(details) });

  it('names who acted and in which role', () => {
    expect(text('lease.slot', 'tenant', { caption: 'Tenant Initials', document: 'Academic year lease', page: 3 })).toBe('Zoë Núñez (Tenant) applied Tenant Initials on page 3 of Academic year lease');
    const slotBeforeIssue44 = stored('lease.slot', { role: 'tenant', slot_id: 7, caption: 'Tenant Initials', document: 'Lease', image_sha256: null, text: null });
    expect(leaseEventText({ ...slotBeforeIssue44, actor_name: 'Zoë Núñez', actor_role: 'tenant' })).toBe('Zoë Núñez (Tenant) applied Tenant Initials in Lease');
    expect(text('lease.offer', 'manager', {}, 'Lena')).toBe('Lena (Manager) assigned the bed');
    expect(text('lease.plan', 'tenant')).toBe('Zoë Núñez (Tenant) chose the payment plan; the documents were issued');
    expect(text('lease.void', 'manager', { reason: 'Moved out' }, 'Lena')).toBe('Lena (Manager) voided the lease: Moved out');
    expect(text('lease.link_sent', 'manager', { role: 'guarantor', to: 'g@example.com' }, 'Lena')).toBe('Lena (Manager) sent the guarantor a new signing link (g@example.com)');
    expect(text('lease.link_opened', 'guarantor', { role: 'guarantor' }, 'Ana Ruiz')).toBe('Ana Ruiz (Guarantor) opened the signing link');
    expect(text('lease.open', 'guarantor', { role: 'guarantor', name: 'Ana Ruiz' }, 'Ana Ruiz')).toBe('Ana Ruiz (Guarantor) opened the documents to sign');
    expect(text('lease.consent', 'tenant', { role: 'tenant' })).toBe('Zoë Núñez (Tenant) agreed to sign electronically');
    expect(text('lease.view', 'guarantor', { role: 'guarantor', document: 'Guaranty' }, 'Ana Ruiz')).toBe('Ana Ruiz (Guarantor) read Guaranty');
    expect(text('lease.download', 'landlord', { role: 'landlord', document: 'Lease' }, 'Morgan Lee')).toBe('Morgan Lee (Landlord) downloaded Lease');
    expect(text('lease.sign', 'landlord', { role: 'landlord', name: 'Morgan Lee' }, 'Morgan Lee')).toBe('Morgan Lee (Landlord) signed');
    expect(text('lease.decline', 'tenant', { role: 'tenant', reason: 'Found another place' })).toBe('Zoë Núñez (Tenant) declined: Found another place');
  });

  it('says what the product sent on its own, and to whom, naming no person as its sender', () => {
    expect(text('lease.sent', 'system', { role: 'tenant', to: ['s@example.com'] }, 'Jordan Rivera')).toBe('Sent automatically: e-mail asking the tenant to sign (s@example.com)');
    expect(text('lease.sent', 'system', { role: 'landlord', to: ['m@example.com'] }, 'Ana Ruiz')).toBe('Sent automatically: e-mail asking the managers to countersign');
    expect(text('lease.link_sent', 'system', { role: 'guarantor', to: 'g@example.com' }, 'Jordan Rivera')).toBe('Sent automatically: signing link to the guarantor (g@example.com)');
  });

  it('tells the execution and its failures, by the product or at a manager’s retry', () => {
    expect(text('lease.execute', 'system', {}, 'System')).toBe('Executed automatically once every party had signed: signed documents and certificate issued');
    expect(text('lease.execute', 'manager', {}, 'Lena')).toBe('Executed when Lena (Manager) retried: signed documents and certificate issued');
    expect(text('lease.execute_failed', 'system', { reason: 'the certificate of completion could not be made (out of memory)' }, 'System')).toBe('Could not be finalized: the certificate of completion could not be made (out of memory)');
    expect(text('lease.execute_failed', 'manager', { reason: 'the disk is full' }, 'Lena')).toBe('Could not be finalized when Lena (Manager) retried: the disk is full');
  });

  it('never prints a code name for an event it knows', () => {
    for (const action of Object.keys(LEASE_EVENTS) as (keyof typeof LEASE_EVENTS)[]) expect(text(action, 'tenant')).not.toMatch(/lease\./);
  });

  it('closes the certificate with the Executed event’s words, before that event is recorded', () => {
    expect(leaseExecutedText({ userId: null, name: 'System' }, TENANT)).toBe(text('lease.execute', 'system'));
    expect(leaseExecutedText({ userId: MANAGER, name: 'Lena' }, TENANT)).toBe(text('lease.execute', 'manager', {}, 'Lena'));
  });

  it('names an event it cannot read by its action, in the role of whoever recorded it', () => {
    const newer = stored('lease.renew', { term: 2 });
    const broken = stored('lease.void', { why: 'x' });
    expect([newer, broken].map((e) => leaseEventActorRole({ ...e, actor_user_id: MANAGER }, TENANT))).toEqual(['manager', 'manager']);
    expect(leaseEventText({ ...newer, actor_name: 'Lena', actor_role: 'manager' })).toBe('Lena (Manager): lease.renew');
    expect(leaseEventText({ ...broken, actor_name: 'Lena', actor_role: 'manager' })).toBe('Lena (Manager): lease.void');
  });
});

describe('the money events in a lease’s history (issues 28, 48)', () => {
  const line = (action: AuditAction, actor_role: LeaseActorRole, actor_name = 'Lena') => leaseEventText({ ...storedExample(action), actor_name, actor_role });

  it('words the ledger’s and the online payments’ events, none as a bare action name', () => {
    expect([
      line('ledger.payment', 'manager'),
      line('ledger.reverse', 'manager'),
      line('ledger.adjust', 'manager'),
      line('payment.start', 'tenant'),
      line('payment.fail', 'system'),
      line('ledger.online_payment', 'system'),
      line('ledger.refund', 'manager'),
      line('ledger.refund', 'system'),
      line('ledger.payment_returned', 'system'),
      line('autopay.start', 'tenant'),
      line('autopay.activate', 'system'),
      line('autopay.charge', 'system'),
      line('autopay.cancel', 'tenant'),
    ]).toEqual([
      'Lena (Manager) recorded a payment of $250.00 (Check 1042)',
      'Lena (Manager) reversed a line of -$250.00: Bounced',
      'Lena (Manager) added an adjustment of $35.00: Lost key',
      'Lena (Tenant) started paying $250.00 online by card (fee $7.25)',
      'An online payment failed: Your card was declined.',
      'Payment of $250.00 received online (Card (online), pi_123)',
      'Lena (Manager): Refunded $50.00: Charged twice',
      'The payment provider: Refunded $50.00: Charged twice',
      'A payment of $250.00 was taken back: Returned by the bank: insufficient funds',
      'Lena (Tenant) started setting up autopay by bank account',
      'Autopay turned on (bank account)',
      'Autopay charged $650.00 due 2026-12-01',
      'Lena (Tenant) cancelled autopay',
    ]);
  });
});
