import { describe, expect, it } from '@jest/globals';
import { allCompleted, isTurnOf, missingSlots, nextToNotify, packetSigners, type SignerState, type SlotRef } from '../../shared/leases/signing-order';

const withGuarantor = (done: Partial<Record<'tenant' | 'guarantor' | 'landlord', boolean>> = {}): SignerState[] =>
  packetSigners(['tenant', 'guarantor']).map((s) => ({ ...s, completed: !!done[s.role] }));

describe('who signs a packet, in which order', () => {
  it('is tenant, guarantor (only with guarantor documents), then landlord', () => {
    expect(packetSigners(['tenant', 'guarantor']).map((s) => [s.role, s.order])).toEqual([['tenant', 1], ['guarantor', 2], ['landlord', 3]]);
    expect(packetSigners(['tenant']).map((s) => s.role)).toEqual(['tenant', 'landlord']);
  });

  it('gives the turn to a signer once every lower order has completed, and never twice', () => {
    expect(isTurnOf(withGuarantor(), 'tenant')).toBe(true);
    expect(isTurnOf(withGuarantor(), 'guarantor')).toBe(false);
    expect(isTurnOf(withGuarantor(), 'landlord')).toBe(false);
    expect(isTurnOf(withGuarantor({ tenant: true }), 'guarantor')).toBe(true);
    expect(isTurnOf(withGuarantor({ tenant: true }), 'tenant')).toBe(false);
    expect(isTurnOf(withGuarantor({ tenant: true }), 'landlord')).toBe(false);
    expect(isTurnOf(withGuarantor({ tenant: true, guarantor: true }), 'landlord')).toBe(true);
  });

  it('lets signers of the same order sign side by side', () => {
    const parallel: SignerState[] = [
      { role: 'tenant', order: 1, completed: false },
      { role: 'guarantor', order: 1, completed: false },
      { role: 'landlord', order: 2, completed: false },
    ];
    expect(isTurnOf(parallel, 'tenant') && isTurnOf(parallel, 'guarantor')).toBe(true);
    expect(nextToNotify(parallel, 'tenant')).toEqual([]);
    expect(nextToNotify([{ ...parallel[0]!, completed: true }, parallel[1]!, parallel[2]!], 'guarantor')).toEqual(['landlord']);
  });

  it('notifies the next signer only when the previous one completes', () => {
    expect(nextToNotify(withGuarantor(), 'tenant')).toEqual(['guarantor']);
    expect(nextToNotify(withGuarantor({ tenant: true }), 'guarantor')).toEqual(['landlord']);
    expect(nextToNotify(withGuarantor({ tenant: true, guarantor: true }), 'landlord')).toEqual([]);
    expect(allCompleted(withGuarantor({ tenant: true, guarantor: true }))).toBe(false);
    expect(allCompleted(withGuarantor({ tenant: true, guarantor: true, landlord: true }))).toBe(true);
  });
});

describe('the slots a signer must fill', () => {
  const slots: SlotRef[] = [
    { documentId: 7, documentName: 'Academic year lease', index: 0, signer: 1, kind: 'initial' },
    { documentId: 7, documentName: 'Academic year lease', index: 1, signer: 1, kind: 'sig' },
    { documentId: 7, documentName: 'Academic year lease', index: 2, signer: 3, kind: 'sig' },
    { documentId: 8, documentName: 'Guarantor agreement', index: 0, signer: 2, kind: 'date' },
  ];

  it('are its own, named by document and caption until filled', () => {
    expect(missingSlots(slots, 'tenant', new Set())).toEqual(['Academic year lease: Tenant Initials', 'Academic year lease: Tenant Signature']);
    expect(missingSlots(slots, 'tenant', new Set(['7:0']))).toEqual(['Academic year lease: Tenant Signature']);
    expect(missingSlots(slots, 'tenant', new Set(['7:0', '7:1']))).toEqual([]);
    expect(missingSlots(slots, 'guarantor', new Set())).toEqual(['Guarantor agreement: Guarantor Date']);
    expect(missingSlots(slots, 'landlord', new Set(['8:0']))).toEqual(['Academic year lease: Landlord Signature']);
  });
});
