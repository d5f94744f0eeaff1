import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';

const Card = styled.section`
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 18px;
  display: grid;
  gap: 14px;
  scroll-margin-top: 16px;
  min-width: 0;
  > h2 { margin: 0; font-size: 1.15rem; }
  > p.hint { margin: -8px 0 0; color: ${theme.color.muted}; font-size: 0.9rem; }
`;

/** One editor section: a card whose heading is what the submenu links to. */
export function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {hint && <p className="hint">{hint}</p>}
      {children}
    </Card>
  );
}
