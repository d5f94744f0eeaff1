import { LOAD_FAILURES } from '../../../../shared/messages';

/** Spec texts (2-manager-settings.md §8) of the property's sub-editors: create/edit, load and delete failures. */
export const COLLECTION_TEXTS = {
  image: { saveFailed: "Couldn't create/edit amenity", loadFailed: "Couldn't load property images" },
  amenity: { saveFailed: "Couldn't create/edit amenity", loadFailed: "Couldn't load amenities" },
  resource: { saveFailed: "Couldn't create/edit property resource", loadFailed: "Couldn't load resources" },
  testimonial: { saveFailed: "Couldn't create/edit testimonial", loadFailed: LOAD_FAILURES.testimonials, deleteFailed: "Couldn't delete testimonial" },
} as const;
