import { useCallback, useMemo, useState } from 'react';
import { DataGrid, type SortColumn } from 'react-data-grid';
import { styled } from 'styled-components';
import { LAYOUT_MESSAGES as M } from '../../../shared/messages';
import { SETTINGS_DIALOG_RESET_MS } from '../../../shared/payment-plans/constants';
import { withDetail } from '../../api/error-details';
import { ApiError } from '../../api/errors';
import { PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SecondaryButton } from '../components/Dialog';
import { GridBox, GridEmpty, observeWidth, useGridStyles } from '../components/grid';
import { exportCsv, exportXlsx, fileSlug } from '../components/grid-export';
import { PropertyChips } from '../components/PropertyChips';
import { ScreenBar } from '../components/ScreenBar';
import { useManager } from '../context';
import { useFadingDialog } from '../components/use-fading-dialog';
import { layoutColumns } from './columns';
import { ImportDialog } from './ImportDialog';
import { LayoutDialog, type LayoutDialogMode } from './LayoutDialog';
import { exportTable, indexLayouts, placeRow, shownLayouts, type LayoutFilters } from './layout-rows';
import { layoutsApi, type Layout } from './layouts-api';
import { observeHeight, scrollbarWidth } from './scrollbar';
import { useLayouts } from './use-layouts';

const Bar = styled(ScreenBar)`
  select { font: inherit; padding: 9px 10px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; background: #fff; }
  @media (max-width: 600px) { h1 { flex-basis: 100%; } > * { flex: 1 1 auto; } button { text-align: center; } }
`;

const Chooser = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 12px;
  p { margin: 0; color: ${theme.color.muted}; font-size: 0.9rem; }
`;

const HEADER_HEIGHT = 78;
const ROW_HEIGHT = 40;

type DialogMode = LayoutDialogMode | { kind: 'import' };

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'bed' : 'beds'}`;

