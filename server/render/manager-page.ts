import { theme } from '../../client/ui/theme';
import type { DocumentParts } from './html';

/**
 * The manager page's HTML around its app: until the script draws (on a slow connection, seconds), it
 * shows the busy line the app then draws itself (ShellLoading), in the same place, not a blank page.
 */
export const MANAGER_PAGE: Pick<DocumentParts, 'head' | 'body'> = {
  head: `<style>body{margin:0;font-family:${theme.font};color:${theme.color.text};background:${theme.color.background};line-height:1.5}</style>`,
  body: '<main style="padding:20px"><p aria-busy="true" style="margin:0">Loading…</p></main>',
};
