import { Link, Text } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { isSafeLink } from '../../../shared/documents/render';
import type { DocMark, DocNode } from '../../../shared/documents/types';
import { VARIABLES, isVariableKey, type VariableKey } from '../../../shared/documents/variables';
import { styles } from './pdf-styles';

export type Values = Partial<Record<VariableKey, string>>;

/** Text with its bold, italic and link marks; a link is clickable only for http, https and mailto, as in the HTML. */
function marked(text: string, marks: DocMark[] = [], key: number): ReactNode {
  const style = [];
  let href: string | null = null;
  for (const mark of marks) {
    if (mark.type === 'bold') style.push(styles.bold);
    else if (mark.type === 'italic') style.push(styles.italic);
    else if (mark.type === 'link') {
      const target = String(mark.attrs?.href ?? '').trim();
      if (isSafeLink(target)) href = target;
    }
  }
  if (href) return <Link key={key} src={href} style={[...style, styles.link]}>{text}</Link>;
  return style.length ? <Text key={key} style={style}>{text}</Text> : text;
}

function inline(node: DocNode, values: Values, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return marked(String(node.text ?? ''), node.marks, key);
    case 'hardBreak':
      return '\n';
    case 'variable': {
      const name = node.attrs?.key;
      return isVariableKey(name) ? marked(values[name] ?? `[${VARIABLES[name].name}]`, node.marks, key) : null;
    }
    default:
      return null;
  }
}

/** A run of a paragraph's or heading's content, as the children of one react-pdf Text. */
export const inlines = (nodes: DocNode[], values: Values): ReactNode[] => nodes.map((node, i) => inline(node, values, i));
