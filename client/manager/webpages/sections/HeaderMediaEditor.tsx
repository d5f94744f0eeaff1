import { useState } from 'react';
import { styled } from 'styled-components';
import { moveItem, orderMoves } from '../../../../shared/reorder';
import type { MediaItem } from '../../../../shared/types/public';
import { FieldError } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { ItemList } from './ItemList';
import { ProgressBar } from '../fields/ProgressBar';
import { RowActions } from './SubEditor';
import { ACCEPT_ATTR, fileProblem, type Progress } from '../api/send-form';

/** A header media entry: stored already, or a chosen file uploaded on Save. */
export type HeaderEntry = { key: string; saved: MediaItem | null; file: File | null; url: string; type: 'image' | 'video' | 'document' };
export type HeaderDraft = { entries: HeaderEntry[]; removed: MediaItem[] };

export const headerDraftOf = (media: MediaItem[]): HeaderDraft => ({
  entries: media.map((m) => ({ key: `saved-${m.id}`, saved: m, file: null, url: m.file, type: m.type })),
  removed: [],
});

export function headerDirty(draft: HeaderDraft, media: MediaItem[]): boolean {
  return draft.removed.length > 0 || draft.entries.some((e) => e.file) || orderMoves(media, draft.entries.flatMap((e) => (e.saved ? [e.saved.id] : []))).length > 0;
}

type MediaCalls = { upload: (file: File, onProgress: Progress) => Promise<MediaItem>; remove: (id: number) => Promise<unknown>; changeOrder: (id: number, order: number) => Promise<unknown> };

/** Save order of the spec: uploads, then deletes, then reorders. */
export async function saveHeaderMedia(draft: HeaderDraft, media: MediaItem[], calls: MediaCalls, onProgress: (key: string, fraction: number) => void): Promise<void> {
  const ids = new Map<string, number>();
  const uploaded: MediaItem[] = [];
  for (const entry of draft.entries) {
    if (entry.saved) ids.set(entry.key, entry.saved.id);
    else if (entry.file) {
      const item = await calls.upload(entry.file, (f) => onProgress(entry.key, f));
      onProgress(entry.key, 1);
      ids.set(entry.key, item.id);
      uploaded.push(item);
    }
  }
  for (const item of draft.removed) await calls.remove(item.id);
  const kept = media.filter((m) => !draft.removed.some((r) => r.id === m.id));
  const wanted = draft.entries.map((e) => ids.get(e.key)!).filter((id) => id !== undefined);
  for (const move of orderMoves([...kept, ...uploaded], wanted)) await calls.changeOrder(move.id, move.order);
}

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
