import { css, styled } from 'styled-components';
import { theme } from './theme';

/** A link drawn as the filled action button (Check Availability, Find Housing). */
export const ActionLink = styled.a`
  display: inline-block;
  padding: 11px 22px;
  border-radius: ${theme.radius};
  background: ${theme.color.action};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

/** The bordered button's look, for links and for a `<summary>` that opens a document. */
export const outlineButtonLook = css`
  display: inline-block;
  cursor: pointer;
  padding: 8px 18px;
  border: 1px solid ${theme.color.action};
  border-radius: ${theme.radius};
  color: ${theme.color.action};
  font-weight: 700;
  list-style: none;
  text-decoration: none;
  text-align: center;
  white-space: nowrap;
`;

/** A link drawn as the bordered button (Download PDF). */
export const OutlineLink = styled.a`
  ${outlineButtonLook}
`;
