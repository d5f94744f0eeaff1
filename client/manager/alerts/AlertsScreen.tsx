import { useCallback, useEffect, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { withDetail } from '../../api/error-details';
import { api } from '../api';
import { PropertyChips } from '../components/PropertyChips';
import { ScreenBar, ScreenIntro } from '../components/ScreenBar';
import { Loading, useLoad } from '../components/use-load';
import { useManager } from '../context';
import { AlertGroups } from './AlertGroups';
import { alertsApi } from './alerts-api';
import { GlanceCharts } from './glance/Glance';
import { ALERT_TEXTS as T } from './texts';

const Section = styled.section`
  margin-top: 22px;
  h2 { margin: 0 0 12px; font-size: 1.2rem; }
  h2:focus { outline: none; }
`;

const Jump = styled.p`
  margin: 12px 0 0;
  font-weight: 600;
`;

/** Moves to the alerts under the charts (and the focus with it: the next Tab is the first alert). */
function goToAlerts(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const heading = document.getElementById('alerts-title');
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/**
 * Alerts (issue 29), where managers land: leasing at a glance for the chosen properties, then
 * everything that needs them now, grouped by kind, each record a link to its screen. Both are read
 * afresh whenever the screen opens or the choice of properties changes; opening it also refreshes
 * the side navigation's counts.
 */
export function AlertsScreen() {
  const { notify, selectedPropertyIds, setSelectedPropertyIds, setCounts } = useManager();
  const key = selectedPropertyIds.join(',');
  const failed = (text: string) => (err: unknown) => notify({ tone: 'error', text: withDetail(text, err) });
  const alerts = useLoad(key ? `alerts-${key}` : null, (signal) => alertsApi.list(selectedPropertyIds, signal), { onFailed: failed(T.loadFailed) });
  const glance = useLoad(key ? `glance-${key}` : null, (signal) => alertsApi.glance(selectedPropertyIds, signal), { onFailed: failed(T.glanceFailed) });

  const total = key ? (alerts.data ?? []).reduce((sum, group) => sum + group.count, 0) : 0;
  const refreshCounts = useCallback((signal?: AbortSignal) => api.counts(signal).then(setCounts, () => undefined), [setCounts]);
  // An action taken on an alert's record (Retry): the alerts, the glance and the counts are read again.
  const changed = () => {
    void alerts.reload();
    void glance.reload();
    void refreshCounts();
  };

  useEffect(() => {
    const abort = new AbortController();
    void refreshCounts(abort.signal);
    return () => abort.abort();
  }, [refreshCounts]);

  return (
    <>
      <ScreenBar>
        <h1>{T.title}</h1>
      </ScreenBar>
      <ScreenIntro>{T.intro}</ScreenIntro>
      <PropertyChips value={selectedPropertyIds} onChange={setSelectedPropertyIds} />
      {total > 0 && (
        <Jump>
          <a href="#alerts-title" onClick={goToAlerts}>
            {T.jump(total)}
          </a>
        </Jump>
      )}
      {!key ? (
        <p>{T.chooseProperty}</p>
      ) : (
        <>
          <Section aria-labelledby="glance-title">
            <h2 id="glance-title">{T.glance.title}</h2>
            <Loading load={glance} failed={T.glanceFailed}>
              {(data) => <GlanceCharts glance={data} />}
            </Loading>
          </Section>
          <Section aria-labelledby="alerts-title">
            <h2 id="alerts-title" tabIndex={-1}>
              {T.listTitle}
            </h2>
            <Loading load={alerts} failed={T.loadFailed}>
              {(groups) => <AlertGroups groups={groups} onChanged={changed} />}
            </Loading>
          </Section>
        </>
      )}
    </>
  );
}
