import { styled } from 'styled-components';
import { approvalStatus, isLocked, type Approvable } from '../../../shared/approval';

const Chip = styled.span<{ $approved: boolean }>`
  padding: 2px 10px;
  border-radius: 10px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ $approved }) => ($approved ? '#E3F4DC' : '#EEF1F5')};
  color: ${({ $approved }) => ($approved ? '#22600A' : '#3E4A5C')};
`;

/** 'Approved' in green or 'Draft' in grey: a template's or a plan's status in its list. */
export const ApprovalChip = ({ record }: { record: Approvable }) => <Chip $approved={isLocked(record)}>{approvalStatus(record)}</Chip>;
