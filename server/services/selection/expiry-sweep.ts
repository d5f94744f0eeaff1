import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { expireHolds } from './holds';

/** How often the sweep looks for holds that have run out: a hold's bed is free again within this of its expiry (the bound is 60 s). */
export const SWEEP_EVERY_MS = 15_000;

/**
 * Expires run-out holds every SWEEP_EVERY_MS on every instance (expireHolds ends each once, whoever
 * gets there first). The map already shows a run-out hold's bed free and a new hold of it expires
 * it first; the sweep frees the rest, records each expiry, and lets the student's hold end on time.
 */
export function startHoldExpirySweep(deps: { db: Db; logger: Logger }): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await expireHolds(deps.db);
      if (expired) deps.logger.info({ expired }, 'bed holds expired');
    } catch (err) {
      deps.logger.error({ err }, 'bed hold expiry: failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), SWEEP_EVERY_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
