import { useEffect, useState } from 'react';
import type { SigningState } from '../../shared/leases/signing-types';

/** The window event a ceremony announces each state with, for the page's other islands (a separate React root each). */
const EVENT = 'lease-signing-state';

/** Tells the page a lease's new signing state (its status follows without a reload). */
export function announceSigningState(state: SigningState): void {
  window.dispatchEvent(new CustomEvent<SigningState>(EVENT, { detail: state }));
}

/** The latest signing state announced for the lease on this page; null until one is. */
export function useAnnouncedSigningState(leaseId: number): SigningState | null {
  const [state, setState] = useState<SigningState | null>(null);
  useEffect(() => {
    const heard = (event: Event) => {
      const next = (event as CustomEvent<SigningState>).detail;
      if (next.lease_id === leaseId) setState(next);
    };
    window.addEventListener(EVENT, heard);
    return () => window.removeEventListener(EVENT, heard);
  }, [leaseId]);
  return state;
}
