import type { LeaseStatus } from '../../../shared/leases/lease-types';
import { Chip } from '../components/Chip';

const COLORS: Record<LeaseStatus, readonly [string, string]> = {
  Offered: ['#E8EEFF', '#1E3FA8'],
  'Ready to sign': ['#F1E8FF', '#5B21A8'],
  Signing: ['#FFF3D6', '#7A4B00'],
  Executed: ['#E3F4DC', '#22600A'],
  Declined: ['#FDE8F0', '#8E0F3F'],
  Void: ['#EEF1F5', '#3E4A5C'],
};

/** A lease's status as a coloured chip. */
export function LeaseStatusChip({ status }: { status: LeaseStatus }) {
  return <Chip $colors={COLORS[status]}>{status}</Chip>;
}
