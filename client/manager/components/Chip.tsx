import { styled } from 'styled-components';

/** A status as a coloured chip, [background, text]: the text says it, the colour only helps. */
export const Chip = styled.span<{ $colors: readonly [string, string] }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 10px;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  background: ${({ $colors }) => $colors[0]};
  color: ${({ $colors }) => $colors[1]};
`;
