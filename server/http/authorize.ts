import type { Request } from 'express';
import type { Caller, StaffRole } from '../../shared/access-policy';
import { SIGNING_MESSAGES } from '../../shared/leases/signing-texts';
import { currentAuth } from '../auth/authenticate';
import { authorize, linkHolder } from '../auth/authorize';
import type { Db } from '../db/database';
import { HttpError } from '../ground/http-error';
import { findSigningLink, signersOfLease } from '../queries/lease-signing';
import type { SignerSeat } from '../services/leasing/signing';
import { callerActor } from './author';

const STAFF_ROLES: readonly StaffRole[] = ['manager', 'maintenance'];

/** Who the request is from, as the policy (server/auth/authorize.ts) asks: staff, a student, or nobody. */
export function callerOf(req: Request): Caller {
  const user = currentAuth(req)?.user;
  if (!user) return { kind: 'nobody' };
  const roles = STAFF_ROLES.filter((role) => user.roles.includes(role));
  return roles.length ? { kind: 'staff', userId: user.id, roles, organizationId: user.organization_id } : { kind: 'student', userId: user.id };
}

/** The holder of a mailed signing link; an unknown, expired or ended link is a 404 that says so. */
export async function linkCaller(db: Db, token: string): Promise<Extract<Caller, { kind: 'link' }>> {
  const link = await findSigningLink(db, token);
  if (!link) throw HttpError.detail(404, SIGNING_MESSAGES.linkInvalid);
  return linkHolder(link);
}

/**
 * The caller's seat at a lease's ceremony, as the policy gives it ('lease.sign'): its student as the
 * tenant, a manager of its company as the landlord, a link's holder in the link's role.
 */
export async function signerSeat(db: Db, req: Request, caller: Caller, leaseId: number): Promise<SignerSeat> {
  const { record: lease, seatRole } = await authorize(db, caller, 'lease.sign', leaseId);
  const role = seatRole!;
  if (caller.kind === 'link') {
    const signer = (await signersOfLease(db, lease.id)).find((s) => s.role === role)!;
    const actor = { userId: null, name: signer.name || signer.email, ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
    return { lease, role, method: 'link', person: { userId: null, name: signer.name, email: signer.email }, actor, linkId: caller.linkId };
  }
  const actor = callerActor(req);
  return { lease, role, method: 'account', person: { userId: actor.userId, name: actor.name, email: currentAuth(req)!.user.email }, actor };
}
