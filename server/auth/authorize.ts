import { ACCESS, decide, refusedCaller, type Action, type Caller, type RecordOf, type RecordOwner, type Relation } from '../../shared/access-policy';
import type { SigningRole } from '../../shared/leases/signing-order';
import { API_ERRORS } from '../../shared/messages';
import type { Db } from '../db/database';
import { HttpError } from '../ground/http-error';
import type { SigningLinkRow } from '../queries/lease-signing';
import { reachedRecordFinders, type ReachedRow } from '../queries/ownership';

/** A record the caller may act on, what the caller is to it, and (for the ceremony) the seat they take at its lease. */
export type Authorized<A extends Action> = { record: ReachedRow<RecordOf<A>>; relation: Relation; seatRole: SigningRole | null };

/** The record and the policy's decision on it, found through the one registry; a caller refused outright reads nothing. */
async function decided<A extends Action>(db: Db, caller: Caller, action: A, id: number) {
  if (refusedCaller(caller, action) !== null) return { found: undefined, decision: decide(caller, action, undefined) };
  const find = reachedRecordFinders[ACCESS[action].record] as (db: Db, id: number) => Promise<{ row: ReachedRow<RecordOf<A>>; owner: RecordOwner } | undefined>;
  const found = await find(db, id);
  return { found, decision: decide(caller, action, found?.owner) };
}

/**
 * The one policy for every caller (docs/decisions/003-one-home-per-resource.md): the record of the
 * action's kind when the caller may take the action on it, else the refusal (401 signed out, 403 the
 * wrong kind of caller, 404 or the action's own refusal for a record that is not theirs).
 */
export async function authorize<A extends Action>(db: Db, caller: Caller, action: A, id: number): Promise<Authorized<A>> {
  const { found, decision } = await decided(db, caller, action, id);
  if (!decision.allowed) throw refusal(decision.status);
  return { record: found!.row, relation: decision.relation, seatRole: decision.seatRole };
}

/** What the caller is to a record already read (a list their company scoped), as authorize would find it; null where it would refuse. */
export function relationTo(caller: Caller, action: Action, owner: RecordOwner): Relation | null {
  const decision = decide(caller, action, owner);
  return decision.allowed ? decision.relation : null;
}

/** The record when the caller may take the action on it, else undefined (for pages that show "not found" themselves). */
export async function permitted<A extends Action>(db: Db, caller: Caller, action: A, id: number): Promise<ReachedRow<RecordOf<A>> | undefined> {
  const { found, decision } = await decided(db, caller, action, id);
  return decision.allowed ? found!.row : undefined;
}

function refusal(status: 401 | 403 | 404): HttpError {
  if (status === 401) return HttpError.detail(401, API_ERRORS.notAuthenticated);
  if (status === 403) return HttpError.detail(403, API_ERRORS.permissionDenied);
  return HttpError.notFound();
}

/** The holder of a live signing link, as the policy knows them: the link's lease and role. */
export const linkHolder = (link: Pick<SigningLinkRow, 'id' | 'lease_id' | 'role'>): Extract<Caller, { kind: 'link' }> => ({ kind: 'link', linkId: link.id, leaseId: link.lease_id, role: link.role });
