import type { PropertySummary } from '../../shared/types/public';
import type { PropertyRow } from '../queries/properties';
import { imageSrcSet, parseVariantWidths } from '../../shared/media';
import { mediaUrl } from './media';

/** Fields every property answer carries. */
export function presentPropertySummary(p: PropertyRow): PropertySummary {
  return {
    id: p.id,
    name: p.name,
    organization_id: p.organization_id,
    status: p.status,
    street: p.street,
    city: p.city,
    state: p.state,
    code: p.code,
    phone_number: p.phone_number,
    background_image: mediaUrl(p.background_image),
    background_image_size: p.image_width && p.image_height ? { width: p.image_width, height: p.image_height } : null,
    background_image_srcset: imageSrcSet(p.background_image, parseVariantWidths(p.image_variant_widths)),
  };
}
