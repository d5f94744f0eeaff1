import type { RequestHandler } from 'express';
import type { Db } from '../db/database';
import { contentVersion } from '../queries/content-version';
import { findPublicOrganization } from '../queries/organizations';
import { gtmScriptHash } from '../render/gtm';

/**
 * Sets res.locals.gtmHash when the public company has a tag manager id, so the content security
 * policy allows its loader exactly then, and res.locals.contentVersion for the render cache.
 * The lookup is kept until public content changes.
 */
export function siteFlags(db: Db): RequestHandler {
  let cached: { version: number; gtmHash: string | undefined } | null = null;
  return async (req, res, next) => {
    if (!req.path.startsWith('/new/') || req.path.startsWith('/new/assets/')) return next();
    const version = await contentVersion(db);
    if (cached?.version !== version) {
      const id = (await findPublicOrganization(db))?.gtm_tag_id;
      cached = { version, gtmHash: id ? gtmScriptHash(id) : undefined };
    }
    res.locals.gtmHash = cached.gtmHash;
    res.locals.contentVersion = version;
    next();
  };
}
