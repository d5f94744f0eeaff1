import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** A titled section of a record's page (an application, a lease). */
export const Card = styled.section`
  background: #fff;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 16px 18px;
  h2 { margin: 0 0 12px; font-size: 1.1rem; }
`;

/** Label beside answer on wide screens, label over answer on narrow ones. */
export const Answers = styled.dl`
  display: grid;
  grid-template-columns: minmax(160px, 1fr) 2fr;
  gap: 10px 18px;
  margin: 0;
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
  dd.none { color: ${theme.color.muted}; font-style: italic; }
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
    gap: 2px;
    dd + dt { margin-top: 10px; }
  }
`;

/** A person in a card's list: the name, and the e-mail address as a link under it. */
export function PersonAnswer({ name, email }: { name: string; email: string }) {
  return (
    <dd>
      {name}
      <br />
      <a href={`mailto:${email}`}>{email}</a>
    </dd>
  );
}
