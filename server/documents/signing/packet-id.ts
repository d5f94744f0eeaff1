import { createHash } from 'node:crypto';

/** A packet's id on its certificate: the SHA-256 of its documents' original SHA-256s, in packet order. */
export const packetId = (originalHashes: readonly string[]) => createHash('sha256').update(originalHashes.join('\n')).digest('hex');
