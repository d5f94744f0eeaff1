import { renderToStaticMarkup } from 'react-dom/server';
import { ShellLoading } from '../../client/manager/ShellLoading';
import type { DocumentParts } from './html';
import { serverStyleSheet } from './style-sheet';

let drawn: Pick<DocumentParts, 'head' | 'body'> | undefined;

/**
 * The manager page's HTML around its app: until the script draws (on a slow connection, seconds), it
 * shows the busy line the app then draws itself, ShellLoading, rendered from that component once.
 */
export function managerPage(): Pick<DocumentParts, 'head' | 'body'> {
  if (drawn) return drawn;
  const sheet = serverStyleSheet();
  try {
    const body = renderToStaticMarkup(sheet.collectStyles(<ShellLoading />));
    drawn = { head: sheet.getStyleTags(), body };
    return drawn;
  } finally {
    sheet.seal();
  }
}
