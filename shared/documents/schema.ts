import { z } from '../zod';
import type { DocNode } from './types';

/** Deeper than any document a person writes (lists in quotes in lists), shallow enough for a recursive check. */
export const MAX_DOCUMENT_DEPTH = 32;
export const MAX_DOCUMENT_NODES = 50_000;

/** A node's attributes: tiptap's nodes have a handful (level, textAlign, src, alt …). */
const MAX_ATTRS = 20;
const Attrs = z.record(z.string().max(40), z.unknown()).refine((attrs) => Object.keys(attrs).length <= MAX_ATTRS, { error: `At most ${MAX_ATTRS} attributes per node.` });
const Mark = z.strictObject({ type: z.string().max(40), attrs: Attrs.optional() });

const Node: z.ZodType<DocNode> = z.lazy(() =>
  z.strictObject({
    type: z.string().max(40),
    attrs: Attrs.optional(),
    content: z.array(Node).optional(),
    marks: z.array(Mark).max(8).optional(),
    text: z.string().optional(),
  }),
);

/** How deep and how many nodes, counted without recursion (a hostile body may nest thousands deep). */
function withinBounds(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  let nodes = 0;
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (++nodes > MAX_DOCUMENT_NODES || depth > MAX_DOCUMENT_DEPTH) return false;
    const content = (node as { content?: unknown } | null)?.content;
    if (Array.isArray(content)) for (const child of content) stack.push([child, depth + 1]);
  }
  return true;
}

/** A stored template or content block body: tiptap JSON of bounded depth and size. Which nodes a type allows is checked after (formats.ts). */
export const DocumentBodySchema = z
  .unknown()
  .refine(withinBounds, { error: `The body is too large or too deeply nested (at most ${MAX_DOCUMENT_DEPTH} levels).`, abort: true })
  .pipe(Node);
