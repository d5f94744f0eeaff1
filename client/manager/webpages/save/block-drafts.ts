import type { BlockAttr } from '../../../../shared/types/public';

/** A block's attributes as edited: those without an id are created on Save. */
export type BlockDraft = { id: number | null; block_name: string; visibility: boolean; description: string };

/** Every block of the page, with its stored attributes or the defaults (shown, no description). */
export function blockDraftsOf(names: readonly string[], attrs: BlockAttr[]): BlockDraft[] {
  return names.map((name) => {
    const attr = attrs.find((a) => a.block_name === name);
    return { id: attr?.id ?? null, block_name: name, visibility: attr?.visibility ?? true, description: attr?.description ?? '' };
  });
}

/** What Save sends: creates for drafts without an id, updates for changed ones. */
export function blockChanges(drafts: BlockDraft[], attrs: BlockAttr[]) {
  const create = drafts.filter((d) => d.id === null);
  const update = drafts.filter((d) => {
    const stored = d.id !== null && attrs.find((a) => a.id === d.id);
    return stored && (stored.visibility !== d.visibility || stored.description !== d.description);
  });
  return { create, update };
}

/** The drafts with one block's fields changed. */
export const updateBlock = (drafts: BlockDraft[], name: string, change: Partial<BlockDraft>) => drafts.map((d) => (d.block_name === name ? { ...d, ...change } : d));
