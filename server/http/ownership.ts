import type { Request } from 'express';
import { API_ERRORS, OWNERSHIP_MESSAGES } from '../../shared/messages';
import { currentAuth } from '../auth/authenticate';
import type { Db } from '../db/database';
import { ownedIds, ownedRecordFinders, type OwnedIdKind, type OwnedKind, type OwnedRecord } from '../queries/ownership';
import { HttpError } from '../ground/http-error';

/**
 * The one ownership policy of the manager API. Staff act only on their own company's records:
 * another company's record answers 404 exactly like a missing one (its existence is not revealed),
 * and ids of another company's records inside a request body are a field error, always worded
 * OWNERSHIP_MESSAGES.notYours.
 */

/** The signed-in staff member's company (requireRole has run before). */
export function callerOrganizationId(req: Request): number {
  const orgId = currentAuth(req)?.user.organization_id;
  if (!orgId) throw HttpError.detail(403, API_ERRORS.permissionDenied);
  return orgId;
}

/** The record of `kind` when it belongs to the caller's company; 404 otherwise. */
export async function loadOwned<K extends OwnedKind>(db: Db, req: Request, kind: K, id: number): Promise<OwnedRecord<K>> {
  const find = ownedRecordFinders[kind] as (db: Db, orgId: number, id: number) => Promise<OwnedRecord<K> | undefined>;
  const record = await find(db, callerOrganizationId(req), id);
  if (!record) throw HttpError.notFound();
  return record;
}

/** 404 unless `id` is the caller's own company. */
export function assertOwnOrganization(req: Request, id: number): number {
  if (id !== callerOrganizationId(req)) throw HttpError.notFound();
  return id;
}

/** The ids, each once and in their order, when all are the company's; a field error under `field` otherwise. */
export async function assertOwnIds(db: Db, orgId: number, kind: OwnedIdKind, ids: number[], field: string): Promise<number[]> {
  const unique = [...new Set(ids)];
  const own = await ownedIds(db, kind, orgId, unique);
  if (own.size !== unique.length) throw HttpError.fields({ [field]: [OWNERSHIP_MESSAGES.notYours(kind)] });
  return unique;
}

/**
 * The ids, each once and in their order, when all are the company's; 404 otherwise. For lists of ids
 * in a URL (`?property=1,2`), which address records the way a path does.
 */
export async function requireOwnIds(db: Db, orgId: number, kind: OwnedIdKind, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if ((await ownedIds(db, kind, orgId, unique)).size !== unique.length) throw HttpError.notFound();
  return unique;
}

/**
 * A list's filters by id (`?property=1,2&lease_period=3`), each of the `kinds` named, when every id
 * in them is the caller's company's; 404 otherwise, as a path naming another company's record
 * answers (a filter of another company's ids must not read as an empty list of the caller's).
 */
export async function requireOwnFilters<Q extends object>(db: Db, req: Request, query: Q, kinds: { [K in keyof Q]?: OwnedIdKind }): Promise<void> {
  const orgId = callerOrganizationId(req);
  for (const [key, kind] of Object.entries(kinds) as [keyof Q, OwnedIdKind][]) {
    const value = query[key] as number | number[] | undefined;
    if (value !== undefined) await requireOwnIds(db, orgId, kind, Array.isArray(value) ? value : [value]);
  }
}
