import { changedFields } from '../../../../shared/changed-fields';
import type { PropertySettings } from '../../../../shared/types/settings';
import { blockChanges, type BlockDraft } from '../save/block-drafts';
import { isStaleVersion, withDetail } from '../../../api/error-details';
import { saveChangedFields, type OnProgress, type SaveResult } from '../save/editor-save';
import { saveHeaderMedia, type HeaderDraft } from '../save/header-media';
import { webpagesApi } from '../api/webpages-api';
import { propertyDraftOf, propertyPatch, type PropertyBlockName, type PropertyDraft } from './property-draft';

/** Spec texts (2-manager-settings.md §8). */
export const PROPERTY_SAVE_TEXTS = {
  propertyFailed: "Couldn't save property",
  imagesFailed: "Couldn't save images",
} as const;

export type PropertySaveInput = {
  property: PropertySettings;
  draft: PropertyDraft;
  header: HeaderDraft;
  primaryImage: File | null;
  /** change_order calls per collection, from the sub-editors' local order. */
  orderMoves: { images: Moves; amenities: Moves; testimonials: Moves; resources: Moves };
  blocks: BlockDraft<PropertyBlockName>[];
  onProgress: OnProgress;
};
type Moves = { id: number; order: number }[];


/**
 * The property Save, in the spec's order: changed fields; header media uploads, deletes and
 * reorders; the primary image; gallery and amenity order (then testimonials and resources);
 * block attributes. Invalid fields stop it before anything is stored.
 */
export async function saveProperty(input: PropertySaveInput): Promise<SaveResult> {
  const { property } = input;
  const patch = propertyPatch(changedFields(propertyDraftOf(property), input.draft));
  if (!patch.ok) return { ok: false, message: PROPERTY_SAVE_TEXTS.propertyFailed, fieldErrors: patch.fieldErrors, reload: false };
  // Sent with the version the editor loaded: over someone else's newer save it is refused and nothing is stored.
  const refused = await saveChangedFields(patch.patch, (changes) => webpagesApi.saveProperty(property.id, { ...changes, version: property.version }), PROPERTY_SAVE_TEXTS.propertyFailed);
  if (refused) return refused;

  let failure: SaveResult | null = null;
  try {
    await saveHeaderMedia(input.header, property.background_media, webpagesApi.propertyMedia, property.id, input.onProgress);
    if (input.primaryImage) {
      await webpagesApi.uploadPrimaryImage(property.id, input.primaryImage, (f) => input.onProgress('primary-image', f));
      input.onProgress('primary-image', 1);
    }
    const { images, amenities, testimonials, resources } = input.orderMoves;
    for (const m of images) await webpagesApi.images.changeOrder(m.id, m.order);
    for (const m of amenities) await webpagesApi.amenities.changeOrder(m.id, m.order);
    for (const m of testimonials) await webpagesApi.testimonials.changeOrder(m.id, m.order);
    for (const m of resources) await webpagesApi.resources.changeOrder(m.id, m.order);
  } catch (err) {
    failure = { ok: false, message: withDetail(PROPERTY_SAVE_TEXTS.imagesFailed, err), reload: true };
  }

  try {
    const { create, update } = blockChanges(input.blocks, property.website_block_attrs);
    for (const b of create) await webpagesApi.propertyBlock.create(property.id, { block_name: b.block_name, visibility: b.visibility, description: b.description });
    for (const b of update) await webpagesApi.propertyBlock.update(b.id!, { visibility: b.visibility, description: b.description, version: b.version ?? undefined });
  } catch (err) {
    failure ??= { ok: false, message: withDetail(PROPERTY_SAVE_TEXTS.propertyFailed, err), reload: true };
    if (isStaleVersion(err)) failure.keepBlocks = true;
  }
  return failure ?? { ok: true };
}
