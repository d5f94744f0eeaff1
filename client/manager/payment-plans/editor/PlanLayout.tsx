import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';
import { ScreenBar } from '../../components/ScreenBar';

const Bar = styled(ScreenBar)`
  h1 { margin: 0; }
  .chip { padding: 3px 10px; border-radius: 999px; background: #EEF9E7; color: #2F6B0E; border: 1px solid ${theme.color.success}; font-size: 0.8rem; font-weight: 700; }
  .name { color: ${theme.color.muted}; font-size: 1rem; margin-right: auto; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  @media (max-width: 600px) { .actions { flex-basis: 100%; } .actions > * { flex: 1 1 auto; } }
`;

const Body = styled.div`
  display: grid;
  gap: 16px;
  .top { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr) 300px; align-items: start; }
  section.ledger { display: grid; gap: 10px; min-width: 0; }
  section.ledger > header { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; }
  section.ledger h2 { margin: 0; font-size: 1.1rem; }
  @media (max-width: 960px) { .top { grid-template-columns: minmax(0, 1fr); } }
`;

/** The plan screen's frame in both modes: 'Edit' or 'Preview', the Approved chip, the plan's name, the actions, then the body. */
export function PlanLayout({ editing, approved, name, actions, children }: { editing: boolean; approved: boolean; name: string; actions: ReactNode; children: ReactNode }) {
  return (
    <>
      <Bar>
        <h1>{editing ? 'Edit' : 'Preview'}</h1>
        {approved && <span className="chip">Approved</span>}
        <span className="name">{name}</span>
        <div className="actions">{actions}</div>
      </Bar>
      <Body>{children}</Body>
    </>
  );
}
