import { Link, useParams } from 'react-router-dom';
import type { Ledger, LedgerLine } from '../../../../shared/ledger/ledger-types';
import { PrimaryButton } from '../../../ui/form';
import { api } from '../../api';
import { SecondaryButton } from '../../components/Dialog';
import { DIALOG_FADE_MS } from '../../components/DialogFade';
import { DetailBar, DetailPage } from '../../components/DetailPage';
import { MessageLog } from '../../components/MessageLog';
import { useFadingDialog } from '../../components/use-fading-dialog';
import { RecordLoading, useLoadAll } from '../../components/use-load';
import { useManager } from '../../context';
import { tenantName } from '../../leases/lease-text';
import { premisesLabel } from '../../../../shared/leases/premises';
import { leasesApi } from '../../leases/leases-api';
import { leasePaths } from '../../leases/paths';
import { collectionsApi } from '../collections-api';
import { LEDGER_TEXTS as T } from '../texts';
import { AdjustmentDialog } from './AdjustmentDialog';
import { LedgerLines } from './LedgerLines';
import { LedgerSummary } from './LedgerSummary';
import { PaymentDialog } from './PaymentDialog';
import { RefundDialog } from './RefundDialog';
import { ReverseDialog } from './ReverseDialog';
import { StatementLink } from './StatementLink';

type PaymentLine = LedgerLine & { payment: NonNullable<LedgerLine['payment']> };
type DialogMode = { kind: 'payment' } | { kind: 'adjustment' } | { kind: 'reverse'; line: LedgerLine } | { kind: 'refund'; line: PaymentLine };

/** A lease's ledger (issue 28): what it owes and how late, every line with its running balance; record a payment, adjust, reverse, refund a payment made online (issue 48). */
export function LedgerScreen() {
  const leaseId = Number(useParams().leaseId);
  const { notify, setCounts } = useManager();
  const load = useLoadAll(`ledger-${leaseId}`, { lease: (signal) => leasesApi.one(leaseId, signal), ledger: (signal) => collectionsApi.ledger(leaseId, signal) });
  const { dialog, open, close } = useFadingDialog<DialogMode>(DIALOG_FADE_MS);
  if (!load.data) return <RecordLoading load={load} notFound={T.notFound} loadFailed={T.loadFailed} />;

  const { lease, ledger } = load.data;
  // The past-due count in the navigation may have changed with the balance.
  const refreshCounts = () => void api.counts().then(setCounts, () => undefined);
  const changed = (next: Ledger, text: string) => {
    load.update((d) => ({ ...d, ledger: next }));
    close();
    notify({ tone: 'success', text });
    refreshCounts();
  };
  const reread = () => {
    void load.reload();
    refreshCounts();
  };
  // The payment's answer carries the ledger after it; the dialog stays open to show where it went.
  const paid = (next: Ledger) => {
    load.update((d) => ({ ...d, ledger: next }));
    notify({ tone: 'success', text: T.payment.recorded });
    refreshCounts();
  };
  // What the caller may write now, as the ledger answer says (shared/ledger/ledger-actions.ts).
  const can = new Set(ledger.can);

  return (
    <DetailPage>
      <DetailBar>
        <h1>{T.title(tenantName(lease))}</h1>
        {can.has('adjust') && (
          <SecondaryButton type="button" onClick={() => open({ kind: 'adjustment' })}>
            {T.addAdjustment}
          </SecondaryButton>
        )}
        {can.has('payment') && (
          <PrimaryButton type="button" onClick={() => open({ kind: 'payment' })}>
            {T.recordPayment}
          </PrimaryButton>
        )}
      </DetailBar>
      <p style={{ margin: 0 }}>
        {lease.property_name} · {premisesLabel(lease.bed)} · {lease.lease_period_name} · <Link to={leasePaths.detail(lease.id)}>{T.viewLease}</Link>
      </p>
      <LedgerSummary ledger={ledger} />
      <LedgerLines
        lines={ledger.lines}
        onReverse={can.has('reverse') ? (line) => open({ kind: 'reverse', line }) : undefined}
        onRefund={can.has('refund') ? (line) => line.payment && open({ kind: 'refund', line: line as PaymentLine }) : undefined}
      />
      <StatementLink leaseId={lease.id} />
      <MessageLog userId={lease.student.id} refresh={ledger.lines.length} />
      {dialog?.mode.kind === 'payment' && <PaymentDialog key={dialog.key} leaseId={lease.id} today={ledger.today} methods={ledger.accepted_methods} closing={dialog.closing} onClose={close} onRecorded={paid} onKeyReused={reread} />}
      {dialog?.mode.kind === 'adjustment' && <AdjustmentDialog key={dialog.key} leaseId={lease.id} today={ledger.today} closing={dialog.closing} onClose={close} onSaved={(next) => changed(next, T.adjustment.added)} />}
      {dialog?.mode.kind === 'reverse' && (
        <ReverseDialog key={dialog.key} leaseId={lease.id} line={dialog.mode.line} closing={dialog.closing} onClose={close} onSaved={(next) => changed(next, T.reversal.done)} />
      )}
      {dialog?.mode.kind === 'refund' && <RefundDialog key={dialog.key} leaseId={lease.id} line={dialog.mode.line} closing={dialog.closing} onClose={close} onSaved={(next) => changed(next, T.refund.done)} />}
    </DetailPage>
  );
}
