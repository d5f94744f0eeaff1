import { isSafeLink } from './render';
import { VARIABLES, isVariableKey, type VariableKey } from './variables';
import type { DocNode } from './types';

type Values = Partial<Record<VariableKey, string>>;

function inline(node: DocNode, values: Values): string {
  if (node.type === 'text') {
    const text = node.text ?? '';
    const href = String(node.marks?.find((m) => m.type === 'link')?.attrs?.href ?? '').trim();
    return href && isSafeLink(href) && href !== text ? `${text} (${href})` : text;
  }
  if (node.type === 'hardBreak') return '\n';
  if (node.type === 'variable') {
    const key = node.attrs?.key;
    return isVariableKey(key) ? (values[key] ?? `[${VARIABLES[key].name}]`) : '';
  }
  return (node.content ?? []).map((child) => inline(child, values)).join('');
}

function blocks(node: DocNode, values: Values, prefix = ''): string[] {
  switch (node.type) {
    case 'doc':
    case 'blockquote':
      return (node.content ?? []).flatMap((child) => blocks(child, values, node.type === 'blockquote' ? `${prefix}> ` : prefix));
    case 'paragraph':
    case 'heading':
      return [prefix + inline(node, values)];
    case 'bulletList':
    case 'orderedList':
      return (node.content ?? []).map((item, i) => {
        const mark = node.type === 'bulletList' ? '- ' : `${i + 1}. `;
        return prefix + mark + (item.content ?? []).flatMap((child) => blocks(child, values)).join('\n   ');
      });
    default:
      return [];
  }
}

/**
 * A message body as plain text: the text part of an e-mail, or an SMS. Paragraphs are separated by
 * a blank line, list items start with '- ' or their number, a link's address follows its words,
 * variables are filled (unknown ones show their bracketed name), and images and blocks are left out.
 */
export function plainText(doc: DocNode, values: Values = {}): string {
  return blocks(doc, values)
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The variables a body and subject use, each once, in the order they appear. */
export function usedVariables(doc: DocNode, subject = ''): VariableKey[] {
  const found = new Set<VariableKey>();
  for (const [, key] of subject.matchAll(/\{\{([a-z_]+)\}\}/g)) if (isVariableKey(key)) found.add(key);
  const visit = (node: DocNode) => {
    if (node.type === 'variable' && isVariableKey(node.attrs?.key)) found.add(node.attrs.key);
    node.content?.forEach(visit);
  };
  visit(doc);
  return [...found];
}
