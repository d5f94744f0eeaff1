import type { BlockAttr } from '../../../../shared/types/public';

/**
 * A block's attributes as edited (N: the page's block names); those without an id are created on
 * Save, the others saved with the version they were loaded at.
 */
export type BlockDraft<N extends string = string> = { id: number | null; version: number | null; block_name: N; visibility: boolean; description: string };

/** Every block of the page, with its stored attributes or the defaults (shown, no description). */
export function blockDraftsOf<N extends string>(names: readonly N[], attrs: BlockAttr[]): BlockDraft<N>[] {
  return names.map((name) => {
    const attr = attrs.find((a) => a.block_name === name);
    return { id: attr?.id ?? null, version: attr?.version ?? null, block_name: name, visibility: attr?.visibility ?? true, description: attr?.description ?? '' };
  });
}

/** What Save sends: creates for drafts without an id, updates for changed ones. */
export function blockChanges<N extends string>(drafts: BlockDraft<N>[], attrs: BlockAttr[]) {
  const create = drafts.filter((d) => d.id === null);
  const update = drafts.filter((d) => {
    const stored = d.id !== null && attrs.find((a) => a.id === d.id);
    return stored && (stored.visibility !== d.visibility || stored.description !== d.description);
  });
  return { create, update };
}

/** The drafts with one block's fields changed. */
export const updateBlock = <N extends string>(drafts: BlockDraft<N>[], name: N, change: Partial<Omit<BlockDraft<N>, 'block_name'>>) =>
  drafts.map((d) => (d.block_name === name ? { ...d, ...change } : d));

/**
 * The drafts a Save refused because someone else changed a block (409), over the reloaded blocks:
 * what was typed stays, with the version it was loaded at, so saving it again is refused again
 * until the page is reloaded; a block this Save created takes its new id.
 */
export function keptBlockDrafts<N extends string>(kept: BlockDraft<N>[], attrs: BlockAttr[]): BlockDraft<N>[] {
  return kept.map((d) => {
    const created = d.id === null && attrs.find((a) => a.block_name === d.block_name);
    return created ? { ...d, id: created.id, version: created.version } : d;
  });
}
