import { imageSrcSet, parseVariantWidths } from '../../shared/media';
import type { Gender } from '../../shared/constants';
import type { Amenity, BlockAttr, PropertyFriend, PropertyImage, PublicLeasePeriod, Resource, Testimonial } from '../../shared/types/public';
import type { LeasePeriodWithSubs } from '../queries/lease-periods';
import type { TestimonialRow } from '../queries/testimonials';
import { mediaUrl } from './media';

export function presentBlockAttr(row: { id: number; block_name: string; visibility: number; description: string }): BlockAttr {
  return { id: row.id, block_name: row.block_name, visibility: !!row.visibility, description: row.description };
}

export function presentPropertyImage(row: { id: number; image: string; caption: string; amenity_type: string; order: number; width: number | null; height: number | null; variant_widths: string }): PropertyImage {
  const { variant_widths, ...rest } = row;
  return { ...rest, image: mediaUrl(row.image)!, srcset: imageSrcSet(row.image, parseVariantWidths(variant_widths), row.width) };
}

export function presentAmenity(row: { id: number; name: string; image: string | null; order: number }): Amenity {
  return { ...row, image: mediaUrl(row.image) };
}

export function presentResource(row: { id: number; name: string; resource_file: string }): Resource {
  return { ...row, resource_file: mediaUrl(row.resource_file)! };
}

export function presentTestimonial(row: TestimonialRow): Testimonial {
  return { id: row.id, name: row.name, testimonial: row.testimonial, image: mediaUrl(row.image), show_on_organization: !!row.show_on_organization };
}

/** Friends show only a first name and last initial, never the full surname. */
export function presentFriend(row: { id: number; match_percentage: number; first_name: string; last_name: string; image: string | null }): PropertyFriend {
  const lastInitial = row.last_name.trim().charAt(0).toUpperCase();
  return { id: row.id, match_percentage: row.match_percentage, user: { first_name: row.first_name, last_name: lastInitial, image: mediaUrl(row.image) } };
}

export function presentLeasePeriod(row: LeasePeriodWithSubs): PublicLeasePeriod {
  const genders: Gender[] = [...(row.gender_m ? (['M'] as const) : []), ...(row.gender_f ? (['F'] as const) : [])];
  const visible = !!row.visible;
  const open = !!row.open_to_renewals;
  const sameBed = !!row.allow_same_bed_renewals;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    property: row.property_id,
    property_id: row.property_id,
    property_name: row.property_name,
    visible,
    open_to_renewals: open,
    allow_same_bed_renewals: sameBed,
    is_for_custom_lease: !!row.is_for_custom_lease,
    start_date: row.start_date,
    end_date: row.end_date,
    genders_available: genders,
    semesters: row.subs.map((s) => ({ id: s.semester_id, name: s.semester_name, start_date: s.start_date, end_date: s.end_date })),
    sub_periods: row.subs.map((s) => ({ id: s.id, name: s.name, lease_period_id: s.lease_period_id })),
    available: visible && !open && !sameBed,
  };
}
