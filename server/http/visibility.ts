import type { Request } from 'express';
import { currentAuth } from '../auth/authenticate';
import type { Db } from '../db/database';
import { findProperty, type PropertyRow } from '../queries/properties';
import { HttpError } from './errors';

/** Whether the caller is manager or maintenance staff of that company. */
export function isStaffOf(req: Request, organizationId: number): boolean {
  const user = currentAuth(req)?.user;
  return !!user && user.organization_id === organizationId && user.roles.some((r) => r === 'manager' || r === 'maintenance');
}

/** A property the caller may see: 404 when missing, or when DISABLED unless the caller is staff of its company. */
export async function visibleProperty(db: Db, req: Request, id: number): Promise<PropertyRow> {
  const property = await findProperty(db, id);
  if (!property || (property.status === 'DISABLED' && !isStaffOf(req, property.organization_id))) throw HttpError.notFound();
  return property;
}
