import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { FieldError } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { ACCEPT_ATTR, fileProblem, type Accept } from './file-types';

const HINT: Record<Accept, string> = {
  image: 'JPG, PNG, GIF or BMP image, up to 5 MB.',
  media: 'Images (JPG, PNG, GIF, BMP) or videos (MP4, M4V, WEBM, AVI, MPG), up to 5 MB.',
  document: 'PDF document, up to 5 MB.',
};

const Box = styled.div`
  display: grid;
  gap: 6px;
  > span.label { font-weight: 600; font-size: 0.9rem; }
  .row { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
  img, video { width: 96px; height: 64px; object-fit: cover; border-radius: 6px; background: ${theme.color.background}; }
  small { color: ${theme.color.muted}; }
  label.pick { font: inherit; font-weight: 600; padding: 8px 14px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; background: #fff; cursor: pointer; }
  label.pick:focus-within { outline: 3px solid ${theme.color.action}; outline-offset: 2px; }
  input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; }
`;

/**
 * The uploader: one file (choosing another replaces the preloaded one), checked for size and type
 * as it is chosen, with a preview of what will be shown.
 */
export function FilePicker({
  label,
  accept,
  current,
  file,
  onFile,
  error,
  onProblem,
}: {
  label: string;
  accept: Accept;
  /** URL of the stored file, shown until a new file is chosen. */
  current: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  onProblem: (message: string | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = file ? URL.createObjectURL(file) : current;
  const isVideo = file ? file.type.startsWith('video/') : !!current && /\.(mp4|m4v|webm|avi|mpg)$/i.test(current);
  return (
    <Box>
      <span className="label" id={`${id}-label`}>
        {label}
      </span>
      <div className="row">
        {preview && accept !== 'document' && (isVideo ? <video src={preview} muted /> : <img src={preview} alt="" />)}
        {accept === 'document' && (file || current) && <span>{file ? file.name : 'Current document'}</span>}
        <label className="pick">
          {file || current ? 'Choose another file' : 'Choose file'}
          <input
            ref={input}
            type="file"
            accept={ACCEPT_ATTR[accept]}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!chosen) return;
              const problem = fileProblem(chosen, accept);
              onProblem(problem);
              if (!problem) onFile(chosen);
            }}
          />
        </label>
      </div>
      <small id={`${id}-hint`}>{HINT[accept]}</small>
      {error && <FieldError role="alert">{error}</FieldError>}
    </Box>
  );
}
