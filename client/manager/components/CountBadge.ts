import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** A count on a pill (the navigation's, an alert's): the number of things waiting. */
export const CountBadge = styled.span`
  flex: none;
  min-width: 22px;
  padding: 1px 7px;
  border-radius: 11px;
  background: ${theme.color.action};
  color: #fff;
  font-size: 0.8rem;
  text-align: center;
`;
