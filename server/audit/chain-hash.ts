import { createHash } from 'node:crypto';
import type { AuditEventsTable } from '../db/schema';

/** The prev_hash of the first event: there is no event before it. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with every object's keys in code-point order and no spaces: one text for one value, so a hash
 * of it can be recomputed from the stored row. For the values an event holds (strings, integers,
 * null, and objects and arrays of them) it is RFC 8785 (JCS).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('canonicalJson: numbers must be finite');
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') throw new TypeError(`canonicalJson: ${typeof value} has no JSON form`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** An event as hashed: every column but the hash itself, prev_hash included. */
export type HashedEvent = Omit<AuditEventsTable, 'hash'>;

/** SHA-256 (hex) of the event's canonical JSON; prev_hash is one of its fields, which chains the events. */
export function eventHash(event: HashedEvent): string {
  const { id, occurred_at, organization_id, actor_user_id, actor_name, action, subject_table, subject_id, ip, user_agent, details, prev_hash } = event;
  const fields = { id, occurred_at, organization_id, actor_user_id, actor_name, action, subject_table, subject_id, ip, user_agent, details, prev_hash };
  return createHash('sha256').update(canonicalJson(fields), 'utf8').digest('hex');
}
