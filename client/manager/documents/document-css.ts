import { css } from 'styled-components';
import { theme } from '../../ui/theme';

/** How a document's text and its special items look, in the editor and in the previewer alike. */
export const documentCss = css`
  line-height: 1.6;
  overflow-wrap: anywhere;
  p { margin: 0 0 0.75em; }
  h1 { font-size: 1.6rem; margin: 0.6em 0 0.4em; }
  h2 { font-size: 1.3rem; margin: 0.6em 0 0.4em; }
  h3 { font-size: 1.1rem; margin: 0.6em 0 0.4em; }
  blockquote { margin: 0 0 0.75em; padding-left: 14px; border-left: 3px solid #C9D1DB; color: ${theme.color.muted}; }
  img { max-width: 100%; height: auto; }
  a { color: ${theme.color.action}; }
  .doc-variable, .doc-signature {
    display: inline-block;
    padding: 0 6px;
    border-radius: 6px;
    line-height: 1.45;
    font-size: 0.92em;
    white-space: nowrap;
  }
  .doc-variable { background: #E6F7FA; color: #0B5C69; border: 1px solid #9CDDE8; }
  /* A signature placeholder keeps one size, so a printed lease leaves room to sign. */
  .doc-signature { min-width: 11em; text-align: center; border: 1px dashed; }
  .doc-signature-primary { background: #EDF2FF; color: #2343A8; border-color: ${theme.color.primary}; }
  .doc-signature-warning { background: #FFF4E0; color: #7A4A00; border-color: ${theme.color.warning}; }
  .doc-signature-success { background: #EEF9E7; color: #2F6B0E; border-color: ${theme.color.success}; }
  .doc-block { position: relative; margin: 0 0 0.75em; padding: 22px 12px 4px; border: 1px solid #D9CCF5; border-radius: 8px; background: #F8F5FF; }
  .doc-block::before { content: 'Content block'; position: absolute; top: 3px; left: 12px; font-size: 0.72rem; font-weight: 700; color: #5B3FA8; text-transform: uppercase; letter-spacing: 0.04em; }
  .doc-block[data-missing]::after { content: 'This content block no longer exists.'; color: #A3124B; }
  .doc-schedule { border-collapse: collapse; width: 100%; margin: 0 0 0.75em; font-size: 0.92em; }
  .doc-schedule th, .doc-schedule td { padding: 4px 8px; border-bottom: 1px solid ${theme.color.border}; text-align: left; }
  .doc-schedule .money, .doc-schedule tfoot td { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .ProseMirror-selectednode { outline: 2px solid ${theme.color.action}; outline-offset: 1px; }
`;
