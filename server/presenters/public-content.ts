import { imageSrcSet, parseVariantWidths } from '../../shared/media';
import type { Amenity, BlockAttr, PropertyFriend, PropertyImage, Resource, Testimonial } from '../../shared/types/public';
import type { TestimonialRow } from '../queries/testimonials';
import { mediaUrl } from './media';

export function presentBlockAttr(row: { id: number; block_name: string; visibility: number; description: string; version: number }): BlockAttr {
  return { id: row.id, block_name: row.block_name, visibility: !!row.visibility, description: row.description, version: row.version };
}

export function presentPropertyImage(row: { id: number; image: string; caption: string; amenity_type: string; order: number; width: number | null; height: number | null; variant_widths: string; version: number }): PropertyImage {
  const srcset = imageSrcSet(row.image, parseVariantWidths(row.variant_widths));
  return { id: row.id, image: mediaUrl(row.image)!, caption: row.caption, amenity_type: row.amenity_type, order: row.order, width: row.width, height: row.height, srcset, version: row.version };
}

type ImageVariants = { image: string | null; image_variant_widths: string | null };

/** The srcset of a record's image copies (see imageVariantWidths in the media-files queries). */
export const imageSrcSetOf = (row: ImageVariants) => imageSrcSet(row.image, parseVariantWidths(row.image_variant_widths));

export function presentAmenity(row: { id: number; name: string; amenity_type: string; order: number; version: number } & ImageVariants): Amenity {
  return { id: row.id, name: row.name, amenity_type: row.amenity_type, image: mediaUrl(row.image), image_srcset: imageSrcSetOf(row), order: row.order, version: row.version };
}

export function presentResource(row: { id: number; name: string; resource_file: string; version: number }): Resource {
  return { id: row.id, name: row.name, resource_file: mediaUrl(row.resource_file)!, version: row.version };
}

export function presentTestimonial(row: TestimonialRow): Testimonial {
  return { id: row.id, name: row.name, testimonial: row.testimonial, image: mediaUrl(row.image), image_srcset: imageSrcSetOf(row), show_on_organization: !!row.show_on_organization, version: row.version };
}

/** Friends show only a first name and last initial, never the full surname. */
export function presentFriend(row: { id: number; match_percentage: number; first_name: string; last_name: string } & ImageVariants): PropertyFriend {
  const lastInitial = row.last_name.trim().charAt(0).toUpperCase();
  return { id: row.id, match_percentage: row.match_percentage, user: { first_name: row.first_name, last_name: lastInitial, image: mediaUrl(row.image), image_srcset: imageSrcSetOf(row) } };
}
