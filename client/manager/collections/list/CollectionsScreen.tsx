import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { CollectionListNarrowing } from '../../../../shared/alerts/manager-links';
import { withDetail } from '../../../api/error-details';
import { theme } from '../../../ui/theme';
import { FilterGrid, ListHeading, useFilterGrid } from '../../components/FilterGrid';
import { PropertyChips } from '../../components/PropertyChips';
import { useLoad } from '../../components/use-load';
import { NarrowedNotice, useNarrowedRows } from '../../components/use-narrowing';
import { useManager } from '../../context';
import { SendMessageButton, useRowSelection, useSelectableColumns } from '../../send-message/grid-selection';
import { collectionsApi } from '../collections-api';
import { collectionPaths } from '../paths';
import { COLLECTION_TEXTS as T } from '../texts';
import { collectionColumns } from './columns';
import { COLLECTION_FIELDS, collectionChoices, collectionTotals, inCollectionNarrowing } from './collection-rows';

const Chooser = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 12px;
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.9rem; }
`;

// The grid's one summary row: the totals of the rows shown.
const TOTALS_ROW = [{}];

/** Collections (issue 28): the chosen properties' executed leases with balance, past due and aging; filter, sort, export, open a ledger; narrowed to an aging bucket from the Alerts screen's chart. */
export function CollectionsScreen() {
  const { notify, selectedPropertyIds, setSelectedPropertyIds } = useManager();
  const navigate = useNavigate();
  const key = selectedPropertyIds.join(',');
  const load = useLoad(key ? `collections-${key}` : null, (signal) => collectionsApi.list(selectedPropertyIds, signal), {
    onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadListFailed, err) }),
  });
  const { narrowing, rows } = useNarrowedRows(load.data, CollectionListNarrowing, inCollectionNarrowing);
  const choices = useMemo(() => collectionChoices(rows), [rows]);
  const grid = useFilterGrid(rows, COLLECTION_FIELDS, { choices });
  const totals = useMemo(() => collectionTotals(grid.shown), [grid.shown]);
  // Rows are leases (keyed by lease id): the picked ones go to Send message as leases.
  const selection = useRowSelection();
  const columnsFor = useCallback((fit: Pick<typeof grid, 'width' | 'header'>) => collectionColumns(fit, totals), [totals]);
  const columns = useSelectableColumns(selection.on, grid, columnsFor);

  return (
    <>
      <ListHeading title={T.title} intro={T.intro} grid={grid} fileName="collections" actions={<SendMessageButton kind="lease_ids" selected={selection.selected} rows={rows} />} />
      {narrowing && <NarrowedNotice>{T.narrowed(T.columns[narrowing.aging])}</NarrowedNotice>}
      <Chooser>
        <PropertyChips value={selectedPropertyIds} onChange={setSelectedPropertyIds} />
        {key && load.loaded && <p data-testid="lease-count">{T.leaseCount(grid.shown.length, rows.length)}</p>}
      </Chooser>
      {!key ? (
        <p>{T.chooseProperty}</p>
      ) : (
        <FilterGrid
          grid={grid}
          label={T.title}
          columns={columns}
          {...selection.gridProps}
          bottomSummaryRows={grid.shown.length ? TOTALS_ROW : undefined}
          loaded={load.loaded}
          onOpen={(row) => navigate(collectionPaths.ledger(row.lease_id))}
          empty={grid.filtering || narrowing ? T.emptyFiltered : T.emptyList}
        />
      )}
    </>
  );
}
