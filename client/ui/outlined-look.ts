import { css } from 'styled-components';
import { theme } from './theme';

/** An action drawn outlined in the action colour: a secondary button, or a link that does what one would. */
export const outlinedLook = css`
  padding: 11px 20px;
  border: 1px solid ${theme.color.action};
  border-radius: ${theme.radius};
  background: #fff;
  color: ${theme.color.action};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
