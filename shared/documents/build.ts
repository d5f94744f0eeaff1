import type { DocMark, DocNode } from './types';

/** Short builders for tiptap JSON bodies: the demo data and the tests write documents with them. */
export const text = (value: string, marks?: DocMark[]): DocNode => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
export const paragraph = (...content: DocNode[]): DocNode => ({ type: 'paragraph', content });
export const heading = (level: number, value: string, textAlign?: string): DocNode => ({ type: 'heading', attrs: { level, ...(textAlign && { textAlign }) }, content: [text(value)] });
export const document = (...content: DocNode[]): DocNode => ({ type: 'doc', content });
export const variable = (key: string): DocNode => ({ type: 'variable', attrs: { key } });
export const contentBlock = (id: number): DocNode => ({ type: 'contentBlock', attrs: { id } });
export const signatureTag = (signer: number, kind: string): DocNode => ({ type: 'signatureTag', attrs: { signer, kind, required: true } });
