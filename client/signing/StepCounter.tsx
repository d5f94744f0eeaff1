import { styled } from 'styled-components';
import { theme } from '../ui/theme';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${T.steps.length}, 1fr);
  gap: 4px;
  font-size: 0.78rem;
  li { border-top: 4px solid ${theme.color.border}; padding-top: 4px; color: ${theme.color.muted}; min-width: 0; overflow-wrap: anywhere; }
  li[data-done] { border-color: #8FB0F5; }
  li[aria-current='step'] { border-color: ${theme.color.action}; color: ${theme.color.text}; font-weight: 700; }
`;

/** Where the signer is among the ceremony's steps (0-based). */
export function StepCounter({ current }: { current: number }) {
  return (
    <List aria-label={T.stepOf(current + 1, T.steps.length)}>
      {T.steps.map((name, i) => (
        <li key={name} aria-current={i === current ? 'step' : undefined} data-done={i < current || undefined}>
          {name}
        </li>
      ))}
    </List>
  );
}
