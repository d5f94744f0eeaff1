import { describe, expect, it } from '@jest/globals';
import { LEASE_STATUSES, type LeaseStatus } from '../../shared/leases/lease-types';
import { LEASE_ACTIONS, LEASE_TRANSITIONS, SIGNABLE, SIGNING_STATUSES, VOIDABLE_STATUSES, canStartFrom, leaseCan, type LeaseActorKind } from '../../shared/leases/lifecycle';
import { LEASE_MESSAGES } from '../../shared/messages';
import { SIGNING_MESSAGES } from '../../shared/leases/signing-texts';

const can = (status: LeaseStatus, actor: LeaseActorKind, failure: unknown = null) => leaseCan({ status, execution_failure: failure }, actor);

describe('the leasing lifecycle table', () => {
  it('moves a lease Offered → Ready to sign → Signing → Executed, and to Declined or Void on the way', () => {
    const path: [string, LeaseStatus][] = [
      ['choosePlan', 'Offered'],
      ['consent', 'Ready to sign'],
      ['sign', 'Signing'],
      ['execute', 'Signing'],
    ];
    for (const [action, from] of path) expect(canStartFrom(action as keyof typeof LEASE_TRANSITIONS, from)).toBe(true);
    expect(LEASE_TRANSITIONS.choosePlan.to).toBe('Ready to sign');
    expect(LEASE_TRANSITIONS.consent.to).toBe('Signing');
    expect(LEASE_TRANSITIONS.execute.to).toBe('Executed');
    expect(LEASE_TRANSITIONS.decline.to).toBe('Declined');
    expect(LEASE_TRANSITIONS.void.to).toBe('Void');
  });

  it('ends at Executed and Void: no action starts from them', () => {
    for (const status of ['Executed', 'Void'] as const) expect(LEASE_ACTIONS.filter((a) => canStartFrom(a, status))).toEqual([]);
  });

  it('names only known statuses, and an audit event and a refusal for every action', () => {
    for (const action of LEASE_ACTIONS) {
      const row = LEASE_TRANSITIONS[action];
      for (const status of [...row.from, row.to]) expect(LEASE_STATUSES).toContain(status);
      expect(row.event).toMatch(/^lease\.[a-z_]+$/);
      expect(row.refusal.length).toBeGreaterThan(0);
    }
    expect(LEASE_TRANSITIONS.void.refusal).toBe(LEASE_MESSAGES.notVoidable);
    expect(LEASE_TRANSITIONS.choosePlan.refusal).toBe(LEASE_MESSAGES.notOffered);
    expect(LEASE_TRANSITIONS.decline.refusal).toBe(SIGNING_MESSAGES.notSigning);
  });

  it('keeps the status groups the screens read', () => {
    expect(VOIDABLE_STATUSES).toEqual(['Offered', 'Ready to sign', 'Signing', 'Declined']);
    expect(SIGNABLE).toEqual(['Ready to sign', 'Signing']);
    expect(SIGNING_STATUSES).toEqual(['Ready to sign', 'Signing', 'Executed', 'Declined']);
  });
});

describe('leaseCan: what a caller may do now', () => {
  it('lets a manager void any lease before execution, and a declined one', () => {
    expect(can('Offered', 'manager')).toEqual(['void']);
    expect(can('Ready to sign', 'manager')).toEqual(['void']);
    expect(can('Signing', 'manager')).toEqual(['void']);
    expect(can('Declined', 'manager')).toEqual(['void']);
    expect(can('Executed', 'manager')).toEqual([]);
    expect(can('Void', 'manager')).toEqual([]);
  });

  it('lets a manager execute only a lease whose execution failed (the product executes the others)', () => {
    expect(can('Signing', 'manager', { reason: 'x' })).toEqual(['void', 'execute']);
    expect(can('Signing', 'system')).toEqual(['execute']);
  });

  it('lets the student choose a plan only while Offered, and nothing a manager does', () => {
    expect(can('Offered', 'student')).toEqual(['choosePlan']);
    for (const status of LEASE_STATUSES.filter((s) => s !== 'Offered')) expect(can(status, 'student')).toEqual([]);
  });

  it('lets a signer consent and decline while the packet is open, and sign once Signing', () => {
    expect(can('Ready to sign', 'signer')).toEqual(['consent', 'decline']);
    expect(can('Signing', 'signer')).toEqual(['consent', 'sign', 'decline']);
    expect(can('Offered', 'signer')).toEqual([]);
    expect(can('Declined', 'signer')).toEqual([]);
  });
});
