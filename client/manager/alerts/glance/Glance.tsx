import { styled } from 'styled-components';
import type { Glance } from '../../../../shared/alerts/alert-types';
import { formatShortDate } from '../../../../shared/dates';
import { formatRenewalRate } from '../../../../shared/leases/renewal-rules';
import { COLLECTION_TEXTS } from '../../collections/texts';
import { amountCents, usd } from '../../collections/money-text';
import { ALERT_TEXTS } from '../texts';
import { BarChart } from './BarChart';
import { BedsChart } from './BedsChart';
import { AGING_COLORS, APPLICATION_COLORS, RENEWAL_COLOR } from './colors';

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

/** Leasing at a glance: beds by state for each lease period, then (for managers) the season's applications, the collections aging and the renewal rates. */
export function GlanceCharts({ glance }: { glance: Glance }) {
  const { applications, aging, renewals } = glance;
  // Periods of several properties may share a name.
  const properties = new Set(renewals?.map((r) => r.property_name));
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
          {renewals && renewals.length > 0 && (
            <BarChart
              testId="chart-renewals"
              title={T.renewals}
              intro={T.renewalsIntro}
              head={[T.period, T.renewalRate]}
              max={100}
              linkEmpty
              bars={renewals.map((r) => ({
                key: String(r.lease_period_id),
                label: properties.size > 1 ? `${r.property_name}, ${r.lease_period_name}` : r.lease_period_name,
                value: r.rate === null ? 0 : Math.round(r.rate * 100),
                text: T.renewedOf(formatRenewalRate(r.rate), r.renewed, r.eligible),
                color: RENEWAL_COLOR,
                url: r.url,
              }))}
            />
          )}
        </Pair>
      )}
    </Charts>
  );
}
