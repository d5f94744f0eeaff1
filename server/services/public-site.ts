import type { HomePageData, PropertyPageData, PublicOrganization } from '../../shared/types/public';
import type { Db } from '../db/database';
import { presentOrganization } from '../presenters/organization';
import { presentPropertySummary } from '../presenters/property';
import { findPublicOrganization, listOrganizations } from '../queries/organizations';
import { findProperty, listPropertiesOfOrganization } from '../queries/properties';

/** The public site's company with its visible properties, or null before any data exists. */
export async function getPublicOrganization(db: Db): Promise<PublicOrganization | null> {
  const org = await findPublicOrganization(db);
  if (!org) return null;
  return presentOrganization(org, await listPropertiesOfOrganization(db, org.id, { runningOnly: true }));
}

/** GET /api/organizations/: every organization with the properties a visitor may see. */
export async function listPublicOrganizations(db: Db): Promise<PublicOrganization[]> {
  const orgs = await listOrganizations(db);
  return Promise.all(
    orgs.map(async (org) => presentOrganization(org, await listPropertiesOfOrganization(db, org.id, { runningOnly: true }))),
  );
}

export async function getHomePageData(db: Db): Promise<HomePageData> {
  const org = await findPublicOrganization(db);
  const properties = org ? await listPropertiesOfOrganization(db, org.id, { runningOnly: true }) : [];
  return { properties: properties.map(presentPropertySummary) };
}

/** Null when the property does not exist or belongs to another company than the public one. */
export async function getPropertyPageData(db: Db, id: number): Promise<PropertyPageData | null> {
  const [org, property] = await Promise.all([findPublicOrganization(db), findProperty(db, id)]);
  if (!org || !property || property.organization_id !== org.id) return null;
  return { property: presentPropertySummary(property) };
}
