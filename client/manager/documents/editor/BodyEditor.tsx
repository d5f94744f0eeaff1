import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { Format } from '../../../../shared/documents/formats';
import { expandedLength } from '../../../../shared/documents/length';
import type { DocNode } from '../../../../shared/documents/types';
import { theme } from '../../../ui/theme';
import { documentCss } from '../document-css';
import { documentExtensions } from './extensions';
import { Toolbar } from './Toolbar';

const Box = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${(p) => (p.$invalid ? '#C2185B' : '#C9D1DB')};
  border-radius: ${theme.radius};
  background: #fff;
  .tiptap { min-height: 240px; padding: 12px 16px; outline: none; ${documentCss} }
  .tiptap:focus-visible { box-shadow: inset 0 0 0 2px ${theme.color.action}; border-radius: ${theme.radius}; }
  .counter { display: flex; justify-content: flex-end; padding: 6px 10px; border-bottom: 1px solid ${theme.color.border}; font-size: 0.85rem; color: ${theme.color.muted}; }
  .counter[data-full='true'] { color: #A3124B; font-weight: 600; }
`;

export type BodyEditorProps = {
  label: string;
  initial: DocNode;
  formats: readonly Format[];
  /** A text message's maximum; the counter replaces the toolbar. */
  maxLength: number | null;
  blockBody: (id: number) => DocNode | undefined;
  invalid: boolean;
  describedBy?: string;
  onReady: (editor: Editor) => void;
  onChange: (editor: Editor) => void;
  onBlur: () => void;
};

/** The tiptap body editor (loaded on demand): the document type's schema, its toolbar or the SMS counter. */
export default function BodyEditor({ label, initial, formats, maxLength, blockBody, invalid, describedBy, onReady, onChange, onBlur }: BodyEditorProps) {
  // The schema is fixed for the editor's life: the type never changes on this screen.
  const [extensions] = useState(() => documentExtensions({ formats, maxLength, blockBody }));
  const editor = useEditor({
    extensions,
    content: initial,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', ...(describedBy && { 'aria-describedby': describedBy }), ...(invalid && { 'aria-invalid': 'true' }) },
    },
    onCreate: ({ editor: e }) => onReady(e),
    onUpdate: ({ editor: e }) => onChange(e),
    onBlur: () => onBlur(),
  });
  const length = useEditorState({ editor, selector: ({ editor: e }) => (maxLength === null ? 0 : expandedLength(e.getJSON(), blockBody)) });
  return (
    <Box $invalid={invalid}>
      {maxLength === null ? (
        <Toolbar editor={editor} formats={formats} />
      ) : (
        <div className="counter" data-full={length >= maxLength} aria-live="polite" data-testid="sms-counter">
          Characters: {length} / {maxLength}
        </div>
      )}
      <EditorContent editor={editor} />
    </Box>
  );
}
