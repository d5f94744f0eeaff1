import { useEffect, useMemo, useState } from 'react';
import { DataGrid, type SortColumn } from 'react-data-grid';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ApplicationSummary } from '../../../../shared/rental-application/application-types';
import { withDetail } from '../../../api/error-details';
import { theme } from '../../../ui/theme';
import { GridBox, GridEmpty, observeWidth, useGridStyles } from '../../components/grid';
import { ScreenBar } from '../../components/ScreenBar';
import { useManager } from '../../context';
import { applicationsApi } from '../applications-api';
import { applicationPaths } from '../paths';
import { APPLICATION_SCREEN_TEXTS as T } from '../texts';
import { shownApplications, type ApplicationFilters } from './application-rows';
import { applicationColumns } from './columns';

const Hint = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.muted};
`;

/** The company's submitted rental applications: filter, sort, open one (double-click or Open). */
export function ApplicationsScreen() {
  useGridStyles();
  const { notify } = useManager();
  const navigate = useNavigate();
  const [rows, setRows] = useState<ApplicationSummary[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [sortColumns, setSortColumns] = useState<SortColumn[]>([]);
  const [filters, setFilters] = useState<ApplicationFilters>({});
  const [gridWidth, setGridWidth] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    applicationsApi
      .list(abort.signal)
      .then((list) => {
        setRows(list);
        setLoaded(true);
      })
      .catch((err: unknown) => {
        if (abort.signal.aborted) return;
        setLoaded(true);
        notify({ tone: 'error', text: withDetail(T.loadListFailed, err) });
      });
    return () => abort.abort();
  }, [notify]);

  const open = (row: ApplicationSummary) => navigate(applicationPaths.detail(row.id));
  const columns = useMemo(
    () => applicationColumns({ filters, setFilter: (key, value) => setFilters((f) => ({ ...f, [key]: value })), open: (row) => navigate(applicationPaths.detail(row.id)), gridWidth }),
    [filters, gridWidth, navigate],
  );
  const shown = useMemo(() => shownApplications(rows, filters, sortColumns[0]), [rows, filters, sortColumns]);
  const filtering = Object.values(filters).some((q) => q?.trim());

  return (
    <>
      <ScreenBar>
        <h1>Applications</h1>
      </ScreenBar>
      <Hint>Rental applications students have submitted, newest first. Open one to read its answers and approve or decline it.</Hint>
      <GridBox ref={(el) => observeWidth(el, setGridWidth)}>
        <DataGrid
          aria-label="Rental applications"
          aria-busy={!loaded}
          columns={columns}
          rows={shown}
          rowKeyGetter={(r) => r.id}
          headerRowHeight={78}
          rowHeight={44}
          sortColumns={sortColumns}
          onSortColumnsChange={(s) => setSortColumns(s.slice(-1))}
          defaultColumnOptions={{ sortable: true, resizable: true, minWidth: 60 }}
          onCellDoubleClick={({ row, column }) => column.key !== 'actions' && open(row)}
          renderers={{ noRowsFallback: loaded ? <GridEmpty>{filtering ? 'No applications match these filters.' : 'No submitted applications yet.'}</GridEmpty> : null }}
        />
      </GridBox>
    </>
  );
}
