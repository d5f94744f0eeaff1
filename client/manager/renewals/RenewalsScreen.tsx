import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { withDetail } from '../../api/error-details';
import { Alert, PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SecondaryButton } from '../components/Dialog';
import { DIALOG_FADE_MS } from '../components/DialogFade';
import { FilterGrid, ListHeading, useFilterGrid } from '../components/FilterGrid';
import { useFadingDialog } from '../components/use-fading-dialog';
import { Loading, useLoad } from '../components/use-load';
import { useManager } from '../context';
import { leasePaths } from '../leases/paths';
import { useSelectableColumns } from '../send-message/grid-selection';
import { renewalColumns } from './columns';
import type { EachLeaseOutcome } from './each-lease';
import { NotRenewingDialog } from './NotRenewingDialog';
import { PeriodSummary } from './PeriodSummary';
import { namedReasons, pickedRows, renewalChoices, RENEWAL_FIELDS, residentName } from './renewal-rows';
import { renewalsApi, type RenewalGridRow } from './renewals-api';
import { RENEWAL_TEXTS as T } from './texts';
import { useTargetPeriod } from './use-target-period';

/** As tall as the Export menu beside them. */
const Action = styled(PrimaryButton)`
  padding: 9px 16px;
`;
const SecondaryAction = styled(SecondaryButton)`
  padding: 9px 16px;
`;

const Count = styled.p`
  margin: 0 0 8px;
  color: ${theme.color.muted};
  font-size: 0.9rem;
`;

const NoteBox = styled.div`
  margin-bottom: 12px;
`;

const Reasons = styled.ul`
  margin: 6px 0 0;
  padding-left: 18px;
`;

const NONE: RenewalGridRow[] = [];
const NO_SELECTION: ReadonlySet<number> = new Set();

/** What the last bulk action could not do, with the server's reasons. */
type Note = { title: string; lines: string[] };

/**
 * Renewals (issue 47): the residents who may renew into a lease period, with their current bed and
 * where their renewal stands; the renewal rate and deadline; bulk invitations and not-renewing marks.
 */
