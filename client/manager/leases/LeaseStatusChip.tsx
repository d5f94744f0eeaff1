import type { LeaseStatus } from '../../../shared/leases/lease-types';
import { statusChip } from '../components/Chip';

/** A lease's status as a coloured chip. */
export const LeaseStatusChip = statusChip<LeaseStatus>({ Offered: 'info', 'Ready to sign': 'violet', Signing: 'warning', Executed: 'success', Declined: 'danger', Void: 'neutral' });
