import { escapeHtml } from '../../shared/escape-html';

/** The stored HTML snapshot's look: readable on a phone and printable, no script, no outside resource. */
const STYLE = `body{font:16px/1.55 Georgia,'Noto Serif',serif;color:#1d2433;max-width:46rem;margin:0 auto;padding:1rem}
header{color:#5b6475;font-size:.85rem;border-bottom:1px solid #d5d9e0;margin-bottom:1.25rem;padding-bottom:.4rem}
h1{font-size:1.6rem}h2{font-size:1.3rem}h3{font-size:1.1rem}img{max-width:100%;height:auto}
blockquote{margin:1rem 0;padding-left:1rem;border-left:3px solid #d5d9e0;color:#3b4252}
.doc-signature{display:inline-block;min-width:12rem;margin:.75rem 0;padding:1.6rem .5rem .3rem;border:1.5px solid #1d2433;border-radius:4px;font-size:.8rem;color:#3b4252}
.doc-signature-warning{border-color:#8a5a00}.doc-signature-success{border-color:#2d6a3e}
.doc-schedule{border-collapse:collapse;width:100%;margin:1rem 0;font-size:.9rem}.doc-schedule th,.doc-schedule td{padding:.3rem .5rem;border-bottom:1px solid #d5d9e0;text-align:left}
.doc-schedule .money,.doc-schedule tfoot td{text-align:right;white-space:nowrap}`;

/**
 * A lease document's HTML snapshot as stored: one standalone page holding the filled body (already
 * escaped by the shared renderer) under the company's name.
 */
export function leaseHtmlPage({ title, companyName, body }: { title: string; companyName: string; body: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>${escapeHtml(companyName)}</header><main>${body}</main></body></html>
`;
}

