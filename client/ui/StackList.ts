import { styled } from 'styled-components';

/** A list without bullets or indent whose items stack with a gap; screens style the items. */
export const StackList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`;
