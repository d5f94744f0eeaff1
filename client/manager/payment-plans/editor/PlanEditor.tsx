import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { PAYMENT_PLAN_MESSAGES as M } from '../../../../shared/messages';
import { SETTINGS_DIALOG_RESET_MS } from '../../../../shared/payment-plans/constants';
import { Alert, PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { ApprovalConfirm } from '../../components/ApprovalConfirm';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SecondaryButton } from '../../components/Dialog';
import { useFadingDialog } from '../../components/use-fading-dialog';
import { useUnsavedChangesPrompt } from '../../webpages/save/unsaved-changes';
import { EntryDialog } from './EntryDialog';
import { EMPTY_ENTRY_FORM, formFromEntry, type EntryFormErrors } from './entry-form';
import { LedgerGrid } from './LedgerGrid';
import { ledgerRows, planSummary, type LedgerRow } from './ledger-rows';
import { planPaths } from './paths';
import { draftFromPlan, nextEntryKey, withLeasePeriod, withProperty, type DraftEntry, type PlanDraft } from './plan-draft';
import { PlanDetails } from './PlanDetails';
import { PlanFieldsForm } from './PlanFieldsForm';
import { PlanLayout } from './PlanLayout';
import type { PlanLoaded } from './PlanScreen';
import { PlanTotals } from './PlanTotals';
import { useLeasePeriods } from './use-lease-periods';
import { usePlanApproval } from './use-plan-approval';
import { usePlanSave } from './use-plan-save';

const Save = styled(PrimaryButton)`
  &:disabled { cursor: not-allowed; }
`;

const Approve = styled(SecondaryButton)`
  color: ${theme.color.action};
  font-weight: 700;
  border-color: ${theme.color.action};
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/** Which entry the dialog edits (null: a new one). */
type EntryDialogMode = { key: number | null };

/** Edit mode: the plan's fields, its ledger (in-page until Save), the totals; Save, then Final Approval. */
export function PlanEditor({ loaded }: { loaded: PlanLoaded }) {
  const { accounts } = loaded;
  const navigate = useNavigate();
  const [plan, setPlan] = useState(loaded.plan);
  const [draft, setDraft] = useState(() => draftFromPlan(loaded.plan));
  const [dirty, setDirty] = useState(false);
  const [deleting, setDeleting] = useState<LedgerRow | null>(null);
  const entryDialog = useFadingDialog<EntryDialogMode>(SETTINGS_DIALOG_RESET_MS);
  const { periods, failed: periodsFailed } = useLeasePeriods(draft.property_id, { propertyId: loaded.plan.property_id, periods: loaded.periods });
  const subPeriods = useMemo(() => periods?.find((p) => p.id === draft.lease_period_id)?.sub_periods ?? [], [periods, draft.lease_period_id]);
  const saver = usePlanSave(plan, (saved) => {
    setPlan(saved);
    setDraft(draftFromPlan(saved));
    setDirty(false);
  });
  const approval = usePlanApproval(plan, (approved) => navigate(planPaths.preview(approved.id)));
  useUnsavedChangesPrompt(dirty, M.unsavedChanges);

  const change = (next: (d: PlanDraft) => PlanDraft) => {
    setDraft(next);
    setDirty(true);
  };
  const rows = useMemo(() => ledgerRows(draft.entries, accounts, subPeriods), [draft.entries, accounts, subPeriods]);
  const summary = useMemo(() => planSummary(draft.entries, accounts), [draft.entries, accounts]);
  const errorKeys = useMemo(() => new Set(saver.problems.entries.keys()), [saver.problems.entries]);
  const { open: openEntry } = entryDialog;
  const actions = useMemo(() => ({ edit: (row: LedgerRow) => openEntry({ key: row.entry.key }), remove: setDeleting }), [openEntry]);

  const entryDone = (key: number | null, entry: Omit<DraftEntry, 'key' | 'id'>) => {
    change((d) => ({ ...d, entries: key === null ? [...d.entries, { ...entry, key: nextEntryKey(d.entries) }] : d.entries.map((e) => (e.key === key ? { ...e, ...entry } : e)) }));
    if (key !== null) saver.clearEntry(key);
    entryDialog.close();
  };
  const removeEntry = (key: number) => {
    change((d) => ({ ...d, entries: d.entries.filter((e) => e.key !== key) }));
    saver.clearEntry(key);
    setDeleting(null);
  };

  const open = entryDialog.dialog;
  const editedEntry = open?.mode.key != null ? draft.entries.find((e) => e.key === open.mode.key) : undefined;
  const { problems } = saver;
  return (
    <PlanLayout
      editing
      approved={false}
      name={plan.name}
      actions={
        <>
          <Save type="button" disabled={!dirty || saver.saving} onClick={() => void saver.save(draft)}>
            {saver.saving ? 'Saving…' : 'Save'}
          </Save>
          <Approve type="button" disabled={dirty || saver.saving || approval.busy} title={dirty ? 'Save the changes first' : undefined} onClick={approval.approve}>
            Final Approval
          </Approve>
        </>
      }
    >
      {problems.conflict && (
        <Alert tone="error" onDismiss={saver.dismissConflict}>
          {problems.conflict} Your changes are still here.
        </Alert>
      )}
      {problems.other.length > 0 && <Alert tone="error">{problems.other.join(' ')}</Alert>}
      <div className="top">
        <PlanFieldsForm
          fields={draft}
          errors={problems.fields}
          periods={periods}
          periodsFailed={periodsFailed}
          onProperty={(id) => {
            change((d) => withProperty(d, id));
            saver.clearField('property_id');
          }}
          onLeasePeriod={(id) => {
            change((d) => withLeasePeriod(d, id));
            saver.clearField('lease_period_id');
          }}
          onField={(key, value) => {
            change((d) => ({ ...d, [key]: value }));
            saver.clearField(key);
          }}
        />
        <PlanDetails plan={plan} />
      </div>
      <section className="ledger" aria-labelledby="ledger-heading">
        <header>
          <h2 id="ledger-heading">Ledger Entries</h2>
          <PrimaryButton type="button" onClick={() => openEntry({ key: null })}>
            Add Ledger Entry
          </PrimaryButton>
        </header>
        <LedgerGrid rows={rows} actions={actions} errorKeys={errorKeys} emptyText="No ledger entries yet: add the first one." />
        {problems.entries.size > 0 && (
          <Alert tone="error">
            {rows
              .filter((r) => problems.entries.has(r.entry.key))
              .map((r) => `Entry ${r.number}: ${Object.values(problems.entries.get(r.entry.key)!).join(' ')}`)
              .join(' ')}
          </Alert>
        )}
      </section>
      <PlanTotals summary={summary} />
      {open && (
        <EntryDialog
          key={open.key}
          editing={open.mode.key !== null}
          initial={editedEntry ? formFromEntry(editedEntry, accounts) : EMPTY_ENTRY_FORM}
          serverErrors={open.mode.key !== null ? (problems.entries.get(open.mode.key) as EntryFormErrors | undefined) : undefined}
          accounts={accounts}
          subPeriods={subPeriods}
          closing={open.closing}
          onClose={entryDialog.close}
          onDone={(entry) => entryDone(open.mode.key, entry)}
        />
      )}
      {deleting && <ConfirmDialog question={M.deleteEntryConfirm} onAgree={() => removeEntry(deleting.entry.key)} onDisagree={() => setDeleting(null)} />}
      <ApprovalConfirm approval={approval} />
    </PlanLayout>
  );
}
