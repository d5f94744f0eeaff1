import type { HomePageData, PublicOrganization } from '../../shared/types/public';
import type { Db } from '../db/database';
import type { Organization } from '../db/schema';
import { presentBackgroundMedia } from '../presenters/background-media';
import { presentOrganization } from '../presenters/organization';
import { presentPortfolio } from '../presenters/portfolio';
import { presentPropertySummary } from '../presenters/property';
import { presentBlockAttr, presentTestimonial } from '../presenters/public-content';
import { listBackgroundMedia } from '../queries/background-media';
import { listBlockAttrs } from '../queries/block-attrs';
import { findPublicOrganization, listOrganizations } from '../queries/organizations';
import { listPortfolios } from '../queries/portfolios';
import { listPropertiesOfOrganization } from '../queries/properties';
import { listOrganizationTestimonials } from '../queries/testimonials';
import { loaded } from './loaded';
import { getSocialImages } from '../services/webpages/social-feed';

/** An organization as the API shows it, with its running properties, header media and block attributes. */
export async function presentOrg(db: Db, org: Organization): Promise<PublicOrganization> {
  const [properties, media, attrs] = await Promise.all([
    listPropertiesOfOrganization(db, org.id, { shownOnly: true }),
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

/** GET /api/organizations/: every organization the caller may see, with what visitors may see of it. */
export async function listPublicOrganizations(db: Db, visible: (org: Organization) => boolean): Promise<PublicOrganization[]> {
  return Promise.all((await listOrganizations(db)).filter(visible).map((org) => presentOrg(db, org)));
}

/** Testimonials the company shows on its home page. */
export async function getOrganizationTestimonials(db: Db, organizationId: number) {
  return (await listOrganizationTestimonials(db, organizationId)).map(presentTestimonial);
}

/** The home page's portfolios, running properties and testimonials. */
export async function getHomePageData(db: Db, organizationId: number, onError: (err: unknown) => void): Promise<HomePageData> {
  const [portfolios, properties, testimonials, socialImages] = await Promise.all([
    listPortfolios(db, organizationId),
    listPropertiesOfOrganization(db, organizationId, { shownOnly: true }),
    loaded(() => getOrganizationTestimonials(db, organizationId), onError),
    getSocialImages(db, organizationId),
  ]);
  return { portfolios: portfolios.map(presentPortfolio), properties: properties.map(presentPropertySummary), testimonials, socialImages };
}
