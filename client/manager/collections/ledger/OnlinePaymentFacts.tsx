import { Fragment } from 'react';
import { styled } from 'styled-components';
import type { OnlinePaymentOfLine } from '../../../../shared/ledger/ledger-types';
import { ONLINE_STATUS_NAMES } from '../../../../shared/payments/online-texts';
import { statusChip } from '../../components/Chip';
import { amountCents, usd } from '../money-text';
import { LEDGER_TEXTS } from '../texts';

const T = LEDGER_TEXTS.online;

// Each fact wraps as a whole: a provider reference is not split from its label.
const Fact = styled.span`
  white-space: nowrap;
`;

const StatusChip = statusChip({ [ONLINE_STATUS_NAMES.pending]: 'warning', [ONLINE_STATUS_NAMES.succeeded]: 'success', [ONLINE_STATUS_NAMES.failed]: 'danger', [ONLINE_STATUS_NAMES.refunded]: 'neutral' });

/** An online payment under its line (issue 48): where it stands at the provider, its fee, what was refunded, and the provider's id of it. */
export function OnlinePaymentFacts({ online, method }: { online: OnlinePaymentOfLine; method: string }) {
  const facts = [method, amountCents(online.fee) > 0 && T.fee(usd(online.fee)), amountCents(online.refunded) > 0 && T.refunded(usd(online.refunded)), T.reference(online.provider_reference)].filter((f) => typeof f === 'string');
  return (
    <span className="detail" data-testid="online-payment">
      <StatusChip status={ONLINE_STATUS_NAMES[online.status]} />{' '}
      {facts.map((fact, i) => (
        <Fragment key={fact}>
          {i > 0 && ' · '}
          <Fact>{fact}</Fact>
        </Fragment>
      ))}
    </span>
  );
}
