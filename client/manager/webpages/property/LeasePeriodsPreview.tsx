import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { StackList } from '../../../ui/StackList';
import { formatPeriodDate } from '../../../../shared/dates';
import { periodLabel, publicPeriods } from '../../../../shared/lease-periods';
import { theme } from '../../../ui/theme';
import type { ManagerLeasePeriod } from '../../../../shared/types/manager';
import { api } from '../../api';

const Cards = styled(StackList)`
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  li { padding: 12px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; display: grid; gap: 4px; }
  strong { font-size: 0.95rem; }
  span { color: ${theme.color.muted}; font-size: 0.85rem; }
  em { font-style: normal; font-size: 0.8rem; font-weight: 700; color: ${theme.color.action}; }
`;

/** What visitors see in the lease periods carousel: visible periods by start date, with their labels. */
export function LeasePeriodsPreview({ propertyId }: { propertyId: number }) {
  const [periods, setPeriods] = useState<ManagerLeasePeriod[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.leasePeriods(propertyId).then(setPeriods, () => setFailed(true));
  }, [propertyId]);
  if (failed) return <p role="alert">Couldn't load lease periods</p>;
  if (!periods) return <p aria-busy="true">Loading the preview…</p>;
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
