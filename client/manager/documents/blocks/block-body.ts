import { walk, type DocNode } from '../../../../shared/documents/types';

/** A new block's body: one empty paragraph, as the editor starts. */
export const EMPTY_BLOCK_BODY: DocNode = { type: 'doc', content: [{ type: 'paragraph' }] };

/** Whether a body says anything: some text that is not blank, or a variable (empty paragraphs and spaces do not count). */
export const hasContent = (body: DocNode): boolean => [...walk(body)].some((node) => (node.type === 'text' && !!node.text?.trim()) || node.type === 'variable');

/** Blocks as the server lists them: by name, then by id. */
export const byName = <T extends { id: number; name: string }>(a: T, b: T) => a.name.localeCompare(b.name) || a.id - b.id;
