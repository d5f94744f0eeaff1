import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { narrowingOf } from '../../../shared/alerts/manager-links';
import type { z } from '../../../shared/zod';
import { theme } from '../../ui/theme';

/**
 * What the address narrows a list to (`?lease_period=3&stage=signing`: a link from a chart of the
 * Alerts screen), parsed by the list's shared schema; null when it asks for nothing, or for
 * something that does not parse (the whole list then shows).
 */
export function useNarrowing<S extends z.ZodType>(schema: S): z.output<S> | null {
  const [params] = useSearchParams();
  const search = params.toString();
  return useMemo(() => narrowingOf(schema, new URLSearchParams(search)), [schema, search]);
}

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: baseline;
  margin: 0 0 12px;
  padding: 10px 14px;
  border-radius: ${theme.radius};
  background: #E8EEFF;
  color: #1E3FA8;
  a { color: inherit; font-weight: 600; }
`;

/** Says what a narrowed list shows, with the way back to all of it. */
export function NarrowedNotice({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Notice data-testid="narrowed-notice">
      <span>{children}</span>
      <Link to={pathname}>Show all</Link>
    </Notice>
  );
}
