/** The three kinds of document a company writes; only lease agreements carry approval. */
export const DOCUMENT_TYPES = ['Lease Agreement', 'Email Template', 'SMS Template'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The spec's limits (3-templates-and-application.md §9). */
export const DOCUMENT_LIMITS = { subjectMax: 998, bodyMin: 10, smsMax: 160, headingLevels: [1, 2, 3] } as const;

/** The create and clone dialog keeps its fields for this long after closing (while it fades out), then starts over (spec §9). */
export const TEMPLATE_DIALOG_RESET_MS = 300;

export type DocMark = { type: string; attrs?: Record<string, unknown> };

/** A tiptap (ProseMirror) JSON node, as stored in a template body. */
export type DocNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: DocMark[];
  text?: string;
};

/** Depth-first walk over every node below (and including) `node`. */
export function* walk(node: DocNode): Generator<DocNode> {
  yield node;
  for (const child of node.content ?? []) yield* walk(child);
}

/** A body with one empty paragraph: a new template's or block's until someone writes it, as the editor starts. */
export const EMPTY_DOCUMENT: DocNode = { type: 'doc', content: [{ type: 'paragraph' }] };
