import type { Logger } from '../../logger';
import { claimExecutions, finishExecution, refreshExecutionClaims, releaseExecutionClaims } from '../../queries/lease-execution-claims';
import { ExecutionFailed } from './steps';

/** How often a process refreshes its running executions and takes back stale ones. */
export const EXECUTION_SWEEP_MS = 30 * 1000;
/** A running execution nobody refreshed for this long (four sweeps) belongs to a process that is gone. */
export const EXECUTION_STALE_MS = 4 * EXECUTION_SWEEP_MS;

export type ExecutionJobs = {
  /** Takes and runs the lease's queued execution now (after the commit that queued it); without an id, any claimable one. */
  kick(leaseId?: number): void;
  /** Resolves when this process runs no execution. */
  idle(): Promise<void>;
  /** Refreshes this process's claims, takes the queued and stale ones and runs them. */
  sweep(): Promise<void>;
  /** Takes back this holder's claims from before a restart, sweeps, and sweeps again every 30 s. Answers the stop. */
  start(): () => Promise<void>;
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The worker of lease executions (issue 46, ADR 024): the last complete queues the job in its
 * transaction and kicks it; the worker claims it under its holder's name (so another instance never
 * runs the same one), runs `execute` (stamping, seal, certificate, the move to Executed, posting,
 * mails) and marks it done. A failure is recorded by `execute` itself (the lease shows "Could not be
 * finalized"); the job is done either way, and the manager's Retry runs it again.
 */
export function createExecutionJobs(deps: { logger: Logger; db: Parameters<typeof claimExecutions>[0]; holder: string; execute: (leaseId: number) => Promise<unknown>; now?: () => number }): ExecutionJobs {
  const { db, holder } = deps;
  const now = deps.now ?? Date.now;
  const held = new Set<number>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function run(leaseId: number): Promise<void> {
    held.add(leaseId);
    try {
      await deps.execute(leaseId);
    } catch (err) {
      if (!(err instanceof ExecutionFailed)) deps.logger.error({ err, lease: leaseId }, 'lease execution failed');
    } finally {
      held.delete(leaseId);
      await finishExecution(db, leaseId, holder).catch((err: unknown) => deps.logger.error({ err, lease: leaseId }, 'lease execution not marked done: a sweep runs it again'));
    }
  }

  async function claimAndRun(leaseId?: number): Promise<void> {
    const at = now();
    for (const id of await claimExecutions(db, holder, iso(at), iso(at - EXECUTION_STALE_MS), leaseId)) await run(id);
  }

  const track = (work: Promise<void>) => {
    const p = work.catch((err: unknown) => deps.logger.error({ err }, 'lease executions stopped on an error; the next sweep resumes them'));
    running.add(p);
    void p.finally(() => running.delete(p));
  };

  async function sweep(): Promise<void> {
    if (stopped) return;
    try {
      await refreshExecutionClaims(db, holder, [...held], iso(now()));
      // Until none is left: a sweep takes a few at a time.
      let taken: number[];
      do {
        const at = now();
        taken = await claimExecutions(db, holder, iso(at), iso(at - EXECUTION_STALE_MS));
        for (const id of taken) await run(id);
      } while (taken.length && !stopped);
    } catch (err) {
      deps.logger.error({ err }, 'lease executions sweep failed');
    }
  }

  return {
    kick(leaseId) {
      if (!stopped) track(claimAndRun(leaseId));
    },
    sweep,
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
    start() {
      track(
        releaseExecutionClaims(db, holder)
          .then((n) => n && deps.logger.warn({ leases: n, holder }, 'lease executions this instance was running when it stopped are queued again'))
          .then(() => sweep()),
      );
      const timer = setInterval(() => track(sweep()), EXECUTION_SWEEP_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        stopped = true;
        while (running.size) await Promise.all([...running]);
      };
    },
  };
}
