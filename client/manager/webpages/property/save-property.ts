import { changedFields } from '../../../../shared/changed-fields';
import type { PropertySettings } from '../../../../shared/types/settings';
import { ApiError } from '../../../api/http';
import { blockChanges, type BlockDraft } from '../BlockAttrsEditor';
import { saveHeaderMedia, type HeaderDraft } from '../HeaderMediaEditor';
import { webpagesApi } from '../webpages-api';
import { propertyDraftOf, propertyPatch, type PropertyDraft } from './property-draft';

/** Spec texts (2-manager-settings.md §8). */
export const PROPERTY_SAVE_TEXTS = {
  saved: 'Your changes have successfully saved',
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
  blocks: BlockDraft[];
  onProgress: (key: string, fraction: number) => void;
};
type Moves = { id: number; order: number }[];

export type PropertySaveResult = { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string[]>; reload: boolean };

const detailOf = (err: unknown) => (err instanceof ApiError && err.body && typeof (err.body as { detail?: unknown }).detail === 'string' ? (err.body as { detail: string }).detail : null);
const withDetail = (text: string, err: unknown) => (detailOf(err) ? `${text}. ${detailOf(err)}` : text);

/**
 * The property Save, in the spec's order: changed fields; header media uploads, deletes and
 * reorders; the primary image; gallery and amenity order (then testimonials and resources);
 * block attributes. Invalid fields stop it before anything is stored.
 */
export async function saveProperty(input: PropertySaveInput): Promise<PropertySaveResult> {
  const { property } = input;
  const changes = changedFields(propertyDraftOf(property), input.draft);
  if (Object.keys(changes).length) {
    try {
      await webpagesApi.saveProperty(property.id, propertyPatch(changes));
    } catch (err) {
      const body = err instanceof ApiError && err.status === 400 ? (err.body as Record<string, string[]>) : undefined;
      return { ok: false, message: withDetail(PROPERTY_SAVE_TEXTS.propertyFailed, err), fieldErrors: body, reload: false };
    }
  }

  let failure: PropertySaveResult | null = null;
  try {
    await saveHeaderMedia(
      input.header,
      property.background_media,
      {
        upload: (file, onProgress) => webpagesApi.propertyMedia.upload(property.id, file, onProgress),
        remove: webpagesApi.propertyMedia.remove,
        changeOrder: webpagesApi.propertyMedia.changeOrder,
      },
      input.onProgress,
    );
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
    for (const b of update) await webpagesApi.propertyBlock.update(b.id!, { visibility: b.visibility, description: b.description });
  } catch (err) {
    failure ??= { ok: false, message: withDetail(PROPERTY_SAVE_TEXTS.propertyFailed, err), reload: true };
  }
  return failure ?? { ok: true };
}
