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

const NONE: never[] = [];

/**
 * A list's rows as the address narrows them: the loaded rows (none while loading) `within` the
 * narrowing, or all of them when the address asks for nothing; and the narrowing, for its notice.
 */
export function useNarrowedRows<R, S extends z.ZodType>(loaded: R[] | undefined, schema: S, within: (row: R, narrowing: z.output<S>) => boolean): { narrowing: z.output<S> | null; rows: R[] } {
  const narrowing = useNarrowing(schema);
  const all = loaded ?? NONE;
  const rows = useMemo(() => (narrowing ? all.filter((row) => within(row, narrowing)) : all), [all, narrowing, within]);
  return { narrowing, rows };
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
