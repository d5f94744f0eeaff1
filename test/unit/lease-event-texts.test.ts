import { describe, expect, it } from '@jest/globals';
import { leaseEventActorRole, leaseEventText } from '../../shared/leases/lease-event-texts';
import type { LeaseActorRole } from '../../shared/leases/lease-types';

const TENANT = 11;
const MANAGER = 22;

describe('the role a lease event’s actor acted in', () => {
  const role = (action: string, actor_user_id: number | null, details: Record<string, unknown> = {}) => leaseEventActorRole({ action, actor_user_id, details }, TENANT);

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
  const text = (action: string, actor_role: LeaseActorRole, details: Record<string, unknown> = {}, actor_name = 'Zoë Núñez') => leaseEventText({ action, actor_name, actor_role, details });

  it('names who acted and in which role', () => {
    expect(text('lease.slot', 'tenant', { caption: 'Tenant Initials', document: 'Academic year lease', page: 3 })).toBe('Zoë Núñez (Tenant) applied Tenant Initials on page 3 of Academic year lease');
    expect(text('lease.slot', 'tenant', { caption: 'Tenant Initials', document: 'Lease' })).toBe('Zoë Núñez (Tenant) applied Tenant Initials in Lease');
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
    for (const action of ['lease.offer', 'lease.plan', 'lease.void', 'lease.sent', 'lease.link_sent', 'lease.link_opened', 'lease.open', 'lease.consent', 'lease.view', 'lease.download', 'lease.slot', 'lease.sign', 'lease.decline', 'lease.execute', 'lease.execute_failed']) {
      expect(text(action, 'tenant', { role: 'tenant' })).not.toMatch(/lease\./);
    }
  });
});
