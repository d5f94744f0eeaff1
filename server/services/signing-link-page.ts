import type { Db } from '../db/database';
import { findSigningLink } from '../queries/lease-signing';

/** Whether a guarantor's mailed signing link still works, so its page says so before they start. */
export async function signingLinkValid(db: Db, token: string): Promise<boolean> {
  return !!token && !!(await findSigningLink(db, token));
}
