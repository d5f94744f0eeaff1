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
  gap: 12px;
  > li { display: grid; gap: 4px 16px; }
  .head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 0 12px; }
  .head span { color: ${theme.color.muted}; font-size: 0.85rem; }
  svg { display: block; width: 100%; height: 20px; border-radius: 4px; }
  rect.opens { cursor: pointer; }
  .values { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 0.85rem; }
  /* A phone: the four counts two by two. */
  @media (max-width: 480px) { .values { display: grid; grid-template-columns: 1fr 1fr; } }
  .values li { display: inline-flex; align-items: center; gap: 5px; font-variant-numeric: tabular-nums; }
  /* Wide: the period's name beside its bar, the counts under the bar. */
  @media (min-width: 720px) {
    > li { grid-template-columns: minmax(11rem, 15rem) 1fr; grid-template-areas: 'head bar' 'head values'; align-items: center; }
    .head { grid-area: head; flex-direction: column; align-items: flex-start; }
    svg { grid-area: bar; }
    .values { grid-area: values; }
  }
`;

/**
 * Beds by state for each lease period: a stacked bar as wide as the property's beds (free, offered,
 * signing, leased), each state's count named under it; a state's count (and, for a mouse, its
 * part of the bar) opens the leases of that period at that stage. Free beds have no list, and a
 * state without beds no link (it would open an empty list).
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
                      {state.url && state.count ? (
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
