import { styled } from 'styled-components';
import type { VerifyAnswer } from '../../../../shared/leases/signing-types';
import { VERIFY_TEXTS as T } from '../../../../shared/leases/signing-texts';

const Box = styled.div<{ $issued: boolean }>`
  border-radius: 10px;
  padding: 16px 18px;
  border: 1px solid ${({ $issued }) => ($issued ? '#9ED7B5' : '#F2B8CB')};
  background: ${({ $issued }) => ($issued ? '#EEF9F2' : '#FFF3F7')};
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ $issued }) => ($issued ? '#146C3A' : '#8E0F41')};
  }
  && p { margin: 0; color: #3A4656; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dt { color: #5B687C; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
    gap: 0;
    dd { margin-bottom: 8px; }
  }
`;

const issuedDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** Whether the PDF was issued here, and what a verifier may know of it. */
export function VerifyResult({ answer }: { answer: VerifyAnswer }) {
  if (!answer.issued) {
    return (
      <Box $issued={false} data-testid="verify-result">
        <h2>{T.notIssued}</h2>
        <p>{T.notIssuedExplained}</p>
      </Box>
    );
  }
  return (
    <Box $issued data-testid="verify-result">
      <h2>{T.issued}</h2>
      <Facts>
        <dt>{T.kindLabel}</dt>
        <dd>{T.kinds[answer.kind]}</dd>
        <dt>{T.packetLabel}</dt>
        <dd data-testid="verify-packet">{answer.packet_id}</dd>
        <dt>{T.documentLabel}</dt>
        <dd>{answer.document}</dd>
        <dt>{T.companyLabel}</dt>
        <dd>{answer.company}</dd>
        <dt>{T.issuedLabel}</dt>
        <dd>{issuedDate.format(new Date(answer.issued_at))}</dd>
        <dt>{T.statusLabel}</dt>
        <dd>{answer.lease_status}</dd>
      </Facts>
    </Box>
  );
}
