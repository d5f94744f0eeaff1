import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Db } from '../db/database';
import { countHit, findHits, forgetHits, uncountHit } from '../queries/rate-limits';

/**
 * express-rate-limit's counts kept in the database (rate_limit_hits), so every instance on one
 * database counts the same client together and a restart does not reset a limit. One store per
 * limiter: `prefix` keeps limiters that key by the same address apart.
 */
export class DatabaseRateStore implements Store {
  readonly localKeys = false;
  #windowMs = 60_000;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const found = await findHits(this.db, this.prefix + key, Date.now());
    return found && { totalHits: found.hits, resetTime: new Date(found.resetsAt) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { hits, resetsAt } = await countHit(this.db, this.prefix + key, Date.now(), this.#windowMs);
    return { totalHits: hits, resetTime: new Date(resetsAt) };
  }

  async decrement(key: string): Promise<void> {
    await uncountHit(this.db, this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await forgetHits(this.db, this.prefix + key);
  }
}
