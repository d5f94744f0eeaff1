import type { DocNode } from '../../../../shared/documents/types';

/** A new block's body: one empty paragraph, as the editor starts. */
export const EMPTY_BLOCK_BODY: DocNode = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Blocks as the server lists them: by name, then by id. */
export const byName = <T extends { id: number; name: string }>(a: T, b: T) => a.name.localeCompare(b.name) || a.id - b.id;
