import type { PropertyAnswer, PropertyDetail } from '../../shared/types/public';
import type { Db } from '../db/database';
import { presentBackgroundMedia } from '../presenters/background-media';
import { presentPropertyDetail } from '../presenters/property-detail';
import { presentAmenity, presentBlockAttr, presentFriend, presentPropertyImage, presentResource, presentTestimonial } from '../presenters/public-content';
import { listAmenities } from '../queries/amenities';
import { listBackgroundMedia } from '../queries/background-media';
import { listBlockAttrs } from '../queries/block-attrs';
import { findProperty, type PropertyRow } from '../queries/properties';
import { listFriends } from '../queries/property-friends';
import { listPropertyImages } from '../queries/property-images';
import { listResources } from '../queries/property-resources';
import { listPropertyTestimonials } from '../queries/testimonials';
import { publicLeasePeriods } from '../services/settings/lease-periods';
import { loaded } from './loaded';
import { getSocialImages } from '../services/webpages/social-feed';

/** A property with all it shows publicly. */
export async function getPropertyDetail(db: Db, property: PropertyRow): Promise<PropertyDetail> {
  const [media, images, amenities, resources, attrs] = await Promise.all([
    listBackgroundMedia(db, { propertyId: property.id }),
    listPropertyImages(db, property.id),
    listAmenities(db, property.id),
    listResources(db, property.id),
    listBlockAttrs(db, { propertyId: property.id }),
  ]);
  return presentPropertyDetail(property, {
    backgroundMedia: media.map(presentBackgroundMedia),
    images: images.map(presentPropertyImage),
    amenities: amenities.map(presentAmenity),
    resources: resources.map(presentResource),
    blockAttrs: attrs.map(presentBlockAttr),
  });
}

/** GET /api/properties/{id}/: the property with its visible lease periods. */
export async function getPropertyAnswer(db: Db, property: PropertyRow): Promise<PropertyAnswer> {
  const [detail, leasePeriods] = await Promise.all([getPropertyDetail(db, property), publicLeasePeriods(db, { propertyId: property.id })]);
  return { ...detail, lease_periods: leasePeriods };
}

/** Roommate matches of a property as visitors see them. */
export async function getPropertyFriends(db: Db, propertyId: number) {
  return (await listFriends(db, propertyId)).map(presentFriend);
}

/** Null when the property does not exist or belongs to another company than the public one. */
export async function getPropertyPageData(db: Db, organizationId: number, id: number, mapStyleUrl: string | null, onError: (err: unknown) => void) {
  const property = await findProperty(db, id);
  if (!property || property.organization_id !== organizationId) return null;
  const [detail, leasePeriods, testimonials, friends, socialImages] = await Promise.all([
    getPropertyDetail(db, property),
    loaded(() => publicLeasePeriods(db, { propertyId: id }), onError),
    loaded(async () => (await listPropertyTestimonials(db, id)).map(presentTestimonial), onError),
    getPropertyFriends(db, id),
    getSocialImages(db, organizationId),
  ]);
  return { property: detail, leasePeriods, testimonials, friends, mapStyleUrl, socialImages, ownWebsite: property.property_url || null };
}
