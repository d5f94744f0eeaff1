import { ASSETS_PATH } from '../../shared/constants';
import type { EntryAssets } from './manifest';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export type DocumentParts = {
  title: string;
  nonce: string;
  entry: EntryAssets;
  head?: string;
  body: string;
  description?: string;
};

/** The HTML page around rendered React markup: module entry with its chunks preloaded. */
export function htmlDocument({ title, nonce, entry, head = '', body, description }: DocumentParts): string {
  const preloads = entry.imports.map((f) => `<link rel="modulepreload" href="${ASSETS_PATH}/${f}">`).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
    `<link rel="icon" href="data:,">` +
    preloads +
    `<script type="module" src="${ASSETS_PATH}/${entry.file}" nonce="${nonce}"></script>` +
    head +
    `</head><body><div id="root">${body}</div></body></html>`
  );
}
