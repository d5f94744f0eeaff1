import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { TextField } from '../../../ui/form';
import { InsertDialog } from './InsertDialog';
import { EDITOR_TEXTS } from './texts';
import { isSafeLink } from '../../../../shared/documents/render';

/** Links the selected text (spec §2.3): an empty link removes the link. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState('');
  const insert = () => {
    const link = href.trim();
    if (!link) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!isSafeLink(link)) return setError(EDITOR_TEXTS.linkInvalid);
    else editor.chain().focus().extendMarkRange('link').setLink({ href: link }).run();
    onClose();
  };
  return (
    <InsertDialog title="Insert link" editor={editor} onClose={onClose} onInsert={insert}>
      <TextField
        label="Link"
        name="link"
        type="url"
        placeholder="https://"
        value={href}
        error={error}
        autoFocus
        onValue={(value) => {
          setHref(value);
          setError('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            insert();
          }
        }}
      />
    </InsertDialog>
  );
}
