import type { Request, RequestHandler } from 'express';
import { API_ERRORS } from '../../shared/messages';
import { currentAuth } from '../auth/authenticate';
import type { Db } from '../db/database';
import { HttpError } from '../http/errors';
import { findProperty, type PropertyRow } from '../queries/properties';

/** The signed-in staff member's organization id (requireRole has run before). */
export function staffOrganizationId(req: Request): number {
  const orgId = currentAuth(req)?.user.organization_id;
  if (!orgId) throw HttpError.detail(403, API_ERRORS.permissionDenied);
  return orgId;
}

/** The id of a property of the signed-in staff member's company; another company's is a 404. */
export async function ownPropertyId(db: Db, req: Request, id: number): Promise<number> {
  const row = await db.selectFrom('properties').select('id').where('id', '=', id).where('organization_id', '=', staffOrganizationId(req)).executeTakeFirst();
  if (!row) throw HttpError.detail(404, API_ERRORS.notFound);
  return row.id;
}

/**
 * Loads res.locals.params.id as a property of the signed-in manager's organization into
 * res.locals.property; another company's property is a 404, like a missing one.
 */
export function loadManagedProperty(db: Db): RequestHandler {
  return async (req, res, next) => {
    const orgId = staffOrganizationId(req);
    const property = await findProperty(db, res.locals.params.id);
    if (!property || property.organization_id !== orgId) return next(HttpError.detail(404, API_ERRORS.notFound));
    res.locals.property = property satisfies PropertyRow;
    next();
  };
}
