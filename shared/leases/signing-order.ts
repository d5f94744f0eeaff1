import { signatureLabel, type SignatureKind, type Signer } from '../documents/signature-tags';
import type { DocumentRole } from './lease-types';

/**
 * Who signs a lease packet, and when (issue 27): the tenant first, the guarantor second when the
 * packet holds guarantor documents, the landlord (a manager) last. Signers with the same order may
 * sign side by side; a signer's turn comes when every signer of a lower order has completed.
 */
export const SIGNING_ROLES = ['tenant', 'guarantor', 'landlord'] as const;
export type SigningRole = (typeof SIGNING_ROLES)[number];

/** The signature tag's signer number of each role (shared/documents/signature-tags.ts). */
export const ROLE_SIGNER: Record<SigningRole, Signer> = { tenant: 1, guarantor: 2, landlord: 3 };

export type SignerState = { role: SigningRole; order: number; completed: boolean };

/** The signers of a packet, in order, from the roles of its documents. */
export function packetSigners(documentRoles: readonly DocumentRole[]): Omit<SignerState, 'completed'>[] {
  const guarantor = documentRoles.includes('guarantor');
  return [{ role: 'tenant', order: 1 }, ...(guarantor ? [{ role: 'guarantor' as const, order: 2 }] : []), { role: 'landlord', order: 3 }];
}

/** Whether the role may sign now: it has not completed, and every signer before it has. */
export function isTurnOf(signers: readonly SignerState[], role: SigningRole): boolean {
  const me = signers.find((s) => s.role === role);
  return !!me && !me.completed && signers.every((s) => s.order >= me.order || s.completed);
}

/** The signers to notify once `role` completes: those whose turn has just come (none until the whole order before them is done). */
export function nextToNotify(signers: readonly SignerState[], completedRole: SigningRole): SigningRole[] {
  const after = signers.map((s) => (s.role === completedRole ? { ...s, completed: true } : s));
  return after.filter((s) => !s.completed && isTurnOf(after, s.role) && !isTurnOf(signers, s.role)).map((s) => s.role);
}

/** Whether every signer has completed: the packet is executed. */
export const allCompleted = (signers: readonly SignerState[]): boolean => signers.length > 0 && signers.every((s) => s.completed);

export type SlotRef = { documentId: number; documentName: string; index: number; signer: Signer; kind: SignatureKind };

/** A slot's caption as it prints under its box ('Tenant Signature'). */
export const slotCaption = (slot: Pick<SlotRef, 'signer' | 'kind'>): string => signatureLabel(slot.signer, slot.kind) ?? '';

/**
 * The role's required slots not filled yet, each named by its document and caption, in packet order
 * (every slot is required: the templates' tags are). `filled` holds `documentId:index` keys.
 */
export function missingSlots(slots: readonly SlotRef[], role: SigningRole, filled: ReadonlySet<string>): string[] {
  return slots
    .filter((slot) => slot.signer === ROLE_SIGNER[role] && !filled.has(`${slot.documentId}:${slot.index}`))
    .map((slot) => `${slot.documentName}: ${slotCaption(slot)}`);
}
