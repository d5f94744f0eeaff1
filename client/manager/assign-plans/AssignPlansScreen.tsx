import { useCallback, useMemo, useState } from 'react';
import { Link, useHref, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { PAYMENT_PLAN_MESSAGES } from '../../../shared/messages';
import { SETTINGS_DIALOG_RESET_MS, type PaymentPlanType } from '../../../shared/payment-plans/constants';
import { ASSIGNMENT_LISTS } from '../../../shared/payment-plans/offered';
import { PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { ExportMenu, FilterGrid, useFilterGrid } from '../components/FilterGrid';
import { ScreenBar } from '../components/ScreenBar';
import { useFadingDialog } from '../components/use-fading-dialog';
import { useManager } from '../context';
import { planPaths } from '../payment-plans/list/paths';
import { useUnsavedChangesPrompt } from '../webpages/save/unsaved-changes';
import { commonPlans, listsOf, withEdits } from './assignment-edits';
import { BED_FIELDS, bedPlace, filterChoices, hiddenCount, type GridRow } from './assignment-rows';
import { BulkBar } from './BulkBar';
import { assignmentColumns } from './columns';
import { PeriodChooser } from './PeriodChooser';
import { exportAssignments } from './export-assignments';
import { indexPlans, pickerChoices } from './plan-index';
import { PlanPickerDialog, type PickerMode } from './PlanPickerDialog';
import { StaleNotice } from './StaleNotice';
import { useAssignmentEdits } from './use-assignment-edits';
import { useAssignments } from './use-assignments';
import { usePeriodChoice } from './use-period-choice';

const Bar = styled(ScreenBar)`
  select { font: inherit; padding: 9px 10px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; background: #fff; }
  .pending { color: ${theme.color.muted}; font-size: 0.9rem; }
  @media (max-width: 600px) { h1 { flex-basis: 100%; } > * { flex: 1 1 auto; } button { text-align: center; } }
`;

const Count = styled.p`
  margin: 0 0 8px;
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const beds = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'bed' : 'beds'}`;
const NO_SELECTION: ReadonlySet<number> = new Set();

/** Assign Plans (2-manager-settings.md §2): a lease period's payment plans per bed and tenant type, one by one or in bulk. */
export function AssignPlansScreen() {
  const { canWrite } = useManager();
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const { propertyId, leasePeriodId, periods, periodsLoaded, names, choose: show } = usePeriodChoice();
  const load = useAssignments(propertyId, leasePeriodId);
  const { key, rows, plans, loaded } = load;
  const editor = useAssignmentEdits({ key, rows, leasePeriodId, saved: load.saved, reload: load.reload });
  const { edits, dirty, saving, assign } = editor;
  const canEdit = canWrite && !saving;
  useUnsavedChangesPrompt(dirty, PAYMENT_PLAN_MESSAGES.unsavedChanges);

  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: '', ids: NO_SELECTION });
  const selected = selection.key === key ? selection.ids : NO_SELECTION;
  const picker = useFadingDialog<PickerMode>(SETTINGS_DIALOG_RESET_MS);

  const index = useMemo(() => indexPlans(plans), [plans]);
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const savedById = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const grid = useFilterGrid(rows, BED_FIELDS, { choices, headerRowHeight: 64 });
  const { shown, filtering } = grid;
  const display = useMemo(() => withEdits(shown, edits), [shown, edits]);
  const hidden = useMemo(() => (selected.size > 1 ? hiddenCount(shown, selected) : 0), [shown, selected]);

  const { open: openPicker } = picker;
  const pick = useCallback(
    (row: GridRow, type: PaymentPlanType) => {
      const list = ASSIGNMENT_LISTS[type];
      const held = [...new Set([...(savedById.get(row.id)?.[list] ?? []), ...row[list]])];
      openPicker({ bedId: row.id, place: bedPlace(row), type, held: row[list], choices: pickerChoices(index, type, held) });
    },
    [index, savedById, openPicker],
  );
  const columns = assignmentColumns(grid, { canEdit, plans: index, pick, previewHref: (id) => `${base}${planPaths.preview(id)}`, preview: (id) => navigate(planPaths.preview(id)) });

  /** Moves to another property or lease period; pending changes are asked about first (spec §4). */
  const choose = (property: number, leasePeriod: number | null) => {
    if (dirty && !window.confirm(PAYMENT_PLAN_MESSAGES.unsavedChanges)) return;
    editor.discard();
    // Another property has other buildings and floors: its beds start unfiltered.
    if (property !== propertyId) grid.setFilters({});
    show(property, leasePeriod);
  };

  const applyBulk = (type: PaymentPlanType, planIds: number[]) => assign(selected, ASSIGNMENT_LISTS[type], planIds);

  const exportAs = (kind: 'csv' | 'xlsx') => exportAssignments(kind, display, index, names);

  const emptyText = filtering ? 'No beds match these filters.' : 'This property has no beds yet.';
  return (
    <>
      <Bar>
        <h1>Assign Plans</h1>
        <ExportMenu onExport={exportAs} disabled={!display.length} />
        {canWrite && (
          <>
            {dirty && <span className="pending">{beds(edits.size)} changed</span>}
            <PrimaryButton type="button" disabled={!dirty || saving} onClick={() => void editor.save()}>
              {saving ? 'Saving…' : 'Save'}
            </PrimaryButton>
          </>
        )}
      </Bar>
      <PeriodChooser
        propertyId={propertyId}
        leasePeriodId={leasePeriodId}
        periods={periods}
        periodsLoaded={periodsLoaded}
        onProperty={(id) => choose(id, null)}
        onLeasePeriod={(id) => propertyId && choose(propertyId, id)}
      />
      {editor.stale && <StaleNotice onReload={editor.catchUp} />}
      {canWrite && selected.size > 1 && (
        <BulkBar
          plans={index}
          selected={selected.size}
          hidden={hidden}
          common={(type) => commonPlans(selected, (id) => listsOf(edits, savedById, id), ASSIGNMENT_LISTS[type])}
          apply={applyBulk}
          clear={() => setSelection({ key, ids: NO_SELECTION })}
          disabled={saving}
        />
      )}
      {!propertyId ? (
        <p>Choose a property to assign its payment plans.</p>
      ) : periodsLoaded && !periods.length ? (
        <p>This property has no lease periods yet: add one on the Lease Periods screen first.</p>
      ) : (
        <>
          <Count data-testid="bed-count">{loaded ? (filtering ? `${shown.length.toLocaleString('en-US')} of ${beds(rows.length)}` : beds(rows.length)) : 'Loading…'}</Count>
          <FilterGrid
            grid={grid}
            label="Payment plan assignments"
            columns={columns}
            rows={display}
            loaded={loaded}
            selectedRows={canEdit ? selected : undefined}
            onSelectedRowsChange={canEdit ? (ids) => setSelection({ key, ids }) : undefined}
            minColumnWidth={50}
            empty={
              <>
                {emptyText}
                {!filtering && canWrite && (
                  <>
                    {' '}
                    <Link to="/settings/layouts">Add beds on the Layouts screen.</Link>
                  </>
                )}
              </>
            }
          />
        </>
      )}
      {picker.dialog && (
        <PlanPickerDialog
          key={picker.dialog.key}
          mode={picker.dialog.mode}
          closing={picker.dialog.closing}
          onClose={picker.close}
          onApply={(ids) => {
            const { bedId, type } = picker.dialog!.mode;
            assign([bedId], ASSIGNMENT_LISTS[type], ids);
            picker.close();
          }}
        />
      )}
    </>
  );
}
