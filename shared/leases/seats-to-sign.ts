import { SIGNERS, type Signer } from '../documents/signature-tags';
import { walk, type DocNode } from '../documents/types';
import { LEASE_MESSAGES } from '../messages';
import type { DocumentRole } from './lease-types';
import { packetSigners, ROLE_SIGNER, type SigningRole } from './signing-order';

/** A seat of a packet with nothing to sign, and the documents that should give it something. */
export type EmptySeat = { role: SigningRole; documents: string[] };

/** A packet's document: its role, and the signers who sign or initial in it (signingSigners). */
type PacketDocument = { name: string; role: DocumentRole; signers: readonly Signer[] };

/** The signers who sign or initial somewhere in a body (a date alone is no signature), in order. Recorded with the template when it is saved. */
export function signingSigners(body: DocNode): Signer[] {
  const found = new Set<Signer>();
  for (const node of walk(body)) {
    if (node.type === 'signatureTag' && (node.attrs?.kind === 'sig' || node.attrs?.kind === 'initial') && Number(node.attrs?.signer) in SIGNERS) found.add(Number(node.attrs?.signer) as Signer);
  }
  return [...found].sort();
}

/** The stored form of signingSigners: '1,3'. */
export const signingSignersText = (signers: readonly Signer[]): string => signers.join(',');
export const parseSigningSigners = (text: string): Signer[] => (text ? text.split(',').map((n) => Number(n) as Signer) : []);

const signsIn = (document: PacketDocument, role: SigningRole) => document.signers.includes(ROLE_SIGNER[role]);

/**
 * The seats a packet would make (packetSigners) that have no signature or initials tag in any of its
 * documents: such a signer would complete having signed nothing. Each is named with the documents
 * meant for it (its own role's; the landlord countersigns every document).
 */
export function emptySeats(documents: readonly PacketDocument[]): EmptySeat[] {
  return packetSigners(documents.map((d) => d.role))
    .filter(({ role }) => !documents.some((d) => signsIn(d, role)))
    .map(({ role }) => ({ role, documents: documents.filter((d) => role === 'landlord' || d.role === role).map((d) => d.name) }));
}

/** The refusal's words, one sentence per empty seat. */
export const emptySeatsMessage = (seats: readonly EmptySeat[]): string =>
  LEASE_MESSAGES.nothingToSign(seats.map(({ role, documents }) => ({ signer: SIGNERS[ROLE_SIGNER[role]], documents })));
