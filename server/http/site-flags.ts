import type { RequestHandler } from 'express';
import type { Db } from '../db/database';
import { contentVersion } from '../queries/content-version';
import { findPublicOrganization } from '../queries/organizations';

/**
 * Sets res.locals.gtm when the public company has a tag manager id, so the content security
 * policy allows the tag exactly then, and res.locals.contentVersion for the render cache.
 * The lookup is kept until public content changes.
 */
export function siteFlags(db: Db): RequestHandler {
  let cached: { version: number; gtm: boolean } | null = null;
  return async (req, res, next) => {
    if (!req.path.startsWith('/new/') || req.path.startsWith('/new/assets/')) return next();
    const version = await contentVersion(db);
    if (cached?.version !== version) cached = { version, gtm: !!(await findPublicOrganization(db))?.gtm_tag_id };
    res.locals.gtm = cached.gtm;
    res.locals.contentVersion = version;
    next();
  };
}
