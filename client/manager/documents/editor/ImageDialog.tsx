import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';
import { INLINE_IMAGE_TYPES, sitePath } from '../../../../shared/documents/images';
import { FieldError, FieldLabel, TextField } from '../../../ui/form';
import { InsertDialog } from './InsertDialog';
import { EDITOR_TEXTS } from './texts';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Inserts an image at the cursor (spec §2.3): a file, embedded as inline data, or a link; one or the other. */
export function ImageDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState('');
  const [error, setError] = useState('');
  const insert = async () => {
    let src: string | null;
    if (file) {
      if (!INLINE_IMAGE_TYPES.includes(file.type as 'image/png')) return setError(EDITOR_TEXTS.imageFileType);
      if (file.size > MAX_UPLOAD_BYTES) return setError(EDITOR_TEXTS.imageFileTooLarge);
      src = await readAsDataUrl(file);
    } else if (link.trim()) {
      src = sitePath(link, window.location.origin);
      if (!src) return setError(EDITOR_TEXTS.imageLinkInvalid);
    } else return setError(EDITOR_TEXTS.imageChoose);
    editor.chain().focus().setImage({ src, alt: file ? file.name.replace(/\.[^.]+$/, '') : '' }).run();
    onClose();
  };
  return (
    <InsertDialog title="Insert image" editor={editor} onClose={onClose} onInsert={() => void insert()}>
      <FieldLabel>
        Image file
        <input
          type="file"
          accept={INLINE_IMAGE_TYPES.join(',')}
          disabled={Boolean(link.trim())}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError('');
          }}
        />
      </FieldLabel>
      <TextField
        label="Or a link to an image"
        name="image-link"
        placeholder="/uploads/…"
        value={link}
        disabled={Boolean(file)}
        onValue={(value) => {
          setLink(value);
          setError('');
        }}
      />
      {error && <FieldError role="alert">{error}</FieldError>}
    </InsertDialog>
  );
}
