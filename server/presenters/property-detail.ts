import type { Amenity, BlockAttr, MediaItem, PropertyDetail, PropertyImage, Resource } from '../../shared/types/public';
import type { PropertyRow } from '../queries/properties';
import { presentPropertySummary } from './property';

/** A property with everything its public page shows. */
export function presentPropertyDetail(
  p: PropertyRow,
  related: { backgroundMedia: MediaItem[]; images: PropertyImage[]; amenities: Amenity[]; resources: Resource[]; blockAttrs: BlockAttr[] },
): PropertyDetail {
  return {
    ...presentPropertySummary(p),
    general_info: p.general_info,
    facebook: p.facebook,
    twitter: p.twitter,
    instagram: p.instagram,
    office_hours: p.office_hours,
    full: !!p.full,
    latitude: p.latitude,
    longitude: p.longitude,
    background_media: related.backgroundMedia,
    property_images: related.images,
    amenities: related.amenities,
    additional_resources: related.resources,
    website_block_attrs: related.blockAttrs,
    serve_new_site: !!p.serve_new_site,
    version: p.version,
  };
}
