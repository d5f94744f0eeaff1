import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { ApplicationFile } from '../../../../shared/rental-application/application-types';
import type { Question } from '../../../../shared/rental-application/fields';
import { REMOVE_FIELD } from '../../../../shared/rental-application/form-post';
import { FieldError } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { errorId, Field, fieldId, useHydrated } from './QuestionControl';

const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/bmp';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px;
  position: relative;
  border: 1px dashed #C9D1DB;
  border-radius: ${theme.radius};
  a { overflow-wrap: anywhere; }
  button, label.pick { padding: 8px 14px; border: 1px solid #C9D1DB; border-radius: ${theme.radius}; background: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  label.pick:focus-within { outline: 2px solid ${theme.color.action}; outline-offset: 2px; }
  input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; }
  /* Without JavaScript nothing would show the file picked: the browser's own control does. */
  label.pick.native { display: grid; gap: 6px; padding: 0; border: 0; font-weight: 600; cursor: default; }
  label.pick.native input[type='file'] { position: static; width: auto; height: auto; opacity: 1; max-width: 100%; font: inherit; font-weight: 400; }
  progress { flex: 1 1 120px; }
  span { color: ${theme.color.muted}; font-size: 0.85rem; }
`;

type Props = {
  question: Question;
  file: ApplicationFile | undefined;
  error?: string;
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<boolean>;
  onRemove: (fileId: number) => Promise<void>;
};

/** A question answered with a private file: upload with progress, then its name (opens it), Replace and Remove. */
export function FileAnswer({ question: q, file, error, onUpload, onRemove }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const id = fieldId(q.key);
  const hintId = `${id}-hint`;

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProgress(0);
    await onUpload(chosen, setProgress);
    setProgress(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Field>
      <span id={`${id}-label`} style={{ fontWeight: 600, fontSize: '0.9rem' }}>
        {q.label}
      </span>
      <Box role="group" aria-labelledby={`${id}-label`}>
        {file && progress === null && (
          <a href={file.url} target="_blank" rel="noreferrer" data-testid="uploaded-file">
            {file.original_name}
          </a>
        )}
        {progress !== null ? (
          <progress max={1} value={progress} aria-label={`Uploading ${q.label}`} />
        ) : (
          <>
            <label className={hydrated ? 'pick' : 'pick native'}>
              {file ? 'Replace' : 'Upload'}
              <input
                ref={input}
                id={id}
                type="file"
                name={q.key}
                accept={q.imageOnly ? IMAGE_TYPES : `${IMAGE_TYPES},application/pdf`}
                aria-label={`${file ? 'Replace' : 'Upload'} ${q.label}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={[hintId, error && errorId(q.key)].filter(Boolean).join(' ')}
                onChange={(e) => void pick(e.target.files?.[0])}
              />
            </label>
            {file && (
              <button type="submit" name={REMOVE_FIELD} value={file.id} aria-label={`Remove ${q.label}`} onClick={() => void onRemove(file.id)}>
                Remove
              </button>
            )}
          </>
        )}
        <span id={hintId}>{q.imageOnly ? 'A photo: JPEG, PNG, GIF or BMP, up to 5 MB.' : 'An image or a PDF, up to 5 MB.'}</span>
      </Box>
      {error && <FieldError id={errorId(q.key)}>{error}</FieldError>}
    </Field>
  );
}
