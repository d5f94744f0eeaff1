import { styled } from 'styled-components';
import { theme } from '../ui/theme';

/** One step of the ceremony: its heading, its words, its parts, its buttons; phone first. */
export const Step = styled.section`
  display: grid;
  gap: 14px;
  min-width: 0;
  h3 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; }
  .muted { color: ${theme.color.muted}; font-size: 0.92rem; }
  .reason { font-weight: 600; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
  @media (max-width: 480px) { .actions > button { flex: 1 1 100%; } }
`;

/** A bordered button, beside the filled primary one. */
export const OutlineButton = styled.button`
  font: inherit;
  font-weight: 700;
  padding: 11px 20px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.action};
  background: #fff;
  color: ${theme.color.action};
  cursor: pointer;
  &:disabled { opacity: 0.65; cursor: wait; }
`;

/** A quiet text button (Back, Clear, Decline). */
export const TextButton = styled.button`
  font: inherit;
  padding: 8px 4px;
  border: 0;
  background: none;
  color: ${theme.color.action};
  text-decoration: underline;
  cursor: pointer;
`;

