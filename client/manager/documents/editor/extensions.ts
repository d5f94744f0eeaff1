import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import type { Format } from '../../../../shared/documents/formats';
import type { DocNode } from '../../../../shared/documents/types';
import { ContentBlockNode, SignatureTagNode, TextAlign, VariableNode } from './nodes';
import { DocumentRules } from './rules';
import { isSafeImageSource, isSafeLink } from '../../../../shared/documents/render';

/**
 * Images only from sources the renderer shows: a pasted `<img src="/api/…">` is not taken in, and a
 * stored body's image elsewhere is drawn without its source, so the editor never fires that request.
 */
const SafeImage = Image.extend({
  parseHTML: () => [{ tag: 'img[src]', getAttrs: (el) => (isSafeImageSource(el.getAttribute('src') ?? '') ? null : false) }],
  renderHTML({ HTMLAttributes }) {
    const { src, ...rest } = HTMLAttributes as { src?: string };
    return ['img', src && isSafeImageSource(src) ? { src, ...rest } : rest];
  },
});

export type SchemaOptions = { formats: readonly Format[]; maxLength: number | null; blockBody: (id: number) => DocNode | undefined };

/** The editor's schema holds exactly the formats the document type allows, so a paste cannot bring in others. */
export function documentExtensions({ formats, maxLength, blockBody }: SchemaOptions): Extensions {
  const has = (format: Format) => formats.includes(format);
  const list = has('list') ? {} : false;
  return [
    StarterKit.configure({
      heading: has('header') ? { levels: [1, 2, 3] } : false,
      bold: has('bold') ? {} : false,
      italic: has('italic') ? {} : false,
      link: has('link') ? { openOnClick: false, autolink: false, protocols: ['http', 'https', 'mailto'], isAllowedUri: (url) => isSafeLink(url), HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' } } : false,
      bulletList: list,
      orderedList: list,
      listItem: list,
      listKeymap: list,
      blockquote: has('blockquote') ? {} : false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
    }),
    ...(has('align') ? [TextAlign] : []),
    ...(has('image') ? [SafeImage.configure({ inline: false, allowBase64: true })] : []),
    ...(has('Variable') ? [VariableNode] : []),
    ...(has('SignatureTag') ? [SignatureTagNode] : []),
    ...(has('ContentBlock') ? [ContentBlockNode.configure({ blockBody })] : []),
    DocumentRules.configure({ maxLength, blockBody }),
  ];
}
