import { SIGNERS } from '../documents/signature-tags';
import { walk, type DocNode } from '../documents/types';
import { LEASE_MESSAGES } from '../messages';
import type { DocumentRole } from './lease-types';
import { packetSigners, ROLE_SIGNER, type SigningRole } from './signing-order';

/** A seat of a packet with nothing to sign, and the documents that should give it something. */
export type EmptySeat = { role: SigningRole; documents: string[] };

type PacketDocument = { name: string; role: DocumentRole; body: DocNode };

/** A date alone is no signature: the seat must sign or initial somewhere. */
const signsIn = (body: DocNode, role: SigningRole) =>
  [...walk(body)].some((node) => node.type === 'signatureTag' && node.attrs?.signer === ROLE_SIGNER[role] && (node.attrs?.kind === 'sig' || node.attrs?.kind === 'initial'));

/**
 * The seats a packet would make (packetSigners) that have no signature or initials tag in any of its
 * documents: such a signer would complete having signed nothing. Each is named with the documents
 * meant for it (its own role's; the landlord countersigns every document).
 */
export function emptySeats(documents: readonly PacketDocument[]): EmptySeat[] {
  return packetSigners(documents.map((d) => d.role))
    .filter(({ role }) => !documents.some((d) => signsIn(d.body, role)))
    .map(({ role }) => ({ role, documents: documents.filter((d) => role === 'landlord' || d.role === role).map((d) => d.name) }));
}

/** The refusal's words, one sentence per empty seat. */
export const emptySeatsMessage = (seats: readonly EmptySeat[]): string =>
  LEASE_MESSAGES.nothingToSign(seats.map(({ role, documents }) => ({ signer: SIGNERS[ROLE_SIGNER[role]], documents })));
