import { styled } from 'styled-components';

/** Fields side by side, each at least $min wide (long values such as links want more room). */
export const FieldRow = styled.div<{ $min?: number }>`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(min(${(p) => p.$min ?? 220}px, 100%), 1fr));
`;
