import { useState } from 'react';
import { styled } from 'styled-components';
import { TextField } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Card } from '../../components/DetailCard';
import { collectionsApi } from '../collections-api';
import { LEDGER_TEXTS as T } from '../texts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  > * { flex: 0 1 200px; }
  a { flex: none; padding: 11px 0; color: ${theme.color.action}; font-weight: 600; }
`;

/** The statement PDF of the lines between two dates (both optional), as a download. */
export function StatementLink({ leaseId }: { leaseId: number }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <Card aria-labelledby="ledger-statement">
      <h2 id="ledger-statement">{T.statement}</h2>
      <Row>
        <TextField label={T.statementFrom} name="from" type="date" value={from} onValue={setFrom} idPrefix="statement-" />
        <TextField label={T.statementTo} name="to" type="date" value={to} onValue={setTo} idPrefix="statement-" />
        <a href={collectionsApi.statementPdf(leaseId, from, to)} target="_blank" rel="noreferrer">
          {T.statementPdf}
        </a>
      </Row>
    </Card>
  );
}
