import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ApplicationSummary } from '../../../../shared/rental-application/application-types';
import { withDetail } from '../../../api/error-details';
import { theme } from '../../../ui/theme';
import { ExportMenu, FilterGrid, useFilterGrid } from '../../components/FilterGrid';
import { newestFirst } from '../../components/grid-rows';
import { useLoad } from '../../components/use-load';
import { ScreenBar } from '../../components/ScreenBar';
import { useManager } from '../../context';
import { applicationsApi } from '../applications-api';
import { applicationPaths } from '../paths';
import { APPLICATION_SCREEN_TEXTS as T } from '../texts';
import { APPLICATION_FIELDS } from './application-rows';
import { APPLICATION_CHOICES, applicationColumns } from './columns';

const Hint = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.muted};
`;

const NONE: ApplicationSummary[] = [];

/** The company's submitted rental applications: filter, sort, open one (double-click or Open). */
export function ApplicationsScreen() {
  const { notify } = useManager();
  const navigate = useNavigate();
  const load = useLoad('applications', (signal) => applicationsApi.list(signal), { onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadListFailed, err) }) });
  const grid = useFilterGrid(load.data ?? NONE, APPLICATION_FIELDS, { tie: newestFirst, choices: APPLICATION_CHOICES });
  const open = (row: ApplicationSummary) => navigate(applicationPaths.detail(row.id));

  return (
    <>
      <ScreenBar>
        <h1>Applications</h1>
        <ExportMenu onExport={(kind) => grid.exportAs(kind, 'applications')} disabled={!grid.shown.length} />
      </ScreenBar>
      <Hint>Rental applications students have submitted, newest first. Open one to read its answers and approve or decline it.</Hint>
      <FilterGrid
        grid={grid}
        label="Rental applications"
        columns={applicationColumns(grid, { open })}
        loaded={load.loaded}
        onOpen={open}
        empty={grid.filtering ? 'No applications match these filters.' : 'No submitted applications yet.'}
      />
    </>
  );
}
