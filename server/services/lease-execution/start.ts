import { ExecutionFailed } from './steps';
import { executeLease } from './execute';
import type { SigningDeps } from '../leasing/signing-notices';

/**
 * Starts the queued execution of a lease after the commit that queued it: through the process's
 * worker (it claims the job), or, where there is none (a script), by claiming nothing and running it
 * in the background; the start-up sweep finishes it if this process stops first.
 */
export function startExecution(deps: SigningDeps, leaseId: number): void {
  if (deps.executions) return deps.executions.kick(leaseId);
  void executeLease(deps, leaseId).catch((err: unknown) => {
    if (!(err instanceof ExecutionFailed)) deps.logger.error({ err, lease: leaseId }, 'lease execution failed');
  });
}
