import { VARIABLES, isVariableKey } from './variables';
import { signatureLabel } from './signature-tags';
import { walk, type DocNode } from './types';

/** Text blocks: each after the first starts on a new line (lists and quotes hold paragraphs, which count). */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'contentBlock']);

/**
 * A body's length as people read it: its characters, each variable by its display name, each content
 * block by its own expanded text, each signature tag by its label, each line break as one character.
 * `blockBody` answers a content block's body (undefined when unknown: it counts as nothing).
 */
export function expandedLength(doc: DocNode, blockBody: (id: number) => DocNode | undefined = () => undefined): number {
  let length = 0;
  let blocks = 0;
  for (const node of walk(doc)) {
    if (node.type === 'text') length += [...(node.text ?? '')].length;
    else if (node.type === 'hardBreak') length += 1;
    else if (node.type === 'variable' && isVariableKey(node.attrs?.key)) length += VARIABLES[node.attrs.key].name.length;
    else if (node.type === 'signatureTag') length += signatureLabel(node.attrs?.signer, node.attrs?.kind)?.length ?? 0;
    else if (node.type === 'contentBlock') {
      const body = blockBody(node.attrs?.id as number);
      // A block's body holds no blocks, so this cannot recurse further.
      if (body) length += expandedLength(body);
    }
    if (TEXT_BLOCKS.has(node.type)) blocks += 1;
  }
  return length + Math.max(0, blocks - 1);
}

/** A subject's variables are written `{{key}}`; each counts by its display name (spec §5). */
export const SUBJECT_VARIABLE = /\{\{([a-z_]+)\}\}/g;

export function subjectLength(subject: string): number {
  return [...subject.replace(SUBJECT_VARIABLE, (whole, key: string) => (isVariableKey(key) ? 'x'.repeat(VARIABLES[key].name.length) : whole))].length;
}

/** Line breaks are stripped from a subject (typed or pasted). */
export const stripLineBreaks = (subject: string) => subject.replace(/[\r\n]+/g, '');
