import type { DocNode } from '../../../shared/documents/types';

/**
 * The body with each content block replaced by the block's own content, as the HTML renderer
 * expands it: a block inside a block, or an unknown one, gives nothing.
 */
export function expandBlocks(doc: DocNode, blocks: Record<number, DocNode>): DocNode {
  const expand = (node: DocNode, inBlock: boolean): DocNode[] => {
    if (node.type === 'contentBlock') {
      const body = inBlock ? undefined : blocks[Number(node.attrs?.id)];
      if (!body) return [];
      return body.type === 'doc' ? (body.content ?? []).flatMap((child) => expand(child, true)) : expand(body, true);
    }
    return [node.content ? { ...node, content: node.content.flatMap((child) => expand(child, inBlock)) } : node];
  };
  return { ...doc, content: (doc.content ?? []).flatMap((child) => expand(child, false)) };
}
