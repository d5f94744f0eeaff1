import { styled } from 'styled-components';
import { VERIFY_EMAIL_MESSAGES } from '../../shared/messages';

const Badge = styled.em<{ $verified: boolean }>`
  font-style: normal;
  font-size: 0.8rem;
  font-weight: 600;
  padding: 2px 8px;
  border-radius: 999px;
  color: ${({ $verified }) => ($verified ? '#2E6B0F' : '#8A4B00')};
  background: ${({ $verified }) => ($verified ? '#EAF7E1' : '#FFF3E0')};
`;

/** Whether an e-mail address was proved by a mailed link: the same words for managers and for the student. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <Badge $verified={verified} data-testid="email-verified">
      {verified ? VERIFY_EMAIL_MESSAGES.verifiedBadge : VERIFY_EMAIL_MESSAGES.notVerifiedBadge}
    </Badge>
  );
}
