import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { ApplicationListNarrowing } from '../../../../shared/alerts/manager-links';
import { formatShortDate } from '../../../../shared/dates';
import type { ApplicationSummary } from '../../../../shared/rental-application/application-types';
import { withDetail } from '../../../api/error-details';
import { theme } from '../../../ui/theme';
import { ExportMenu, FilterGrid, useFilterGrid } from '../../components/FilterGrid';
import { newestFirst } from '../../components/grid-rows';
import { useLoad } from '../../components/use-load';
import { NarrowedNotice, useNarrowedRows } from '../../components/use-narrowing';
import { ScreenBar } from '../../components/ScreenBar';
import { useManager } from '../../context';
import { SendMessageButton, useRowSelection, useSelectableColumns } from '../../send-message/grid-selection';
import { applicationsApi } from '../applications-api';
import { applicationPaths } from '../paths';
import { APPLICATION_SCREEN_TEXTS as T } from '../texts';
import { APPLICATION_FIELDS, inApplicationNarrowing } from './application-rows';
import { APPLICATION_CHOICES, applicationColumns } from './columns';

const Hint = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.muted};
`;


/** The company's submitted rental applications: filter, sort, open one (double-click or Open); narrowed from the Alerts screen's links. */
export function ApplicationsScreen() {
  const { notify, organization } = useManager();
  const navigate = useNavigate();
  const load = useLoad('applications', (signal) => applicationsApi.list(signal), { onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadListFailed, err) }) });
  const { narrowing, rows } = useNarrowedRows(load.data, ApplicationListNarrowing, inApplicationNarrowing);
  const grid = useFilterGrid(rows, APPLICATION_FIELDS, { tie: newestFirst, choices: APPLICATION_CHOICES });
  const at = organization.properties.filter((p) => narrowing?.property?.includes(p.id)).map((p) => p.name);
  const open = useCallback((row: ApplicationSummary) => navigate(applicationPaths.detail(row.id)), [navigate]);
  const selection = useRowSelection();
  const columnsFor = useCallback((fit: Pick<typeof grid, 'width' | 'header'>) => applicationColumns(fit, { open }), [open]);
  const columns = useSelectableColumns(selection.on, grid, columnsFor);

  return (
    <>
      <ScreenBar>
        <h1>Applications</h1>
        <SendMessageButton kind="application_ids" selected={selection.selected} rows={rows} />
        <ExportMenu onExport={(kind) => grid.exportAs(kind, 'applications')} disabled={!grid.shown.length} />
      </ScreenBar>
      <Hint>Rental applications students have submitted, newest first. Open one to read its answers and approve or decline it.</Hint>
      {narrowing && <NarrowedNotice>{T.narrowed(narrowing.status, narrowing.submitted_from ? formatShortDate(narrowing.submitted_from) : null, at)}</NarrowedNotice>}
      <FilterGrid
        grid={grid}
        label="Rental applications"
        columns={columns}
        {...selection.gridProps}
        loaded={load.loaded}
        onOpen={open}
        empty={grid.filtering || narrowing ? 'No applications match these filters.' : 'No submitted applications yet.'}
      />
    </>
  );
}
