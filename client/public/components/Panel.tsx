import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** A white rounded card on the page's grey: the student area's forms and records stand in one. */
export const Panel = styled.section`
  background: #fff;
  border-radius: 12px;
  padding: 22px;
  box-shadow: ${theme.shadow};
  display: grid;
  gap: 18px;
`;
