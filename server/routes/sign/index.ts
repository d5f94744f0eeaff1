import { Router, type Request } from 'express';
import { SIGNING_MESSAGES as M } from '../../../shared/leases/signing-texts';
import { TokenDocumentParams, TokenParams, TokenSlotParams } from '../../../shared/leases/signing-schema';
import { HttpError } from '../../ground/http-error';
import { findSigningLink, signersOfLease } from '../../queries/lease-signing';
import { findLease } from '../../queries/leases';
import type { SignerSeat } from '../../services/lease-signing';
import { signingDepsOf } from '../../services/signing-notices';
import type { RouteDeps } from '../deps';
import { addSigningEndpoints } from '../leases/signing-endpoints';

/**
 * `/api/sign/{token}/`: the guarantor, who has no account, signs through the link mailed to them.
 * The link is bound to one lease and one role and shows only that packet; an unknown, expired or
 * resent link is a 404 that says so.
 */
export function signRoutes({ db, config, pdf, logger, mailer, limits, executions }: RouteDeps): Router {
  const router = Router();
  const linkSeat = async (req: Request, token: string): Promise<SignerSeat> => {
    const link = await findSigningLink(db, token);
    if (!link) throw HttpError.detail(404, M.linkInvalid);
    const lease = (await findLease(db, link.lease_id))!;
    const signer = (await signersOfLease(db, link.lease_id)).find((s) => s.role === link.role)!;
    const actor = { userId: null, name: signer.name || signer.email, ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
    return { lease, role: link.role, method: 'link', person: { userId: null, name: signer.name, email: signer.email }, actor, linkId: link.id };
  };
  addSigningEndpoints(
    router,
    signingDepsOf({ db, config, pdf, logger, mailer, executions }),
    { at: '/api/sign/:token', docsAt: '/api/sign/:token', params: TokenParams, slotParams: TokenSlotParams, documentParams: TokenDocumentParams, base: (p) => `/api/sign/${p.token}`, seatOf: (req, p) => linkSeat(req, p.token), writeLimit: limits.signing.perLink },
    [],
  );
  return router;
}
