import type { Editor } from '@tiptap/core';
import type { ReactNode } from 'react';
import { PrimaryButton } from '../../../ui/form';
import { Dialog, SecondaryButton } from '../../components/Dialog';

/** The toolbar's dialogs (link, image): Close gives the body its focus back; Insert runs the dialog's action. */
export function InsertDialog({ title, editor, onClose, onInsert, children }: { title: string; editor: Editor; onClose: () => void; onInsert: () => void; children: ReactNode }) {
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  return (
    <Dialog
      title={title}
      onClose={close}
      footer={
        <>
          <SecondaryButton type="button" onClick={close}>
            Close
          </SecondaryButton>
          <PrimaryButton type="button" onClick={onInsert}>
            Insert
          </PrimaryButton>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
