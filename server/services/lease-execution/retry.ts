import { EXECUTION_TEXTS as T } from '../../../shared/leases/execution-texts';
import type { LeaseStatus } from '../../../shared/leases/lease-types';
import { allCompleted } from '../../../shared/leases/signing-order';
import type { AuditActor } from '../../audit/record-event';
import { HttpError } from '../../ground/http-error';
import { signerStates, signersOfLease } from '../../queries/lease-signing';
import { findLease } from '../../queries/leases';
import { ExecutionFailed } from './steps';
import { executeLease } from './execute';
import type { SigningDeps } from '../leasing/signing-notices';

/**
 * A manager runs the execution of a lease signed by everyone again (after fixing what stopped it):
 * 409 when it is already executed or not signed by everyone, and 409 with the reason when it fails
 * again (that failure recorded too).
 */
export async function retryExecution(deps: SigningDeps, lease: { id: number; status: LeaseStatus }, actor: AuditActor): Promise<void> {
  if (lease.status === 'Executed') throw HttpError.detail(409, T.alreadyExecuted);
  if (lease.status !== 'Signing' || !allCompleted(signerStates(await signersOfLease(deps.db, lease.id)))) throw HttpError.detail(409, T.notSignedByEveryone);
  try {
    await executeLease(deps, lease.id, actor);
  } catch (err) {
    if (err instanceof ExecutionFailed) throw HttpError.detail(409, T.notFinalized(err.reason));
    throw err;
  }
  // Another run may have won the race (it executed the lease), or a manager voided it meanwhile.
  const now = await findLease(deps.db, lease.id);
  if (now?.status !== 'Executed') throw HttpError.detail(409, T.notSignedByEveryone);
}
