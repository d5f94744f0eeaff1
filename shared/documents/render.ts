import { escapeHtml } from '../escape-html';
import { INLINE_IMAGE_SOURCE, isUploadsPath } from '../media';
import { isScheduleParagraph, scheduleTableHtml, type ScheduleTable } from './schedule-table';
import { SIGNER_TONE, signatureLabel } from './signature-tags';
import { TEXT_ALIGNS } from './formats';
import { SUBJECT_VARIABLE } from './length';
import { VARIABLES, isVariableKey, type VariableKey } from './variables';
import type { DocMark, DocNode } from './types';

export type RenderInput = {
  /** Values for the catalog's variables; a variable without one shows its display name in brackets. */
  values?: Partial<Record<VariableKey, string>>;
  /** A content block's body by id; an unknown block renders nothing. */
  blockBody?: (id: number) => DocNode | undefined;
  /** The chosen plan's schedule: a paragraph holding only the Payment Schedule variable prints it as a table. */
  schedule?: ScheduleTable;
};


const SAFE_LINK = /^(https?:|mailto:)/i;
/** Links a body may hold: http, https and mailto (the editor refuses others as the renderer drops them). */
export const isSafeLink = (href: string) => SAFE_LINK.test(href);
/** Sources a rendered body loads: this site's uploads (never another path such as /api/…) and inline raster images. */
export const isSafeImageSource = (src: string) => isUploadsPath(src) || INLINE_IMAGE_SOURCE.test(src);

function alignStyle(node: DocNode): string {
  const align = node.attrs?.textAlign;
  return align && align !== 'left' && TEXT_ALIGNS.includes(align as 'left') ? ` style="text-align: ${align as string};"` : '';
}

/** The first mark is the outermost, as ProseMirror writes it, so the editor and the renderer agree. */
function withMarks(html: string, marks: DocMark[] = []): string {
  let out = html;
  for (const mark of [...marks].reverse()) {
    if (mark.type === 'bold') out = `<strong>${out}</strong>`;
    else if (mark.type === 'italic') out = `<em>${out}</em>`;
    else if (mark.type === 'link') {
      const href = String(mark.attrs?.href ?? '').trim();
      if (SAFE_LINK.test(href)) out = `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow">${out}</a>`;
    }
  }
  return out;
}

function renderNode(node: DocNode, input: RenderInput, inBlock: boolean): string {
  const children = () => (node.content ?? []).map((child) => renderNode(child, input, inBlock)).join('');
  switch (node.type) {
    case 'doc':
      return children();
    case 'paragraph':
      if (input.schedule && isScheduleParagraph(node)) return scheduleTableHtml(input.schedule);
      return `<p${alignStyle(node)}>${children()}</p>`;
    case 'heading': {
      const level = [1, 2, 3].includes(node.attrs?.level as number) ? (node.attrs!.level as number) : 1;
      return `<h${level}${alignStyle(node)}>${children()}</h${level}>`;
    }
    case 'text':
      return withMarks(escapeHtml(String(node.text ?? '')), node.marks);
    case 'hardBreak':
      return '<br>';
    case 'bulletList':
      return `<ul>${children()}</ul>`;
    case 'orderedList':
      return `<ol>${children()}</ol>`;
    case 'listItem':
      return `<li>${children()}</li>`;
    case 'blockquote':
      return `<blockquote>${children()}</blockquote>`;
    case 'image': {
      const src = String(node.attrs?.src ?? '');
      return isSafeImageSource(src) ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(String(node.attrs?.alt ?? ''))}">` : '';
    }
    case 'video': {
      const src = String(node.attrs?.src ?? '');
      return isUploadsPath(src) ? `<video src="${escapeHtml(src)}" controls></video>` : '';
    }
    case 'variable': {
      const key = node.attrs?.key;
      if (!isVariableKey(key)) return '';
      const value = input.values?.[key];
      const shown = value ?? `[${VARIABLES[key].name}]`;
      return withMarks(`<span class="doc-variable" data-variable="${key}">${escapeHtml(shown)}</span>`, node.marks);
    }
    case 'signatureTag': {
      const label = signatureLabel(node.attrs?.signer, node.attrs?.kind);
      if (!label) return '';
      const signer = node.attrs!.signer as 1 | 2 | 3;
      return `<span class="doc-signature doc-signature-${SIGNER_TONE[signer]}" data-signer="${signer}" data-kind="${String(node.attrs!.kind)}">${escapeHtml(label)}</span>`;
    }
    case 'contentBlock': {
      // A block inside a block is never expanded: bodies are checked to hold none, and this keeps a bad row from looping.
      const body = inBlock ? undefined : input.blockBody?.(node.attrs?.id as number);
      return body ? `<div class="doc-block" data-block="${Number(node.attrs?.id)}">${renderNode(body, input, true)}</div>` : '';
    }
    default:
      return '';
  }
}

/**
 * A template body as HTML: every text escaped, variables filled from the closed catalog, content
 * blocks expanded, signature tags as labelled placeholders, links only http, https and mailto, and
 * images only where the site's content security policy allows them. Unknown nodes render nothing.
 */
export function renderDocument(doc: DocNode, input: RenderInput = {}): string {
  return renderNode(doc, input, false);
}

/** A subject with its `{{key}}` variables filled (plain text: the caller escapes it, as React does). */
export function fillSubject(subject: string, values?: Partial<Record<VariableKey, string>>): string {
  return subject.replace(SUBJECT_VARIABLE, (whole, key: string) => (isVariableKey(key) ? (values?.[key] ?? `[${VARIABLES[key].name}]`) : whole));
}
