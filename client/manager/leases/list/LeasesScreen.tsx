import { useNavigate } from 'react-router-dom';
import type { Lease } from '../../../../shared/leases/lease-types';
import { withDetail } from '../../../api/error-details';
import { FilterGrid, ListHeading, useFilterGrid } from '../../components/FilterGrid';
import { useLoad } from '../../components/use-load';
import { useManager } from '../../context';
import { leasesApi } from '../leases-api';
import { leasePaths } from '../paths';
import { LEASE_SCREEN_TEXTS as T } from '../texts';
import { leaseColumns } from './columns';
import { LEASE_CHOICES, LEASE_FIELDS } from './lease-rows';

const NONE: Lease[] = [];
// Two lines a row: the tenant's name over their e-mail.
const ROW_HEIGHT = 52;

/** The company's leases, latest change first: filter, sort, export, open one. */
export function LeasesScreen() {
  const { notify } = useManager();
  const navigate = useNavigate();
  const load = useLoad('leases', (signal) => leasesApi.list(signal), { onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadListFailed, err) }) });
  const grid = useFilterGrid(load.data ?? NONE, LEASE_FIELDS, { choices: LEASE_CHOICES, rowHeight: ROW_HEIGHT });

  return (
    <>
      <ListHeading title="Leases" intro={T.intro} grid={grid} fileName="leases" />
      <FilterGrid
        grid={grid}
        label="Leases"
        columns={leaseColumns(grid)}
        loaded={load.loaded}
        onOpen={(row) => navigate(leasePaths.detail(row.id))}
        empty={grid.filtering ? T.emptyFiltered : T.emptyList}
      />
    </>
  );
}
