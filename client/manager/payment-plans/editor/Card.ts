import { styled } from 'styled-components';
import { theme } from '../../../ui/theme';

/** A white card with a small heading and label/value rows (the details and totals of a plan). */
export const Card = styled.section`
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 16px 18px;
  min-width: 0;
  h2 { margin: 0 0 10px; font-size: 1rem; }
  h3 { margin: 0 0 6px; font-size: 0.85rem; color: ${theme.color.muted}; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; font-size: 0.9rem; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
