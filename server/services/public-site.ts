import type { HomePageData, Loaded, PropertyDetail, PublicLeasePeriod, PublicOrganization, Testimonial } from '../../shared/types/public';
import type { Db } from '../db/database';
import type { Organization } from '../db/schema';
import { presentBackgroundMedia } from '../presenters/background-media';
import { mediaUrl } from '../presenters/media';
import { presentOrganization } from '../presenters/organization';
import { presentPropertySummary } from '../presenters/property';
import { presentPropertyDetail } from '../presenters/property-detail';
import { presentAmenity, presentBlockAttr, presentFriend, presentLeasePeriod, presentPropertyImage, presentResource, presentTestimonial } from '../presenters/public-content';
import { listBackgroundMedia } from '../queries/background-media';
import { listBlockAttrs } from '../queries/block-attrs';
import { listLeasePeriods } from '../queries/lease-periods';
import { findPublicOrganization, listOrganizations } from '../queries/organizations';
import { listPortfolios } from '../queries/portfolios';
import { findProperty, listPropertiesOfOrganization, type PropertyRow } from '../queries/properties';
import { listAmenities, listFriends, listPropertyImages, listResources } from '../queries/property-content';
import { listOrganizationTestimonials, listPropertyTestimonials } from '../queries/testimonials';

/** An organization as the API shows it, with its running properties, header media and block attributes. */
export async function presentOrg(db: Db, org: Organization): Promise<PublicOrganization> {
  const [properties, media, attrs] = await Promise.all([
    listPropertiesOfOrganization(db, org.id, { runningOnly: true }),
    listBackgroundMedia(db, { organizationId: org.id }),
    listBlockAttrs(db, { organizationId: org.id }),
  ]);
  return presentOrganization(org, { properties, backgroundMedia: media.map(presentBackgroundMedia), blockAttrs: attrs.map(presentBlockAttr) });
}

/** The public site's company with its visible properties, or null before any data exists. */
export async function getPublicOrganization(db: Db): Promise<PublicOrganization | null> {
  const org = await findPublicOrganization(db);
  return org ? presentOrg(db, org) : null;
}

/** GET /api/organizations/: every organization with what visitors may see. */
export async function listPublicOrganizations(db: Db): Promise<PublicOrganization[]> {
  return Promise.all((await listOrganizations(db)).map((org) => presentOrg(db, org)));
}

/** Loads a block's data; a failure is logged and shown in that block, not as a broken page. */
async function loaded<T>(load: () => Promise<T>, onError: (err: unknown) => void): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (err) {
    onError(err);
    return { ok: false };
  }
}

export async function getOrganizationTestimonials(db: Db, organizationId: number): Promise<Testimonial[]> {
  return (await listOrganizationTestimonials(db, organizationId)).map(presentTestimonial);
}

export async function getPropertyTestimonials(db: Db, propertyId: number): Promise<Testimonial[]> {
  return (await listPropertyTestimonials(db, propertyId)).map(presentTestimonial);
}

export async function getPublicLeasePeriods(db: Db, propertyId: number): Promise<PublicLeasePeriod[]> {
  return (await listLeasePeriods(db, propertyId, { visibleOnly: true })).map(presentLeasePeriod);
}

export async function getPropertyFriends(db: Db, propertyId: number) {
  return (await listFriends(db, propertyId)).map(presentFriend);
}

export async function getHomePageData(db: Db, organizationId: number, onError: (err: unknown) => void): Promise<HomePageData> {
  const [portfolios, properties, testimonials] = await Promise.all([
    listPortfolios(db, organizationId),
    listPropertiesOfOrganization(db, organizationId, { runningOnly: true }),
    loaded(() => getOrganizationTestimonials(db, organizationId), onError),
  ]);
  return {
    portfolios: portfolios.map((p) => ({ id: p.id, name: p.name, image: mediaUrl(p.image), properties: p.properties })),
    properties: properties.map(presentPropertySummary),
    testimonials,
  };
}

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

/** Null when the property does not exist or belongs to another company than the public one. */
export async function getPropertyPageData(db: Db, organizationId: number, id: number, mapStyleUrl: string | null, onError: (err: unknown) => void) {
  const property = await findProperty(db, id);
  if (!property || property.organization_id !== organizationId) return null;
  const [detail, leasePeriods, testimonials, friends] = await Promise.all([
    getPropertyDetail(db, property),
    loaded(() => getPublicLeasePeriods(db, id), onError),
    loaded(() => getPropertyTestimonials(db, id), onError),
    getPropertyFriends(db, id),
  ]);
  return { property: detail, leasePeriods, testimonials, friends, mapStyleUrl };
}
