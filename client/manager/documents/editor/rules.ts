import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { ReplaceStep } from '@tiptap/pm/transform';
import { expandedLength } from '../../../../shared/documents/length';
import type { DocNode } from '../../../../shared/documents/types';

/** The spec's special items (§5): a variable, a content block and a line break. */
const SPECIAL = new Set(['variable', 'contentBlock', 'hardBreak']);

const insertsSpecial = (tr: Transaction) =>
  tr.steps.some((step) => {
    if (!(step instanceof ReplaceStep)) return false;
    let found = false;
    step.slice.content.descendants((node) => {
      found ||= SPECIAL.has(node.type.name);
      return !found;
    });
    return found;
  });

/** How many special items sit right after another (siblings with nothing between). */
function specialPairs(doc: PmNode): number {
  let pairs = 0;
  doc.descendants((node) => {
    if (node.isLeaf) return false;
    for (let i = 1; i < node.childCount; i++) if (SPECIAL.has(node.child(i).type.name) && SPECIAL.has(node.child(i - 1).type.name)) pairs++;
    return true;
  });
  return pairs;
}

export type DocumentRulesOptions = { maxLength: number | null; blockBody: (id: number) => DocNode | undefined };

/**
 * The body's editing rules: an edit that puts two special items in a row is undone (spec §5), and a
 * text message cannot grow past its maximum (the counter stops at 160). Undo and redo always pass.
 */
export const DocumentRules = Extension.create<DocumentRulesOptions>({
  name: 'documentRules',
  addOptions: () => ({ maxLength: null, blockBody: () => undefined }),
  addProseMirrorPlugins() {
    const { maxLength, blockBody } = this.options;
    return [
      new Plugin({
        key: new PluginKey('documentRules'),
        filterTransaction: (tr, state) => {
          if (!tr.docChanged || tr.getMeta('history$')) return true;
          if (insertsSpecial(tr) && specialPairs(tr.doc) > specialPairs(state.doc)) return false;
          if (maxLength !== null) {
            const after = expandedLength(tr.doc.toJSON() as DocNode, blockBody);
            if (after > maxLength && after > expandedLength(state.doc.toJSON() as DocNode, blockBody)) return false;
          }
          return true;
        },
      }),
    ];
  },
});
