import { styled } from 'styled-components';
import { premisesLabel } from '../../../../shared/leases/premises';
import { documentsPhase, MY_LEASE_TEXTS as T } from '../../../../shared/leases/my-lease-texts';
import { MY_BALANCE_PATH, MY_BALANCE_TEXTS } from '../../../../shared/ledger/my-balance';
import { leaseStatusText } from '../../../../shared/leases/execution-texts';
import { SIGNING_STATUSES } from '../../../../shared/leases/lifecycle';
import { MY_MAINTENANCE_TEXTS } from '../../../../shared/tickets/my-maintenance';
import { REPORTING_LEASE_STATUSES } from '../../../../shared/tickets/ticket-status';
import { STUDENT_MAINTENANCE_PATH } from '../../../../shared/tickets/ticket-texts';
import { MESSAGE_TEXTS, STUDENT_MESSAGES_PATH } from '../../../../shared/notifications/texts';
import type { StudentLease } from '../../../../shared/leases/student-lease';
import { scheduleDue } from '../../../../shared/leases/plan-schedule';
import { LEASE_MESSAGES } from '../../../../shared/messages';
import type { PostedState } from '../../../../shared/types/posted-form';
import { Alert } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Island } from '../../islands/Island.server';
import { LiveLeaseStatus } from '../../islands/LiveLeaseStatus';
import { PlanChoice } from '../../islands/PlanChoice';
import { LeaseDocuments } from './LeaseDocuments.server';
import { Panel } from '../../components/Panel';
import { SigningCeremony } from '../../../signing/SigningCeremony';

const Card = styled(Panel)`
  min-width: 0;
  h2 { margin: 0; font-size: 1.25rem; }
  > dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
  > dl > dt { color: ${theme.color.muted}; }
  > dl > dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
  .status { font-weight: 700; }
  .part { display: grid; gap: 10px; }
  .part h3 { margin: 0; font-size: 1.15rem; }
  .part p { margin: 0; }
  @media (max-width: 640px) {
    padding: 16px 12px;
    > dl { grid-template-columns: 1fr; gap: 2px; }
    > dl > dd + dt { margin-top: 8px; }
  }
`;

/** What the student does or reads next: what the lease lets them do, or its status. */
function NextStep({ lease, posted }: { lease: StudentLease; posted: PostedState | null }) {
  if (lease.status === 'Void') {
    return (
      <Alert tone="info">
        {LEASE_MESSAGES.withdrawn}
        {lease.void_reason && ` ${T.voidReason}: ${lease.void_reason}`}
      </Alert>
    );
  }
  if (lease.can.includes('choosePlan')) {
    if (!lease.offered_plans.length) return <Alert tone="info">{LEASE_MESSAGES.officeWillContact}</Alert>;
    return <Island name="plan-choice" component={PlanChoice} props={{ leaseId: lease.id, version: lease.version, plans: lease.offered_plans, posted }} />;
  }
  return (
    <>
      {SIGNING_STATUSES.includes(lease.status) && (
        <div className="part" data-testid="lease-signing">
          <Island name="signing-ceremony" component={SigningCeremony} props={{ base: `/api/leases/${lease.id}/signing` }} />
        </div>
      )}
      <div className="part">
        <h3>{T.documentsHeading}</h3>
        <p data-testid="documents-intro">{T.documentsIntro[documentsPhase(lease.status)]}</p>
        <LeaseDocuments leaseId={lease.id} documents={lease.documents} phase={documentsPhase(lease.status)} />
      </div>
    </>
  );
}

/** One lease: where and when, its status, and its next step. */
export function LeaseCard({ lease, posted }: { lease: StudentLease; posted: PostedState | null }) {
  const heading = `lease-${lease.id}-heading`;
  return (
    <Card id={`lease-${lease.id}`} aria-labelledby={heading} data-testid="lease">
      <h2 id={heading}>{`${lease.property_name} · ${lease.lease_period_name}`}</h2>
      <dl>
        <dt>{T.property}</dt>
        <dd>{lease.property_name}</dd>
        <dt>{T.bed}</dt>
        <dd>{premisesLabel(lease.bed)}</dd>
        <dt>{T.period}</dt>
        <dd>{`${lease.lease_period_name}: ${scheduleDue(lease.start_date)} – ${scheduleDue(lease.end_date)}`}</dd>
        {lease.chosen_plan_name && (
          <>
            <dt>{T.plan}</dt>
            <dd>{lease.chosen_plan_name}</dd>
          </>
        )}
        <dt>{T.status}</dt>
        <dd className="status">
          {SIGNING_STATUSES.includes(lease.status) ? (
            <Island name="live-lease-status" component={LiveLeaseStatus} props={{ leaseId: lease.id, status: lease.status, executionFailure: lease.execution_failure, finishing: lease.finishing }} />
          ) : (
            <span data-testid="lease-status">{leaseStatusText(lease)}</span>
          )}
        </dd>
      </dl>
      {lease.status === 'Executed' && <a href={MY_BALANCE_PATH}>{MY_BALANCE_TEXTS.link}</a>}
      {(REPORTING_LEASE_STATUSES as readonly string[]).includes(lease.status) && <a href={STUDENT_MAINTENANCE_PATH}>{MY_MAINTENANCE_TEXTS.link}</a>}
      <a href={STUDENT_MESSAGES_PATH}>{MESSAGE_TEXTS.studentLinkText}</a>
      <NextStep lease={lease} posted={posted} />
    </Card>
  );
}
