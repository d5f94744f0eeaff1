import type { Request } from 'express';
import { currentAuth } from '../auth/authenticate';
import type { AuditActor } from '../audit/record-event';
import { personName } from '../../shared/people';

/** Who is writing, as records name them ('created by', 'approved by'): the caller's full name, else their e-mail. */
export function callerAuthor(req: Request): { id: number; name: string } {
  const { user } = currentAuth(req)!;
  return { id: user.id, name: personName(user.first_name, user.last_name, user.email) };
}

/** Who is acting and from where, as an audit event records it: the caller, the client address and the browser. */
export function callerActor(req: Request): AuditActor {
  const author = callerAuthor(req);
  return { userId: author.id, name: author.name, ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
}
