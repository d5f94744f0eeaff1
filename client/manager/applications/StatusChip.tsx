import { styled } from 'styled-components';
import type { ApplicationStatus } from '../../../shared/rental-application/application-types';
import { statusChip } from '../components/Chip';

/** An application's status as a coloured chip. */
export const StatusChip = statusChip<ApplicationStatus>({ Draft: 'neutral', Submitted: 'info', Approved: 'success', Declined: 'danger' });

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
