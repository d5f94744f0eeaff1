import { useCallback, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { compareLayouts } from '../../../shared/layouts/order';
import { LAYOUT_MESSAGES as M } from '../../../shared/messages';
import { SETTINGS_DIALOG_RESET_MS } from '../../../shared/payment-plans/constants';
import { withDetail } from '../../api/error-details';
import { ApiError } from '../../../shared/api-errors';
import { PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SecondaryButton } from '../components/Dialog';
import { ExportMenu, FilterGrid, useFilterGrid } from '../components/FilterGrid';
import { fileSlug } from '../components/grid-export';
import { PropertyChips } from '../components/PropertyChips';
import { ScreenBar } from '../components/ScreenBar';
import { useFadingDialog } from '../components/use-fading-dialog';
import { useLoad } from '../components/use-load';
import { useManager } from '../context';
import { layoutColumns } from './columns';
import { ImportDialog } from './ImportDialog';
import { LayoutDialog, type LayoutDialogMode } from './LayoutDialog';
import { layoutFields, placeRow } from './layout-rows';
import { layoutsApi, type Layout } from './layouts-api';

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

const ROW_HEIGHT = 40;
const NONE: Layout[] = [];

type DialogMode = LayoutDialogMode | { kind: 'import' };

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'bed' : 'beds'}`;

/** Layouts (2-manager-settings.md §2): the beds of the chosen properties; add, edit, delete, import, export. */
export function LayoutsScreen() {
  const { canWrite, notify, organization, selectedPropertyIds, setSelectedPropertyIds } = useManager();
  const key = selectedPropertyIds.join(',');
  // The beds of the chosen properties (`GET /api/layouts/?property=`), loaded again when the choice changes.
  const load = useLoad(key || null, (signal) => layoutsApi.list(selectedPropertyIds, signal), { onFailed: () => notify({ tone: 'error', text: M.loadFailed }) });
  const { loaded, reload, update } = load;
  const rows = load.data ?? NONE;
  const [deleting, setDeleting] = useState<Layout | null>(null);
  const { dialog, open, close } = useFadingDialog<DialogMode>(SETTINGS_DIALOG_RESET_MS);
  const names = useMemo(() => new Map(organization.properties.map((p) => [p.id, p.name])), [organization]);
  const fields = useMemo(() => layoutFields(names), [names]);
  const grid = useFilterGrid(rows, fields, { tie: compareLayouts, rowHeight: ROW_HEIGHT });
  const { shown, filtering } = grid;
  const onlyProperty = selectedPropertyIds.length === 1 ? selectedPropertyIds[0] : undefined;

  const columns = layoutColumns(grid, fields, { canWrite, edit: (row) => open({ kind: 'edit', row }), remove: setDeleting });
  const saved = (layout: Layout, created: boolean) => {
    close();
    // A bed moved to a property that is not chosen leaves the grid.
    update((all) => (selectedPropertyIds.includes(layout.property_id) ? placeRow(all, layout) : all.filter((r) => r.id !== layout.id)));
    notify({ tone: 'success', text: created ? M.created : M.updated });
  };

  const reloadRow = useCallback(async (id: number) => (await reload())?.find((r) => r.id === id) ?? null, [reload]);

  const remove = async (row: Layout) => {
    setDeleting(null);
    try {
      await layoutsApi.remove(row.id);
      update((all) => all.filter((r) => r.id !== row.id));
      notify({ tone: 'success', text: M.deleted });
    } catch (err) {
      notify({ tone: 'error', text: withDetail(M.deleteFailed, err) });
      // Gone already (someone else deleted it): the grid catches up.
      if (err instanceof ApiError && err.status === 404) void reload();
    }
  };

  const imported = (propertyId: number) => {
    // The imported property's beds come into view: chosen already, they are loaded again; if not, it is chosen.
    if (selectedPropertyIds.includes(propertyId)) void reload();
    else setSelectedPropertyIds(organization.properties.filter((p) => p.id === propertyId || selectedPropertyIds.includes(p.id)).map((p) => p.id));
  };

  const exportName = onlyProperty ? `layouts-${fileSlug(names.get(onlyProperty) ?? '')}` : 'layouts';

  const emptyText = filtering ? 'No layouts match these filters.' : canWrite ? 'No layouts yet: add a layout or import a CSV file of beds.' : 'No layouts yet.';
  return (
    <>
      <Bar>
        <h1>Layouts</h1>
        <ExportMenu onExport={(kind) => grid.exportAs(kind, exportName)} disabled={!shown.length} />
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
        <FilterGrid
          grid={grid}
          label="Layouts"
          columns={columns}
          loaded={loaded}
          onOpen={(row) => canWrite && open({ kind: 'edit', row })}
          empty={emptyText}
        />
      )}
      {dialog?.mode.kind === 'import' && <ImportDialog key={dialog.key} propertyId={onlyProperty} closing={dialog.closing} onClose={close} onImported={imported} />}
      {dialog && dialog.mode.kind !== 'import' && (
        <LayoutDialog key={dialog.key} mode={dialog.mode} closing={dialog.closing} onClose={close} onSaved={(layout) => saved(layout, dialog.mode.kind === 'new')} reload={reloadRow} />
      )}
      {deleting && <ConfirmDialog question={M.deleteConfirm} onAgree={() => void remove(deleting)} onDisagree={() => setDeleting(null)} />}
    </>
  );
}
