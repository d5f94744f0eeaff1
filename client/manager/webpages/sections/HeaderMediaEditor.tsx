import { useState } from 'react';
import { styled } from 'styled-components';
import { moveItem } from '../../../../shared/reorder';
import { FieldError } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { ACCEPT_ATTR, fileProblem } from '../fields/file-types';
import { ProgressBar } from '../fields/ProgressBar';
import type { HeaderDraft, HeaderEntry } from '../save/header-media';
import { ItemList } from './ItemList';
import { RowActions } from './RowActions';

const List = styled(ItemList)`
  li img, li video { width: 96px; height: 60px; }
  .progress { flex-basis: 100%; }
`;

const Pick = styled.label`
  align-self: flex-start;
  font-weight: 600;
  padding: 10px 18px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  background: #fff;
  cursor: pointer;
  &:focus-within { outline: 3px solid ${theme.color.action}; outline-offset: 2px; }
  input { position: absolute; width: 1px; height: 1px; opacity: 0; }
`;

let counter = 0;

/** Header media: images and videos shown first on the page, reordered, removed and added; kept until Save. */
export function HeaderMediaEditor({ draft, onChange, progress, canWrite }: { draft: HeaderDraft; onChange: (draft: HeaderDraft) => void; progress: Record<string, number>; canWrite: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { entries } = draft;
  const name = (e: HeaderEntry, i: number) => `${e.type === 'video' ? 'Video' : 'Image'} ${i + 1}`;
  return (
    <>
      <List aria-label="Header media list">
        {entries.length === 0 && <li className="empty">There is no items yet</li>}
        {entries.map((e, i) => (
          <li key={e.key} data-testid="header-media-row">
            {e.type === 'video' ? <video src={e.url} muted preload="metadata" /> : <img src={e.url} alt="" />}
            <span className="text">
              {name(e, i)}
              <small>{e.file ? `${e.file.name}: uploaded on Save` : 'Saved'}</small>
            </span>
            {canWrite && (
              <RowActions
                name={name(e, i)}
                index={i}
                count={entries.length}
                onMove={(d) => onChange({ ...draft, entries: moveItem(entries, i, d) })}
                onDelete={() => onChange({ entries: entries.filter((x) => x !== e), removed: e.saved ? [...draft.removed, e.saved] : draft.removed })}
              />
            )}
            {progress[e.key] !== undefined && (
              <span className="progress">
                <ProgressBar label={e.file?.name ?? name(e, i)} fraction={progress[e.key]!} />
              </span>
            )}
          </li>
        ))}
      </List>
      {canWrite && (
        <Pick>
          Add image or video
          <input
            type="file"
            multiple
            accept={ACCEPT_ATTR.media}
            aria-label="Add image or video"
            onChange={(ev) => {
              const files = [...(ev.target.files ?? [])];
              ev.target.value = '';
              const problems = files.map((f) => fileProblem(f, 'media')).filter(Boolean);
              setProblem(problems[0] ?? null);
              const ok = files.filter((f) => !fileProblem(f, 'media'));
              const added = ok.map((file): HeaderEntry => ({ key: `new-${++counter}`, saved: null, file, url: URL.createObjectURL(file), type: file.type.startsWith('video/') ? 'video' : 'image' }));
              if (added.length) onChange({ ...draft, entries: [...entries, ...added] });
            }}
          />
        </Pick>
      )}
      <small style={{ color: theme.color.muted }}>Images (JPG, PNG, GIF, BMP) or videos (MP4, M4V, WEBM, AVI, MPG), up to 5 MB each.</small>
      {problem && <FieldError role="alert">{problem}</FieldError>}
    </>
  );
}
