import { Extension, mergeAttributes, Node } from '@tiptap/core';
import { renderDocument } from '../../../../shared/documents/render';
import { SIGNER_TONE, signatureLabel } from '../../../../shared/documents/signature-tags';
import { TEXT_ALIGNS } from '../../../../shared/documents/formats';
import { VARIABLES, isVariableKey } from '../../../../shared/documents/variables';
import type { DocNode } from '../../../../shared/documents/types';

/*
 * The three special items are plain leaf atoms drawn by renderHTML, never React node views: node views
 * make long documents slow to type in. Each renders the same HTML as shared/documents/render.ts, so
 * what the editor shows is what the previewer and a printed lease show.
 */

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: { setTextAlign: (align: (typeof TEXT_ALIGNS)[number]) => ReturnType };
  }
}

const variableText = (key: unknown) => (isVariableKey(key) ? `[${VARIABLES[key].name}]` : '[Unknown variable]');

export const VariableNode = Node.create({
  name: 'variable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({
    key: { default: null, parseHTML: (el) => el.getAttribute('data-variable'), renderHTML: (attrs) => ({ 'data-variable': attrs.key as string }) },
  }),
  parseHTML: () => [{ tag: 'span[data-variable]' }],
  renderHTML: ({ node, HTMLAttributes }) => ['span', mergeAttributes({ class: 'doc-variable' }, HTMLAttributes), variableText(node.attrs.key)],
  renderText: ({ node }) => variableText(node.attrs.key),
});

export const SignatureTagNode = Node.create({
  name: 'signatureTag',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: () => ({
    signer: { default: 1, parseHTML: (el) => Number(el.getAttribute('data-signer')), renderHTML: () => ({}) },
    kind: { default: 'sig', parseHTML: (el) => el.getAttribute('data-kind'), renderHTML: () => ({}) },
    required: { default: true, renderHTML: () => ({}) },
  }),
  parseHTML: () => [{ tag: 'span[data-signer]' }],
  renderHTML: ({ node }) => {
    const signer = node.attrs.signer as 1 | 2 | 3;
    return [
      'span',
      { class: `doc-signature doc-signature-${SIGNER_TONE[signer] ?? 'primary'}`, 'data-signer': String(signer), 'data-kind': String(node.attrs.kind) },
      signatureLabel(signer, node.attrs.kind) ?? 'Unknown signature tag',
    ];
  },
  renderText: ({ node }) => `[${signatureLabel(node.attrs.signer, node.attrs.kind) ?? ''}]`,
});

export type ContentBlockOptions = { blockBody: (id: number) => DocNode | undefined };

/** A content block is a block node: its value holds paragraphs and lists, which cannot sit in a paragraph. */
export const ContentBlockNode = Node.create<ContentBlockOptions>({
  name: 'contentBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addOptions: () => ({ blockBody: () => undefined }),
  addAttributes: () => ({
    id: { default: null, parseHTML: (el) => Number(el.getAttribute('data-block')), renderHTML: (attrs) => ({ 'data-block': String(attrs.id) }) },
  }),
  parseHTML: () => [{ tag: 'div[data-block]' }],
  renderHTML({ node }) {
    const dom = document.createElement('div');
    dom.className = 'doc-block';
    dom.dataset.block = String(node.attrs.id);
    const body = this.options.blockBody(node.attrs.id as number);
    // renderDocument escapes every text and keeps only safe links and images.
    if (body) dom.innerHTML = renderDocument(body);
    else dom.dataset.missing = 'true';
    return dom;
  },
});

/** Paragraph and heading alignment, stored as `textAlign` and written as the renderer writes it. */
export const TextAlign = Extension.create({
  name: 'textAlign',
  addGlobalAttributes: () => [
    {
      types: ['paragraph', 'heading'],
      attributes: {
        textAlign: {
          default: null,
          parseHTML: (el) => (TEXT_ALIGNS.includes(el.style.textAlign as 'left') && el.style.textAlign !== 'left' ? el.style.textAlign : null),
          renderHTML: (attrs) => (attrs.textAlign && attrs.textAlign !== 'left' ? { style: `text-align: ${attrs.textAlign as string};` } : {}),
        },
      },
    },
  ],
  addCommands: () => ({
    setTextAlign:
      (align) =>
      ({ commands }) =>
        ['paragraph', 'heading'].map((type) => commands.updateAttributes(type, { textAlign: align === 'left' ? null : align })).some(Boolean),
  }),
});
