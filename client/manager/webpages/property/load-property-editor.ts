import type { Amenity, Loaded, PropertyImage, Resource, Testimonial } from '../../../../shared/types/public';
import type { PropertySettings } from '../../../../shared/types/settings';
import { loaded } from '../api/loaded';
import { webpagesApi } from '../api/webpages-api';

/** Each sub-editor's list, loaded on its own: one that fails shows its spec text, the others work. */
export type PropertyLists = { images: Loaded<PropertyImage[]>; amenities: Loaded<Amenity[]>; resources: Loaded<Resource[]>; testimonials: Loaded<Testimonial[]> };

export type PropertyEditorData = { property: PropertySettings; lists: PropertyLists };

/** The property (without it there is no editor) and its sub-editors' lists, in parallel. */
export async function loadPropertyEditor(id: number): Promise<PropertyEditorData> {
  if (!Number.isInteger(id) || id <= 0) throw new Error('Not a property id');
  const [property, images, amenities, resources, testimonials] = await Promise.all([
    webpagesApi.property(id),
    loaded(webpagesApi.images.list(id)),
    loaded(webpagesApi.amenities.list(id)),
    loaded(webpagesApi.resources.list(id)),
    loaded(webpagesApi.testimonials.list(id)),
  ]);
  return { property, lists: { images, amenities, resources, testimonials } };
}