/** Layouts (2-manager-settings.md §2): the beds of the chosen properties; add, edit, delete, import, export. */
export function LayoutsScreen() {
  useGridStyles();
  const { canWrite, notify, organization, selectedPropertyIds, setSelectedPropertyIds } = useManager();
  const { rows, loaded, reload, update } = useLayouts(selectedPropertyIds);
  const [sortColumns, setSortColumns] = useState<SortColumn[]>([]);
  const [filters, setFilters] = useState<LayoutFilters>({});
  const [gridWidth, setGridWidth] = useState(0);
  const [gridHeight, setGridHeight] = useState(0);
  const [deleting, setDeleting] = useState<Layout | null>(null);
  const { dialog, open, close } = useFadingDialog<DialogMode>(SETTINGS_DIALOG_RESET_MS);
  const names = useMemo(() => new Map(organization.properties.map((p) => [p.id, p.name])), [organization]);
  const onlyProperty = selectedPropertyIds.length === 1 ? selectedPropertyIds[0] : undefined;

  const index = useMemo(() => indexLayouts(rows, names), [rows, names]);
  const shown = useMemo(() => shownLayouts(index, filters, sortColumns[0]), [index, filters, sortColumns]);
  const filtering = Object.values(filters).some((q) => q?.trim());
  // Rows taller than the grid bring a vertical scrollbar, which takes its width from the columns.
  const scrolls = HEADER_HEIGHT + shown.length * ROW_HEIGHT > gridHeight;
  const fitWidth = scrolls && gridWidth ? gridWidth - scrollbarWidth() : gridWidth;

  const columns = useMemo(
    () =>
      layoutColumns({
        canWrite,
        names,
        filters,
        setFilter: (key, value) => setFilters((f) => ({ ...f, [key]: value })),
        edit: (row) => open({ kind: 'edit', row }),
        remove: setDeleting,
        gridWidth: fitWidth,
      }),
    [canWrite, names, filters, fitWidth, open],
  );
  const saved = (layout: Layout, created: boolean) => {
    close();
    // A bed moved to a property that is not chosen leaves the grid.
    update((all) => (selectedPropertyIds.includes(layout.property_id) ? placeRow(all, layout) : all.filter((r) => r.id !== layout.id)));
    notify({ tone: 'success', text: created ? M.created : M.updated });
  };

  const reloadRow = useCallback(async (id: number) => (await reload()).find((r) => r.id === id) ?? null, [reload]);

  const remove = async (row: Layout) => {
    setDeleting(null);
    try {
      await layoutsApi.remove(row.id);
      update((all) => all.filter((r) => r.id !== row.id));
      notify({ tone: 'success', text: M.deleted });
    } catch (err) {
      notify({ tone: 'error', text: withDetail(M.deleteFailed, err) });
      // Gone already (someone else deleted it): the grid catches up.
      if (err instanceof ApiError && err.status === 404) reload().catch(() => undefined);
    }
  };

  const imported = (propertyId: number) => {
    // The imported property's beds come into view: chosen already, they are loaded again; if not, it is chosen.
    if (selectedPropertyIds.includes(propertyId)) reload().catch(() => undefined);
    else setSelectedPropertyIds(organization.properties.filter((p) => p.id === propertyId || selectedPropertyIds.includes(p.id)).map((p) => p.id));
  };

  const exportAs = (kind: string) => {
    const { header, body } = exportTable(shown, names);
    const name = onlyProperty ? `layouts-${fileSlug(names.get(onlyProperty) ?? '')}` : 'layouts';
    if (kind === 'csv') exportCsv(header, body, `${name}.csv`);
    if (kind === 'xlsx') void exportXlsx(header, body, `${name}.xlsx`);
  };

  const emptyText = filtering ? 'No layouts match these filters.' : canWrite ? 'No layouts yet: add a layout or import a CSV file of beds.' : 'No layouts yet.';
  return (
    <>
      <Bar>
        <h1>Layouts</h1>
        <select aria-label="Export" value="" onChange={(e) => exportAs(e.target.value)} disabled={!shown.length}>
          <option value="">Export…</option>
          <option value="csv">Export to CSV</option>
          <option value="xlsx">Export to Excel</option>
        </select>
        {canWrite && (
          <>
            <SecondaryButton type="button" onClick={() => open({ kind: 'import' })}>
              Import
            </SecondaryButton>
            <PrimaryButton type="button" onClick={() => open({ kind: 'new', propertyId: onlyProperty })}>
              Add Layout
            </PrimaryButton>
          </>
        )}
      </Bar>
      <Chooser>
        <PropertyChips value={selectedPropertyIds} onChange={setSelectedPropertyIds} />
        {selectedPropertyIds.length > 0 && loaded && <p data-testid="bed-count">{filtering ? `${shown.length.toLocaleString('en-US')} of ${count(rows.length)}` : count(rows.length)}</p>}
      </Chooser>
      {!selectedPropertyIds.length ? (
        <p>Choose a property above to see its layouts.</p>
      ) : (
        <GridBox
          ref={(el) => {
            observeWidth(el, setGridWidth);
            observeHeight(el, setGridHeight);
          }}
        >
          <DataGrid
            aria-label="Layouts"
            aria-busy={!loaded}
            columns={columns}
            rows={shown}
            rowKeyGetter={(r) => r.id}
            headerRowHeight={HEADER_HEIGHT}
            rowHeight={ROW_HEIGHT}
            sortColumns={sortColumns}
            onSortColumnsChange={(s) => setSortColumns(s.slice(-1))}
            defaultColumnOptions={{ sortable: true, resizable: true, minWidth: 60 }}
            onCellDoubleClick={({ row, column }) => canWrite && column.key !== 'actions' && open({ kind: 'edit', row })}
            renderers={{ noRowsFallback: loaded ? <GridEmpty>{emptyText}</GridEmpty> : null }}
          />
        </GridBox>
      )}
      {dialog?.mode.kind === 'import' && <ImportDialog key={dialog.key} propertyId={onlyProperty} closing={dialog.closing} onClose={close} onImported={imported} />}
      {dialog && dialog.mode.kind !== 'import' && (
        <LayoutDialog key={dialog.key} mode={dialog.mode} closing={dialog.closing} onClose={close} onSaved={(layout) => saved(layout, dialog.mode.kind === 'new')} reload={reloadRow} />
      )}
      {deleting && <ConfirmDialog question={M.deleteConfirm} onAgree={() => void remove(deleting)} onDisagree={() => setDeleting(null)} />}
    </>
  );
}
