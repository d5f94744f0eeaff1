import { styled } from 'styled-components';
import type { Glance } from '../../../../shared/alerts/alert-types';
import { formatShortDate } from '../../../../shared/dates';
import { COLLECTION_TEXTS } from '../../collections/texts';
import { amountCents, usd } from '../../collections/money-text';
import { ALERT_TEXTS } from '../texts';
import { BarChart } from './BarChart';
import { BedsChart } from './BedsChart';
import { AGING_COLORS, APPLICATION_COLORS } from './colors';

const T = ALERT_TEXTS.glance;

const Charts = styled.div`
  display: grid;
  gap: 16px;
`;

/** The two smaller charts side by side under the beds, one under the other on a narrow screen. */
const Pair = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr));
  align-items: start;
`;

/** Leasing at a glance: beds by state for each lease period, then (for managers) the season's applications and the collections aging. */
export function GlanceCharts({ glance }: { glance: Glance }) {
  const { applications, aging } = glance;
  return (
    <Charts>
      <BedsChart periods={glance.beds} />
      {(applications || aging) && (
        <Pair>
          {applications && (
            <BarChart
              testId="chart-applications"
              title={T.applications(applications.season.label)}
              intro={T.applicationsIntro(formatShortDate(applications.season.from))}
              head={[T.status, T.applicationsCount]}
              bars={applications.statuses.map((s) => ({ key: s.key, label: s.key, value: s.count, text: s.count.toLocaleString('en-US'), color: APPLICATION_COLORS[s.key], url: s.url }))}
            />
          )}
          {aging && (
            <BarChart
              testId="chart-aging"
              title={T.aging}
              intro={T.agingIntro}
              head={[T.bucket, T.amount]}
              bars={aging.map((b) => ({
                key: b.key,
                label: COLLECTION_TEXTS.columns[b.key],
                value: amountCents(b.amount),
                text: `${usd(b.amount)} · ${T.leasesCount(b.count)}`,
                color: AGING_COLORS[b.key],
                url: b.url,
              }))}
            />
          )}
        </Pair>
      )}
    </Charts>
  );
}
