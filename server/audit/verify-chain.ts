import type { Db } from '../db/database';
import { GENESIS_HASH, eventHash } from './chain-hash';

export type ChainReport =
  | { intact: true; events: number; lastHash: string }
  | { intact: false; events: number; brokenAt: number; problem: string };

/** Events read at a time: the walk holds one page, whatever the chain's length. */
const PAGE = 500;

/**
 * Walks the audit chain from the first event and names the first one that breaks it: an id out of
 * sequence (an event missing before it), a prev_hash that is not the previous event's hash, or a
 * hash that does not match the event's own contents (the row was changed).
 */
export async function verifyAuditChain(db: Db): Promise<ChainReport> {
  let previous: { id: number; hash: string } = { id: 0, hash: GENESIS_HASH };
  let events = 0;
  for (;;) {
    const page = await db.selectFrom('audit_events').selectAll().where('id', '>', previous.id).orderBy('id').limit(PAGE).execute();
    for (const event of page) {
      const broken = (problem: string): ChainReport => ({ intact: false, events, brokenAt: event.id, problem });
      if (event.id !== previous.id + 1) {
        return broken(previous.id === 0 ? `the chain starts at event ${event.id}, not 1: the events before it are missing` : `it follows event ${previous.id}: event ${previous.id + 1} is missing`);
      }
      if (event.prev_hash !== previous.hash) {
        return broken(previous.id === 0 ? 'its prev_hash is not the genesis hash (64 zeros)' : `its prev_hash is not the hash of event ${previous.id}`);
      }
      const { hash, ...rest } = event;
      if (eventHash(rest) !== hash) return broken('its hash does not match its contents: the event was changed');
      previous = event;
      events++;
    }
    if (page.length < PAGE) return { intact: true, events, lastHash: previous.hash };
  }
}
