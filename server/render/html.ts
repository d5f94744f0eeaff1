import { ASSETS_PATH } from '../../shared/constants';
import { escapeHtml } from '../../shared/escape-html';
import { gtmScript } from './gtm';
import { SW_REGISTRATION } from './service-worker';
import type { EntryAssets } from './manifest';

export type DocumentParts = {
  title: string;
  entry: EntryAssets;
  head?: string;
  body: string;
  description?: string;
  /** An image to fetch early (the hero). */
  preloadImage?: { href: string; srcset: string | null } | null;
  /** Google Tag Manager container id; the tag loads only when set. */
  gtmTagId?: string;
  /** The markup is the page and scripts only add to it (public pages): fetch them after the rest. */
  scriptsLast?: boolean;
  /** Registers the service worker (public pages; ADR 040). */
  registerWorker?: boolean;
};

/**
 * The HTML page around rendered React markup: module entry with its chunks preloaded. A public page
 * is whole without script (islands only add behaviour), so its scripts are fetched at low priority:
 * the hero image and the first paint do not wait behind them on a slow connection.
 */
export function htmlDocument({ title, entry, head = '', body, description, preloadImage, gtmTagId, scriptsLast = false, registerWorker = false }: DocumentParts): string {
  const priority = scriptsLast ? ' fetchpriority="low"' : '';
  const preloads = entry.imports.map((f) => `<link rel="modulepreload" href="${ASSETS_PATH}/${f}"${priority}>`).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
    `<link rel="icon" href="data:,">` +
    (preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(preloadImage.href)}"` +
        (preloadImage.srcset ? ` imagesrcset="${escapeHtml(preloadImage.srcset)}" imagesizes="100vw"` : '') +
        ' fetchpriority="high">'
      : '') +
    (gtmTagId ? `<script>${gtmScript(gtmTagId)}</script>` : '') +
    preloads +
    `<script type="module" src="${ASSETS_PATH}/${entry.file}"${priority}></script>` +
    head +
    `</head><body><div id="root">${body}</div>` +
    (registerWorker ? `<script>${SW_REGISTRATION}</script>` : '') +
    '</body></html>'
  );
}
