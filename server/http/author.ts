import type { Request } from 'express';
import { currentAuth } from '../auth/authenticate';

/** Who is writing, as records name them ('created by', 'approved by'): the caller's full name, else their e-mail. */
export function callerAuthor(req: Request): { id: number; name: string } {
  const { user } = currentAuth(req)!;
  return { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() || user.email };
}
