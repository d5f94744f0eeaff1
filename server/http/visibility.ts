import type { Request } from 'express';
import { currentAuth } from '../auth/authenticate';
import type { Db } from '../db/database';
import type { Organization } from '../db/schema';
import { findOrganization, findPublicOrganization } from '../queries/organizations';
import { findProperty, type PropertyRow } from '../queries/properties';
import { HttpError } from '../ground/http-error';

/** Whether the caller is manager or maintenance staff of that company. */
export function isStaffOf(req: Request, organizationId: number): boolean {
  const user = currentAuth(req)?.user;
  return !!user && user.organization_id === organizationId && user.roles.some((r) => r === 'manager' || r === 'maintenance');
}

/** Whether the caller may see the company's public data: it is published (`serve_new_site`), or the caller is its staff. */
export function organizationIsVisible(req: Request, org: Pick<Organization, 'id' | 'serve_new_site'>): boolean {
  return !!org.serve_new_site || isStaffOf(req, org.id);
}

/** A company the caller may see: 404 when missing, or when not published unless the caller is its staff. */
export async function visibleOrganization(db: Db, req: Request, id: number): Promise<Organization> {
  const org = await findOrganization(db, id);
  if (!org || !organizationIsVisible(req, org)) throw HttpError.notFound();
  return org;
}

/** The company whose site this server shows, or null before any data exists or when the caller may not see it. */
export async function visiblePublicOrganization(db: Db, req: Request): Promise<Organization | null> {
  const org = await findPublicOrganization(db);
  return org && organizationIsVisible(req, org) ? org : null;
}

/**
 * A property the caller may see, with its company: 404 when missing, or, unless the caller is staff
 * of its company, when DISABLED, when not served on this site (its own serve_new_site, as the
 * company's flag acts) or when its company is not published.
 */
export async function visiblePropertyAndCompany(db: Db, req: Request, id: number): Promise<{ property: PropertyRow; organization: Organization }> {
  const property = await findProperty(db, id);
  const organization = property && (await findOrganization(db, property.organization_id));
  if (!property || !organization) throw HttpError.notFound();
  if (!isStaffOf(req, organization.id) && (property.status === 'DISABLED' || !property.serve_new_site || !organization.serve_new_site)) throw HttpError.notFound();
  return { property, organization };
}

/** A property the caller may see (see visiblePropertyAndCompany). */
export async function visibleProperty(db: Db, req: Request, id: number): Promise<PropertyRow> {
  return (await visiblePropertyAndCompany(db, req, id)).property;
}
