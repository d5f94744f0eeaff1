import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { Lease } from '../../../../shared/leases/lease-types';
import { SIGNING_STATUSES } from '../../../../shared/leases/lifecycle';
import { PrimaryButton } from '../../../ui/form';
import { applicationPaths } from '../../applications/paths';
import { collectionPaths } from '../../collections/paths';
import { formatDateTime } from '../../components/date-time';
import { Answers, Card, PersonAnswer } from '../../components/DetailCard';
import { DIALOG_FADE_MS } from '../../components/DialogFade';
import { DangerButton, DetailBar, DetailPage } from '../../components/DetailPage';
import { MessageLog } from '../../components/MessageLog';
import { useFadingDialog } from '../../components/use-fading-dialog';
import { RecordLoading, useLoad, useLoadAll } from '../../components/use-load';
import { useManager } from '../../context';
import { useAssignBed } from '../assign/use-assign-bed';
import { isLive, lacksPlan, planText, tenantName } from '../lease-text';
import { premisesLabel } from '../../../../shared/leases/premises';
import { LeaseStatusChip, LeaseStatusShown } from '../LeaseStatusChip';
import { leasesApi } from '../leases-api';
import { leasePaths } from '../paths';
import { useRetryExecution } from '../use-retry-execution';
import { LEASE_SCREEN_TEXTS as T } from '../texts';
import { LeaseDocuments } from './LeaseDocuments';
import { LeaseHistory } from './LeaseHistory';
import { LeaseSigning } from './LeaseSigning';
import { VoidLeaseDialog } from './VoidLeaseDialog';

const Warning = styled.span`
  color: #8A4B00;
  font-weight: 600;
`;

/**
 * One lease: who, which bed, its plan, status and documents, what was done to it; a manager voids it,
 * gives the application another bed, or retries the execution of one that could not be finalized.
 */
export function LeaseScreen() {
  const id = Number(useParams().id);
  const { notify, canWrite } = useManager();
  const load = useLoadAll(`lease-${id}`, { lease: (signal) => leasesApi.one(id, signal), history: (signal) => leasesApi.history(id, signal) });
  const lease = load.data?.lease;
  // A void lease's application may be given another bed, unless it already has one.
  const others = useLoad(lease && canWrite && !isLive(lease) ? `application-leases-${lease.application_id}-${lease.version}` : null, (signal) => leasesApi.ofApplication(lease!.application_id, signal));
  const voiding = useFadingDialog<'void'>(DIALOG_FADE_MS);
  const assign = useAssignBed({ id: lease?.application_id ?? 0, studentName: lease ? tenantName(lease) : '' });
  const retrying = useRetryExecution(() => void load.reload());
  if (!lease) return <RecordLoading load={load} notFound={T.notFound} loadFailed={T.loadFailed} />;

  const liveLease = others.data?.find(isLive);
  const reloadLease = () => void load.reload();
  const voided = (next: Lease) => {
    load.update((d) => ({ ...d, lease: next }));
    voiding.close();
    notify({ tone: 'success', text: T.voided });
    void load.reload();
  };

  return (
    <DetailPage>
      <DetailBar>
        <h1>{tenantName(lease)}</h1>
        {lease.can.includes('execute') && (
          <PrimaryButton type="button" onClick={() => void retrying.retry(lease.id)} disabled={retrying.busy}>
            {retrying.label}
          </PrimaryButton>
        )}
        {lease.can.includes('void') && (
          <DangerButton type="button" onClick={() => voiding.open('void')}>
            {T.voidLease}
          </DangerButton>
        )}
        {others.data && !liveLease && (
          <PrimaryButton type="button" onClick={assign.open}>
            {T.assignAnother}
          </PrimaryButton>
        )}
      </DetailBar>
      <Card aria-labelledby="lease-summary">
        <h2 id="lease-summary">Lease</h2>
        <Answers>
          <dt>Tenant</dt>
          <PersonAnswer name={tenantName(lease)} email={lease.student.email} />
          <dt>Property</dt>
          <dd>{lease.property_name}</dd>
          <dt>Bed</dt>
          <dd>{premisesLabel(lease.bed)}</dd>
          <dt>Lease Period</dt>
          <dd>{lease.lease_period_name}</dd>
          <dt>Status</dt>
          <dd>
            <LeaseStatusShown lease={lease} />
          </dd>
          <dt>Plan</dt>
          <dd>{lacksPlan(lease) ? <Warning>{planText(lease)}</Warning> : planText(lease)}</dd>
          {lease.renews_lease_id !== null && lease.kind !== 'new' && (
            <>
              <dt>{T.renews}</dt>
              <dd>
                <Link to={leasePaths.detail(lease.renews_lease_id)}>{T.renewedLease(T.renewalKind[lease.kind])}</Link>
              </dd>
            </>
          )}
          {lease.not_renewing_reason !== null && (
            <>
              <dt>{T.notRenewing}</dt>
              <dd>{lease.not_renewing_reason}</dd>
            </>
          )}
          {lease.void_reason !== null && (
            <>
              <dt>Void reason</dt>
              <dd>{lease.void_reason}</dd>
            </>
          )}
          {liveLease && (
            <>
              <dt>{T.liveLease}</dt>
              <dd>
                <Link to={leasePaths.detail(liveLease.id)}>{premisesLabel(liveLease.bed)}</Link> <LeaseStatusChip status={liveLease.status} />
              </dd>
            </>
          )}
          {canWrite && lease.status === 'Executed' && (
            <>
              <dt>{T.ledgerTitle}</dt>
              <dd>
                <Link to={collectionPaths.ledger(lease.id)}>{T.viewLedger}</Link>
              </dd>
            </>
          )}
          {canWrite && (
            <>
              <dt>Application</dt>
              <dd>
                <Link to={applicationPaths.detail(lease.application_id)}>{T.viewApplication}</Link>
              </dd>
            </>
          )}
          <dt>Created</dt>
          <dd>{formatDateTime(lease.created_at)}</dd>
          <dt>Updated</dt>
          <dd>{formatDateTime(lease.updated_at)}</dd>
        </Answers>
      </Card>
      {canWrite && SIGNING_STATUSES.includes(lease.status) && (
        // Read again when the lease moves on outside the ceremony (Retry executed it, or failed anew).
        <LeaseSigning key={`${lease.id} ${lease.status} ${lease.execution_failure?.failed_at ?? ''}`} lease={lease} onChanged={reloadLease} />
      )}
      <LeaseDocuments lease={lease} />
      <LeaseHistory events={load.data!.history} />
      <MessageLog userId={lease.student.id} refresh={lease.version} />
      {voiding.dialog && <VoidLeaseDialog key={voiding.dialog.key} lease={lease} closing={voiding.dialog.closing} onClose={voiding.close} onVoided={voided} />}
      {assign.dialog}
    </DetailPage>
  );
}
