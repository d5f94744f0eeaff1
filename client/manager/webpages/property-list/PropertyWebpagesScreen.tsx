import { useEffect, useMemo, useState } from 'react';
import { DataGrid, type Column, type SortColumn } from 'react-data-grid';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { StackList } from '../../../ui/StackList';
import { managerLabel } from '../../../../shared/people';
import type { PropertySettingsRow } from '../../../../shared/types/settings';
import { theme } from '../../../ui/theme';
import { GridBox, observeWidth, useGridStyles } from '../../components/grid';
import { useMediaQuery } from '../../components/use-media-query';
import { useManager } from '../../context';
import { webpagesApi } from '../api/webpages-api';

/** Address column: street, city, state code. */
const addressText = (p: PropertySettingsRow) => [p.street, p.city, p.state].filter(Boolean).join(', ');
/** The property's editor, in the manager router. */
const editPath = (p: PropertySettingsRow) => `/settings/property-webpages/${p.id}/edit`;
const managerText = (p: PropertySettingsRow) => managerLabel(p.manager_fname, p.manager_lname, p.manager_email);

const TEXT: Record<string, (p: PropertySettingsRow) => string> = {
  id: (p) => String(p.id).padStart(8, '0'),
  name: (p) => p.name,
  organization: (p) => p.organization_name,
  address: addressText,
  manager: managerText,
};

// Relative widths, fitted to the grid's width; below three quarters of them the grid scrolls sideways.
const WIDTHS = { id: 70, name: 180, organization: 160, address: 230, manager: 310, actions: 70 };

const columns = (gridWidth: number): Column<PropertySettingsRow>[] => {
  const total = Object.values(WIDTHS).reduce((a, b) => a + b, 0);
  const scale = gridWidth >= total * 0.75 ? gridWidth / total : 1;
  const w = (key: keyof typeof WIDTHS) => Math.floor(WIDTHS[key] * scale);
  return [
  { key: 'id', name: 'Id', width: w('id') },
  { key: 'name', name: 'Name', width: w('name'), renderCell: ({ row }) => <Link to={editPath(row)}>{row.name}</Link> },
  { key: 'organization', name: 'Organization', width: w('organization'), renderCell: ({ row }) => row.organization_name },
  { key: 'address', name: 'Address', width: w('address'), renderCell: ({ row }) => addressText(row) },
  { key: 'manager', name: 'Manager', width: w('manager'), renderCell: ({ row }) => managerText(row) },
  {
    key: 'actions',
    name: 'Actions',
    width: w('actions'),
    sortable: false,
    frozen: false,
    renderCell: ({ row }) => (
      <Link to={editPath(row)} aria-label={`Edit ${row.name}`}>
        Edit
      </Link>
    ),
  },
  ];
};

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
function PropertyCards({ rows }: { rows: PropertySettingsRow[] }) {
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

/** The property webpages list: the properties chosen in the selector, each with a link to its editor. */
export function PropertyWebpagesScreen() {
  useGridStyles();
  const { selectedPropertyIds } = useManager();
  const [rows, setRows] = useState<PropertySettingsRow[] | null>(null);
  const [sortColumns, setSortColumns] = useState<SortColumn[]>([]);
  const [gridWidth, setGridWidth] = useState(0);
  const phone = useMediaQuery(`(max-width: ${theme.breakpoint.sm})`);
  useEffect(() => {
    // Property list load failures are only logged (spec §8).
    webpagesApi.properties().then(setRows, (err) => {
      console.error('properties', err);
      setRows([]);
    });
  }, []);

  const shown = useMemo(() => {
    const chosen = (rows ?? []).filter((r) => selectedPropertyIds.includes(r.id));
    const sort = sortColumns[0];
    const text = sort && TEXT[sort.columnKey];
    if (!sort || !text) return chosen;
    const sorted = [...chosen].sort((a, b) => text(a).localeCompare(text(b)));
    return sort.direction === 'DESC' ? sorted.reverse() : sorted;
  }, [rows, selectedPropertyIds, sortColumns]);

  return (
    <>
      <Head>
        <h1>Property webpages</h1>
        <span>Showing the properties chosen in the selector above.</span>
      </Head>
      {rows === null ? (
        <p aria-busy="true">Loading…</p>
      ) : shown.length === 0 ? (
        <p>No property is chosen. Pick properties in the selector above to list their webpages.</p>
      ) : phone ? (
        <PropertyCards rows={shown} />
      ) : (
        <GridBox ref={(el) => observeWidth(el, setGridWidth)}>
          <DataGrid
            aria-label="Property webpages"
            columns={columns(gridWidth)}
            rows={shown}
            rowKeyGetter={(r) => r.id}
            enableVirtualization={false}
            rowHeight={44}
            sortColumns={sortColumns}
            onSortColumnsChange={(s) => setSortColumns(s.slice(-1))}
            defaultColumnOptions={{ sortable: true, resizable: true, minWidth: 70 }}
            style={{ blockSize: 'auto', maxBlockSize: '70vh' }}
          />
        </GridBox>
      )}
    </>
  );
}
