import { styled } from 'styled-components';
import type { ApplicationStatus } from '../../../shared/rental-application/application-types';
import { Chip } from '../components/Chip';

const COLORS: Record<ApplicationStatus, readonly [string, string]> = {
  Draft: ['#EEF1F5', '#3E4A5C'],
  Submitted: ['#E8EEFF', '#1E3FA8'],
  Approved: ['#E3F4DC', '#22600A'],
  Declined: ['#FDE8F0', '#8E0F3F'],
};

/** An application's status as a coloured chip (the text says it; the colour only helps). */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  return <Chip $colors={COLORS[status]}>{status}</Chip>;
}

/** The marker of an application no manager has opened yet. */
export const NewMarker = styled.span`
  display: inline-block;
  padding: 0 7px;
  border-radius: 9px;
  background: #2F5FE8;
  color: #fff;
  font-size: 0.72rem;
  font-weight: 700;
  line-height: 1.5;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;
