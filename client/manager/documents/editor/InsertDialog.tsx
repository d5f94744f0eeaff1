import type { Editor } from '@tiptap/core';
import type { FormEvent, ReactNode } from 'react';
import { FormDialog } from '../../components/FormDialog';

/** Nothing is sent from here: Insert changes the body being edited. */
const IDLE = { saving: false, errors: {}, conflict: null };

/** The toolbar's dialogs (link, image): Close gives the body its focus back; Insert runs the dialog's action. */
export function InsertDialog({ title, editor, onClose, onInsert, children }: { title: string; editor: Editor; onClose: () => void; onInsert: () => void; children: ReactNode }) {
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const insert = (e: FormEvent) => {
    // Inside a block's dialog this form sits within the block's form: its submit is Insert only.
    e.preventDefault();
    e.stopPropagation();
    onInsert();
  };
  return (
    <FormDialog title={title} onClose={close} submission={IDLE} onSubmit={insert} submitLabel="Insert" cancelLabel="Close">
      {children}
    </FormDialog>
  );
}
