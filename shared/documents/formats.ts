import { imageSourceProblem, videoSourceProblem } from './images';
import { isVariableKey } from './variables';
import { signatureLabel } from './signature-tags';
import { DOCUMENT_LIMITS, walk, type DocNode, type DocumentType } from './types';

/** The spec's format names (3-templates-and-application.md §5) and the nodes, marks or attributes behind each. */
export type Format = 'header' | 'align' | 'bold' | 'italic' | 'link' | 'list' | 'image' | 'blockquote' | 'video' | 'Variable' | 'ContentBlock' | 'SignatureTag';

const NODE_FORMAT: Record<string, Format | null> = {
  doc: null,
  paragraph: null,
  text: null,
  hardBreak: null,
  heading: 'header',
  bulletList: 'list',
  orderedList: 'list',
  listItem: 'list',
  image: 'image',
  blockquote: 'blockquote',
  video: 'video',
  variable: 'Variable',
  contentBlock: 'ContentBlock',
  signatureTag: 'SignatureTag',
};
const MARK_FORMAT: Record<string, Format> = { bold: 'bold', italic: 'italic', link: 'link' };

const RICH: readonly Format[] = ['header', 'align', 'bold', 'italic', 'link', 'list', 'image', 'blockquote', 'video', 'Variable'];

/** What each type's body may hold. Signature tags belong to what people sign: lease agreements. */
export const ALLOWED_FORMATS: Record<DocumentType, readonly Format[]> = {
  'Lease Agreement': [...RICH, 'ContentBlock', 'SignatureTag'],
  'Email Template': RICH,
  'SMS Template': ['Variable'],
};

/** A content block's own body: rich text with paragraphs and lists, no blocks, tags or media inside. */
export const CONTENT_BLOCK_FORMATS: readonly Format[] = ['header', 'align', 'bold', 'italic', 'link', 'list', 'blockquote', 'Variable'];

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;

/**
 * Every reason the body cannot be stored for this set of formats: unknown nodes or marks, formats the
 * type does not allow (named as the spec names them), unknown variables and malformed atoms.
 */
export function bodyProblems(doc: DocNode, allowed: readonly Format[]): string[] {
  const problems = new Set<string>();
  const refuse = (format: Format) => problems.add(`${format} is not allowed in this document.`);
  if (doc?.type !== 'doc') return ['The body must be a document.'];
  for (const node of walk(doc)) {
    if (!Object.hasOwn(NODE_FORMAT, node.type)) {
      problems.add(`Unknown content: ${String(node.type).slice(0, 40)}.`);
      continue;
    }
    const format = NODE_FORMAT[node.type];
    if (format && !allowed.includes(format)) refuse(format);
    if (node.type === 'text' && typeof node.text !== 'string') problems.add('Text must be a string.');
    if (node.type === 'heading' && !DOCUMENT_LIMITS.headingLevels.includes(node.attrs?.level as 1)) problems.add('Headings go from level 1 to 3.');
    if (node.type === 'variable' && !isVariableKey(node.attrs?.key)) problems.add(`Unknown variable: ${String(node.attrs?.key).slice(0, 40)}.`);
    if (node.type === 'signatureTag' && !signatureLabel(node.attrs?.signer, node.attrs?.kind)) problems.add('Unknown signature tag.');
    if (node.type === 'image') {
      const image = imageSourceProblem(node.attrs?.src);
      if (image) problems.add(image);
    }
    if (node.type === 'video') {
      const video = videoSourceProblem(node.attrs?.src);
      if (video) problems.add(video);
    }
    if (node.type === 'contentBlock' && !Number.isSafeInteger(node.attrs?.id)) problems.add('Unknown content block.');
    const align = node.attrs?.textAlign;
    if (align != null && align !== 'left') {
      if (!TEXT_ALIGNS.includes(align as 'left')) problems.add('Unknown alignment.');
      else if (!allowed.includes('align')) refuse('align');
    }
    for (const mark of node.marks ?? []) {
      const markFormat = MARK_FORMAT[mark.type];
      if (!markFormat) problems.add(`Unknown format: ${String(mark.type).slice(0, 40)}.`);
      else if (!allowed.includes(markFormat)) refuse(markFormat);
    }
  }
  return [...problems];
}

/** The content blocks a body inserts, in order (the same id twice breaks 'Content blocks must be unique'). */
export const contentBlockIds = (doc: DocNode): number[] => [...walk(doc)].filter((n) => n.type === 'contentBlock').map((n) => n.attrs?.id as number);
