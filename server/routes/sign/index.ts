import { Router, type Request } from 'express';
import { TokenDocumentParams, TokenParams, TokenSlotParams } from '../../../shared/leases/signing-schema';
import { linkCaller, signerSeat } from '../../http/authorize';
import { signingDepsOf } from '../../services/leasing/signing-notices';
import type { RouteDeps } from '../deps';
import { addSigningEndpoints } from '../leases/signing-endpoints';

/**
 * `/api/sign/{token}/`: the guarantor, who has no account, signs through the link mailed to them.
 * The link is bound to one lease and one role and shows only that packet; an unknown, expired or
 * resent link is a 404 that says so.
 */
export function signRoutes({ db, config, pdf, logger, mailer, limits, executions, messageQueue }: RouteDeps): Router {
  const router = Router();
  const seatOf = async (req: Request, p: { token: string }) => {
    const caller = await linkCaller(db, p.token);
    return signerSeat(db, req, caller, caller.leaseId);
  };
  addSigningEndpoints(
    router,
    signingDepsOf({ db, config, pdf, logger, mailer, executions, messageQueue }),
    { at: '/api/sign/:token', docsAt: '/api/sign/:token', params: TokenParams, slotParams: TokenSlotParams, documentParams: TokenDocumentParams, base: (p) => `/api/sign/${p.token}`, seatOf, writeLimit: limits.signing.perLink },
    [],
  );
  return router;
}
