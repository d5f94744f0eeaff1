import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';

// tiptap is only fetched when an editor with an About section opens.
const Tiptap = lazy(() => import('./TiptapEditor'));

const Placeholder = styled.div`
  min-height: 180px;
  border: 1px solid #C9D1DB;
  border-radius: ${theme.radius};
  padding: 12px;
  color: ${theme.color.muted};
`;

export type RichTextProps = { label: string; value: string; onChange: (html: string) => void; readOnly?: boolean };

/** Formatted text (bold, italic, headings, lists, links), stored as HTML the server sanitizes. */
export function RichTextEditor(props: RichTextProps) {
  return (
    <Suspense fallback={<Placeholder aria-busy="true">Loading the editor…</Placeholder>}>
      <Tiptap {...props} />
    </Suspense>
  );
}
