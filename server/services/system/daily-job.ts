import { isoToday } from '../../../shared/dates';
import type { Db } from '../../db/database';
import type { Logger } from '../../logger';
import { claimJobDay } from '../../queries/ledger';
import { companyTimeZones } from '../../queries/company-day';

const CHECK_EVERY_MS = 60 * 60 * 1000;

/** The day a job runs for: the companies of one time zone, and today on their clock. */
export type CompanyDay = { today: string; timeZone: string };

type DailyRun = (day: CompanyDay) => Promise<Record<string, unknown>>;

/**
 * Runs the job for each time zone its companies keep whose day has not been run yet (ADR 045): a
 * company's day starts at its own midnight, so a reminder or an autopay charge is never a day early
 * or late for it. The first process to claim a zone's day runs it.
 */
export async function runDailyJob(deps: { db: Db; logger: Logger }, job: string, name: string, run: DailyRun, now = new Date()): Promise<void> {
  for (const timeZone of await companyTimeZones(deps.db)) {
    const today = isoToday(now, timeZone);
    try {
      if (!(await claimJobDay(deps.db, `${job}@${timeZone}`, today))) continue;
      deps.logger.info({ ...(await run({ today, timeZone })), day: today, time_zone: timeZone }, name);
    } catch (err) {
      deps.logger.error({ err, day: today, time_zone: timeZone }, `${name}: failed`);
    }
  }
}

/**
 * Runs a job once per company day across every instance, at start and then hourly: a day missed
 * while stopped is run at the next start. `run` answers what to log of the day's run; a failure is
 * logged as `name` failed. Answers the stop.
 */
export function startDailyJob(deps: { db: Db; logger: Logger }, job: string, name: string, run: DailyRun): () => void {
  const tick = () => void runDailyJob(deps, job, name, run).catch((err: unknown) => deps.logger.error({ err }, `${name}: failed`));
  tick();
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