export function RenewalsScreen() {
  const { notify, canWrite } = useManager();
  const navigate = useNavigate();
  const target = useTargetPeriod();
  const periodId = target.period?.id ?? null;
  const load = useLoad(periodId ? `renewals-${periodId}` : null, (signal) => renewalsApi.list(periodId!, signal), {
    onFailed: (err) => notify({ tone: 'error', text: withDetail(T.loadFailed, err) }),
  });
  const rows = load.data?.rows ?? NONE;
  const choices = useMemo(() => renewalChoices(rows), [rows]);
  const grid = useFilterGrid(rows, RENEWAL_FIELDS, { choices });

  const [selection, setSelection] = useState<{ period: number | null; ids: ReadonlySet<number> }>({ period: null, ids: NO_SELECTION });
  const selected = selection.period === periodId ? selection.ids : NO_SELECTION;
  const picked = pickedRows(rows, selected);
  const clearSelection = () => setSelection({ period: periodId, ids: NO_SELECTION });
  const [note, setNote] = useState<Note | null>(null);
  const [inviting, setInviting] = useState(false);
  const [offering, setOffering] = useState<RenewalGridRow | null>(null);
  const [renewing, setRenewing] = useState<RenewalGridRow | null>(null);
  const notRenewing = useFadingDialog<readonly number[]>(DIALOG_FADE_MS);

  const rowActions = useMemo(() => ({ offerAgain: setOffering, renew: setRenewing }), []);
  const columnsFor = useCallback((fit: Parameters<typeof renewalColumns>[0]) => renewalColumns(fit, canWrite ? rowActions : null), [canWrite, rowActions]);
  const columns = useSelectableColumns(canWrite, grid, columnsFor);

  const invite = async () => {
    if (!periodId || inviting) return;
    setInviting(true);
    setNote(null);
    try {
      const outcome = await renewalsApi.invite({ lease_period_id: periodId, lease_ids: picked.map((r) => r.lease_id) });
      notify({ tone: 'success', text: T.invite.done(outcome.queued, outcome.skipped.length) });
      if (outcome.skipped.length) setNote({ title: T.invite.skippedTitle, lines: namedReasons(outcome.skipped, rows) });
      clearSelection();
    } catch (err) {
      notify({ tone: 'error', text: withDetail(T.invite.failed, err) });
    } finally {
      setInviting(false);
    }
  };

  const marked = (outcome: EachLeaseOutcome) => {
    notRenewing.close();
    notify({ tone: 'success', text: T.notRenewing.done(outcome.done.length, outcome.refused.length) });
    setNote(outcome.refused.length ? { title: T.notRenewing.refusedTitle, lines: namedReasons(outcome.refused, rows) } : null);
    clearSelection();
    void load.reload();
  };

  const offer = async (row: RenewalGridRow) => {
    setOffering(null);
    try {
      await renewalsApi.offerAgain(row.lease_id);
      notify({ tone: 'success', text: T.offerAgain.done });
      void load.reload();
    } catch (err) {
      notify({ tone: 'error', text: withDetail(T.offerAgain.failed, err) });
    }
  };

  const renew = async (row: RenewalGridRow) => {
    setRenewing(null);
    if (!periodId) return;
    try {
      await renewalsApi.renew({ lease_id: row.lease_id, lease_period_id: periodId, bed_id: row.bed_id });
      notify({ tone: 'success', text: T.renew.done });
      void load.reload();
    } catch (err) {
      notify({ tone: 'error', text: withDetail(T.renew.failed, err) });
    }
  };

  const actions = canWrite && (
    <>
      <Action type="button" disabled={!picked.length || inviting} onClick={() => void invite()}>
        {inviting ? T.invite.busy : T.invite.button}
      </Action>
      <SecondaryAction type="button" disabled={!picked.length} onClick={() => notRenewing.open(picked.map((r) => r.lease_id))}>
        {T.notRenewing.button}
      </SecondaryAction>
    </>
  );
  const fileName = `renewals-${(target.period?.name ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  return (
    <>
      <ListHeading title={T.title} intro={T.intro} grid={grid} fileName={fileName} actions={target.period && actions} />
      <Loading load={target.load} failed={T.loadPeriodsFailed} busy={T.loadingPeriods}>
        {(periods) =>
          !target.period ? (
            <p>{T.noPeriods}</p>
          ) : (
            <>
              <PeriodSummary periods={periods} period={target.period} onChoose={target.choose} list={load.data} />
              {note && (
                <NoteBox>
                  <Alert tone="info" onDismiss={() => setNote(null)}>
                    {note.title}
                    <Reasons>
                      {note.lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </Reasons>
                  </Alert>
                </NoteBox>
              )}
              {load.loaded && (
                <Count data-testid="resident-count">
                  {T.residentCount(grid.shown.length, rows.length)}
                  {picked.length > 0 && ` · ${T.selectedCount(picked.length)}`}
                </Count>
              )}
              {load.failed ? (
                <p role="alert">{T.loadFailed}</p>
              ) : (
                <FilterGrid
                  grid={grid}
                  label={T.title}
                  columns={columns}
                  {...(canWrite && { selectedRows: selected, onSelectedRowsChange: (ids: ReadonlySet<number>) => setSelection({ period: periodId, ids }) })}
                  loaded={load.loaded}
                  onOpen={(row) => navigate(leasePaths.detail(row.lease_id))}
                  empty={grid.filtering ? T.emptyFiltered : T.emptyList}
                />
              )}
            </>
          )
        }
      </Loading>
      {notRenewing.dialog && <NotRenewingDialog key={notRenewing.dialog.key} leaseIds={notRenewing.dialog.mode} closing={notRenewing.dialog.closing} onClose={notRenewing.close} onSaved={marked} />}
      {renewing && target.period && <ConfirmDialog question={T.renew.question(residentName(renewing), target.period.name)} onAgree={() => void renew(renewing)} onDisagree={() => setRenewing(null)} />}
      {offering && <ConfirmDialog question={T.offerAgain.question(residentName(offering))} onAgree={() => void offer(offering)} onDisagree={() => setOffering(null)} />}
    </>
  );
}
