import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

const TONES = {
  action: { color: theme.color.action, hover: '#E8EEFF' },
  danger: { color: '#B0144F', hover: '#FDE8F0' },
} as const;

/** A grid row's action as a word, not a boxed button ("Offer renewal again", "Release hold"): blue, or red for one that takes something away. */
export const RowTextButton = styled.button<{ $tone?: keyof typeof TONES }>`
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  padding: 4px 8px;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${({ $tone = 'action' }) => TONES[$tone].color};
  cursor: pointer;
  white-space: nowrap;
  &:hover, &:focus-visible { background: ${({ $tone = 'action' }) => TONES[$tone].hover}; }
`;
