import { signatureLabel } from '../../../shared/documents/signature-tags';
import type { DocNode } from '../../../shared/documents/types';

/**
 * A paragraph's content cut where it holds something printed as a block of its own: a row of
 * signature slots or an image. Text before, between and after stays in order as text runs.
 */
export type Segment = { kind: 'text'; nodes: DocNode[] } | { kind: 'slots'; nodes: DocNode[] } | { kind: 'image'; node: DocNode };

/** A tag the HTML shows (a known signer and kind); any other prints nothing, as there. */
const isSlot = (node: DocNode) => node.type === 'signatureTag' && signatureLabel(node.attrs?.signer, node.attrs?.kind) !== null;
const isBlank = (node: DocNode) => node.type === 'hardBreak' || (node.type === 'text' && !(node.text ?? '').trim());

/** Spaces and line breaks at a run's ends only spaced it from the tag or image now printed apart. */
function trimmed(nodes: DocNode[]): DocNode[] {
  let start = 0;
  let end = nodes.length;
  while (start < end && isBlank(nodes[start]!)) start++;
  while (end > start && isBlank(nodes[end - 1]!)) end--;
  return nodes.slice(start, end);
}

export function paragraphSegments(content: DocNode[]): Segment[] {
  if (!content.some((node) => isSlot(node) || node.type === 'image')) return [{ kind: 'text', nodes: content }];
  const segments: Segment[] = [];
  let run: DocNode[] = [];
  const endRun = () => {
    const nodes = trimmed(run);
    if (nodes.length) segments.push({ kind: 'text', nodes });
    run = [];
  };
  for (const node of content) {
    const last = segments.at(-1);
    if (isSlot(node)) {
      // Tags with only spaces between them share one row.
      if (last?.kind === 'slots' && !trimmed(run).length) last.nodes.push(node);
      else {
        endRun();
        segments.push({ kind: 'slots', nodes: [node] });
      }
      run = [];
    } else if (node.type === 'image') {
      endRun();
      segments.push({ kind: 'image', node });
    } else run.push(node);
  }
  endRun();
  return segments;
}
