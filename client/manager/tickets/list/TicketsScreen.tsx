import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { TicketSummary } from '../../../../shared/tickets/ticket-types';
import { withDetail } from '../../../api/error-details';
import { theme } from '../../../ui/theme';
import { FilterGrid, ListHeading, useFilterGrid } from '../../components/FilterGrid';
import { newestFirst } from '../../components/grid-rows';
import { useLoad } from '../../components/use-load';
import { useQueryState } from '../../components/use-query-state';
import { useManager } from '../../context';
import { ticketPaths } from '../paths';
import { TICKET_LIST_TEXTS as T } from '../texts';
import { ticketsApi } from '../tickets-api';
import { ticketColumns } from './columns';
import { TicketFilters } from './TicketFilters';
import { DEFAULT_TICKET_QUERY, isDefaultTicketQuery, propertiesNamed, readTicketQuery, ticketMatcher, writeTicketQuery } from './ticket-query';
import { propertyChoices, ticketFields, TICKET_CHOICES } from './ticket-rows';

const Count = styled.p`
  margin: 0 0 10px;
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const NONE: TicketSummary[] = [];
const NEVER = new Date(0);
// Two lines a row: the number over what the student wrote.
const ROW_HEIGHT = 52;

/** Maintenance tickets (issue 29): the chosen properties' tickets, open ones first shown; filter (in the URL), sort, export, open one. */
export function TicketsScreen() {
  const { me, notify, organization, selectedPropertyIds, setSelectedPropertyIds } = useManager();
  const navigate = useNavigate();
  const [query, setQuery, params, setParams] = useQueryState(readTicketQuery, writeTicketQuery);

  // A link that names properties chooses them (as the chips would), then leaves the URL.
  useEffect(() => {
    const named = propertiesNamed(params, organization.properties.map((p) => p.id));
    if (named === null) return;
    if (named.length) setSelectedPropertyIds(named);
    const rest = new URLSearchParams(params);
    rest.delete('property');
    setParams(rest, { replace: true });
  }, [params, organization, setSelectedPropertyIds, setParams]);

  const load = useLoad(
    'tickets',
    async (signal) => {
      const [tickets, assignees] = await Promise.all([ticketsApi.list(signal), ticketsApi.assignees(signal)]);
      return { tickets, assignees, now: new Date() };
    },
    { onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadFailed, err) }) },
  );
  const now = load.data?.now ?? NEVER;
  const all = load.data?.tickets ?? NONE;
  const rows = useMemo(() => all.filter((t) => selectedPropertyIds.includes(t.property.id)), [all, selectedPropertyIds]);
  const fields = useMemo(() => ticketFields(now), [now]);
  const keep = useMemo(() => ticketMatcher(query, me.id, now), [query, me.id, now]);
  const choices = useMemo(() => ({ ...TICKET_CHOICES, property: propertyChoices(rows) }), [rows]);
  const grid = useFilterGrid(rows, fields, { choices, keep, tie: newestFirst, rowHeight: ROW_HEIGHT });
  const { setFilters } = grid;

  const reset = useCallback(() => {
    setFilters({});
    setQuery(DEFAULT_TICKET_QUERY);
  }, [setFilters, setQuery]);
  const chosen = selectedPropertyIds.length > 0;

  return (
    <>
      <ListHeading title={T.title} intro={T.intro} grid={grid} fileName="tickets" />
      <TicketFilters query={query} onQuery={setQuery} assignees={load.data?.assignees ?? []} meId={me.id} onReset={grid.filtering || !isDefaultTicketQuery(query) ? reset : undefined} />
      {!chosen ? (
        <p>{T.chooseProperty}</p>
      ) : (
        <>
          {load.loaded && <Count data-testid="ticket-count">{T.ticketCount(grid.shown.length, rows.length)}</Count>}
          <FilterGrid
            grid={grid}
            label={T.title}
            columns={ticketColumns(grid, fields)}
            loaded={load.loaded}
            onOpen={(row) => navigate(ticketPaths.detail(row.id))}
            empty={rows.length ? T.emptyFiltered : T.emptyList}
          />
        </>
      )}
    </>
  );
}
