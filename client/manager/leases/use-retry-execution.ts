import { useState } from 'react';
import { EXECUTION_TEXTS as T } from '../../../shared/leases/execution-texts';
import type { Lease } from '../../../shared/leases/lease-types';
import { errorMessage } from '../../../shared/api-errors';
import { useManager } from '../context';
import { leasesApi } from './leases-api';

/**
 * Retry of a lease that could not be finalized (the lease screen's button, the alert's): busy while it
 * runs; "Lease executed" when it executes, the server's "Could not be finalized: …" when it fails
 * again. `settled` runs either way (the lease's status or its reason changed).
 */
export function useRetryExecution(settled: (lease: Lease | null) => void) {
  const { notify } = useManager();
  const [busy, setBusy] = useState(false);
  const retry = async (leaseId: number) => {
    setBusy(true);
    let lease: Lease | null = null;
    try {
      lease = await leasesApi.retryExecution(leaseId);
      notify({ tone: 'success', text: T.executed });
    } catch (err) {
      notify({ tone: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
    settled(lease);
  };
  return { busy, retry, label: busy ? T.retrying : T.retry };
}
