import { styled } from 'styled-components';
import { leaseStatusText } from '../../../shared/leases/execution-texts';
import type { Lease, LeaseStatus } from '../../../shared/leases/lease-types';
import { statusChip, TONES } from '../components/Chip';

/** A lease's status as a coloured chip. */
export const LeaseStatusChip = statusChip<LeaseStatus>({ Offered: 'info', 'Ready to sign': 'violet', Signing: 'warning', Executed: 'success', Declined: 'danger', Void: 'neutral' });

const Failed = styled.span<{ $lines?: number }>`
  color: ${TONES.danger[1]};
  font-weight: 600;
  overflow-wrap: anywhere;
  ${({ $lines }) => ($lines ? `display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${$lines}; overflow: hidden; white-space: normal; line-height: 1.25;` : '')}
`;

const Finishing = styled.span`
  color: ${TONES.warning[1]};
  font-weight: 600;
`;

/**
 * A lease's status as the manager screens show it: its chip; "Finishing…" while its execution job
 * runs; or, for a lease signed by everyone that could not be finalized, "Could not be finalized:
 * {reason}" (cut to `lines` lines in a list, in full on hover).
 */
export function LeaseStatusShown({ lease, lines }: { lease: Pick<Lease, 'status' | 'execution_failure' | 'finishing'>; lines?: number }) {
  if (lease.finishing && lease.status === 'Signing') return <Finishing data-testid="lease-finishing">{leaseStatusText(lease)}</Finishing>;
  if (!lease.execution_failure) return <LeaseStatusChip status={lease.status} />;
  const text = leaseStatusText(lease);
  return (
    <Failed $lines={lines} title={lines ? text : undefined} data-testid="lease-not-finalized">
      {text}
    </Failed>
  );
}
