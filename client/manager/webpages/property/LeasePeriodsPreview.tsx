import { styled } from 'styled-components';
import { StackList } from '../../../ui/StackList';
import { formatPeriodDate } from '../../../../shared/dates';
import { periodLabel, publicPeriods } from '../../../../shared/lease-periods';
import { theme } from '../../../ui/theme';
import type { ManagerLeasePeriod } from '../../../../shared/types/manager';
import { api } from '../../api';
import { Loading, useLoad } from '../../components/use-load';

const Cards = styled(StackList)`
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  li { padding: 12px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; display: grid; gap: 4px; }
  strong { font-size: 0.95rem; }
  span { color: ${theme.color.muted}; font-size: 0.85rem; }
  em { font-style: normal; font-size: 0.8rem; font-weight: 700; color: ${theme.color.action}; }
`;

/** What visitors see in the lease periods carousel: visible periods by start date, with their labels. */
export function LeasePeriodsPreview({ propertyId }: { propertyId: number }) {
  const load = useLoad(String(propertyId), (signal) => api.leasePeriods(propertyId, signal));
  return (
    <Loading load={load} busy="Loading the preview…" failed="Couldn't load lease periods">
      {(periods) => <Preview periods={periods} />}
    </Loading>
  );
}

function Preview({ periods }: { periods: ManagerLeasePeriod[] }) {
  const shown = publicPeriods(periods);
  return (
    <div>
      <p style={{ margin: '0 0 8px', fontWeight: 600, fontSize: '0.9rem' }}>Preview</p>
      {shown.length === 0 ? (
        <p style={{ margin: 0, color: theme.color.muted }}>No lease period is open to leasing; visitors see none. Open one on the Lease Periods screen.</p>
      ) : (
        <Cards aria-label="Lease periods preview">
          {shown.map((p) => (
            <li key={p.id}>
              <em>{periodLabel(p)}</em>
              <strong>{p.name}</strong>
              <span>
                {formatPeriodDate(p.start_date)} – {formatPeriodDate(p.end_date)}
              </span>
            </li>
          ))}
        </Cards>
      )}
    </div>
  );
}
