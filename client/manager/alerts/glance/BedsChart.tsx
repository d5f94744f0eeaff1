import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { BedsOfPeriod } from '../../../../shared/alerts/alert-types';
import { BED_STATE_LABELS, BED_STATES } from '../../../../shared/alerts/bed-states';
import { managerRoute } from '../../../../shared/alerts/manager-links';
import { theme } from '../../../ui/theme';
import { ALERT_TEXTS } from '../texts';
import { ChartTable, Figure, Swatch } from './chart-parts';
import { BED_STATE_COLORS, TRACK } from './colors';

const T = ALERT_TEXTS.glance;

const Periods = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  .head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 2px 12px; margin-bottom: 4px; }
  .head span { color: ${theme.color.muted}; font-size: 0.9rem; }
  svg { display: block; width: 100%; height: 22px; border-radius: 4px; }
  rect.opens { cursor: pointer; }
  .values { list-style: none; margin: 6px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 0.9rem; }
  .values li { display: inline-flex; align-items: center; gap: 6px; font-variant-numeric: tabular-nums; }
`;

/**
 * Beds by state for each lease period: a stacked bar as wide as the property's beds (free, offered,
 * signing, leased), each state's count named under it; a state's count (and, for a mouse, its
 * part of the bar) opens the leases of that period at that stage. Free beds have no list.
 */
export function BedsChart({ periods }: { periods: readonly BedsOfPeriod[] }) {
  const navigate = useNavigate();
  const name = (p: BedsOfPeriod) => `${p.lease_period_name}, ${p.property_name}`;
  return (
    <Figure data-testid="chart-beds">
      <figcaption>{T.beds}</figcaption>
      <p className="intro">{T.bedsIntro}</p>
      {periods.length ? (
        <Periods>
          {periods.map((period) => {
            let x = 0;
            return (
              <li key={period.lease_period_id} data-testid="beds-period">
                <div className="head">
                  <strong>{period.lease_period_name}</strong>
                  <span>
                    {period.property_name} · {T.beds_count(period.beds)}
                  </span>
                </div>
                <svg viewBox={`0 0 ${Math.max(period.beds, 1)} 1`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
                  <rect width={Math.max(period.beds, 1)} height="1" fill={TRACK} />
                  {period.states.map((state) => {
                    const at = x;
                    x += state.count;
                    const url = state.url;
                    return state.count ? (
                      <rect
                        key={state.key}
                        x={at}
                        width={state.count}
                        height="1"
                        fill={BED_STATE_COLORS[state.key]}
                        stroke="#fff"
                        strokeWidth="2"
                        vectorEffect="non-scaling-stroke"
                        className={url ? 'opens' : undefined}
                        onClick={url ? () => navigate(managerRoute(url)) : undefined}
                      />
                    ) : null;
                  })}
                </svg>
                <ul className="values">
                  {period.states.map((state) => (
                    <li key={state.key}>
                      <Swatch $color={BED_STATE_COLORS[state.key]} />
                      {state.url ? (
                        <Link to={managerRoute(state.url)} aria-label={`${BED_STATE_LABELS[state.key]} ${state.count}, ${name(period)}`}>
                          {BED_STATE_LABELS[state.key]} {state.count}
                        </Link>
                      ) : (
                        <span>
                          {BED_STATE_LABELS[state.key]} {state.count}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </Periods>
      ) : (
        <p className="empty">{T.noPeriods}</p>
      )}
      <ChartTable
        caption={T.beds}
        head={[T.period, ...BED_STATES.map((s) => BED_STATE_LABELS[s]), 'Beds']}
        rows={periods.map((p) => [name(p), ...p.states.map((s) => s.count), p.beds] as const)}
      />
    </Figure>
  );
}
