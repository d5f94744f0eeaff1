import { isoToday } from '../../../shared/dates';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { claimJobDay } from '../../queries/ledger';

const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs a job once per day across every instance (the first process to claim the day runs it), at
 * start and then hourly: a day missed while stopped is run at the next start. `run` answers what to
 * log of the day's run; a failure is logged as `name` failed. Answers the stop.
 */
export function startDailyJob(deps: { db: Db; logger: Logger }, job: string, name: string, run: (today: string) => Promise<Record<string, unknown>>): () => void {
  const once = async () => {
    const today = isoToday();
    if (!(await claimJobDay(deps.db, job, today))) return;
    deps.logger.info({ ...(await run(today)), day: today }, name);
  };
  const tick = () => void once().catch((err: unknown) => deps.logger.error({ err }, `${name}: failed`));
  tick();
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
