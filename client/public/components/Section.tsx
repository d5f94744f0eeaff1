import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

export const Section = styled.section<{ $tint?: boolean }>`
  padding: 56px 20px;
  background: ${({ $tint }) => ($tint ? theme.color.surface : 'transparent')};
  scroll-margin-top: 16px;
  & > * { max-width: 1160px; margin-left: auto; margin-right: auto; }
  @media (max-width: 600px) { padding: 40px 16px; }
`;

const Heading = styled.header`
  margin-bottom: 24px;
  h2 { margin: 0 0 6px; font-size: clamp(1.5rem, 4vw, 2rem); }
  p { margin: 0; color: ${theme.color.muted}; max-width: 720px; }
`;

/** A block's title and its optional description (the block attribute's text). */
export function BlockHeading({ id, title, description, children }: { id: string; title: string; description?: string; children?: ReactNode }) {
  return (
    <Heading>
      <h2 id={id}>{title}</h2>
      {description && <p>{description}</p>}
      {children}
    </Heading>
  );
}

export const ErrorNote = styled.p`
  padding: 16px;
  border-radius: ${theme.radius};
  background: #fff0f6;
  color: #a3154f;
`;
