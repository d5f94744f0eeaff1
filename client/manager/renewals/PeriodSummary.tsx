import { styled } from 'styled-components';
import { formatShortDate } from '../../../shared/dates';
import { formatRenewalRate } from '../../../shared/leases/renewal-rules';
import { theme } from '../../ui/theme';
import { PeriodSelectField } from '../components/PeriodSelectField';
import type { RenewalScreenList, TargetPeriod } from './renewals-api';
import { RENEWAL_TEXTS as T } from './texts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 28px;
  align-items: end;
  margin-bottom: 14px;
  > :first-child { flex: 0 1 340px; min-width: 0; }
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 28px;
  margin: 0;
  div { display: grid; gap: 2px; }
  dt { color: ${theme.color.muted}; font-size: 0.85rem; }
  dd { margin: 0; }
  .rate { font-size: 1.5rem; font-weight: 700; line-height: 1.1; }
  .of { color: ${theme.color.muted}; font-size: 0.85rem; }
`;

type Props = { periods: readonly TargetPeriod[]; period: TargetPeriod; onChoose: (id: number) => void; list: RenewalScreenList | undefined };

/** The lease period chooser (grouped by property), and the chosen period's renewal rate and deadline. */
export function PeriodSummary({ periods, period, onChoose, list }: Props) {
  const deadline = list?.lease_period.renewal_deadline ?? (list ? null : period.renewal_deadline);
  return (
    <Row>
      <PeriodSelectField idPrefix="renewals-" label={T.period} periods={periods} period={period} onChoose={onChoose} />
      <Figures data-testid="renewal-figures">
        <div>
          <dt>{T.rate}</dt>
          <dd className="rate" data-testid="renewal-rate">
            {list ? formatRenewalRate(list.rate) : '…'}
          </dd>
          {list && <dd className="of">{T.rateOf(list.renewed, list.eligible)}</dd>}
        </div>
        <div>
          <dt>{T.deadline}</dt>
          <dd data-testid="renewal-deadline">{deadline ? formatShortDate(deadline) : T.noDeadline}</dd>
        </div>
      </Figures>
    </Row>
  );
}
