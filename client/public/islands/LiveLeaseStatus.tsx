import { leaseStatusText } from '../../../shared/leases/execution-texts';
import type { ExecutionFailure } from '../../../shared/leases/execution-texts';
import { useAnnouncedSigningState } from '../../signing/signing-events';

type Props = { leaseId: number; status: string; executionFailure: ExecutionFailure | null; finishing: boolean };

/** A lease's status on My lease that follows the signing ceremony on the same page: Signing once the tenant consents, Executed, Declined, not finalized. */
export function LiveLeaseStatus({ leaseId, status, executionFailure, finishing }: Props) {
  const announced = useAnnouncedSigningState(leaseId);
  const now = announced ? { status: announced.lease_status, execution_failure: announced.execution_failure, finishing: announced.finishing } : { status, execution_failure: executionFailure, finishing };
  return <span data-testid="lease-status">{leaseStatusText(now)}</span>;
}
