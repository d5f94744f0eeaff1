import { orderMoves } from '../../../../shared/reorder';
import type { MediaItem } from '../../../../shared/types/public';
import type { Progress } from '../../../api/send-form';

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

/** The header media calls of one owner (webpagesApi.propertyMedia or .organizationMedia) and the owner's id. */
type MediaCalls = { upload: (ownerId: number, file: File, onProgress: Progress) => Promise<MediaItem>; remove: (id: number) => Promise<unknown>; changeOrder: (id: number, order: number) => Promise<unknown> };

/** Save order of the spec: uploads, then deletes, then reorders. */
export async function saveHeaderMedia(draft: HeaderDraft, media: MediaItem[], calls: MediaCalls, ownerId: number, onProgress: (key: string, fraction: number) => void): Promise<void> {
  const ids = new Map<string, number>();
  const uploaded: MediaItem[] = [];
  for (const entry of draft.entries) {
    if (entry.saved) ids.set(entry.key, entry.saved.id);
    else if (entry.file) {
      const item = await calls.upload(ownerId, entry.file, (f) => onProgress(entry.key, f));
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
