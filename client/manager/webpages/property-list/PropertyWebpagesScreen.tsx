import { useMemo } from 'react';
import type { Column } from 'react-data-grid';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { StackList } from '../../../ui/StackList';
import { managerLabel } from '../../../../shared/people';
import type { PropertySettingsRow } from '../../../../shared/types/settings';
import { theme } from '../../../ui/theme';
import { FilterGrid, useFilterGrid } from '../../components/FilterGrid';
import { actionsColumn, fittedColumns } from '../../components/grid-columns';
import type { GridField } from '../../components/grid-rows';
import { useLoad } from '../../components/use-load';
import { useMediaQuery } from '../../components/use-media-query';
import { useManager } from '../../context';
import { webpagesApi } from '../api/webpages-api';

/** Address column: street, city, state code. */
const addressText = (p: PropertySettingsRow) => [p.street, p.city, p.state].filter(Boolean).join(', ');
/** The property's editor, in the manager router. */
const editPath = (p: PropertySettingsRow) => `/settings/property-webpages/${p.id}/edit`;
const managerText = (p: PropertySettingsRow) => managerLabel(p.manager_fname, p.manager_lname, p.manager_email);

type PropertyKey = 'id' | 'name' | 'organization' | 'address' | 'manager';

/** The grid's data columns: what each shows and sorts on. */
const FIELDS: GridField<PropertySettingsRow, PropertyKey>[] = [
  { key: 'id', name: 'Id', text: (p) => String(p.id), order: (p) => p.id },
  { key: 'name', name: 'Name', text: (p) => p.name },
  { key: 'organization', name: 'Organization', text: (p) => p.organization_name },
  { key: 'address', name: 'Address', text: addressText },
  { key: 'manager', name: 'Manager', text: managerText },
];

// Least widths; wider grids widen them alike, narrower ones scroll sideways.
const WIDTHS: Record<PropertyKey, number> = { id: 52, name: 135, organization: 120, address: 172, manager: 232 };
const ACTIONS_WIDTH = 52;

const columns = (width: number): Column<PropertySettingsRow>[] => [
  ...fittedColumns({ fields: FIELDS, widths: WIDTHS, width, reserved: ACTIONS_WIDTH, cells: { name: ({ row }) => <Link to={editPath(row)}>{row.name}</Link> } }),
  {
    ...actionsColumn(ACTIONS_WIDTH, (row) => (
      <Link to={editPath(row)} aria-label={`Edit ${row.name}`}>
        Edit
      </Link>
    ), 'Actions'),
    frozen: false,
  },
];

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 12px;
  margin-bottom: 14px;
  h1 { margin: 0; font-size: 1.4rem; }
`;

const Cards = styled(StackList)`
  li { background: #fff; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; padding: 12px 14px; display: grid; gap: 2px; }
  .top { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; font-weight: 600; }
  .top a:last-child { font-weight: 400; }
  small { color: ${theme.color.muted}; overflow-wrap: anywhere; }
`;

/** On phones each property is a card with the grid's facts, in the same order. */
function PropertyCards({ rows }: { rows: readonly PropertySettingsRow[] }) {
  return (
    <Cards aria-label="Property webpages">
      {rows.map((row) => (
        <li key={row.id} data-testid="property-webpage-card">
          <span className="top">
            <Link to={editPath(row)}>{row.name}</Link>
            <Link to={editPath(row)} aria-label={`Edit ${row.name}`}>
              Edit
            </Link>
          </span>
          <small>
            #{row.id} · {row.organization_name}
          </small>
          <small>{addressText(row)}</small>
          {managerText(row) && <small>Manager: {managerText(row)}</small>}
        </li>
      ))}
    </Cards>
  );
}

const NONE: PropertySettingsRow[] = [];

/** The property webpages list: the properties chosen in the selector, each with a link to its editor. */
export function PropertyWebpagesScreen() {
  const { selectedPropertyIds } = useManager();
  // Property list load failures are only logged (spec §8).
  const load = useLoad('properties', (signal) => webpagesApi.properties(signal), { onFailed: (err) => console.error('properties', err) });
  const chosen = useMemo(() => (load.data ?? NONE).filter((r) => selectedPropertyIds.includes(r.id)), [load.data, selectedPropertyIds]);
  const grid = useFilterGrid(chosen, FIELDS);
  const phone = useMediaQuery(`(max-width: ${theme.breakpoint.sm})`);

  return (
    <>
      <Head>
        <h1>Property webpages</h1>
        <span>Showing the properties chosen in the selector above.</span>
      </Head>
      {!load.loaded ? (
        <p aria-busy="true">Loading…</p>
      ) : grid.shown.length === 0 ? (
        <p>No property is chosen. Pick properties in the selector above to list their webpages.</p>
      ) : phone ? (
        <PropertyCards rows={grid.shown} />
      ) : (
        <FilterGrid grid={grid} label="Property webpages" columns={columns(grid.width)} loaded enableVirtualization={false} minColumnWidth={70} empty={null} style={{ blockSize: 'auto', maxBlockSize: '70vh' }} />
      )}
    </>
  );
}
