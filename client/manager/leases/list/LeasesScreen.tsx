import { useNavigate } from 'react-router-dom';
import { BED_STATE_LABELS, stageStatuses } from '../../../../shared/alerts/bed-states';
import { LeaseListNarrowing } from '../../../../shared/alerts/manager-links';
import { withDetail } from '../../../api/error-details';
import { FilterGrid, ListHeading, useFilterGrid } from '../../components/FilterGrid';
import { useLoad } from '../../components/use-load';
import { NarrowedNotice, useNarrowedRows } from '../../components/use-narrowing';
import { useManager } from '../../context';
import { SendMessageButton, useRowSelection, useSelectableColumns } from '../../send-message/grid-selection';
import { leasesApi } from '../leases-api';
import { leasePaths } from '../paths';
import { LEASE_SCREEN_TEXTS as T } from '../texts';
import { leaseColumns } from './columns';
import { inLeaseNarrowing, LEASE_CHOICES, LEASE_FIELDS } from './lease-rows';

// Two lines a row: the tenant's name over their e-mail.
const ROW_HEIGHT = 52;

/** The company's leases, latest change first: filter, sort, export, open one; narrowed to a lease period's stage from the Alerts screen's chart. */
export function LeasesScreen() {
  const { notify } = useManager();
  const navigate = useNavigate();
  const load = useLoad('leases', (signal) => leasesApi.list(signal), { onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadListFailed, err) }) });
  const { narrowing, rows } = useNarrowedRows(load.data, LeaseListNarrowing, inLeaseNarrowing);
  const grid = useFilterGrid(rows, LEASE_FIELDS, { choices: LEASE_CHOICES, rowHeight: ROW_HEIGHT });
  const selection = useRowSelection();
  const columns = useSelectableColumns(selection.on, grid, leaseColumns);

  return (
    <>
      <ListHeading title="Leases" intro={T.intro} grid={grid} fileName="leases" actions={<SendMessageButton kind="lease_ids" selected={selection.selected} rows={rows} />} />
      {narrowing && (
        <NarrowedNotice>{T.narrowed(rows[0] ? `${rows[0].lease_period_name} at ${rows[0].property_name}` : T.thisPeriod, BED_STATE_LABELS[narrowing.stage], stageStatuses(narrowing.stage))}</NarrowedNotice>
      )}
      <FilterGrid
        grid={grid}
        label="Leases"
        columns={columns}
        {...selection.gridProps}
        loaded={load.loaded}
        onOpen={(row) => navigate(leasePaths.detail(row.id))}
        empty={grid.filtering || narrowing ? T.emptyFiltered : T.emptyList}
      />
    </>
  );
}
