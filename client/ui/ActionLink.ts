import { styled } from 'styled-components';
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
