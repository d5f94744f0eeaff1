import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { PrimaryButton, TextField } from '../../../ui/form';
import { Dialog, SecondaryButton } from '../../components/Dialog';
import { EDITOR_TEXTS } from './texts';

const SAFE_LINK = /^(https?:|mailto:)/i;

/** Links the selected text (spec §2.3): an empty link removes the link. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState('');
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const insert = () => {
    const link = href.trim();
    if (!link) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!SAFE_LINK.test(link)) return setError(EDITOR_TEXTS.linkInvalid);
    else editor.chain().focus().extendMarkRange('link').setLink({ href: link }).run();
    onClose();
  };
  return (
    <Dialog
      title="Insert link"
      onClose={close}
      footer={
        <>
          <SecondaryButton type="button" onClick={close}>
            Close
          </SecondaryButton>
          <PrimaryButton type="button" onClick={insert}>
            Insert
          </PrimaryButton>
        </>
      }
    >
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
    </Dialog>
  );
}
